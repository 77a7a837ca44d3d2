import express, { Router } from 'express';
import { z } from 'zod';
import type { MockServerState } from '../state';
import { reasonOf } from '../error-mapping';
import { isJsonObject } from '../../src/contract/json-object';
import { sendInvalid, sendIssue, takesQuery, text } from './control';
import { DEVKIT_LIMITS } from './limits';
import { StoreImportRefused } from '../firestore/firestore-backend';
import { nestingDepth } from './nesting';

const PATH_RULE = 'a document path is collection/document pairs, e.g. users/u1 or users/u1/chat/m1, none of the form __name__';

/** A document path: collection/document pairs (`users/u1`, `users/u1/chat/m1`), no empty segment. */
function isDocumentPath(path: string): boolean {
  const segments = path.split('/');
  return (
    path.length <= 1500 &&
    segments.length % 2 === 0 &&
    segments.every((segment) => segment !== '' && segment !== '.' && segment !== '..' && !RESERVED.test(segment))
  );
}

/** Firestore reserves ids and field names of the form __name__. */
const RESERVED = /^__.*__$/;

/**
 * A key named __proto__ in an import, read from the body as parsed (where JSON.parse made it an own key): the schema's
 * copy of a record would drop it without a word. Its path, or null.
 */
function protoKeyAt(value: unknown, at: string, depth = 0): string | null {
  if (depth > DOCUMENT_LIMITS.depth + 2 || value === null || typeof value !== 'object') return null;
  for (const [key, item] of Object.entries(value)) {
    const path = Array.isArray(value) ? `${at}[${key}]` : `${at}.${key}`;
    if (key === '__proto__' && !Array.isArray(value)) return path;
    const found = protoKeyAt(item, path, depth + 1);
    if (found) return found;
  }
  return null;
}

/** Firestore's own limits on a document, checked here so an import it would refuse is refused whole, in both modes. */
export const DOCUMENT_LIMITS = { depth: 20, bytes: 1024 * 1024 } as const;

const documentSchema = z.record(z.string(), z.unknown()).superRefine((doc, ctx) => {
  // The document itself is one level; Firestore allows 20 levels of maps and arrays inside it.
  if (nestingDepth(doc, DOCUMENT_LIMITS.depth + 1) > DOCUMENT_LIMITS.depth + 1)
    ctx.addIssue({ code: 'custom', message: `maps and arrays nest deeper than ${DOCUMENT_LIMITS.depth} levels (Firestore's limit)` });
  else if (Buffer.byteLength(JSON.stringify(doc)) > DOCUMENT_LIMITS.bytes)
    ctx.addIssue({ code: 'custom', message: "larger than 1 MiB (Firestore's limit for a document)" });
});

/** The store as export and import carry it: every document by its path. */
export const storeSnapshotSchema = z.strictObject({
  documents: z.record(z.string(), documentSchema).superRefine((documents, ctx) => {
    for (const path of Object.keys(documents))
      if (!isDocumentPath(path)) ctx.addIssue({ code: 'custom', path: [path], message: PATH_RULE });
  }),
});

const MAX = DEVKIT_LIMITS.storeDocuments;

// An export is one JSON text the server builds whole: past a few thousand documents it is paged, so each answer stays
// within what the server (and the tester's tools) handle at once.
/** `GET /__devkit/store` exports every per-user document (the Firestore emulator's in emulators mode); `PUT` replaces them all. */
export function storeRoutes(state: MockServerState): Router {
  const router = Router();
  router.get('/store', takesQuery('limit', 'after'), async (req, res) => {
    const limit = text(req.query.limit);
    const after = text(req.query.after);
    if (limit !== undefined && !(/^\d{1,4}$/.test(limit) && Number(limit) >= 1 && Number(limit) <= MAX))
      return sendIssue(res, 400, '?limit', `how many documents a page holds, 1 to ${MAX}`);
    if (after !== undefined && limit === undefined) return sendIssue(res, 400, '?after', 'goes with ?limit=, as the page before named it');
    const documents = state.firestore ? await state.firestore.exportAll() : state.store.export();
    const paths = Object.keys(documents);
    if (limit === undefined) {
      if (paths.length > MAX)
        return res.status(413).json({
          error: `The store holds ${paths.length} documents, over ${MAX}: export it in pages with ?limit= (at most ${MAX}), then ?after= the page's next.`,
          issues: [],
        });
      res.setHeader('Content-Disposition', 'inline; filename="devkit-store.json"');
      return res.json({ documents });
    }
    const rest = paths.filter((path) => after === undefined || path > after).sort();
    const page = rest.slice(0, Number(limit));
    res.json({
      documents: Object.fromEntries(page.map((path) => [path, documents[path]])),
      next: rest.length > page.length ? (page.at(-1) ?? null) : null,
    });
  });
  router.put('/store', takesQuery(), express.json({ limit: '50mb' }), async (req, res) => {
    const given = isJsonObject(req.body) ? req.body.documents : undefined;
    const proto = protoKeyAt(given, 'documents');
    if (proto) return sendIssue(res, 400, proto, 'a key named __proto__ cannot be stored (Firestore reserves names of the form __name__)');
    const count = isJsonObject(given) ? Object.keys(given).length : 0;
    if (count > MAX) return sendIssue(res, 413, 'documents', `${count} documents, but an import holds at most ${MAX} documents`);
    const parsed = storeSnapshotSchema.safeParse(req.body);
    if (!parsed.success) return sendInvalid(res, parsed.error, 'store');
    if (state.firestore) {
      try {
        await state.firestore.replaceAll(parsed.data.documents);
      } catch (error) {
        // A refusal put the documents it replaced back: nothing was lost. Anything else is the emulator's failure.
        const reason = reasonOf(error);
        if (error instanceof StoreImportRefused)
          return res
            .status(400)
            .json({ error: `The Firestore emulator refused the import, so the store is as it was: ${reason}`, issues: [] });
        return res
          .status(502)
          .json({ error: `The Firestore emulator failed during the import; the store may be incomplete: ${reason}`, issues: [] });
      }
    } else {
      state.store.import(parsed.data.documents);
      state.store.flush();
    }
    res.json({ ok: true, documents: Object.keys(parsed.data.documents).length });
  });
  return router;
}
