import { readFileSync } from 'node:fs';
import { Router, type Response } from 'express';

const read = (file: string) => readFileSync(new URL(file, import.meta.url), 'utf8');
const escapeHtml = (text: string) =>
  text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c);

/** Store route patterns offered beside the callables (faults.ts explains the pattern syntax). */
const STORE_TARGETS = ['* users/**', 'GET users/*', 'PUT users/*', 'PATCH users/*', 'GET users/*/chat', 'GET users/*/people'];

// Script and styles are files of their own so a strict CSP (no inline script) holds; `frame-ancestors 'none'` keeps
// another page from framing the buttons. Vite never imports these files, so none of it reaches a production bundle.
const HEADERS = {
  'Cache-Control': 'no-store',
  'Content-Security-Policy':
    "default-src 'none'; script-src 'self'; style-src 'self'; connect-src 'self'; img-src 'self' data:; base-uri 'none'; form-action 'none'; frame-ancestors 'none'",
  'X-Content-Type-Options': 'nosniff',
  'Referrer-Policy': 'no-referrer',
};

/** The dev kit control page for people, over the control API (docs/testers.md); `functions` fills the fault target suggestions. */
export function controlPageRouter({ functions }: { functions: readonly string[] }): Router {
  const targets = ['*', ...functions, ...STORE_TARGETS].map((target) => `<option value="${escapeHtml(target)}"></option>`).join('');
  const html = read('./index.html').replace('<!-- fault targets -->', targets);
  const assets = new Map([
    ['control-page.js', { type: 'text/javascript', body: read('./control-page.js') }],
    ['control-page.css', { type: 'text/css', body: read('./control-page.css') }],
  ]);
  const send = (res: Response, type: string, body: string) => {
    res.set(HEADERS).type(type).send(body);
  };

  const router = Router();
  router.get('/', (_req, res) => send(res, 'html', html));
  router.get('/control-page/:file', (req, res, next) => {
    const asset = assets.get(req.params.file);
    if (asset) send(res, asset.type, asset.body);
    else next();
  });
  return router;
}
