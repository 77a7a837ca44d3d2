import { randomUUID } from 'node:crypto';
import { Router } from 'express';
import { z } from 'zod';
import { SESSION_ID, SESSION_ID_RULE, sessionCookie } from '../session';
import type { MockServerState } from '../state';
import { controlSession, emptyBody, SESSION_IN_QUERY, sendInvalid, takesQuery } from './control';

const startSchema = z.strictObject({
  session: z.string().regex(SESSION_ID, SESSION_ID_RULE).optional(),
});

// The cookie is set on the site's origin, so the page's own calls carry it.
/** Dev kit sessions for browsers: `POST` sets the cookie, `GET` names the session, `DELETE` ends it and all it scoped. */
export function sessionRoutes(state: MockServerState): Router {
  const router = Router();
  router.get('/session', takesQuery('session'), (req, res) => {
    res.json({ session: controlSession(req) });
  });
  router.post('/session', takesQuery(), (req, res) => {
    const parsed = startSchema.safeParse(req.body ?? {});
    if (!parsed.success) return sendInvalid(res, parsed.error, 'session');
    const session = parsed.data.session ?? `s-${randomUUID()}`;
    res.setHeader('Set-Cookie', sessionCookie(session));
    res.json({ session });
  });
  router.delete('/session', takesQuery('session'), emptyBody(SESSION_IN_QUERY), async (req, res) => {
    const session = controlSession(req);
    res.setHeader('Set-Cookie', sessionCookie(null));
    if (session !== null) {
      state.scripts.clear(session);
      state.faults.clear({ session });
      state.holds.release({ session });
      state.holds.cutDelays({ session });
      state.journal.clear(session);
      await state.faults.settled();
    }
    res.json({ ok: true, session });
  });
  return router;
}
