import { Router, type Request, type Response } from 'express';
import { z } from 'zod';
import { reasonOf } from '../error-mapping';
import { faultSchema, storeTargetMeets, type FaultSelector, type StoreRoute } from '../faults';
import { unsupportedInRules } from '../firestore/fault-rules';
import type { JournalFilter } from '../journal';
import type { MockServerState } from '../state';
import { controlSession, emptyBody, SESSION_IN_QUERY, sendInvalid, sendIssue, takesQuery, text } from './control';
import { DEVKIT_LIMITS } from './limits';
import { stepSchema } from './steps';

const releaseSchema = z.strictObject({
  id: z.string().min(1).max(100).optional(),
  /** What the released calls answer instead of going on; `hold` is not allowed here. */
  step: stepSchema.optional().refine((step) => !step?.hold, { message: 'a release step cannot hold again', path: ['hold'] }),
});

/** How long `GET /__devkit/journal/next` waits for a call, unless `?timeoutMs=` says, and at most. */
const NEXT_TIMEOUT_MS = { default: 30_000, max: 60_000 } as const;

// ?name= exact name, ?prefix= names starting with it (store calls: 'GET users/'), ?uid=, ?kind=, ?since=; the
// control session (?session=, the header or the cookie) narrows to that session's calls. Combinable. A filter
// that cannot be met is refused: ignoring it would list entries its sender meant to leave out.
/** The journal filter a request's query names; null once it has answered 400 for one that cannot be met. */
function journalFilter(req: Request, res: Response): JournalFilter | null {
  const kind = text(req.query.kind);
  if (kind !== undefined && kind !== 'callable' && kind !== 'store') {
    sendIssue(res, 400, '?kind', 'callable or store');
    return null;
  }
  const since = text(req.query.since);
  if (since !== undefined && !/^\d{1,15}$/.test(since)) {
    sendIssue(res, 400, '?since', 'the number of a journal entry (its id), from 0');
    return null;
  }
  return {
    name: text(req.query.name),
    prefix: text(req.query.prefix),
    uid: text(req.query.uid),
    session: controlSession(req) ?? undefined,
    kind,
    since: since === undefined ? undefined : Number(since),
  };
}

/** ?uid=, ?id= and the control session narrow a fault listing or clearing to the faults scoped to them. */
function faultSelector(req: Request): FaultSelector {
  const uid = text(req.query.uid);
  const id = text(req.query.id);
  const session = controlSession(req);
  return { ...(uid === undefined ? {} : { uid }), ...(id === undefined ? {} : { id }), ...(session === null ? {} : { session }) };
}

/** Faults, holds and the journal: what calls meet, which are waiting, and what every call sent and got. */
export function callRoutes(
  state: MockServerState,
  { callables, storeRoutes }: { callables: readonly string[]; storeRoutes: readonly StoreRoute[] },
): Router {
  const router = Router();

  router.get('/faults', takesQuery('uid', 'id', 'session'), (req, res) => {
    res.json({ faults: state.faults.list(faultSelector(req)) });
  });
  router.post('/faults', takesQuery('session'), async (req, res) => {
    const session = controlSession(req);
    const body: unknown = req.body;
    const fields = body !== null && typeof body === 'object' ? body : null;
    const own = fields && 'session' in fields ? fields.session : undefined;
    // A fault filed under another session than the call's would be missing from the tester's own listing.
    if (session !== null && own !== undefined && own !== session)
      return sendIssue(
        res,
        400,
        'session',
        `the fault names session ${JSON.stringify(own)}, but the call is session ${session}'s: give one of them`,
      );
    const scoped = session !== null && fields && own === undefined ? { ...fields, session } : body;
    const parsed = faultSchema.safeParse(scoped);
    if (!parsed.success) return sendInvalid(res, parsed.error, 'fault');
    const { target } = parsed.data;
    // A misspelt name would be kept and never meet a call.
    if (!target.includes(' ') && target !== '*' && !callables.includes(target)) {
      return sendIssue(
        res,
        400,
        'target',
        `no callable is named ${target}; the callables are ${callables.join(', ')} (or * for every one)`,
      );
    }
    if (target.includes(' ') && !storeTargetMeets(target, storeRoutes)) {
      const routes = storeRoutes.map((route) => `${route.method} ${route.path}`).join(', ');
      return sendIssue(
        res,
        400,
        'target',
        `no store route is ${target}; the routes are ${routes} (a * or :name segment is any one segment, ** any number)`,
      );
    }
    // In emulators mode a store fault becomes Firestore rules, which can refuse a call but not delay or answer it.
    const unsupported = state.firestore && target.includes(' ') ? unsupportedInRules(parsed.data) : null;
    if (unsupported) return sendIssue(res, 400, 'fault', unsupported);
    if (state.faults.list().length >= DEVKIT_LIMITS.faults)
      return sendIssue(res, 429, 'fault', `at most ${DEVKIT_LIMITS.faults} faults at once: clear some first (DELETE /__devkit/faults)`);
    const id = state.faults.add(parsed.data);
    try {
      await state.faults.settled();
    } catch (error) {
      // Its rules did not load into the Firestore emulator, so the fault is not kept (Faults.add).
      return res.status(503).json({ error: `Fault not set: ${reasonOf(error)}`, issues: [] });
    }
    // Firestore rules can only refuse: whatever the fault's code or message, the site's SDK reports permission-denied.
    const code = parsed.data.code ?? parsed.data.status;
    const codeLost = code !== undefined && code !== 'permission-denied';
    const messageLost = parsed.data.message !== undefined;
    const warnings =
      state.firestore && target.includes(' ') && (codeLost || messageLost)
        ? [
            `in emulators mode a store fault is a Firestore rule, which can only refuse: the site sees permission-denied${codeLost ? `, not ${code}` : ''}${messageLost ? ', without its message' : ''}`,
          ]
        : [];
    res.status(201).json({ ok: true, id, ...(warnings.length ? { warnings } : {}) });
  });
  router.delete('/faults', takesQuery('uid', 'id', 'session'), emptyBody('?id=, ?uid= and ?session= go in the query'), async (req, res) => {
    const selector = faultSelector(req);
    const before = state.faults.list().length;
    state.faults.clear(selector);
    await state.faults.settled();
    res.json({ ok: true, removed: before - state.faults.list().length });
  });

  router.get('/holds', takesQuery('session'), (req, res) => {
    res.json({ holds: state.holds.list({ session: controlSession(req) ?? undefined }) });
  });
  router.post('/holds/release', takesQuery('session'), (req, res) => {
    const parsed = releaseSchema.safeParse(req.body ?? {});
    if (!parsed.success) return sendInvalid(res, parsed.error, 'release');
    const { id, step } = parsed.data;
    const selector = { id, session: controlSession(req) ?? undefined };
    if (id !== undefined && state.holds.list(selector).length === 0) {
      res
        .status(404)
        .json({ error: `No held call ${id}${selector.session === undefined ? '' : ` in session ${selector.session}`}.`, issues: [] });
      return;
    }
    res.json({ ok: true, released: state.holds.release(selector, step) });
  });

  router.get('/journal', takesQuery('name', 'prefix', 'uid', 'kind', 'since', 'session', 'count'), (req, res) => {
    const filter = journalFilter(req, res);
    if (!filter) return;
    const count = text(req.query.count);
    if (count !== undefined && count !== '1') return sendIssue(res, 400, '?count', '1, to answer how many entries match instead of them');
    const entries = state.journal.list(filter);
    res.json(count ? { count: entries.length } : { entries });
  });
  // Instead of polling the journal: the next matching call to arrive from now on, as soon as its request is read.
  router.get('/journal/next', takesQuery('name', 'prefix', 'uid', 'kind', 'session', 'timeoutMs'), async (req, res) => {
    const filter = journalFilter(req, res);
    if (!filter) return;
    const timeoutMs = text(req.query.timeoutMs) ?? String(NEXT_TIMEOUT_MS.default);
    if (!/^\d{1,5}$/.test(timeoutMs) || Number(timeoutMs) > NEXT_TIMEOUT_MS.max)
      return sendIssue(res, 400, '?timeoutMs', `whole milliseconds to wait, 0 to ${NEXT_TIMEOUT_MS.max}`);
    const entry = await state.journal.next(filter, Number(timeoutMs), (listener) => res.once('close', listener));
    if (res.writableEnded || res.destroyed) return;
    if (entry) res.json(entry);
    else res.status(204).end();
  });
  router.delete('/journal', takesQuery('session'), emptyBody(SESSION_IN_QUERY), (req, res) => {
    state.journal.clear(controlSession(req) ?? undefined);
    res.json({ ok: true });
  });
  return router;
}
