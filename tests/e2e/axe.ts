import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { Page } from '@playwright/test';
import type * as Axe from 'axe-core';

const AXE_SOURCE = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');

/**
 * axe-core's violations on the page as it is now, within `include` (a selector) or the whole document. axe's script
 * is evaluated once per document and kept for its later checks: evaluating it takes longer than most checks.
 */
export async function axeViolations(page: Page, options: Axe.RunOptions = {}, include?: string): Promise<Axe.Result[]> {
  if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(AXE_SOURCE);
  return page.evaluate(
    async ([runOptions, selector]) => {
      const { axe } = window as unknown as { axe: typeof Axe };
      const results = await axe.run(selector ?? document, { ...runOptions, resultTypes: ['violations'] });
      return results.violations;
    },
    [options, include] as const,
  );
}
