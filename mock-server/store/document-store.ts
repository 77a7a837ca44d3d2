import { existsSync, mkdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { dirname } from 'node:path';

export type Doc = Record<string, unknown>;
type Listener = () => void;

/** Reading per-user documents wherever they live (the mock store, or the Firestore emulator). */
export interface DocumentReader {
  get(path: string): Promise<Doc | undefined>;
  /** Direct children of a collection, with their ids. */
  list(collection: string): Promise<{ id: string; data: Doc }[]>;
}

/** JSON documents by Firestore-shaped path; a persist file is loaded on start and saved on change, like export-on-exit. */
export class DocumentStore {
  private docs = new Map<string, Doc>();
  private readonly listeners = new Map<string, Set<Listener>>();
  private saveTimer: NodeJS.Timeout | null = null;

  constructor(private readonly persistFile?: string) {
    if (persistFile && existsSync(persistFile)) this.import(JSON.parse(readFileSync(persistFile, 'utf8')) as Record<string, Doc>);
  }

  get(path: string): Doc | undefined {
    const doc = this.docs.get(path);
    return doc ? structuredClone(doc) : undefined;
  }

  set(path: string, doc: Doc): void {
    this.docs.set(path, structuredClone(doc));
    this.changed(path);
  }

  merge(path: string, patch: Doc): void {
    this.docs.set(path, { ...(this.docs.get(path) ?? {}), ...structuredClone(patch) });
    this.changed(path);
  }

  delete(path: string): void {
    if (this.docs.delete(path)) this.changed(path);
  }

  /** Direct children of a collection, with their ids. */
  list(collection: string): { id: string; data: Doc }[] {
    const prefix = `${collection}/`;
    const out: { id: string; data: Doc }[] = [];
    for (const [path, data] of this.docs) {
      const rest = path.slice(prefix.length);
      if (path.startsWith(prefix) && rest !== '' && !rest.includes('/')) out.push({ id: rest, data: structuredClone(data) });
    }
    return out;
  }

  /** Calls `listener` after every change to a document directly in `collection`. */
  watch(collection: string, listener: Listener): () => void {
    const set = this.listeners.get(collection) ?? new Set<Listener>();
    set.add(listener);
    this.listeners.set(collection, set);
    return () => set.delete(listener);
  }

  /** This store as a DocumentReader. */
  reader(): DocumentReader {
    return { get: (path) => Promise.resolve(this.get(path)), list: (collection) => Promise.resolve(this.list(collection)) };
  }

  export(): Record<string, Doc> {
    return Object.fromEntries([...this.docs].map(([path, doc]) => [path, structuredClone(doc)]));
  }

  import(snapshot: Record<string, Doc>): void {
    this.docs = new Map(Object.entries(snapshot).map(([path, doc]) => [path, structuredClone(doc)]));
    for (const listeners of this.listeners.values()) for (const listener of listeners) listener();
  }

  clear(): void {
    this.import({});
    this.scheduleSave();
  }

  /** Writes the persist file now (used on shutdown). */
  flush(): void {
    if (this.saveTimer) clearTimeout(this.saveTimer);
    this.saveTimer = null;
    if (!this.persistFile) return;
    mkdirSync(dirname(this.persistFile), { recursive: true });
    const temp = `${this.persistFile}.tmp`;
    writeFileSync(temp, JSON.stringify(this.export()));
    renameSync(temp, this.persistFile);
  }

  private changed(path: string): void {
    const collection = path.slice(0, path.lastIndexOf('/'));
    for (const listener of this.listeners.get(collection) ?? []) listener();
    this.scheduleSave();
  }

  private scheduleSave(): void {
    if (!this.persistFile || this.saveTimer) return;
    this.saveTimer = setTimeout(() => this.flush(), 100);
  }
}
