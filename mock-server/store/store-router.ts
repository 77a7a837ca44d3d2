import express, { Router, type RequestHandler } from 'express';
import { z } from 'zod';
import { byDocumentId, storePaths } from '../../src/contract/store.mapping';
import { DASHBOARD_CHAT_LIMIT, firstLoadDocSchema, userProfileDocSchema, userProfilePatchSchema } from '../../src/contract/store.schema';
import { toDate } from '../../src/domain/timestamp';
import { callerFromHeader } from '../auth-token';
import { bodyErrorHandler } from '../error-mapping';
import type { StoreRoute } from '../faults';
import { HttpsError } from '../https-error';
import { addChatThreadRoutes } from './chat-threads-routes';
import type { DocumentStore, Doc } from './document-store';
import { clampLimit } from './query-limit';
import { answering, fail, liveStream, parseBody } from './store-http';

const timeOf = (doc: Doc) => toDate(doc.timestamp)?.getTime() ?? 0;

/** Newest `limit` documents of a collection by `timestamp` (then id, as Firestore breaks ties), newest first. */
export function newest(store: DocumentStore, collection: string, limit: number): Doc[] {
  return store
    .list(collection)
    .map(({ id, data }): Doc => ({ id, ...data }))
    .sort((a, b) => timeOf(b) - timeOf(a) || byDocumentId(String(b.id), String(a.id)))
    .slice(0, limit);
}

/** What a client may write: the document schemas, refusing fields they do not name (as Firestore rules will). */
const profileWrite = z.strictObject(userProfileDocSchema.shape);
const profilePatch = z.strictObject(userProfilePatchSchema.shape);
const firstLoadWrite = z.strictObject(firstLoadDocSchema.shape);

/** The routes a store router answers, as fault targets name them (`GET`, `users/:uid/chat`). */
export function storeRoutesOf(router: Router): StoreRoute[] {
  const { stack } = router as unknown as { stack: { route?: { path: unknown; methods: Record<string, boolean> } }[] };
  return stack.flatMap(({ route }) => {
    const path = route?.path;
    if (!route || typeof path !== 'string') return [];
    return Object.keys(route.methods).map((method) => ({ method: method.toUpperCase(), path: path.replace(/^\/+/, '') }));
  });
}

/** The largest body a store call may send. */
export const STORE_BODY_LIMIT = '64kb';

// Clients only read users/{uid}/chat: the chat function writes it.
/** The per-user store API, enforcing what Firestore rules will: no token 401, someone else's documents 403, malformed 400. */
export function storeRouter(store: DocumentStore): Router {
  const router = Router();
  router.use(express.json({ limit: STORE_BODY_LIMIT }));

  const owner: RequestHandler<{ uid: string }> = (req, res, next) =>
    answering(res, () => {
      const caller = callerFromHeader(req.headers.authorization);
      if (!caller) throw new HttpsError('unauthenticated', 'Sign in to read or write user documents.');
      if (caller.uid !== req.params.uid) throw new HttpsError('permission-denied', 'You can only access your own documents.');
      next();
    });

  router.get('/users/:uid', owner, (req, res) => {
    const doc = store.get(storePaths.profile(req.params.uid));
    if (doc) res.json(doc);
    else fail(res, new HttpsError('not-found', 'No profile.'));
  });

  router.put('/users/:uid', owner, (req, res) => {
    const doc = parseBody(profileWrite, req, res);
    if (!doc) return;
    if (doc.uid !== req.params.uid) return fail(res, new HttpsError('invalid-argument', 'uid must match the document path.'));
    store.set(storePaths.profile(req.params.uid), doc);
    res.status(200).json(doc);
  });

  router.patch('/users/:uid', owner, (req, res) => {
    const profile = storePaths.profile(req.params.uid);
    // A merge needs a document to merge into, as Firestore's update does; PUT creates one.
    if (!store.get(profile)) return fail(res, new HttpsError('not-found', 'No profile to update.'));
    const patch = parseBody(profilePatch, req, res);
    if (!patch) return;
    if (patch.uid !== undefined && patch.uid !== req.params.uid)
      return fail(res, new HttpsError('invalid-argument', 'uid must match the document path.'));
    store.merge(profile, patch);
    res.json(store.get(profile));
  });

  router.get('/users/:uid/meta/firstLoad', owner, (req, res) => {
    const doc = store.get(storePaths.firstLoad(req.params.uid));
    if (doc) res.json(doc);
    else fail(res, new HttpsError('not-found', 'No firstLoad document.'));
  });

  router.put('/users/:uid/meta/firstLoad', owner, (req, res) => {
    const doc = parseBody(firstLoadWrite, req, res);
    if (!doc) return;
    store.set(storePaths.firstLoad(req.params.uid), doc);
    res.json(doc);
  });

  router.get('/users/:uid/chat', owner, (req, res) => {
    res.json({ messages: newest(store, storePaths.dashboardChat(req.params.uid), clampLimit(req.query.limit, DASHBOARD_CHAT_LIMIT)) });
  });

  /** Server-sent events: the newest messages now and after every change, until the client leaves. */
  router.get('/users/:uid/chat/live', owner, (req, res) => {
    const collection = storePaths.dashboardChat(req.params.uid);
    liveStream(req, res, store, collection, () =>
      res.write(`event: snapshot\ndata: ${JSON.stringify({ messages: newest(store, collection, DASHBOARD_CHAT_LIMIT) })}\n\n`),
    );
  });

  router.get('/users/:uid/people', owner, (req, res) => {
    res.json({ people: store.list(storePaths.people(req.params.uid)).map(({ id, data }) => ({ id, ...data })) });
  });

  addChatThreadRoutes(router, store, owner);

  router.use((_req, res) => fail(res, new HttpsError('not-found', 'No such store path.')));

  router.use(bodyErrorHandler);
  return router;
}
