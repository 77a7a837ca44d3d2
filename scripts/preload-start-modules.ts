import { resolve } from 'node:path';
import type { OutputBundle, OutputChunk } from 'rolldown';
import type { Plugin } from 'vite';

/** The module whose dynamic imports every start needs: the composition root's adapters of the build's mode. */
const START = resolve(import.meta.dirname, '..', 'src', 'app', 'composition-root.ts');
/**
 * What the entry (src/main.tsx) imports on demand so that it runs before the framework has arrived: the services'
 * start and the app itself.
 */
const APP_STARTS = ['start-services.ts', 'start.tsx'].map((file) => resolve(import.meta.dirname, '..', 'src', 'app', file));

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
 * app's shared code, its start) then arrive, and compile, while React downloads, instead of queueing behind it; the
 * services' start (the adapters) still comes first, to make the route's first call before React is here.
 */
export function reactLast(bundle: OutputBundle, files: readonly string[]): string[] {
  return [...files.filter((file) => !holdsReactDom(bundle[file])), ...files.filter((file) => holdsReactDom(bundle[file]))];
}

/**
 * Every page starts by loading the app (src/main.tsx imports src/app/start.tsx on demand, so it can ask for the
 * route's screens before the framework arrives) and the adapters of the build's mode (src/app/composition-root.ts
 * imports them on demand, so each build ships only its own). Found by the browser only once the entry has downloaded and
 * run, they would start a round trip late on every visit, behind the framework's evaluation; announced in
 * index.html as module preloads, they download beside the entry instead. Only the branch the build keeps is
 * there (the mode is a build-time constant), so nothing another mode needs is fetched.
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
        const info = this.getModuleInfo(START);
        if (!info) return;
        const chunks = Object.values(bundle).filter((c): c is OutputChunk => c.type === 'chunk');
        // A module can sit in a group chunk (vite.config.ts) behind a small facade chunk that the import() asks for: both.
        const roots = [...info.dynamicallyImportedIds, ...APP_STARTS].flatMap((id) =>
          chunks.filter((c) => c.facadeModuleId === id || c.moduleIds.includes(id)).map((c) => c.fileName),
        );
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
