import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { build, type Manifest } from 'vite';

/**
 * `npm run bench:bundle`: builds the site and prints what a first visit downloads (the entry and the chunks
 * index.html preloads, then the services' start: at once on a route whose first screen needs them, after the first
 * paint on the others) and the size of every lazily loaded chunk, raw and gzipped. It prints figures; it asserts nothing.
 */
const ROOT = join(import.meta.dirname, '..');
const OUT = join(ROOT, '.devkit', 'bench-dist');
// The production site unless told otherwise (VITE_F8_MODE=devkit npm run bench:bundle for the offline one).
process.env.VITE_F8_MODE ??= 'firebase';
console.log(`mode: ${process.env.VITE_F8_MODE}`);
await build({
  root: ROOT,
  configFile: join(ROOT, 'vite.config.ts'),
  logLevel: 'warn',
  build: { outDir: OUT, emptyOutDir: true, sourcemap: false, manifest: true },
});

const html = readFileSync(join(OUT, 'index.html'), 'utf8');
const initial = new Set([...html.matchAll(/(?:src|href)="\/assets\/([^"]+\.(?:js|css))"/g)].map((m) => m[1] ?? ''));
const manifest = JSON.parse(readFileSync(join(OUT, '.vite', 'manifest.json'), 'utf8')) as Manifest;
/** The files `keys` load before they run: themselves and their static imports, transitively (names under assets/). */
function staticClosure(keys: string[]): Set<string> {
  const files = new Set<string>();
  for (let key = keys.pop(); key !== undefined; key = keys.pop()) {
    const chunk = manifest[key];
    if (!chunk || files.has(chunk.file.replace(/^assets\//, ''))) continue;
    files.add(chunk.file.replace(/^assets\//, ''));
    keys.push(...(chunk.imports ?? []));
  }
  return files;
}
const servicesStart = staticClosure(['src/app/start-services.ts', `adapters/wiring/${process.env.VITE_F8_MODE}-mode.ts`]);
const kb = (n: number) => `${(n / 1024).toFixed(1)} kB`;
const rows = readdirSync(join(OUT, 'assets'))
  .filter((file) => /\.(js|css)$/.test(file))
  .map((file) => {
    const code = readFileSync(join(OUT, 'assets', file));
    return {
      file,
      raw: code.length,
      gzip: gzipSync(code).length,
      initial: initial.has(file),
      services: !initial.has(file) && servicesStart.has(file),
      // The SDK's own host name; the word alone also appears in our DI token names and comments.
      firestore: /firestore\.googleapis\.com/.test(code.toString()),
    };
  })
  .sort((a, b) => Number(b.initial) - Number(a.initial) || Number(b.services) - Number(a.services) || b.gzip - a.gzip);

console.log(`${'chunk'.padEnd(48)} ${'raw'.padStart(10)} ${'gzip'.padStart(10)}  loaded`);
for (const row of rows)
  console.log(
    `${row.file.padEnd(48)} ${kb(row.raw).padStart(10)} ${kb(row.gzip).padStart(10)}  ${row.initial ? 'first visit' : row.services ? "services' start" : 'on demand'}`,
  );
const first = rows.filter((r) => r.initial);
console.log(
  `\nfirst visit: ${first.length} files, ${kb(first.reduce((s, r) => s + r.raw, 0))} raw, ${kb(first.reduce((s, r) => s + r.gzip, 0))} gzip`,
);
const services = rows.filter((r) => r.services);
console.log(
  `services' start: ${services.length} files, ${kb(services.reduce((s, r) => s + r.raw, 0))} raw, ${kb(services.reduce((s, r) => s + r.gzip, 0))} gzip`,
);
console.log(`all chunks: ${rows.length} files, ${kb(rows.reduce((s, r) => s + r.gzip, 0))} gzip`);
console.log(
  `chunks containing Firestore: ${
    rows
      .filter((r) => r.firestore)
      .map((r) => r.file)
      .join(', ') || 'none'
  }`,
);
