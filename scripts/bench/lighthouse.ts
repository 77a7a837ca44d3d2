import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import lighthouse from 'lighthouse';
import { launchDebuggableChromium } from './chromium-cdp';
import { forgetSimulations, lastSimulatedLcp, lcpTimeline } from './lcp-timeline';
import { leavesLoopback } from './offline';
import type { BenchRoute } from './routes';
import { median } from './stats';

export interface LighthouseRun {
  performance: number;
  accessibility: number;
  bestPractices: number;
  lcpMs: number;
  tbtMs: number;
  cls: number;
  /** Requests the page tried outside loopback (refused by the resolver, never sent). */
  external: string[];
  /** Audits below full marks in accessibility and best practices, for the notes. */
  failing: string[];
  /** Lighthouse's measure of the machine's speed during the run (its benchmark index: higher is faster). */
  benchmarkIndex: number;
}

export interface LighthouseResult {
  route: BenchRoute;
  runs: LighthouseRun[];
  /** Each figure's own median over the runs. */
  median: Omit<LighthouseRun, 'external' | 'failing' | 'benchmarkIndex'>;
}

/** The console errors Lighthouse saw, shortened, for the notes. */
function consoleErrors(details: unknown): string {
  const items = (details as { items?: { description?: string }[] } | undefined)?.items ?? [];
  return [...new Set(items.map((i) => (i.description ?? '').slice(0, 90)))].join(' / ');
}

const score = (s: number | null | undefined) => Math.round((s ?? 0) * 100);

/**
 * Lighthouse 12.8 with its default mobile settings (moto g power emulation, simulated slow 4G and 4x CPU
 * slowdown), performance, accessibility and best practices, `runs` times per route in one Chromium that
 * resolves only loopback; each figure is the median of its runs.
 */
export async function runLighthouse(
  site: { url: string; chromiumArgs: readonly string[] },
  routes: readonly BenchRoute[],
  runs: number,
  log: (line: string) => void,
  register: (stop: () => Promise<void>) => void,
): Promise<LighthouseResult[]> {
  const reportsDir = join(import.meta.dirname, '..', '..', 'bench-results', 'lighthouse');
  mkdirSync(reportsDir, { recursive: true });
  const chromium = await launchDebuggableChromium(site.chromiumArgs);
  register(() => chromium.close());
  const results: LighthouseResult[] = [];
  try {
    for (const route of routes) {
      const done: LighthouseRun[] = [];
      for (let i = 0; i < runs; i++) {
        // A run that simulates no LCP (a runtime error) must not be given the run before's timeline.
        forgetSimulations();
        const result = await lighthouse(site.url + route.path, {
          port: chromium.port,
          logLevel: 'error',
          output: 'json',
          onlyCategories: ['performance', 'accessibility', 'best-practices'],
        });
        if (!result) throw new Error(`Lighthouse returned nothing for ${route.path}`);
        const { lhr, artifacts } = result;
        // The whole report, to read what a figure is made of (LCP element, layout shifts, long tasks).
        const reportName = `${route.label.replace(/[^a-z0-9]+/gi, '-').replace(/^-|-$/g, '') || 'home'}-${i + 1}.json`;
        writeFileSync(join(reportsDir, reportName), JSON.stringify(lhr));
        writeFileSync(join(reportsDir, reportName.replace(/\.json$/, '.lcp-timeline.txt')), lcpTimeline(lastSimulatedLcp()));
        if (lhr.runtimeError) throw new Error(`Lighthouse on ${route.path}: ${lhr.runtimeError.code} ${lhr.runtimeError.message}`);
        const external = (artifacts.DevtoolsLog ?? [])
          .filter((m) => m.method === 'Network.requestWillBeSent')
          .map((m) => (m.params as { request: { url: string } }).request.url)
          .filter(leavesLoopback);
        const failing = (['accessibility', 'best-practices'] as const).flatMap((id) =>
          (lhr.categories[id]?.auditRefs ?? [])
            .filter((ref) => ref.weight > 0 && (lhr.audits[ref.id]?.score ?? 1) < 1)
            .map((ref) => `${id}: ${ref.id}${ref.id === 'errors-in-console' ? ` (${consoleErrors(lhr.audits[ref.id]?.details)})` : ''}`),
        );
        const run: LighthouseRun = {
          performance: score(lhr.categories.performance?.score),
          accessibility: score(lhr.categories.accessibility?.score),
          bestPractices: score(lhr.categories['best-practices']?.score),
          lcpMs: lhr.audits['largest-contentful-paint']?.numericValue ?? NaN,
          tbtMs: lhr.audits['total-blocking-time']?.numericValue ?? NaN,
          cls: lhr.audits['cumulative-layout-shift']?.numericValue ?? NaN,
          external,
          failing,
          benchmarkIndex: lhr.environment.benchmarkIndex,
        };
        done.push(run);
        log(
          `  lighthouse ${route.label} run ${i + 1}/${runs}: perf ${run.performance}, a11y ${run.accessibility}, bp ${run.bestPractices}, ` +
            `LCP ${Math.round(run.lcpMs)} ms, TBT ${Math.round(run.tbtMs)} ms, CLS ${run.cls.toFixed(3)}`,
        );
      }
      const m = (pick: (r: LighthouseRun) => number) => median(done.map(pick));
      results.push({
        route,
        runs: done,
        median: {
          performance: m((r) => r.performance),
          accessibility: m((r) => r.accessibility),
          bestPractices: m((r) => r.bestPractices),
          lcpMs: m((r) => r.lcpMs),
          tbtMs: m((r) => r.tbtMs),
          cls: m((r) => r.cls),
        },
      });
    }
  } finally {
    await chromium.close();
  }
  return results;
}
