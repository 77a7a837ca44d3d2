import { buildDemoStoreDocuments } from '../emulator-seed/accounts';
import { generateTalkSeed } from '../emulator-seed/talk-seed';
import { storePaths } from '../src/contract/store.mapping';
import { AiScripts } from './devkit/ai-script';
import { Holds } from './devkit/holds';
import { Recordings } from './devkit/recordings';
import { Faults } from './faults';
import { SubscriptionStore } from './functions/subscription';
import { Journal } from './journal';
import type { FirestoreBackend } from './firestore/firestore-backend';
import { DocumentStore } from './store/document-store';
import { TalkStore } from './talk-store';

/** Everything the mock server holds between requests; `reset()` puts it back to the seed. */
export interface MockServerState {
  talk: TalkStore;
  subscriptions: SubscriptionStore;
  /** Per-user documents in devkit mode (the store API serves them). */
  store: DocumentStore;
  /** Per-user documents in emulators mode: the Firestore emulator, where the chat function writes too. */
  firestore: FirestoreBackend | null;
  faults: Faults;
  journal: Journal;
  /** The AI chat function's scripts, global and per dev kit session. */
  scripts: AiScripts;
  /** Calls kept open by a hold step or a hanging fault. */
  holds: Holds;
  /** What the AI functions answered while a recording runs (a reset leaves them running). */
  recordings: Recordings;
  // The uid is known only once the Auth emulator has made the account (scripts/seed-demo.ts); a persisted profile is kept.
  /** Gives the demo account its seeded documents unless it has a profile; `reset()` restores them from then on. */
  seedDemoAccount(uid: string): Promise<void>;
  /** Everything back to the seed (Firestore too, in emulators mode); resolves once done. */
  reset(): Promise<void>;
}

export interface StateOptions {
  /** Reference time for the seed; now (at every reset) when absent. */
  seedTime?: Date | undefined;
  /** Where the document store persists between restarts; in memory only when absent. */
  persistFile?: string | undefined;
  /** Emulators mode: documents live in the Firestore emulator, not the document store. */
  firestore?: FirestoreBackend | undefined;
  /** The journal's budget in bytes of JSON (JOURNAL_BYTES.total when absent). */
  journalBytes?: number | undefined;
  /** When a held callable answers DEADLINE_EXCEEDED (SPEC 9's 70 s when absent). */
  callTimeoutMs?: number | undefined;
}

export function createState({ seedTime, persistFile, firestore, journalBytes, callTimeoutMs }: StateOptions = {}): MockServerState {
  const seededTalk = () => new TalkStore(generateTalkSeed(seedTime ?? new Date()));
  let demo: { uid: string; created: Date } | null = null;
  const writeDemoDocuments = async (store: DocumentStore) => {
    if (!demo) return;
    const docs = buildDemoStoreDocuments(demo.uid, demo.created);
    if (firestore) await firestore.write(docs);
    else for (const [path, doc] of Object.entries(docs)) store.set(path, doc);
  };
  return {
    talk: seededTalk(),
    subscriptions: new SubscriptionStore(),
    store: new DocumentStore(firestore ? undefined : persistFile),
    firestore: firestore ?? null,
    faults: new Faults(firestore && ((faults) => firestore.applyFaults(faults))),
    journal: new Journal(journalBytes),
    scripts: new AiScripts(),
    holds: new Holds(callTimeoutMs),
    recordings: new Recordings(),
    async seedDemoAccount(uid) {
      demo = { uid, created: seedTime ?? new Date() };
      const profile = storePaths.profile(uid);
      const seeded = firestore ? await firestore.exists(profile) : this.store.get(profile) !== undefined;
      if (!seeded) await writeDemoDocuments(this.store);
    },
    async reset() {
      this.talk = seededTalk();
      this.subscriptions = new SubscriptionStore();
      this.store.clear();
      this.faults.clear();
      this.scripts.clearAll();
      this.holds.release();
      this.holds.cutDelays();
      this.journal.clear();
      await firestore?.clear();
      await Promise.all([writeDemoDocuments(this.store), this.faults.settled()]);
    },
  };
}
