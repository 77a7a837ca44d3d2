import type { RequestHandler } from 'express';
import { uidFromHeader } from './auth-token';
import { sessionOf } from './session';

export interface JournalEntry {
  at: string;
  /**
   * What was called: a callable's function name (`getPplTalkMessagesEurW`), or a store API call as its method
   * and its path under /store/v1, without the query (`GET users/abc123`, `PUT users/abc123/meta/firstLoad`).
   */
  name: string;
  body: unknown;
  /** The caller's uid from the bearer token; null when there is none or it is unreadable. */
  uid: string | null;
  /** The dev kit session header of the request (see session.ts); null when absent. */
  session: string | null;
  /** HTTP status answered; null while the response is still open (a hanging call, a live stream). */
  status: number | null;
}

export interface JournalFilter {
  /** Exact name. */
  name?: string | undefined;
  /** Names that start with this, e.g. `GET users/` for every profile and chat read. */
  prefix?: string | undefined;
  uid?: string | undefined;
  session?: string | undefined;
}

/** What the page sent, in order, so tests can assert on requests (capped to the newest 1,000). */
export class Journal {
  private entries: JournalEntry[] = [];

  record(name: string, body: unknown, from: { uid?: string | null; session?: string | null } = {}): JournalEntry {
    const entry: JournalEntry = {
      at: new Date().toISOString(),
      name,
      body,
      uid: from.uid ?? null,
      session: from.session ?? null,
      status: null,
    };
    this.entries.push(entry);
    if (this.entries.length > 1000) this.entries.shift();
    return entry;
  }

  list(filter: JournalFilter | string = {}): readonly JournalEntry[] {
    const { name, prefix, uid, session } = typeof filter === 'string' ? { name: filter } : filter;
    return this.entries.filter(
      (e) =>
        (name === undefined || e.name === name) &&
        (prefix === undefined || e.name.startsWith(prefix)) &&
        (uid === undefined || e.uid === uid) &&
        (session === undefined || e.session === session),
    );
  }

  clear(): void {
    this.entries = [];
  }
}

/**
 * Journals every store API call (mounted on the store prefix, before the store router): name
 * `${METHOD} ${path}` with the real uid in the path, the caller's uid, the body the router parsed and
 * the status once the response ends.
 */
export function journalStoreCalls(journal: Journal): RequestHandler {
  return (req, res, next) => {
    const entry = journal.record(`${req.method} ${req.path.replace(/^\/+/, '')}`, null, {
      uid: uidFromHeader(req.headers.authorization),
      session: sessionOf(req.headers),
    });
    const settle = () => {
      entry.body = (req.body as unknown) ?? null;
      if (res.headersSent) entry.status = res.statusCode;
    };
    res.once('finish', settle);
    res.once('close', settle);
    next();
  };
}
