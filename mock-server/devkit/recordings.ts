import { DEVKIT_LIMITS } from './limits';
import type { ErrorCode, Step } from './steps';

/** Which chat answered: the f8 chat's function (`f8ChatEurW`) or the dashboard chat (`chatEurW`). */
export type RecordedChat = 'f8' | 'dashboard';

/** What a recorded scenario's description starts with: a file without it is no recording, and is never overwritten. */
export const RECORDED_MARK = 'Recorded by the dev kit';

/** The failures of a model worth replaying; the rest (a missing thread, a bad request) are the caller's, not the model's. */
const MODEL_FAILURES = new Set<ErrorCode>(['unavailable', 'deadline-exceeded', 'resource-exhausted', 'internal']);

// A recording becomes a scenario, so it keeps to a script's limits: 100 steps a rule, and its JSON within a script's.
/** The most exchanges of one chat a recording keeps (a rule's steps). */
export const RECORDED_PER_CHAT = 100;

const PLACEHOLDER_LIKE = /\{\{[^{}]*\}\}/;

/** A scenario file's JSON, as a recording writes it (the loader checks it as any scenario). */
export interface RecordedScript {
  description: string;
  rules: { name: string; match: { chat: RecordedChat }; times: number; steps: Step[] }[];
}

interface Recording {
  since: string;
  steps: Record<RecordedChat, Step[]>;
  bytes: number;
  /** How many exchanges were not kept, by why. */
  skipped: Map<string, number>;
}

const skip = (recording: Recording, why: string) => recording.skipped.set(why, (recording.skipped.get(why) ?? 0) + 1);

/** Records what the AI functions answered (not what a script or fault did), per control session; a null session hears every call. */
export class Recordings {
  private readonly open = new Map<string | null, Recording>();

  has(session: string | null): boolean {
    return this.open.has(session);
  }

  get count(): number {
    return this.open.size;
  }

  start(session: string | null): void {
    this.open.set(session, { since: new Date().toISOString(), steps: { f8: [], dashboard: [] }, bytes: 0, skipped: new Map() });
  }

  status(session: string | null): { recording: boolean; since: string | null; exchanges: Record<RecordedChat, number> } {
    const recording = this.open.get(session);
    return {
      recording: recording !== undefined,
      since: recording?.since ?? null,
      exchanges: { f8: recording?.steps.f8.length ?? 0, dashboard: recording?.steps.dashboard.length ?? 0 },
    };
  }

  /** Runs a chat function for a call of `session`, recording its answer (or its model's failure) where a recording listens. */
  async around<T>(chat: RecordedChat, session: string | null, answer: (result: T) => unknown, run: () => Promise<T>): Promise<T> {
    const listening = [...new Set([null, session])].flatMap((key) => this.open.get(key) ?? []);
    if (listening.length === 0) return run();
    try {
      const result = await run();
      const reply = answer(result);
      // A dashboard reply is templated when replayed: a placeholder-like text would be filled in, or refused.
      if (chat === 'dashboard' && typeof reply === 'string' && PLACEHOLDER_LIKE.test(reply))
        for (const recording of listening) skip(recording, 'a dashboard reply with {{…}} in it, which a scenario would fill in');
      else this.keep(listening, chat, chat === 'f8' ? { result: reply } : { reply });
      return result;
    } catch (error) {
      const { code, message } = (error ?? {}) as { code?: ErrorCode; message?: string };
      if (code && MODEL_FAILURES.has(code)) this.keep(listening, chat, { error: { status: code, message: message ?? code } });
      throw error;
    }
  }

  private keep(listening: Recording[], chat: RecordedChat, step: Step): void {
    const bytes = Buffer.byteLength(JSON.stringify(step));
    for (const recording of listening) {
      if (recording.steps[chat].length >= RECORDED_PER_CHAT)
        skip(recording, `a ${chat} exchange past the ${RECORDED_PER_CHAT} a recording keeps of each chat`);
      else if (recording.bytes + bytes > DEVKIT_LIMITS.scriptBytes)
        skip(recording, `a ${chat} exchange past the ${DEVKIT_LIMITS.scriptBytes} bytes of JSON a script may take`);
      else {
        recording.steps[chat].push(step);
        recording.bytes += bytes;
      }
    }
  }

  /** The session's recording as a scenario that replays each chat's exchanges in order, then lets calls go on; null when none. */
  scenario(session: string | null): { script: RecordedScript; skipped: { why: string; count: number }[] } | null {
    const recording = this.open.get(session);
    if (!recording) return null;
    const { f8, dashboard } = recording.steps;
    const rules = (['f8', 'dashboard'] as const)
      .filter((chat) => recording.steps[chat].length > 0)
      .map((chat) => ({
        name: `recorded ${chat} chat`,
        match: { chat },
        times: recording.steps[chat].length,
        steps: recording.steps[chat],
      }));
    const description = `${RECORDED_MARK} from ${recording.since}: ${f8.length} f8 chat and ${dashboard.length} dashboard chat exchanges, replayed in order.`;
    const skipped = [...recording.skipped].map(([why, count]) => ({ why, count }));
    return { script: { description, rules }, skipped };
  }

  stop(session: string | null): void {
    this.open.delete(session);
  }
}
