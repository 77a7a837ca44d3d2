import { execFileSync } from 'node:child_process';
import { mkdirSync, writeFileSync } from 'node:fs';
import { cpus, loadavg } from 'node:os';
import { join } from 'node:path';
import { chromium } from 'playwright-core';
import { chromiumPath } from './chromium';
import { ensureChromium } from './ensure-chromium';
import { PROJECT_ID, type StackPorts } from './dev-stack';
import { measureBytes, type BytesResult } from './bench/bytes';
import { measureFeedLoad } from './bench/feed-load';
import { runLighthouse } from './bench/lighthouse';
import { BENCH_CHROMIUM_ARGS, hostsOf } from './bench/offline';
import { benchRoutes, type BenchRoute } from './bench/routes';
import { measureSearch } from './bench/search';
import { DATA_REFERENCE_PATH, REFERENCE_PATH, startBenchStack, type BenchStack } from './bench/stack';
import { median } from './bench/stats';
import { formatMarkdown, formatText, type Row } from './bench/table';

/**
 * `npm run bench`: one table of what a visitor gets from the production build and what the mock server's
 * feed function sustains, each figure beside its goal (issue 11) and the command that measures it again.
 * Figures are reported, never asserted. Everything it starts stops on exit, Ctrl-C or failure; nothing leaves
 * loopback. Options: `--only bytes,lighthouse,search,load`, `--routes /,/login`, `--quick`, `--http1` (the preview
 * itself over HTTP/1.1 instead of the HTTP/2 front that serves it as Hosting does).
 */
const ROOT = join(import.meta.dirname, '..');
const SECTIONS = ['bytes', 'lighthouse', 'search', 'load'] as const;
type Section = (typeof SECTIONS)[number];

function option(name: string): string | null {
  const i = process.argv.indexOf(`--${name}`);
  if (i >= 0) return process.argv[i + 1] ?? '';
  const inline = process.argv.find((a) => a.startsWith(`--${name}=`));
  return inline ? inline.slice(name.length + 3) : null;
}
const quick = process.argv.includes('--quick');
const http1 = process.argv.includes('--http1');
const onlyArg = option('only');
const only = onlyArg ? onlyArg.split(',').map((s) => s.trim()) : [...SECTIONS];
const unknown = only.filter((s) => !(SECTIONS as readonly string[]).includes(s));
if (unknown.length) {
  console.error(`--only takes ${SECTIONS.join(', ')}; not ${unknown.join(', ')}`);
  process.exit(2);
}
const want = (s: Section) => only.includes(s);
const routesArg = option('routes');
const base = Number(process.env.BENCH_PORT_BASE ?? 7000);
const ports: StackPorts = { site: base + 173, mock: base + 1, auth: base + 99, hub: base + 400, logging: base + 500, firestore: base + 80 };
const settings = {
  lighthouseRuns: quick ? 1 : 3,
  loadSeconds: quick ? 5 : 20,
  soakSeconds: quick ? 15 : 120,
};

const log = (line: string) => console.error(line);
const cleanups: (() => Promise<void>)[] = [];
const register = (stop: () => Promise<void>) => void cleanups.push(stop);
async function cleanup(): Promise<void> {
  for (const stop of cleanups.splice(0).reverse()) await stop().catch((e: unknown) => log(`cleanup: ${String(e)}`));
}
let interrupted = false;
for (const signal of ['SIGINT', 'SIGTERM'] as const)
  process.on(signal, () => {
    if (interrupted) return;
    interrupted = true;
    log(`\n${signal}: stopping what the bench started…`);
    // Stopping the servers and browsers makes the running section fail fast and the rest are skipped; the
    // main flow then prints what it has. Should it hang, exit anyway.
    void cleanup();
    setTimeout(() => process.exit(130), 30_000);
  });

const rows: Row[] = [];
const notes: string[] = [];
let failed = false;
const kib = (n: number) => `${(n / 1024).toFixed(1)} KiB`;
const ms = (n: number) => `${Math.round(n)} ms`;
const cmd = (section: Section, extra = '') => `npm run bench -- --only ${section}${extra}`;
const routeCmd = (section: Section, route: BenchRoute) =>
  cmd(section, ` --routes ${route.label === '/' ? '/' : route.label.split('/')[1]}`);

async function section(name: Section, run: () => Promise<void>): Promise<void> {
  if (!want(name) || interrupted) return;
  const started = Date.now();
  log(`\n▶ ${name}`);
  try {
    await run();
  } catch (error) {
    failed = true;
    log(`${name} failed: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}`);
    rows.push({ figure: `${name}: failed`, subject: '', measured: String(error).slice(0, 120), goal: '', met: null, command: cmd(name) });
  }
  log(`  ${name} took ${((Date.now() - started) / 1000).toFixed(0)} s`);
}

const started = Date.now();
const load0 = loadavg()[0] ?? 0;
try {
  let stack: BenchStack | null = null;
  let routes: BenchRoute[] = [];
  if (want('bytes') || want('lighthouse') || want('search')) {
    // These sections drive Chromium: on a fresh machine the bench installs it as `npm test` does.
    ensureChromium();
    log(`starting the offline stack (devkit mode, production build) on ports ${ports.site}/${ports.mock}/${ports.auth}…`);
    stack = await startBenchStack(ports, log, { http2Port: http1 ? null : base + 443 });
    register(() => stack?.stop() ?? Promise.resolve());
    const all = await benchRoutes(stack.mockUrl, PROJECT_ID);
    const picked = routesArg?.split(',').map((r) => r.trim().replace(/^\/?/, '/'));
    routes = picked ? all.filter((r) => picked.some((p) => (p === '/' ? r.label === '/' : r.label.startsWith(p)))) : all;
    notes.push(`Routes: ${all.map((r) => `\`${r.label}\` = \`${r.path}\` (first content: ${r.contentName})`).join('; ')}.`);
    notes.push(
      http1
        ? 'Served over HTTP/1.1 by `vite preview` itself (--http1): six connections to the origin, each with its own handshake.'
        : 'Served as Firebase Hosting serves the site: HTTP/2 over TLS (one connection for every request), by a front on loopback ' +
            '(scripts/bench/https-front.ts, a certificate made for the run and trusted by key in the bench browsers) before `vite preview`; ' +
            '`--http1` measures the preview itself over HTTP/1.1.',
    );
  }
  const site = { url: stack?.url ?? '', chromiumArgs: stack?.chromiumArgs ?? [] };

  await section('bytes', async () => {
    const browser = await chromium.launch({ executablePath: chromiumPath(), args: [...BENCH_CHROMIUM_ARGS, ...site.chromiumArgs] });
    register(() => browser.close());
    const results: BytesResult[] = [];
    for (const route of routes) {
      const r = await measureBytes(browser, site.url, route);
      results.push(r);
      log(
        `  ${route.label}: ${kib(r.bytes)} in ${r.files} scripts before first content at ${ms(r.contentMs)}; ${kib(r.allBytes)} in ${r.allFiles} by idle`,
      );
      rows.push({
        figure: 'JS over the wire before first content',
        subject: route.label,
        measured: `${kib(r.bytes)} in ${r.files} files`,
        goal: '≤ 150 KiB',
        met: r.bytes <= 150 * 1024,
        command: routeCmd('bytes', route),
      });
    }
    await browser.close();
    const external = results.flatMap((r) => r.external);
    notes.push(
      "JS bytes: Chromium (playwright-core, phone profile of Lighthouse's moto g power, cold cache, no throttling); the sum of CDP " +
        '`Network.loadingFinished` encodedDataLength (headers + body as received; `vite preview` compresses them: ' +
        `${[...new Set(results.flatMap((r) => r.encodings))].join(', ')}) of script ` +
        'responses finished before the frame in which the first content had a size. ' +
        `By network idle the pages had loaded: ${results.map((r) => `${r.route.label} ${kib(r.allBytes)} in ${r.allFiles}`).join(', ')}. ` +
        `First content at (unthrottled): ${results.map((r) => `${r.route.label} ${ms(r.contentMs)}`).join(', ')}.` +
        (external.length
          ? ` Requests refused because they would have left loopback: ${hostsOf(external).join(', ')} (${external.length}).`
          : ' No request tried to leave loopback.'),
    );
  });

  await section('lighthouse', async () => {
    const reference: BenchRoute = { label: 'reference page', path: REFERENCE_PATH, content: 'main h1', contentName: 'its heading' };
    // One data reference page per answer size the routes wait for.
    const waiting = routes.flatMap((route) =>
      route.waitsForPosts === undefined ? [] : [{ label: route.label, posts: route.waitsForPosts }],
    );
    const limits = [...new Set(waiting.map((route) => route.posts))];
    const dataReferences = limits.map((limit): BenchRoute => ({
      label: `data reference page (${limit} post${limit === 1 ? '' : 's'})`,
      path: `${DATA_REFERENCE_PATH}?limit=${limit}`,
      content: 'main h1',
      contentName: "the first post's title",
    }));
    const references = [reference, ...dataReferences];
    const measured = await runLighthouse(site, [...references, ...routes], settings.lighthouseRuns, log, register);
    const referenceLcp = measured[0]!.median.lcpMs;
    const dataReferenceLcp = new Map(limits.map((limit, i) => [limit, measured[i + 1]!.median.lcpMs]));
    const ownReferenceLcp = (route: BenchRoute) =>
      route.waitsForPosts === undefined ? referenceLcp : (dataReferenceLcp.get(route.waitsForPosts) ?? NaN);
    const results = measured.slice(references.length);
    const figures = [
      {
        figure: 'Lighthouse performance',
        goal: '≥ 98',
        value: (m: (typeof results)[number]['median']) => m.performance,
        show: String,
        ok: (v: number) => v >= 98,
      },
      {
        figure: 'Lighthouse accessibility',
        goal: '100',
        value: (m: (typeof results)[number]['median']) => m.accessibility,
        show: String,
        ok: (v: number) => v >= 100,
      },
      {
        figure: 'Lighthouse best practices',
        goal: '',
        value: (m: (typeof results)[number]['median']) => m.bestPractices,
        show: String,
        ok: null,
      },
      {
        // LCP moves with the machine's speed; its ratio to a reference page's, measured in the same run, does not. A route
        // whose first screen is a server's answer is read against the page that waits for one through the same libraries.
        figure: "Largest contentful paint / its reference page's",
        goal: '≤ 1.2',
        value: (m: (typeof results)[number]['median'], route: BenchRoute) => m.lcpMs / ownReferenceLcp(route),
        show: (v: number) => v.toFixed(2),
        ok: (v: number) => v <= 1.2,
      },
      {
        figure: "Largest contentful paint / the plain reference page's",
        goal: '',
        value: (m: (typeof results)[number]['median']) => m.lcpMs / referenceLcp,
        show: (v: number) => v.toFixed(2),
        ok: null,
      },
      {
        figure: 'Largest contentful paint',
        goal: '',
        value: (m: (typeof results)[number]['median']) => m.lcpMs,
        show: (v: number) => `${(v / 1000).toFixed(2)} s`,
        ok: null,
      },
      {
        figure: 'Total blocking time',
        goal: '≤ 50 ms',
        value: (m: (typeof results)[number]['median']) => m.tbtMs,
        show: ms,
        ok: (v: number) => v <= 50,
      },
      {
        figure: 'Cumulative layout shift',
        goal: '≤ 0.02',
        value: (m: (typeof results)[number]['median']) => m.cls,
        show: (v: number) => v.toFixed(3),
        ok: (v: number) => v <= 0.02,
      },
    ];
    for (const f of figures)
      for (const r of results) {
        const v = f.value(r.median, r.route);
        rows.push({
          figure: f.figure,
          subject: r.route.label,
          measured: f.show(v),
          goal: f.goal || '–',
          met: f.ok ? f.ok(v) : null,
          command: routeCmd('lighthouse', r.route),
        });
      }
    for (const [i, page] of references.entries())
      rows.push({
        figure: 'Largest contentful paint',
        subject: page.label,
        measured: `${(measured[i]!.median.lcpMs / 1000).toFixed(2)} s`,
        goal: '–',
        met: null,
        command: 'npm run bench -- --only lighthouse',
      });
    notes.push(
      `The reference pages, built by the same Vite config, served the same way and measured by Lighthouse in the same run: ` +
        `at ${REFERENCE_PATH} (scripts/bench/reference) React and React Router drawing one heading; at ${DATA_REFERENCE_PATH} ` +
        '(scripts/bench/reference-data) the least a route whose first screen is a server answer can load under DESIGN.md: ' +
        "React, React Router and TanStack Query drawing the first post of the feed function's answer, asked through an " +
        'Inversify container with the Firebase SDK and parsed with zod, for as many posts as the route waits for ' +
        `(${waiting.map((route) => `${route.label} ${route.posts}`).join(', ') || 'no route of this run'}). ` +
        "Each route's LCP is given as a ratio to its reference page's, which the machine's speed moves far less than the " +
        "absolute figure; the ratio to the plain page's stands beside it.",
    );
    const external = measured.flatMap((r) => r.runs.flatMap((run) => run.external));
    const speeds = measured.flatMap((r) => r.runs.map((run) => run.benchmarkIndex)).filter(Number.isFinite);
    const failing = [...new Set(measured.flatMap((r) => r.runs.flatMap((run) => run.failing.map((f) => `${r.route.label} ${f}`))))];
    notes.push(
      `Lighthouse 12.8, default mobile settings (moto g power emulation, simulated slow 4G, 4x CPU slowdown), categories performance, ` +
        `accessibility and best practices; each figure is the median of its own ${settings.lighthouseRuns} run(s) per route, in one Debian Chromium ` +
        `launched with the machine's flags and a host resolver that knows only loopback.` +
        (external.length
          ? ` Requests refused because they would have left loopback: ${hostsOf(external).join(', ')} (${external.length} over all runs).`
          : ' No request tried to leave loopback.') +
        (failing.length ? ` Audits below full marks: ${failing.join('; ')}.` : '') +
        (speeds.length
          ? ` The machine's speed as Lighthouse measured it (its benchmark index, higher is faster): median ${Math.round(median(speeds))}, ` +
            `${Math.round(Math.min(...speeds))}–${Math.round(Math.max(...speeds))} over the runs. The simulation multiplies the main thread's ` +
            'time as observed by 4 whatever the machine, so the same build reads slower on a slower or busier machine: compare ' +
            'figures taken at similar indexes.'
          : ''),
    );
  });

  await section('search', async () => {
    if (!stack) throw new Error('no stack');
    const result = await measureSearch(stack, log, quick);
    rows.push(...result.rows);
    notes.push(...result.notes);
  });

  if (stack) {
    await stack.stop();
    stack = null;
  }

  await section('load', async () => {
    const result = await measureFeedLoad(
      { ports: { mock: base + 11, bare: base + 12 }, loadSeconds: settings.loadSeconds, soakSeconds: settings.soakSeconds },
      log,
      register,
    );
    rows.push(...result.rows);
    notes.push(...result.notes);
  });
} catch (error) {
  failed = true;
  log(`bench failed: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}`);
} finally {
  await cleanup();
}

const minutes = ((Date.now() - started) / 60_000).toFixed(1);
// The bench builds the working tree as it is, so the table names the commit and whether files differed from it.
const revision = (() => {
  try {
    const git = (...args: string[]) => execFileSync('git', args, { cwd: ROOT, encoding: 'utf8' }).trim();
    return `${git('rev-parse', '--short', 'HEAD')}${git('status', '--porcelain', '--untracked-files=no') ? ' + uncommitted changes' : ''}`;
  } catch {
    return 'no git';
  }
})();
const date = new Date().toISOString().slice(0, 10);
const runLine =
  `${date}, ${revision}, ${quick ? '--quick' : onlyArg || routesArg ? 'full settings' : 'full run'}${onlyArg ? ` --only ${onlyArg}` : ''}${routesArg ? ` --routes ${routesArg}` : ''}${http1 ? ' --http1' : ''}, ` +
  `${minutes} min, ${cpus().length} cores, load average ${load0.toFixed(1)} at start, Node ${process.version}`;
console.log(`\n${formatText(rows)}\n`);
console.log(runLine);
for (const note of notes) console.log(`- ${note.replace(/`/g, '')}`);
if (interrupted) {
  log('\ninterrupted: bench-results/latest.md is left as it was');
  process.exit(130);
}
mkdirSync(join(ROOT, 'bench-results'), { recursive: true });
writeFileSync(
  join(ROOT, 'bench-results', 'latest.md'),
  `# npm run bench: ${runLine}\n\n${formatMarkdown(rows)}\n\n${notes.map((n) => `- ${n}`).join('\n')}\n`,
);
log(`\nwritten to bench-results/latest.md`);
process.exit(failed ? 1 : 0);
