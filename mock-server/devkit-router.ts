import express, { Router, type ErrorRequestHandler, type RequestHandler } from 'express';
import { JOURNAL_LIMITS } from './devkit/bounded';
import { callRoutes } from './devkit/call-routes';
import { emptyBody, sendIssue, takesQuery } from './devkit/control';
import { nestingDepth } from './devkit/nesting';
import { recordingRoutes } from './devkit/recording-routes';
import { SCENARIO_DIR, scriptRoutes } from './devkit/script-routes';
import { sessionRoutes } from './devkit/session-routes';
import { storeRoutes } from './devkit/store-routes';
import { reasonOf, undecodable } from './error-mapping';
import type { StoreRoute } from './faults';
import { GOOGLE_CHOOSER_HTML } from './google-chooser';
import { avatarSvg } from './images';
import type { MockServerState } from './state';

const LOOPBACK = new Set(['127.0.0.1', '::1', '::ffff:127.0.0.1']);

/** The control API for people and tests, loopback only; scripts, faults, holds and the journal act on the caller's session. */
export function devkitRouter(
  state: MockServerState,
  options: {
    callables: readonly string[];
    storeRoutes: readonly StoreRoute[];
    /** Where scenarios are read and recordings written (SCENARIO_DIR when absent). */
    scenarioDir?: string | undefined;
    /** Whether a real model answers the AI chat, so there is something to record. */
    modelOn?: boolean;
  },
): Router {
  const router = Router();
  const loopbackOnly: RequestHandler = (req, res, next) => {
    if (!LOOPBACK.has(req.socket.remoteAddress ?? '')) {
      res.status(403).json({ error: 'The dev kit answers loopback callers only.', issues: [] });
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
    // Framed by another page, its account buttons could be clicked through a disguise.
    res
      .type('html')
      .set({ 'Cache-Control': 'no-store', 'Content-Security-Policy': "frame-ancestors 'self'", 'X-Frame-Options': 'SAMEORIGIN' });
    res.send(GOOGLE_CHOOSER_HTML);
  });

  // The store import brings its own, larger body limit, so it comes before the shared parser.
  router.use(storeRoutes(state));
  router.use(express.json({ limit: '1mb' }));
  // Deeper bodies are refused: the journal cuts them at this depth anyway, and what the dev kit keeps (a script, a
  // fault's answer) must serialise again when it is listed or played.
  router.use((req, res, next) => {
    if (nestingDepth(req.body, JOURNAL_LIMITS.depth) <= JOURNAL_LIMITS.depth) return next();
    sendIssue(res, 400, 'body', `nested deeper than ${JOURNAL_LIMITS.depth} levels`);
  });

  router.post('/reset', takesQuery(), emptyBody(), async (_req, res) => {
    await state.reset();
    res.json({ ok: true });
  });

  router.use(sessionRoutes(state));
  const scenarioDir = options.scenarioDir ?? SCENARIO_DIR;
  router.use(scriptRoutes(state, scenarioDir));
  router.use(recordingRoutes(state, { scenarioDir, modelOn: options.modelOn ?? false }));
  router.use(callRoutes(state, options));

  // Every answer of the control API is JSON in its own shape, `{"error", "issues"}`: an unknown route and an
  // unreadable body included (the callables' error shape is theirs).
  router.use((req, res) => {
    res
      .status(404)
      .json({ error: `No dev kit route ${req.method} ${req.baseUrl}${req.path} (docs/testers.md: "Control API").`, issues: [] });
  });
  const onError: ErrorRequestHandler = (error: unknown, _req, res, next) => {
    if (res.headersSent) return next(error);
    const unreadable = controlBodyError(error);
    if (unreadable) return sendIssue(res, unreadable.status, 'body', unreadable.message);
    // Not the body's fault: the dev kit itself failed (an emulator gone away under a reset, say).
    console.error('[mock-server] dev kit error:', error);
    res.status(500).json({ error: `internal: ${reasonOf(error)}`, issues: [] });
  };
  router.use(onError);
  return router;
}

/** What is wrong with a control call's body that could not be read, in a tester's words; null for any other error. */
function controlBodyError(error: unknown): { status: number; message: string } | null {
  const { type, body, limit } = (error ?? {}) as { type?: string; body?: unknown; limit?: number };
  if (type === 'entity.too.large') return { status: 413, message: `larger than ${limit ?? 'the limit of'} bytes` };
  if (type === 'charset.unsupported' || type === 'encoding.unsupported') return { status: 415, message: 'unsupported charset or encoding' };
  if (type === 'entity.parse.failed') {
    // The parser takes objects and arrays only: other JSON (null, 42, "text") is readable but not a body.
    try {
      JSON.parse(String(body));
      return { status: 400, message: 'a JSON object is expected' };
    } catch {
      return { status: 400, message: 'not valid JSON' };
    }
  }
  if (undecodable(error)) return { status: 400, message: 'the body could not be decompressed' };
  // Any other refusal of the body parser (an aborted upload, a bad length) is the request's too.
  const { status, message } = (error ?? {}) as { status?: number; message?: string };
  if (typeof type === 'string' && typeof status === 'number' && status < 500) return { status, message: message ?? type };
  return null;
}
