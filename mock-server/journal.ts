import { isJsonObject } from '../src/contract/json-object';
import { boundedCopy } from './devkit/bounded';
import { jsonText } from './devkit/json-text';
import { Retries } from './devkit/retries';
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
  /** The id of the entry this request repeats: the same name and body from the same session and uid, after that one failed. */
  retryOf: number | null;
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

/** Whether an entry meets every condition of a filter. */
function matches(e: JournalEntry, { name, prefix, uid, session, kind, since }: JournalFilter): boolean {
  return (
    (name === undefined || e.name === name) &&
    (prefix === undefined || e.name.startsWith(prefix)) &&
    (uid === undefined || e.uid === uid) &&
    (session === undefined || e.session === session) &&
    (kind === undefined || e.kind === kind) &&
    (since === undefined || e.id > since)
  );
}

// Copies of bodies are what fill the server's memory (many small objects weigh far more than their JSON), and every entry
// is serialised again when the journal is read: so one body is kept whole up to `body`, and the journal up to `total`.
/** The journal's budget in bytes of JSON: a body over `body` is kept as its first `preview` characters; past `total` the oldest entries go. */
export const JOURNAL_BYTES = { body: 64 * 1024, preview: 4000, total: 16 * 1024 * 1024 } as const;

/** What an entry weighs besides its bodies: its fields, as JSON. */
const ENTRY_BYTES = 400;

/** A body as the journal keeps it, and the length it counts. */
interface Kept {
  value: unknown;
  length: number;
  previewed: boolean;
}

/** What the page sent and what it got, in order, so people and tests can see and assert on calls (newest 1,000, within a byte budget). */
export class Journal {
  private entries: JournalEntry[] = [];
  private nextId = 1;
  private readonly started = new WeakMap<JournalEntry, number>();
  /** Each listed entry's weight in bytes of JSON; an entry gone from the list (forgotten) is not counted any more. */
  private readonly weights = new Map<JournalEntry, number>();
  private total = 0;
  /** Entries whose request is recorded: it is recorded once, as soon as it is read (a held call's too). */
  private readonly requested = new WeakSet<JournalEntry>();
  /** Who waits for the next entry (`next`): each hears of every entry once its request is recorded. */
  private readonly arrivals = new Set<(entry: JournalEntry) => void>();
  private readonly retries = new Retries();

  /** `totalBytes`: the budget of the whole journal (JOURNAL_BYTES.total by default). */
  constructor(private readonly totalBytes: number = JOURNAL_BYTES.total) {}

  /** The bytes of JSON the listed entries weigh. */
  get bytes(): number {
    return this.total;
  }

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
      retryOf: null,
    };
    this.started.set(entry, performance.now());
    this.entries.push(entry);
    this.weights.set(entry, 0);
    this.weigh(entry, ENTRY_BYTES);
    return entry;
  }

  /** Adds to an entry's weight, then forgets the oldest entries while the journal is over its capacity or budget. */
  private weigh(entry: JournalEntry, bytes: number): void {
    const weight = this.weights.get(entry);
    if (weight === undefined) return;
    this.weights.set(entry, weight + bytes);
    this.total += bytes;
    while (this.entries.length > 1 && (this.entries.length > CAPACITY || this.total > this.totalBytes)) {
      const oldest = this.entries.shift() as JournalEntry;
      this.total -= this.weights.get(oldest) ?? 0;
      this.weights.delete(oldest);
    }
  }

  /** A body cut to the journal's limits; over JOURNAL_BYTES.body, a preview of its JSON and its size (`note` hears why). */
  private keep(body: unknown, note: (cut: string) => void): Kept {
    const bounded = boundedCopy(body ?? null);
    if (bounded.cut) note(`cut in the journal: ${bounded.cut}`);
    if (bounded.length <= JOURNAL_BYTES.body) return { value: bounded.value, length: bounded.length, previewed: false };
    const text = jsonText(bounded.value);
    const bytes = Buffer.byteLength(text);
    // Never half a surrogate pair at the end of the preview.
    const end = /[\uD800-\uDBFF]/.test(text.charAt(JOURNAL_BYTES.preview - 1)) ? JOURNAL_BYTES.preview - 1 : JOURNAL_BYTES.preview;
    note(`${bytes} bytes, over ${JOURNAL_BYTES.body} bytes: the journal keeps a preview of its first ${end} characters and its size`);
    return { value: { preview: text.slice(0, end), bytes }, length: end + 40, previewed: true };
  }

  /** A callable call with this body (kept for callers of the earlier API). */
  record(name: string, body: unknown, from: { uid?: string | null; session?: string | null } = {}): JournalEntry {
    const entry = this.start('callable', name, from);
    this.setRequest(entry, body);
    return entry;
  }

  /** Keeps the request body, cut to the journal's limits; a callable's `data` is what its function receives. */
  setRequest(entry: JournalEntry, body: unknown): void {
    if (this.requested.has(entry)) return;
    this.requested.add(entry);
    const kept = this.keep(body, (cut) => this.warn(entry, `The request body was ${cut}.`));
    entry.body = kept.value;
    let length = kept.length;
    if (entry.kind !== 'callable') entry.data = kept.value;
    else if (!kept.previewed) entry.data = isJsonObject(kept.value) ? (kept.value.data ?? null) : null;
    else {
      // The preview of the body is no object to take `data` from: it gets a preview of its own.
      const data = this.keep(isJsonObject(body) ? body.data : null, () => undefined);
      entry.data = data.value;
      length += data.length;
    }
    this.weigh(entry, length);
    // After weighing: an entry that made room by forgetting the one it repeats names none.
    entry.retryOf = this.retries.note(entry, jsonText(kept.value), (repeated) => this.weights.has(repeated));
    for (const arrival of [...this.arrivals]) arrival(entry);
  }

  /** How many wait in `next`. */
  get waiting(): number {
    return this.arrivals.size;
  }

  /**
   * The next entry matching `filter` to arrive from now on, as soon as its request is recorded; null after `timeoutMs`
   * or once `onGone` calls back (the waiting client left).
   */
  next(filter: JournalFilter, timeoutMs: number, onGone: (listener: () => void) => void): Promise<JournalEntry | null> {
    const after = this.nextId - 1;
    return new Promise((resolve) => {
      const done = (entry: JournalEntry | null) => {
        clearTimeout(timer);
        this.arrivals.delete(arrival);
        resolve(entry);
      };
      const arrival = (entry: JournalEntry) => {
        if (entry.id > after && matches(entry, filter)) done(entry);
      };
      const timer = setTimeout(() => done(null), timeoutMs);
      this.arrivals.add(arrival);
      onGone(() => done(null));
    });
  }

  /** Ends an entry: the answer (status null when none came), how it ended, the SDK's view of it and the time taken. */
  settle(entry: JournalEntry, status: number | null, body: unknown, outcome: CallOutcome): void {
    if (entry.outcome !== 'open' && entry.outcome !== 'held') return;
    entry.status = status;
    entry.outcome = outcome;
    const kept = this.keep(body, (cut) => entry.warnings.push(`The response body was ${cut}.`));
    entry.response = kept.value;
    this.weigh(entry, kept.length);
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
    this.weigh(entry, warning.length);
    console.warn(`[mock-server] ${entry.name} (journal ${entry.id}): ${warning}`);
  }

  list(filter: JournalFilter | string = {}): readonly JournalEntry[] {
    const given = typeof filter === 'string' ? { name: filter } : filter;
    return this.entries.filter((entry) => matches(entry, given));
  }

  /** Forgets every entry, or only one session's. */
  clear(session?: string): void {
    this.entries = session === undefined ? [] : this.entries.filter((e) => e.session !== session);
    const kept = new Set(this.entries);
    for (const [entry, weight] of this.weights) {
      if (kept.has(entry)) continue;
      this.weights.delete(entry);
      this.total -= weight;
    }
  }
}
