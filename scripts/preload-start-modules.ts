import { resolve } from 'node:path';
import type { OutputBundle, OutputChunk } from 'rolldown';
import type { Plugin } from 'vite';

/** What the entry (src/main.tsx) imports on demand on every path: the app itself, not yet the services' start. */
const APP_START = resolve(import.meta.dirname, '..', 'src', 'app', 'start.tsx');

/** The chunks `roots` need, with everything they import statically, in a stable order. */
export function withStaticImports(bundle: OutputBundle, roots: readonly string[]): string[] {
  const seen = new Set<string>();
  const visit = (fileName: string) => {
    const chunk = bundle[fileName];
    if (seen.has(fileName) || chunk?.type !== 'chunk') return;
    seen.add(fileName);
    for (const imported of chunk.imports) visit(imported);
  };
  for (const root of roots) visit(root);
  return [...seen];
}

/** Whether a chunk holds React DOM: the framework's, by far the largest file a start loads. */
const holdsReactDom = (chunk: OutputBundle[string] | undefined): boolean =>
  chunk?.type === 'chunk' && chunk.moduleIds.some((id) => /[\\/]node_modules[\\/]react-dom[\\/]/.test(id));

/**
 * `files` in the same order, but the framework's last. A browser asks for a page's module preloads together, and a
 * server answers requests of one priority in the order they came: the small files the first render also needs (the
 * app's shared code, its start) then arrive, and compile, while React downloads, instead of queueing behind it.
 */
export function reactLast(bundle: OutputBundle, files: readonly string[]): string[] {
  return [...files.filter((file) => !holdsReactDom(bundle[file])), ...files.filter((file) => holdsReactDom(bundle[file]))];
}

/**
 * Every page starts by loading the app (src/main.tsx imports src/app/start.tsx on demand, so it can ask for the route's
 * screens before the framework arrives). Found by the browser only once the entry has downloaded and run, it would start
 * a round trip late on every visit; announced in index.html as module preloads, it downloads beside the entry instead.
 * The services' start is not announced: a screen that draws before the services (src/main.tsx) asks for it
 * after its first paint, so that it does not share the connection with what that paint needs.
 */
export function preloadStartModules(): Plugin {
  let base = '/';
  return {
    name: 'preload-start-modules',
    apply: 'build',
    enforce: 'post',
    configResolved(config) {
      base = config.base;
    },
    generateBundle: {
      order: 'post',
      handler(_options, bundle) {
        const html = bundle['index.html'];
        if (html?.type !== 'asset' || typeof html.source !== 'string') return;
        const chunks = Object.values(bundle).filter((c): c is OutputChunk => c.type === 'chunk');
        // A module can sit in a group chunk (vite.config.ts) behind a small facade chunk that the import() asks for: both.
        const roots = chunks.filter((c) => c.facadeModuleId === APP_START || c.moduleIds.includes(APP_START)).map((c) => c.fileName);
        const already = new Set([...html.source.matchAll(/(?:src|href)="[^"]*?\/?(assets\/[^"]+\.js)"/g)].map((m) => m[1]));
        const links = reactLast(bundle, withStaticImports(bundle, roots))
          .filter((file) => !already.has(file))
          .map((file) => `<link rel="modulepreload" crossorigin href="${base}${file}">`);
        html.source = html.source.replace(/(\n?)([ \t]*)<\/head>/, (_all, newline: string, indent: string) =>
          [...links.map((link) => `${indent}  ${link}`), `${indent}</head>`].map((line) => `${newline}${line}`).join(''),
        );
      },
    },
  };
}
