import { readdir, readFile } from 'node:fs/promises';
import { join, resolve, sep } from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants } from 'node:zlib';
import type { Plugin } from 'vite';

const compress = promisify(brotliCompress);

const TYPES: Record<string, string> = {
  js: 'text/javascript; charset=utf-8',
  css: 'text/css; charset=utf-8',
  svg: 'image/svg+xml',
};
// The site's assets, and those of a page built under a base path of its own (the bench's reference pages).
const ASSET = /^(?:\/[\w-]+)*\/assets\/[\w.-]+\.(js|css|svg)$/;
// Below this a compressed body saves less than its headers cost (the threshold `vite preview` uses for gzip).
const THRESHOLD = 1024;

/**
 * `vite preview` serves the build as Firebase Hosting does: Hosting sends brotli to a browser that accepts it
 * (its docs: "served as gzip or Brotli"), `vite preview` only gzip, so a preview measured about 13% more script
 * bytes than a visitor downloads. This compresses the built assets once, at the highest brotli quality (they are
 * immutable, as a CDN caches them), when the preview server starts, and answers every `assets/` file with them
 * when the request accepts `br`. Anything else (no `br`, HTML, small files) goes on to `vite preview`'s own gzip.
 */
export function brotliPreview(): Plugin {
  return {
    name: 'brotli-preview',
    async configurePreviewServer(server) {
      const outDir = resolve(server.config.root, server.config.build.outDir);
      const files = await readdir(outDir, { recursive: true }).catch(() => [] as string[]);
      const bodies = new Map<string, Buffer>();
      await Promise.all(
        files
          .map((file) => ({ file, url: `/${file.split(sep).join('/')}` }))
          .filter(({ url }) => ASSET.test(url))
          .map(async ({ file, url }) => {
            const raw = await readFile(join(outDir, file));
            if (raw.length < THRESHOLD) return;
            bodies.set(url, await compress(raw, { params: { [constants.BROTLI_PARAM_SIZE_HINT]: raw.length } }));
          }),
      );
      server.middlewares.use((req, res, next) => {
        const url = (req.url ?? '').split('?')[0] ?? '';
        const match = ASSET.exec(url);
        const body = match ? bodies.get(url) : undefined;
        const accepts = /\bbr\b/.test(String(req.headers['accept-encoding'] ?? ''));
        if (!match || !body || !accepts || (req.method !== 'GET' && req.method !== 'HEAD')) {
          next();
          return;
        }
        res.setHeader('Content-Type', TYPES[match[1] ?? ''] ?? 'application/octet-stream');
        res.setHeader('Content-Encoding', 'br');
        res.setHeader('Vary', 'Accept-Encoding');
        res.setHeader('Content-Length', body.length);
        res.setHeader('Cache-Control', 'public, max-age=31536000, immutable');
        res.end(req.method === 'HEAD' ? undefined : body);
      });
    },
  };
}
