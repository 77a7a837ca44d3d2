import type { RequestHandler, Router } from 'express';
import { byDocumentId, storePaths } from '../../src/contract/store.mapping';
import { chatThreadCreateSchema, chatThreadPatchSchema, threadMessageWriteSchema } from '../../src/contract/store.schema';
import { MESSAGE_PAGE_SIZE, THREAD_LIST_LIMIT } from '../../src/domain/chat';
import { toDate } from '../../src/domain/timestamp';
import { HttpsError } from '../https-error';
import type { Doc, DocumentStore } from './document-store';
import { newDocumentId } from './document-id';
import { clampLimit } from './query-limit';
import { answering, fail, liveStream, parseBody } from './store-http';

// Chat threads and messages (SPEC 7) as Firestore with its rules would serve them. The store keys (`storePaths`) are
// fixed, as the mock AI function reads them too; clients stamp every time they write.

type Params = { uid: string; threadId: string };
type MessageParams = Params & { messageId: string };
type Entry = Doc & { id: string };

const threadsOf = storePaths.chatThreads;
const threadKey = (p: Params) => `${threadsOf(p.uid)}/${p.threadId}`;
const messagesOf = (p: Params) => storePaths.threadMessages(p.uid, p.threadId);

/** Firestore document ids here: what `newDocumentId`, the seed and clients issue, and nothing that could nest a path. */
const DOCUMENT_ID = /^[A-Za-z0-9_-]{1,128}$/;

const millis = (value: unknown) => toDate(value)?.getTime() ?? 0;

function entries(store: DocumentStore, collection: string): Entry[] {
  return store.list(collection).map(({ id, data }) => ({ ...data, id }));
}

/** Newest first by `field`, ties by id descending (as Firestore breaks ties by document name). */
function newestFirst(field: string): (a: Entry, b: Entry) => number {
  return (a, b) => millis(b[field]) - millis(a[field]) || byDocumentId(b.id, a.id);
}

/** The opaque position of a message in (timestamp, id) order, so equal timestamps page without loss. */
function cursorOf(message: Entry): string {
  return Buffer.from(JSON.stringify([millis(message.timestamp), message.id])).toString('base64url');
}

function positionOf(cursor: unknown): { time: number; id: string } | null {
  if (typeof cursor !== 'string' || cursor === '') return null;
  try {
    const [time, id] = JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8')) as unknown[];
    if (typeof time === 'number' && Number.isFinite(time) && typeof id === 'string' && DOCUMENT_ID.test(id)) return { time, id };
  } catch {
    // not a cursor this store issued
  }
  throw new HttpsError('invalid-argument', 'cursor: not a cursor this store issued');
}

/** `?after=`: an ISO time; messages at or before it are never sent. Absent means every message. */
function afterOf(after: unknown): number {
  if (after === undefined) return Number.NEGATIVE_INFINITY;
  const date = typeof after === 'string' ? toDate(after) : null;
  if (!date || !/^\d{4}-\d\d-\d\dT/.test(after as string)) throw new HttpsError('invalid-argument', 'after: expected an ISO date-time');
  return date.getTime();
}

/** What firestore.rules refuse in a thread update beyond its shape: a count that shrinks or jumps, a time before the thread. */
function patchRefusal(stored: Doc, patch: { messageCount?: number; lastMessageAt?: unknown }): string | null {
  const count = typeof stored.messageCount === 'number' ? stored.messageCount : 0;
  if (patch.messageCount !== undefined && (patch.messageCount < count || patch.messageCount > count + 2))
    return `messageCount: only grows, by at most 2 per update (stored ${count}, sent ${patch.messageCount})`;
  const last = patch.lastMessageAt === undefined ? null : toDate(patch.lastMessageAt);
  const created = toDate(stored.createdAt);
  if (last && created && last < created) return 'lastMessageAt: before the thread was created';
  return null;
}

/** Adds the thread routes to the store router, behind its `owner` check (no token 401, someone else's 403). */
export function addChatThreadRoutes(router: Router, store: DocumentStore, owner: RequestHandler<{ uid: string }>): void {
  const ids: RequestHandler<Partial<MessageParams>> = (req, res, next) => {
    for (const name of ['uid', 'threadId', 'messageId'] as const) {
      const value = req.params[name];
      if (value !== undefined && !DOCUMENT_ID.test(value))
        return fail(res, new HttpsError('invalid-argument', `${name}: expected 1 to 128 letters, digits, '-' or '_'`));
    }
    next();
  };
  const guard = [owner as RequestHandler<Partial<MessageParams>>, ids];

  router.get<'/users/:uid/chatThreads', { uid: string }>('/users/:uid/chatThreads', ...guard, (req, res) => {
    const limit = clampLimit(req.query.limit, THREAD_LIST_LIMIT);
    res.json({ threads: entries(store, threadsOf(req.params.uid)).sort(newestFirst('lastMessageAt')).slice(0, limit) });
  });

  router.post<'/users/:uid/chatThreads', { uid: string }>('/users/:uid/chatThreads', ...guard, (req, res) => {
    const doc = parseBody(chatThreadCreateSchema, req, res);
    if (!doc) return;
    const id = newDocumentId();
    store.set(`${threadsOf(req.params.uid)}/${id}`, doc);
    res.status(201).json({ ...doc, id });
  });

  router.get<'/users/:uid/chatThreads/:threadId', Params>('/users/:uid/chatThreads/:threadId', ...guard, (req, res) => {
    const doc = store.get(threadKey(req.params));
    if (doc) res.json({ ...doc, id: req.params.threadId });
    else fail(res, new HttpsError('not-found', 'No such thread.'));
  });

  router.patch<'/users/:uid/chatThreads/:threadId', Params>('/users/:uid/chatThreads/:threadId', ...guard, (req, res) => {
    const key = threadKey(req.params);
    // A merge needs a thread to merge into (Firestore's update); only create makes one.
    if (!store.get(key)) return fail(res, new HttpsError('not-found', 'No such thread.'));
    const patch = parseBody(chatThreadPatchSchema, req, res);
    if (!patch) return;
    const refusal = patchRefusal(store.get(key) ?? {}, patch);
    if (refusal) return fail(res, new HttpsError('invalid-argument', refusal));
    store.merge(key, patch);
    res.json({ ...store.get(key), id: req.params.threadId });
  });

  router.delete<'/users/:uid/chatThreads/:threadId', Params>('/users/:uid/chatThreads/:threadId', ...guard, (req, res) => {
    // Every message first, then the thread (SPEC 4), so no reader ever finds messages without their thread.
    const messages = messagesOf(req.params);
    for (const { id } of store.list(messages)) store.delete(`${messages}/${id}`);
    store.delete(threadKey(req.params));
    res.status(204).end();
  });

  router.get<'/users/:uid/chatThreads/:threadId/messages', Params>('/users/:uid/chatThreads/:threadId/messages', ...guard, (req, res) =>
    answering(res, () => {
      const limit = clampLimit(req.query.limit, MESSAGE_PAGE_SIZE);
      const start = positionOf(req.query.cursor);
      const older = (m: Entry) => !start || millis(m.timestamp) < start.time || (millis(m.timestamp) === start.time && m.id < start.id);
      const page = entries(store, messagesOf(req.params)).filter(older).sort(newestFirst('timestamp')).slice(0, limit);
      const oldest = page.at(-1);
      // A full page means more may remain (SPEC 4); the cursor says where the next older page starts.
      res.json({ messages: page, nextCursor: page.length === limit && oldest ? cursorOf(oldest) : null });
    }),
  );

  router.post<'/users/:uid/chatThreads/:threadId/messages', Params>('/users/:uid/chatThreads/:threadId/messages', ...guard, (req, res) => {
    if (!store.get(threadKey(req.params))) return fail(res, new HttpsError('not-found', 'No such thread.'));
    const doc = parseBody(threadMessageWriteSchema, req, res);
    if (!doc) return;
    const id = newDocumentId();
    store.set(`${messagesOf(req.params)}/${id}`, doc);
    res.status(201).json({ ...doc, id });
  });

  // A message under the id its client made: created once; writing that id again answers the stored copy unchanged
  // (200), so a client that retries a write whose answer it lost never stores the message twice.
  router.put<'/users/:uid/chatThreads/:threadId/messages/:messageId', MessageParams>(
    '/users/:uid/chatThreads/:threadId/messages/:messageId',
    ...guard,
    (req, res) => {
      if (!store.get(threadKey(req.params))) return fail(res, new HttpsError('not-found', 'No such thread.'));
      const doc = parseBody(threadMessageWriteSchema, req, res);
      if (!doc) return;
      const key = `${messagesOf(req.params)}/${req.params.messageId}`;
      const stored = store.get(key);
      if (stored) return void res.json({ ...stored, id: req.params.messageId });
      store.set(key, doc);
      res.status(201).json({ ...doc, id: req.params.messageId });
    },
  );

  // Server-sent events: messages newer than `?after=`, oldest first and once each, now and after every change, as an
  // onSnapshot over `timestamp > after` delivers them.
  router.get<'/users/:uid/chatThreads/:threadId/messages/live', Params>(
    '/users/:uid/chatThreads/:threadId/messages/live',
    ...guard,
    (req, res) =>
      answering(res, () => {
        const after = afterOf(req.query.after);
        const collection = messagesOf(req.params);
        const sent = new Set<string>();
        liveStream(req, res, store, collection, () => {
          const fresh = entries(store, collection)
            .filter((m) => millis(m.timestamp) > after && !sent.has(m.id))
            .sort((a, b) => newestFirst('timestamp')(b, a));
          if (fresh.length === 0) return;
          for (const m of fresh) sent.add(m.id);
          res.write(`event: messages\ndata: ${JSON.stringify({ messages: fresh })}\n\n`);
        });
      }),
  );
}
