import express, { Router } from 'express';
import { z } from 'zod';
import type { MockServerState } from '../state';
import { sendInvalid } from './control';

/** A document path: collection/document pairs (`users/u1`, `users/u1/chat/m1`), no empty segment. */
const documentPath = z
  .string()
  .max(1500)
  .refine((path) => {
    const segments = path.split('/');
    return segments.length % 2 === 0 && segments.every((segment) => segment !== '' && segment !== '.' && segment !== '..');
  }, 'a document path is collection/document pairs, e.g. users/u1 or users/u1/chat/m1');

/** The store as export and import carry it: every document by its path. */
export const storeSnapshotSchema = z.strictObject({
  documents: z.record(documentPath, z.record(z.string(), z.unknown())),
});

/**
 * `GET /__devkit/store` exports every per-user document (the mock store's, or the Firestore emulator's in
 * emulators mode); `PUT` replaces them all with an export.
 */
export function storeRoutes(state: MockServerState): Router {
  const router = Router();
  router.get('/store', async (_req, res) => {
    res.setHeader('Content-Disposition', 'inline; filename="devkit-store.json"');
    res.json({ documents: state.firestore ? await state.firestore.exportAll() : state.store.export() });
  });
  router.put('/store', express.json({ limit: '50mb' }), async (req, res) => {
    const parsed = storeSnapshotSchema.safeParse(req.body);
    if (!parsed.success) return sendInvalid(res, parsed.error, 'store');
    if (state.firestore) await state.firestore.replaceAll(parsed.data.documents);
    else {
      state.store.import(parsed.data.documents);
      state.store.flush();
    }
    res.json({ ok: true, documents: Object.keys(parsed.data.documents).length });
  });
  return router;
}
