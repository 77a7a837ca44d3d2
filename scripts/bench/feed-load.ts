import { spawn, type ChildProcess } from 'node:child_process';
import { join } from 'node:path';
import { median, slope } from './stats';
import type { Row } from './table';

const ROOT = join(import.meta.dirname, '..', '..');
const POSTS = 10_000;
const CONNECTIONS = 50;
const BODY = JSON.stringify({ data: { sortMode: 'top', limit: 40 } });

interface Sample {
  at: number;
  rss: number;
  heapUsed: number;
  gc: boolean;
}

export interface LoadFigures {
  reqPerSec: number;
  p50: number;
  p99: number;
  non2xx: number;
  errors: number;
  /** Non-2xx statuses, time-outs and connection errors, for the notes. */
  problems: string[];
}

export interface FeedLoadOptions {
  ports: { mock: number; bare: number };
  loadSeconds: number;
  soakSeconds: number;
}

/** autocannon in its own process (the server is another): POST the feed's first page, JSON out. */
async function autocannon(url: string, seconds: number, register: (stop: () => Promise<void>) => void): Promise<LoadFigures> {
  const args = [join(ROOT, 'node_modules', 'autocannon', 'autocannon.js'), '--json', '--no-progress'];
  args.push('-c', String(CONNECTIONS), '-d', String(seconds), '-m', 'POST', '-H', 'content-type=application/json', '-b', BODY, url);
  const child = spawn(process.execPath, args, { stdio: ['ignore', 'pipe', 'pipe'] });
  register(() => kill(child));
  let out = '';
  let err = '';
  child.stdout.on('data', (c: Buffer) => (out += c.toString()));
  child.stderr.on('data', (c: Buffer) => (err += c.toString()));
  const code = await new Promise<number | null>((resolve) => child.once('exit', resolve));
  if (code !== 0) throw new Error(`autocannon exited with ${code}: ${err.slice(-500)}`);
  const json = JSON.parse(out.trim().split('\n').at(-1) ?? '{}') as {
    requests: { average: number };
    latency: { p50: number; p99: number };
    non2xx: number;
    errors: number;
    timeouts: number;
    statusCodeStats?: Record<string, { count: number }>;
  };
  const statuses = Object.entries(json.statusCodeStats ?? {})
    .filter(([code]) => !code.startsWith('2'))
    .map(([code, { count }]) => `${count}× ${code}`);
  return {
    problems: [
      ...statuses,
      ...(json.timeouts ? [`${json.timeouts} time-outs`] : []),
      ...(json.errors - json.timeouts > 0 ? [`${json.errors - json.timeouts} connection errors`] : []),
    ],
    reqPerSec: json.requests.average,
    p50: json.latency.p50,
    p99: json.latency.p99,
    non2xx: json.non2xx,
    errors: json.errors,
  };
}

async function kill(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return;
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  child.kill('SIGTERM');
  const timer = setTimeout(() => child.kill('SIGKILL'), 5_000);
  await exited;
  clearTimeout(timer);
}

/** Rounds of the load test, each with the bare route and the function taking turns at going first. */
const ROUNDS = 4;
const MIN_ROUND_SECONDS = 5;

/** The rounds as one figure: their mean throughput, and the median of their p50 and p99 latencies (autocannon reports percentiles, not histograms). */
function combine(rounds: readonly LoadFigures[]): LoadFigures {
  const mean = (pick: (f: LoadFigures) => number) => rounds.reduce((sum, f) => sum + pick(f), 0) / rounds.length;
  return {
    reqPerSec: mean((f) => f.reqPerSec),
    p50: median(rounds.map((f) => f.p50)),
    p99: median(rounds.map((f) => f.p99)),
    non2xx: rounds.reduce((sum, f) => sum + f.non2xx, 0),
    errors: rounds.reduce((sum, f) => sum + f.errors, 0),
    problems: rounds.flatMap((f) => f.problems),
  };
}

const mb = (n: number) => `${(n / 1024 / 1024).toFixed(1)} MB`;

/**
 * The mock server's feed function under load: a server process (feed-server.ts: the mock server with 10,000
 * seeded posts, and a bare Express route serving the JSON the function answered) and autocannon in a process
 * of its own, 50 connections, the bare route then the function, each after a short warm-up; then a soak of
 * the function while the server's memory is sampled every 2 s, with a full collection at the start and the end.
 */
export async function measureFeedLoad(
  { ports, loadSeconds, soakSeconds }: FeedLoadOptions,
  log: (line: string) => void,
  register: (stop: () => Promise<void>) => void,
): Promise<{ rows: Row[]; notes: string[] }> {
  const server = spawn(
    process.execPath,
    [
      '--expose-gc',
      '--import',
      'tsx',
      join(ROOT, 'scripts', 'bench', 'feed-server.ts'),
      String(ports.mock),
      String(ports.bare),
      String(POSTS),
    ],
    { cwd: ROOT, stdio: ['ignore', 'inherit', 'inherit', 'ipc'] },
  );
  const stop = async () => {
    if (server.connected) server.send({ type: 'stop' });
    const timer = setTimeout(() => server.kill('SIGKILL'), 5_000);
    if (server.exitCode === null && server.signalCode === null) await new Promise((resolve) => server.once('exit', resolve));
    clearTimeout(timer);
  };
  register(stop);
  try {
    const ready = await new Promise<{ mock: string; bare: string; bytes: number }>((resolve, reject) => {
      const timer = setTimeout(() => reject(new Error('the feed server did not start within 120 s')), 120_000);
      server.once('exit', (code) => reject(new Error(`the feed server exited with ${code}`)));
      server.on('message', (m: { type: string; mock: string; bare: string; bytes: number }) => {
        if (m.type !== 'ready') return;
        clearTimeout(timer);
        resolve(m);
      });
    });
    const sample = (gc: boolean) =>
      new Promise<Sample>((resolve) => {
        const onMessage = (m: Sample & { type: string }) => {
          if (m.type !== 'sample') return;
          server.off('message', onMessage);
          resolve(m);
        };
        server.on('message', onMessage);
        server.send({ type: 'sample', gc });
      });
    log(`  server ready: ${POSTS} posts, a feed page of ${(ready.bytes / 1024).toFixed(1)} KiB JSON`);

    const warm = Math.min(3, loadSeconds);
    await autocannon(ready.bare, warm, register);
    await autocannon(ready.mock, warm, register);
    // In rounds that take turns, so a drift in the machine's speed (a neighbour, a noisy host) falls on both alike.
    const rounds = loadSeconds >= 4 * MIN_ROUND_SECONDS ? ROUNDS : 1;
    const roundSeconds = Math.round(loadSeconds / rounds);
    const bareRounds: LoadFigures[] = [];
    const mockRounds: LoadFigures[] = [];
    for (let round = 0; round < rounds; round++) {
      const turns = round % 2 === 0 ? (['bare', 'mock'] as const) : (['mock', 'bare'] as const);
      for (const turn of turns) {
        const figures = await autocannon(turn === 'bare' ? ready.bare : ready.mock, roundSeconds, register);
        (turn === 'bare' ? bareRounds : mockRounds).push(figures);
        log(
          `  round ${round + 1}/${rounds}, ${turn === 'bare' ? 'bare Express' : 'mock feed function'}: ${figures.reqPerSec.toFixed(0)} req/s, p99 ${figures.p99} ms`,
        );
      }
    }
    const bare = combine(bareRounds);
    const mock = combine(mockRounds);
    log(
      `  bare Express: ${bare.reqPerSec.toFixed(0)} req/s, p99 ${bare.p99} ms; mock feed function: ${mock.reqPerSec.toFixed(0)} req/s, p99 ${mock.p99} ms`,
    );

    const before = await sample(true);
    const samples: Sample[] = [];
    const timer = setInterval(() => void sample(false).then((s) => samples.push(s)), 2_000);
    let soak: LoadFigures;
    try {
      soak = await autocannon(ready.mock, soakSeconds, register);
    } finally {
      clearInterval(timer);
    }
    const after = await sample(true);
    const t0 = before.at;
    const heapSlope = slope(samples.map((s) => ({ x: (s.at - t0) / 60_000, y: s.heapUsed / 1024 / 1024 })));
    const rssSlope = slope(samples.map((s) => ({ x: (s.at - t0) / 60_000, y: s.rss / 1024 / 1024 })));
    const growth = after.heapUsed - before.heapUsed;
    const flat = growth <= Math.max(2 * 1024 * 1024, before.heapUsed * 0.05);
    log(`  soak ${soakSeconds} s: ${soak.reqPerSec.toFixed(0)} req/s; heap after GC ${mb(before.heapUsed)} → ${mb(after.heapUsed)}`);

    const ratio = mock.reqPerSec / bare.reqPerSec;
    const cmd = 'npm run bench -- --only load';
    const problems = (f: LoadFigures) => (f.problems.length ? f.problems.join(', ') : 'none');
    const rows: Row[] = [
      {
        figure: 'Feed function throughput',
        subject: 'mock server',
        measured: `${mock.reqPerSec.toFixed(0)} req/s`,
        goal: '≥ 0.8 × bare',
        met: ratio >= 0.8,
        command: cmd,
      },
      {
        figure: 'Feed function throughput',
        subject: 'bare Express, same JSON',
        measured: `${bare.reqPerSec.toFixed(0)} req/s`,
        goal: '–',
        met: null,
        command: cmd,
      },
      { figure: 'Feed function / bare Express', subject: '', measured: ratio.toFixed(2), goal: '≥ 0.8', met: ratio >= 0.8, command: cmd },
      {
        figure: 'Feed function latency p99',
        subject: 'mock server',
        measured: `${mock.p99} ms (p50 ${mock.p50} ms)`,
        goal: '< 25 ms',
        met: mock.p99 < 25,
        command: cmd,
      },
      {
        figure: 'Feed function latency p99',
        subject: 'bare Express, same JSON',
        measured: `${bare.p99} ms (p50 ${bare.p50} ms)`,
        goal: '–',
        met: null,
        command: cmd,
      },
      {
        figure: `Memory over a ${soakSeconds} s soak`,
        subject: 'mock server heap',
        measured: `${mb(before.heapUsed)} → ${mb(after.heapUsed)} after GC; ${heapSlope >= 0 ? '+' : ''}${heapSlope.toFixed(1)} MB/min`,
        goal: 'flat',
        met: flat,
        command: cmd,
      },
      {
        figure: `Memory over a ${soakSeconds} s soak`,
        subject: 'mock server RSS',
        measured: `${mb(before.rss)} → ${mb(after.rss)}, max ${mb(Math.max(...samples.map((s) => s.rss), after.rss))}; ${rssSlope >= 0 ? '+' : ''}${rssSlope.toFixed(1)} MB/min`,
        goal: 'flat',
        met: null,
        command: cmd,
      },
    ];
    const notes = [
      `Feed load: a server process (scripts/bench/feed-server.ts: \`startMockServer\` with ${POSTS.toLocaleString('en')} posts from the seed generator, ` +
        `and a bare Express route with \`express.json()\` answering, via \`res.json\`, the JSON the feed function answered once) and autocannon 9 ` +
        `in a process of its own on loopback: ${CONNECTIONS} connections POSTing \`${BODY}\` to \`getPplTalkMessagesEurW\` ` +
        `(${(ready.bytes / 1024).toFixed(1)} KiB of JSON per answer) for ${loadSeconds} s each, after ${warm} s of warm-up each` +
        (rounds > 1
          ? `, in ${rounds} rounds of ${roundSeconds} s that take turns at going first (so a drift in the machine's speed falls on both); ` +
            `throughput is the rounds' mean, p50 and p99 the median of the rounds' (bare p99 ${bareRounds.map((f) => f.p99).join(', ')} ms; ` +
            `function ${mockRounds.map((f) => f.p99).join(', ')} ms). `
          : ', the bare route first. ') +
        `Soak: the same load on the function for ${soakSeconds} s (${soak.reqPerSec.toFixed(0)} req/s), the server's memory sampled every 2 s ` +
        `(${samples.length} samples, median heap ${mb(median(samples.map((s) => s.heapUsed)))}), with two full collections (--expose-gc) before the first ` +
        `and the last figure; "flat" means the heap after collection grew by at most 5 % (or 2 MB). Answers other than 2xx and errors: bare ${problems(bare)}; function ${problems(mock)}; soak ${problems(soak)}.`,
    ];
    return { rows, notes };
  } finally {
    await stop();
  }
}
