import { deleteApp, initializeApp, type App } from 'firebase-admin/app';
import { getFirestore, Timestamp, type Firestore } from 'firebase-admin/firestore';
import { allDocuments, clearFirestore, loadRules } from './emulator-rest';
import type { StoredFault } from '../faults';
import type { Doc, DocumentReader } from '../store/document-store';
import { rulesWithFaults } from './fault-rules';
import { reasonOf } from '../error-mapping';

/** Fields SPEC 3 stores as timestamps; the seed builders write them as ISO strings. */
const TIMESTAMP_FIELDS = new Set(['createdAt', 'created', 'lastMessageAt', 'timestamp']);

/** A seed document as Firestore keeps it: ISO timestamps as Timestamps, as the app and the rules expect. */
export function toFirestoreDoc(doc: Doc): Doc {
  return Object.fromEntries(
    Object.entries(doc).map(([key, value]) =>
      TIMESTAMP_FIELDS.has(key) && typeof value === 'string' ? [key, Timestamp.fromDate(new Date(value))] : [key, value],
    ),
  );
}

/** A Firestore document as the store export spells it: Timestamps as ISO strings. */
function fromFirestoreDoc(doc: Doc): Doc {
  return Object.fromEntries(
    Object.entries(doc).map(([key, value]) => [key, value instanceof Timestamp ? value.toDate().toISOString() : value]),
  );
}

/** The emulator refused an import; the documents it replaced are back (`cause`: the refusal). */
export class StoreImportRefused extends Error {
  override readonly name = 'StoreImportRefused';
  constructor(refusal: unknown) {
    super(reasonOf(refusal), { cause: refusal });
  }
}

/** The emulator refused an import, and putting the documents it replaced back failed too: the store may be incomplete. */
export class StoreRestoreError extends Error {
  override readonly name = 'StoreRestoreError';
  constructor(refusal: unknown, restoring: unknown) {
    super(`${reasonOf(refusal)}; putting the earlier documents back failed too: ${reasonOf(restoring)}`, { cause: restoring });
  }
}

/** The Firestore emulator through firebase-admin (past the rules, as the real functions are): seed, reset and fault rules. */
export class FirestoreBackend implements DocumentReader {
  readonly db: Firestore;
  private readonly app: App;
  private rulesLoading: Promise<void> = Promise.resolve();
  private loadedRules: string;

  constructor(
    readonly hostPort: string,
    readonly projectId: string,
    /** The project's rules (firestore.rules), which the emulator enforces while no store fault is set. */
    private readonly rules: string,
  ) {
    // The Firestore client asks Google's auth library for a universe domain, which probes the cloud metadata
    // server (a request leaving the machine) unless told there is none: offline, there never is.
    process.env.METADATA_SERVER_DETECTION ??= 'none';
    this.app = initializeApp({ projectId }, `mock-firestore-${projectId}-${hostPort}`);
    this.db = getFirestore(this.app);
    // ssl:false makes the admin SDK send the emulator's owner token, which bypasses rules as admin access does.
    this.db.settings({ host: hostPort, ssl: false });
    this.loadedRules = rules;
  }

  async exists(path: string): Promise<boolean> {
    return (await this.db.doc(path).get()).exists;
  }

  async get(path: string): Promise<Doc | undefined> {
    const snap = await this.db.doc(path).get();
    return snap.exists ? fromFirestoreDoc(snap.data() ?? {}) : undefined;
  }

  async list(collection: string): Promise<{ id: string; data: Doc }[]> {
    const snap = await this.db.collection(collection).get();
    return snap.docs.map((doc) => ({ id: doc.id, data: fromFirestoreDoc(doc.data()) }));
  }

  /** Writes documents (path to seed document) in batches. */
  async write(docs: Record<string, Doc>): Promise<void> {
    const entries = Object.entries(docs);
    for (let i = 0; i < entries.length; i += 400) {
      const batch = this.db.batch();
      for (const [path, doc] of entries.slice(i, i + 400)) batch.set(this.db.doc(path), toFirestoreDoc(doc));
      await batch.commit();
    }
  }

  /** Every document by its path, timestamps as ISO strings: what the dev kit's store export carries. */
  exportAll(): Promise<Record<string, Doc>> {
    return allDocuments(this.hostPort, this.projectId);
  }

  /** Replaces every document (a store import), all or nothing: on a refused write the old documents are put back first. */
  async replaceAll(docs: Record<string, Doc>): Promise<void> {
    const before = await this.exportAll();
    await this.clear();
    try {
      await this.write(docs);
    } catch (error) {
      try {
        await this.clear();
        await this.write(before);
      } catch (restoring) {
        throw new StoreRestoreError(error, restoring);
      }
      throw new StoreImportRefused(error);
    }
  }

  /** Deletes every document (the emulator's own reset). */
  clear(): Promise<void> {
    return clearFirestore(this.hostPort, this.projectId);
  }

  /** Loads the rules with the store faults applied, resolving once enforced; serialised, so the last set of faults wins. */
  applyFaults(faults: readonly StoredFault[]): Promise<void> {
    const next = rulesWithFaults(this.rules, faults);
    this.rulesLoading = this.rulesLoading
      .catch(() => undefined)
      .then(async () => {
        if (next === this.loadedRules) return;
        await loadRules(this.hostPort, this.projectId, next);
        this.loadedRules = next;
      });
    return this.rulesLoading;
  }

  async close(): Promise<void> {
    await this.db.terminate().catch(() => undefined);
    await deleteApp(this.app).catch(() => undefined);
  }
}
