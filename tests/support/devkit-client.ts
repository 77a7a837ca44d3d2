import type { APIRequestContext, APIResponse } from '@playwright/test';
import type { z } from 'zod';
import type { AiScript, RuleUsage, aiScriptSchema } from '../../mock-server/devkit/ai-script';
import type { HeldCall } from '../../mock-server/devkit/holds';
import type { Step, stepSchema } from '../../mock-server/devkit/steps';
import type { Fault, StoredFault } from '../../mock-server/faults';
import type { JournalEntry, JournalFilter } from '../../mock-server/journal';
import { SESSION_HEADER } from '../../mock-server/session';
import type { Doc } from '../../mock-server/store/document-store';

/** A script as a tester writes it (status names in either spelling, `times: "once"`). */
export type ScriptInput = z.input<typeof aiScriptSchema>;
export type StepInput = z.input<typeof stepSchema>;
export type { AiScript, Fault, HeldCall, JournalEntry, Step, StoredFault };

export interface ScriptState {
  session: string | null;
  /** Whose script the session's calls meet: its own, the global one, or none. */
  scope: 'session' | 'global' | 'none';
  script: AiScript | null;
  usage: RuleUsage[];
}

export interface ScriptLoaded {
  session: string | null;
  rules: number;
  /** Steps the Firebase SDK could not decode. */
  warnings: string[];
}

export interface Scenario {
  name: string;
  description: string;
}

/** The whole document store, as `GET /__devkit/store` exports it and `PUT` imports it. */
export interface StoreSnapshot {
  documents: Record<string, Doc>;
}

export type JournalQuery = Omit<JournalFilter, 'session'>;

/** What `nextCall` waits for: a call matching the filter, for at most `timeoutMs` (30 s when absent, at most 60 s). */
export type NextCallQuery = Omit<JournalQuery, 'since'> & { timeoutMs?: number };

export interface ReleaseOptions {
  /** One held call; every held call of the session when absent. */
  id?: string;
  /** What the released calls answer; their own step goes on when absent. */
  step?: StepInput;
}

/** A control call the server refused, with its status and body, so a failing test says why. */
export class DevkitError extends Error {
  constructor(
    readonly status: number,
    readonly body: string,
    what: string,
  ) {
    super(`${what} answered ${status}: ${body}`);
  }
}

/**
 * The dev kit control API (docs/testers.md) as typed methods over a Playwright request context whose
 * baseURL is the site (or the mock server). With a session, every call carries it in the X-Devkit-Session
 * header, so scripts, faults, holds and the journal are that session's alone; without one they are global.
 */
export class DevkitClient {
  readonly faults = {
    /** Adds a fault (scoped to this client's session, if any); resolves to its id. */
    add: async (fault: Omit<Fault, 'session'>): Promise<string> => (await this.json<{ id: string }>('POST', 'faults', fault)).id,
    list: async (selector: { uid?: string; id?: string } = {}): Promise<StoredFault[]> =>
      (await this.json<{ faults: StoredFault[] }>('GET', 'faults', undefined, selector)).faults,
    /** Removes the session's faults (all of them without a session), or only those selected; resolves to how many. */
    clear: async (selector: { uid?: string; id?: string } = {}): Promise<number> =>
      (await this.json<{ removed: number }>('DELETE', 'faults', {}, selector)).removed,
  };

  /** The session's held calls (`holds()` or `holds.list()`), and `holds.release()`. */
  readonly holds = Object.assign(async (): Promise<HeldCall[]> => (await this.json<{ holds: HeldCall[] }>('GET', 'holds')).holds, {
    list: (): Promise<HeldCall[]> => this.holds(),
    /** Releases every held call of the session, or one by id; with a step, they answer it. Resolves to the ids released. */
    release: async (options: ReleaseOptions = {}): Promise<string[]> =>
      (await this.json<{ released: string[] }>('POST', 'holds/release', options)).released,
  });

  constructor(
    private readonly request: APIRequestContext,
    readonly session: string | null = null,
    private readonly base = '/__devkit',
  ) {}

  /** A client for another session over the same request context. */
  inSession(session: string | null): DevkitClient {
    return new DevkitClient(this.request, session, this.base);
  }

  /**
   * Puts a script in force for the session: a whole script, or a list of steps as its one rule (each answered call
   * takes the next step, then the last repeats).
   */
  async script(script: ScriptInput | StepInput[]): Promise<ScriptLoaded> {
    return this.setScript(Array.isArray(script) ? { rules: [{ steps: script }] } : script);
  }

  /** Adds a fault for the session's calls; resolves to its id. */
  fault(fault: Omit<Fault, 'session'>): Promise<string> {
    return this.faults.add(fault);
  }

  /** Releases the session's held calls (or one, by id), optionally answering them with a step; resolves to the ids. */
  release(options: ReleaseOptions = {}): Promise<string[]> {
    return this.holds.release(options);
  }

  /**
   * The next call of the session that matches, once its request is read (it may still be open or held): start it before
   * the action that makes the call, and await it after. Resolves to null when none came in time.
   */
  async nextCall(query: NextCallQuery = {}): Promise<JournalEntry | null> {
    const res = await this.send('GET', 'journal/next', undefined, definedOnly(query));
    return res.status() === 204 ? null : ((await res.json()) as JournalEntry);
  }

  /** Everything back to the seed, every session included (demo account documents restored). */
  async reset(): Promise<void> {
    await this.json('POST', 'reset', {});
  }

  async setScript(script: ScriptInput): Promise<ScriptLoaded> {
    return this.json('PUT', 'ai-script', script);
  }

  async getScript(): Promise<ScriptState> {
    return this.json('GET', 'ai-script');
  }

  async clearScript(): Promise<void> {
    await this.json('DELETE', 'ai-script', {});
  }

  async scenarios(): Promise<Scenario[]> {
    return (await this.json<{ scenarios: Scenario[] }>('GET', 'ai-script/scenarios')).scenarios;
  }

  /** Loads a shipped scenario (`emulator-seed/ai-scenarios/{name}.json`) as the session's script. */
  async loadScenario(name: string): Promise<ScriptLoaded> {
    return this.json('POST', `ai-script/scenarios/${encodeURIComponent(name)}`, {});
  }

  /** The session's journal (every call without a session), oldest first, narrowed by the filter. */
  async journal(filter: JournalQuery = {}): Promise<JournalEntry[]> {
    return (await this.json<{ entries: JournalEntry[] }>('GET', 'journal', undefined, definedOnly(filter))).entries;
  }

  async clearJournal(): Promise<void> {
    await this.json('DELETE', 'journal', {});
  }

  /** The session the server sees this client's calls in. */
  async currentSession(): Promise<string | null> {
    return (await this.json<{ session: string | null }>('GET', 'session')).session;
  }

  /** Ends the session: its script, faults, held calls (released) and journal entries go. */
  async endSession(): Promise<void> {
    await this.json('DELETE', 'session', {});
  }

  async exportStore(): Promise<StoreSnapshot> {
    return this.json('GET', 'store');
  }

  async importStore(snapshot: StoreSnapshot): Promise<number> {
    return (await this.json<{ documents: number }>('PUT', 'store', snapshot)).documents;
  }

  private async json<T = unknown>(method: Method, path: string, data?: unknown, params: Record<string, string | number> = {}): Promise<T> {
    return (await (await this.send(method, path, data, params)).json()) as T;
  }

  /** A control call in the session; throws DevkitError for an answer that is not 2xx. */
  private async send(method: Method, path: string, data?: unknown, params: Record<string, string | number> = {}): Promise<APIResponse> {
    const headers: Record<string, string> = this.session === null ? {} : { [SESSION_HEADER]: this.session };
    // Control writes must be JSON (security.ts): `data` is always an object here, which Playwright sends as JSON.
    const res: APIResponse = await this.request.fetch(`${this.base}/${path}`, {
      method,
      headers,
      params,
      ...(data === undefined ? {} : { data }),
    });
    if (!res.ok()) throw new DevkitError(res.status(), await res.text(), `${method} ${this.base}/${path}`);
    return res;
  }
}

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';

/** The query parameters that have a value. */
const definedOnly = (query: object): Record<string, string | number> =>
  Object.fromEntries(Object.entries(query).filter(([, value]) => value !== undefined));
