import { buildDemoStoreDocuments } from '../emulator-seed/accounts';
import { generateTalkSeed } from '../emulator-seed/talk-seed';
import { AiScripts } from './devkit/ai-script';
import { Holds } from './devkit/holds';
import { Faults } from './faults';
import { SubscriptionStore } from './functions/subscription';
import { Journal } from './journal';
import { DocumentStore } from './store/document-store';
import { TalkStore } from './talk-store';

/** Everything the mock server holds between requests; `reset()` puts it back to the seed. */
export interface MockServerState {
  talk: TalkStore;
  subscriptions: SubscriptionStore;
  store: DocumentStore;
  faults: Faults;
  journal: Journal;
  /** The AI chat function's scripts, global and per dev kit session. */
  scripts: AiScripts;
  /** Calls kept open by a hold step or a hanging fault. */
  holds: Holds;
  /**
   * Names the demo account's uid, known only once the Auth emulator has created it (scripts/seed-demo.ts),
   * and gives it its seeded documents (profile, firstLoad, saved people, f8 chat threads) unless it has a
   * profile already (a persisted store keeps its own).
   * From then on `reset()` restores them too.
   */
  seedDemoAccount(uid: string): void;
  reset(): void;
}

export interface StateOptions {
  /** Reference time for the seed; now (at every reset) when absent. */
  seedTime?: Date | undefined;
  /** Where the document store persists between restarts; in memory only when absent. */
  persistFile?: string | undefined;
}

export function createState({ seedTime, persistFile }: StateOptions = {}): MockServerState {
  const seededTalk = () => new TalkStore(generateTalkSeed(seedTime ?? new Date()));
  let demo: { uid: string; created: Date } | null = null;
  const writeDemoDocuments = (store: DocumentStore) => {
    if (!demo) return;
    for (const [path, doc] of Object.entries(buildDemoStoreDocuments(demo.uid, demo.created))) store.set(path, doc);
  };
  return {
    talk: seededTalk(),
    subscriptions: new SubscriptionStore(),
    store: new DocumentStore(persistFile),
    faults: new Faults(),
    journal: new Journal(),
    scripts: new AiScripts(),
    holds: new Holds(),
    seedDemoAccount(uid) {
      demo = { uid, created: seedTime ?? new Date() };
      if (!this.store.get(`users/${uid}`)) writeDemoDocuments(this.store);
    },
    reset() {
      this.talk = seededTalk();
      this.subscriptions = new SubscriptionStore();
      this.store.clear();
      writeDemoDocuments(this.store);
      this.faults.clear();
      this.scripts.clearAll();
      this.holds.release();
      this.journal.clear();
    },
  };
}
