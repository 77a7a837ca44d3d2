import { CALLABLE_TIMEOUT_MS } from '../../src/contract/callable-protocol';
import { wholeMsFromEnv } from '../env-ms';
import { DEVKIT_LIMITS } from './limits';
import type { Step } from './steps';

/**
 * F8_CALL_TIMEOUT_MS, the offline call time-out (SPEC 9's 70 s when unset): the page gives up then and a held callable
 * answers DEADLINE_EXCEEDED, so a hang test takes seconds. Never longer than SPEC's, which production keeps.
 */
export function callTimeoutFromEnv(env: Record<string, string | undefined>): number {
  return wholeMsFromEnv('F8_CALL_TIMEOUT_MS', env.F8_CALL_TIMEOUT_MS, CALLABLE_TIMEOUT_MS, CALLABLE_TIMEOUT_MS);
}

/** A call kept open until someone releases it. */
export interface HeldCall {
  id: string;
  kind: 'callable' | 'store';
  name: string;
  uid: string | null;
  session: string | null;
  /** When it was held (ISO time). */
  since: string;
  /** Its journal entry. */
  journal: number;
  /** Why it is held: an AI script rule (`rule 2, step 0`) or a fault (`fault f3`). */
  reason: string;
}

/** A held call's fate: answer with `step` (else go on as scripted), 'gone' (client left) or 'timed-out' (callable time-out). */
export type Release = { step?: Step } | 'gone' | 'timed-out';

/** Which held calls a listing or a release covers. */
export interface HoldSelector {
  id?: string | undefined;
  /** Only this session's calls; every call when undefined. */
  session?: string | undefined;
}

const selects = (call: HeldCall, selector: HoldSelector) =>
  (selector.id === undefined || call.id === selector.id) && (selector.session === undefined || call.session === selector.session);

/** Calls held by a `hold: true` step or a `hang` fault, listed and released through the control API. */
export class Holds {
  private readonly held = new Map<string, { call: HeldCall; resume: (release: Release) => void }>();
  /** Calls waiting out a step's or fault's delay: a reset, or the end of their session, cuts the wait short. */
  private readonly delays = new Set<{ session: string | null; cut: () => void }>();
  private nextId = 1;

  /** `timeLimitMs`: how long a callable stays held at most, its function's time-out (SPEC 9: 70 s). */
  constructor(readonly timeLimitMs = CALLABLE_TIMEOUT_MS) {}

  /** Holds a call until released or its client leaves (`onGone`); a callable also until the time-out that stops a real function. */
  hold(call: Omit<HeldCall, 'id' | 'since'>, onGone: (listener: () => void) => void): { id: string; released: Promise<Release> } {
    const id = `h${this.nextId++}`;
    const released = new Promise<Release>((resume) => {
      this.held.set(id, { call: { ...call, id, since: new Date().toISOString() }, resume });
    });
    onGone(() => this.settle(id, 'gone'));
    if (call.kind === 'callable') {
      const timer = setTimeout(() => this.settle(id, 'timed-out'), this.timeLimitMs);
      timer.unref();
      void released.then(() => clearTimeout(timer));
    }
    return { id, released };
  }

  /** Waits `ms`, less if the client leaves or `cutDelays` cuts it (a reset, the session's end); resolves with whether it was cut. */
  delay(ms: number, session: string | null, onGone: (listener: () => void) => void): Promise<boolean> {
    return new Promise((resolve) => {
      const end = (cut: boolean) => {
        clearTimeout(timer);
        this.delays.delete(waiting);
        resolve(cut);
      };
      const waiting = { session, cut: () => end(true) };
      const timer = setTimeout(() => end(false), ms);
      this.delays.add(waiting);
      onGone(() => end(false));
    });
  }

  /** Cuts the delays of the selected session's calls (every call's when undefined) short; returns how many. */
  cutDelays(selector: Pick<HoldSelector, 'session'> = {}): number {
    const cut = [...this.delays].filter((waiting) => selector.session === undefined || waiting.session === selector.session);
    for (const waiting of cut) waiting.cut();
    return cut.length;
  }

  /** Whether no more calls may be held: each holds a connection and its request until released. */
  get full(): boolean {
    return this.held.size >= DEVKIT_LIMITS.holds;
  }

  list(selector: HoldSelector = {}): HeldCall[] {
    return [...this.held.values()].map(({ call }) => call).filter((call) => selects(call, selector));
  }

  /** Releases the selected calls; each answers with `step` when given. Returns the ids released. */
  release(selector: HoldSelector = {}, step?: Step): string[] {
    const ids = this.list(selector).map((call) => call.id);
    for (const id of ids) this.settle(id, step === undefined ? {} : { step });
    return ids;
  }

  private settle(id: string, release: Release): void {
    const entry = this.held.get(id);
    if (!entry) return;
    this.held.delete(id);
    entry.resume(release);
  }
}
