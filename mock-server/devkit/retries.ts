import { createHash } from 'node:crypto';
import type { JournalEntry } from '../journal';

/** How many callers' last requests are remembered: past it, the one not heard from longest is forgotten. */
const REMEMBERED = 1000;
/** A body this short is its own digest: hashing it costs every call more than keeping it costs memory. */
const SHORT_BODY = 512;

/** Whether an entry's call got no answer it could use: dropped, left by its client, or answered with an error. */
const failed = (entry: JournalEntry): boolean =>
  entry.outcome === 'dropped' || entry.outcome === 'client-closed' || (entry.outcome === 'answered' && (entry.status ?? 0) >= 400);

/**
 * Tells a retry from a new request: the same name and body again from the same caller (session and uid) after that
 * request failed. A browser sends a request again by itself when a connection it reused closes before any answer, and a
 * page may send it again (Ask again): the journal shows each as an entry of its own, and this says which it repeats.
 */
export class Retries {
  // Weakly held: an entry the journal has forgotten (past its budget) must not stay in memory for this.
  /** Each caller's last request of a kind and name, with the digest of its body. */
  private readonly last = new Map<string, { entry: WeakRef<JournalEntry>; digest: string }>();

  /** The id of the listed entry `entry` repeats, or null; `bodyText` is its body's JSON as the journal keeps it. */
  note(entry: JournalEntry, bodyText: string, listed: (entry: JournalEntry) => boolean): number | null {
    const key = JSON.stringify([entry.kind, entry.name, entry.session, entry.uid]);
    const digest = bodyText.length <= SHORT_BODY ? `=${bodyText}` : `#${createHash('sha256').update(bodyText).digest('base64')}`;
    const before = this.last.get(key);
    this.last.delete(key);
    this.last.set(key, { entry: new WeakRef(entry), digest });
    if (this.last.size > REMEMBERED) this.last.delete(this.last.keys().next().value as string);
    const repeated = before?.digest === digest ? before.entry.deref() : undefined;
    return repeated && listed(repeated) && failed(repeated) ? repeated.id : null;
  }
}
