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
  return {
    talk: seededTalk(),
    subscriptions: new SubscriptionStore(),
    store: new DocumentStore(persistFile),
    faults: new Faults(),
    journal: new Journal(),
    scripts: new AiScripts(),
    holds: new Holds(),
    reset() {
      this.talk = seededTalk();
      this.subscriptions = new SubscriptionStore();
      this.store.clear();
      this.faults.clear();
      this.scripts.clearAll();
      this.holds.release();
      this.journal.clear();
    },
  };
}
