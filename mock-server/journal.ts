export interface JournalEntry {
  at: string;
  name: string;
  body: unknown;
  uid: string | null;
  status: number | null;
}

/** What the page sent, in order, so tests can assert on requests (capped to the newest 1,000). */
export class Journal {
  private entries: JournalEntry[] = [];

  record(name: string, body: unknown): JournalEntry {
    const entry: JournalEntry = { at: new Date().toISOString(), name, body, uid: null, status: null };
    this.entries.push(entry);
    if (this.entries.length > 1000) this.entries.shift();
    return entry;
  }

  list(name?: string): readonly JournalEntry[] {
    return name === undefined ? this.entries : this.entries.filter((e) => e.name === name);
  }

  clear(): void {
    this.entries = [];
  }
}
