import express, { Router, type RequestHandler } from 'express';
import { avatarSvg } from './images';
import { faultSchema } from './faults';
import { GOOGLE_CHOOSER_HTML } from './google-chooser';
import type { FaultSelector } from './faults';
import type { JournalFilter } from './journal';
import type { MockServerState } from './state';

const LOOPBACK = new Set(['127.0.0.1', '::1', '::ffff:127.0.0.1']);

const text = (value: unknown) => (typeof value === 'string' ? value : undefined);
const faultSelector = (query: Record<string, unknown>): FaultSelector => {
  const uid = text(query.uid);
  const session = text(query.session);
  return { ...(uid === undefined ? {} : { uid }), ...(session === undefined ? {} : { session }) };
};

/** Control API for people and tests: reset, faults, journal, images, the Google chooser. Loopback only; never in a production bundle. */
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

  router.use(express.json({ limit: '1mb' }));

  router.post('/reset', (_req, res) => {
    state.reset();
    res.json({ ok: true });
  });

  // ?uid= and ?session= narrow listing and clearing to the faults scoped to them, so a test removes only its own.
  router.get('/faults', (req, res) => {
    res.json({ faults: state.faults.list(faultSelector(req.query)) });
  });
  router.post('/faults', (req, res) => {
    const parsed = faultSchema.safeParse(req.body);
    if (!parsed.success) {
      res.status(400).json({ error: parsed.error.issues.map((i) => `${i.path.join('.') || 'body'}: ${i.message}`).join('; ') });
      return;
    }
    state.faults.add(parsed.data);
    res.status(201).json({ ok: true });
  });
  router.delete('/faults', (req, res) => {
    state.faults.clear(faultSelector(req.query));
    res.json({ ok: true });
  });

  // ?name= exact name, ?prefix= names starting with it (store calls: 'GET users/'), ?uid=, ?session=; combinable.
  router.get('/journal', (req, res) => {
    const filter: JournalFilter = {
      name: text(req.query.name),
      prefix: text(req.query.prefix),
      uid: text(req.query.uid),
      session: text(req.query.session),
    };
    res.json({ entries: state.journal.list(filter) });
  });
  router.delete('/journal', (_req, res) => {
    state.journal.clear();
    res.json({ ok: true });
  });
  return router;
}
