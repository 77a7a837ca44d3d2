import type { APIRequestContext, Page, PlaywrightTestArgs, PlaywrightTestOptions, TestInfo, TestType } from '@playwright/test';
import { SESSION_COOKIE, SESSION_HEADER } from '../../mock-server/session';
import { DevkitClient } from './devkit-client';

// Testers import this file from their own suites (docs/testers.md, "A Playwright fixture"): its path is kept stable. It
// loads no Playwright code of its own, only types: a second copy of @playwright/test in one run stops Playwright, so the
// suite's own `test` comes in and goes out extended.

export type { HeldCall, JournalEntry, NextCallQuery, ReleaseOptions, ScriptInput, StepInput } from './devkit-client';
export { DevkitClient, DevkitError } from './devkit-client';

/** This test's own slice of the mock server: the dev kit client in the test's session, which its page's requests carry too. */
export type Devkit = DevkitClient & { readonly session: string };

export interface DevkitFixtures {
  devkit: Devkit;
}

/** The session of one run of one test: its id, retry and repeat, so no two runs of a test share a session. */
export const sessionOf = (testInfo: Pick<TestInfo, 'testId' | 'retry' | 'repeatEachIndex'>): string =>
  `${testInfo.testId}-${testInfo.retry}-${testInfo.repeatEachIndex}`;

/**
 * Sets up the `devkit` fixture: the page sends the session's header, and its browser context carries its cookie for the
 * site (so a tab the test opens is in it too); when the test ends, the session ends, its script, faults, held calls and
 * journal with it. Exported for tests of the fixture; suites use withDevkit.
 */
export async function devkitFixture(
  {
    page,
    request,
    baseURL,
  }: { page: Pick<Page, 'setExtraHTTPHeaders' | 'context'>; request: APIRequestContext; baseURL?: string | undefined },
  use: (devkit: Devkit) => Promise<void>,
  testInfo: Pick<TestInfo, 'testId' | 'retry' | 'repeatEachIndex'>,
): Promise<void> {
  const session = sessionOf(testInfo);
  await page.setExtraHTTPHeaders({ [SESSION_HEADER]: session });
  if (baseURL) await page.context().addCookies([{ name: SESSION_COOKIE, value: session, url: baseURL, httpOnly: true, sameSite: 'Lax' }]);
  const devkit = new DevkitClient(request, session) as Devkit;
  await use(devkit);
  await devkit.endSession();
}

/**
 * The suite's `test` with a `devkit` fixture: each test gets a dev kit session of its own. The `request` fixture's
 * baseURL (the site, as `use.baseURL` says) reaches the dev kit through the site's origin.
 *
 *   import { test as base, expect } from '@playwright/test';
 *   import { withDevkit } from '<this repository>/tests/support/devkit-fixture';
 *   const test = withDevkit(base);
 */
export function withDevkit<T extends PlaywrightTestArgs & PlaywrightTestOptions, W extends object>(
  base: TestType<T, W>,
): TestType<T & DevkitFixtures, W> {
  // Extended as Playwright's own test type: its fixture types cannot be worked out over the generic T and W.
  const known = base as unknown as TestType<PlaywrightTestArgs & PlaywrightTestOptions, object>;
  const extended = known.extend<DevkitFixtures>({
    devkit: async ({ page, request, baseURL }, use, testInfo) => devkitFixture({ page, request, baseURL }, use, testInfo),
  });
  return extended as unknown as TestType<T & DevkitFixtures, W>;
}
