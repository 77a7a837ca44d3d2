import { boundedCopy } from './devkit/bounded';
import { sdkViewOf, type SdkCode } from './devkit/sdk-view';

/** How a call ended, as far as the server knows. */
export type CallOutcome = 'open' | 'held' | 'answered' | 'dropped' | 'client-closed';

export interface JournalEntry {
  /** Increasing per server; `?since=` returns the entries after one. */
  id: number;
  /** When the call arrived (ISO time). */
  at: string;
  kind: 'callable' | 'store';
  /** A callable's function name, or a store call's method and path under /store/v1 without the query (`GET users/abc123`). */
  name: string;
  /** The request body as parsed (cut to the journal's limits); null when there was none or it was never read. */
  body: unknown;
  /** What the function received: a callable's `data`, or a store write's document. */
  data: unknown;
  /** The caller's uid from the bearer token; null when there is none or it is unreadable. */
  uid: string | null;
  /** The dev kit session of the request (header or cookie, see session.ts); null when absent. */
  session: string | null;
  /** The AI script rule that answered: its index, the step used, and whose script it was. */
  rule: { index: number; step: number; scope: 'session' | 'global'; name?: string } | null;
  /** The fault that applied, by id. */
  fault: string | null;
  /** The hold id while (or after) the call was held. */
  hold: string | null;
  /** HTTP status answered; null while the response is still open or when it never came (dropped). */
  status: number | null;
  /** The body answered (cut to the journal's limits); null until then. */
  response: unknown;
  /** For callables: what the Firebase SDK makes of the answer (`ok`, an error code, `decode-error`); null while open. */
  sdkCode: SdkCode | null;
  outcome: CallOutcome;
  /** From arrival to the answer (or the drop, or the client leaving); null while open. */
  durationMs: number | null;
  /** Anything a tester should know: a cut body, an answer the SDK cannot decode. */
  warnings: string[];
}

export interface JournalFilter {
  /** Exact name. */
  name?: string | undefined;
  /** Names that start with this, e.g. `GET users/` for every profile and chat read. */
  prefix?: string | undefined;
  uid?: string | undefined;
  session?: string | undefined;
  kind?: 'callable' | 'store' | undefined;
  /** Only entries with a greater id. */
  since?: number | undefined;
}

const CAPACITY = 1000;

/** What the page sent and what it got, in order, so people and tests can see and assert on calls (newest 1,000). */
export class Journal {
  private entries: JournalEntry[] = [];
  private nextId = 1;
  private readonly started = new WeakMap<JournalEntry, number>();

  start(kind: JournalEntry['kind'], name: string, from: { uid?: string | null; session?: string | null } = {}): JournalEntry {
    const entry: JournalEntry = {
      id: this.nextId++,
      at: new Date().toISOString(),
      kind,
      name,
      body: null,
      data: null,
      uid: from.uid ?? null,
      session: from.session ?? null,
      rule: null,
      fault: null,
      hold: null,
      status: null,
      response: null,
      sdkCode: null,
      outcome: 'open',
      durationMs: null,
      warnings: [],
    };
    this.started.set(entry, performance.now());
    this.entries.push(entry);
    if (this.entries.length > CAPACITY) this.entries.shift();
    return entry;
  }

  /** A callable call with this body (kept for callers of the earlier API). */
  record(name: string, body: unknown, from: { uid?: string | null; session?: string | null } = {}): JournalEntry {
    const entry = this.start('callable', name, from);
    this.setRequest(entry, body);
    return entry;
  }

  /** Keeps the request body, cut to the journal's limits; a callable's `data` is what its function receives. */
  setRequest(entry: JournalEntry, body: unknown): void {
    const bounded = boundedCopy(body ?? null);
    entry.body = bounded.value;
    const object = bounded.value !== null && typeof bounded.value === 'object' ? (bounded.value as Record<string, unknown>) : null;
    entry.data = entry.kind === 'callable' ? (object?.data ?? null) : bounded.value;
    if (bounded.cut) this.warn(entry, `The request body was cut in the journal: ${bounded.cut}.`);
  }

  /** Ends an entry: the answer (status null when none came), how it ended, the SDK's view of it and the time taken. */
  settle(entry: JournalEntry, status: number | null, body: unknown, outcome: CallOutcome): void {
    if (entry.outcome !== 'open' && entry.outcome !== 'held') return;
    entry.status = status;
    entry.outcome = outcome;
    const bounded = boundedCopy(body ?? null);
    entry.response = bounded.value;
    if (bounded.cut) entry.warnings.push(`The response body was cut in the journal: ${bounded.cut}.`);
    if (entry.kind === 'callable' && outcome !== 'client-closed') {
      const view = sdkViewOf(outcome === 'dropped' ? null : status, body);
      entry.sdkCode = view.code;
      for (const warning of view.warnings) this.warn(entry, warning);
    }
    entry.durationMs = Math.round(performance.now() - (this.started.get(entry) ?? performance.now()));
  }

  /** A warning on the entry, echoed to the server log. */
  warn(entry: JournalEntry, warning: string): void {
    entry.warnings.push(warning);
    console.warn(`[mock-server] ${entry.name} (journal ${entry.id}): ${warning}`);
  }

  list(filter: JournalFilter | string = {}): readonly JournalEntry[] {
    const { name, prefix, uid, session, kind, since } = typeof filter === 'string' ? { name: filter } : filter;
    return this.entries.filter(
      (e) =>
        (name === undefined || e.name === name) &&
        (prefix === undefined || e.name.startsWith(prefix)) &&
        (uid === undefined || e.uid === uid) &&
        (session === undefined || e.session === session) &&
        (kind === undefined || e.kind === kind) &&
        (since === undefined || e.id > since),
    );
  }

  /** Forgets every entry, or only one session's. */
  clear(session?: string): void {
    this.entries = session === undefined ? [] : this.entries.filter((e) => e.session !== session);
  }
}
