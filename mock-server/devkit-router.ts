import express, { Router, type RequestHandler } from 'express';
import { callRoutes } from './devkit/call-routes';
import { scriptRoutes } from './devkit/script-routes';
import { sessionRoutes } from './devkit/session-routes';
import { storeRoutes } from './devkit/store-routes';
import { GOOGLE_CHOOSER_HTML } from './google-chooser';
import { avatarSvg } from './images';
import type { MockServerState } from './state';

const LOOPBACK = new Set(['127.0.0.1', '::1', '::ffff:127.0.0.1']);

/**
 * Control API for people and tests: reset, AI scripts and scenarios, faults, holds, the journal, store
 * export and import, dev kit sessions, images and the Google chooser. Loopback only; never in a
 * production bundle. Scripts, faults, holds and journal reads act on the caller's dev kit session.
 */
export function devkitRouter(state: MockServerState): Router {
  const router = Router();
  const loopbackOnly: RequestHandler = (req, res, next) => {
    if (!LOOPBACK.has(req.socket.remoteAddress ?? '')) {
      res.status(403).json({ error: 'The dev kit answers loopback callers only.' });
      return;
    }
    next();
  };
  router.use(loopbackOnly);

  router.get('/images/avatars/:file', (req, res) => {
    const match = /^(\d{1,3})\.svg$/.exec(req.params.file);
    if (!match) {
      res.status(404).end();
      return;
    }
    res.type('image/svg+xml').setHeader('Cache-Control', 'public, max-age=86400');
    res.send(avatarSvg(match[1] ?? '1'));
  });

  router.get('/google-chooser', (_req, res) => {
    res.type('html').setHeader('Cache-Control', 'no-store');
    res.send(GOOGLE_CHOOSER_HTML);
  });

  // The store import brings its own, larger body limit, so it comes before the shared parser.
  router.use(storeRoutes(state));
  router.use(express.json({ limit: '1mb' }));

  router.post('/reset', async (_req, res) => {
    await state.reset();
    res.json({ ok: true });
  });

  router.use(sessionRoutes(state));
  router.use(scriptRoutes(state));
  router.use(callRoutes(state));
  return router;
}
