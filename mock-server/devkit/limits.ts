// What a tester (or a runaway test) can pile up on the dev kit, which lives in the mock server's memory: past these the
// control API answers 413 (too large) or 429 (too many), naming the limit, instead of growing until the server fails.
/** The dev kit's upper bounds, documented in docs/testers.md ("Limits"). */
export const DEVKIT_LIMITS = {
  /** Faults kept at once, every session's together. */
  faults: 200,
  /** Sessions with an AI script of their own at once (the global script is no session's). */
  sessionScripts: 50,
  /** One AI script's JSON. */
  scriptBytes: 256 * 1024,
  /** Calls held at once (a `hold` step, a `hang` fault, a stalled stream). */
  holds: 100,
  /** Documents in one store import, and in one export (larger stores export in pages). */
  storeDocuments: 5000,
} as const;
