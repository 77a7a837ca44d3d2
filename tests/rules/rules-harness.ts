import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { doc, setDoc, setLogLevel, Timestamp, type DocumentData, type Firestore } from 'firebase/firestore';
import { afterAll, afterEach, beforeAll, beforeEach } from 'vitest';
import { withFirestoreEmulator } from '../support/firestore-target';

/**
 * The part of @firebase/rules-unit-testing these suites use, typed here. Its own typings import
 * 'firebase/compat/firestore', which adds compat overloads to firebase/firestore's functions for the whole
 * tsconfig.node.json program, and those overloads break `typeof fs.getDocs` in the contract suites. Loading
 * it by a name TypeScript does not follow keeps them out; at run time it is the same package. Its contexts
 * hand out a compat Firestore, which the modular functions accept (the package documents that use).
 */
interface RulesTestContext {
  /** A compat Firestore: its own terminate(), as the modular one would look for a method it lacks. */
  firestore: () => Firestore & { terminate: () => Promise<void> };
}
interface RulesTestEnvironment {
  authenticatedContext: (uid: string) => RulesTestContext;
  unauthenticatedContext: () => RulesTestContext;
  withSecurityRulesDisabled: (write: (context: RulesTestContext) => Promise<void>) => Promise<void>;
  clearFirestore: () => Promise<void>;
  cleanup: () => Promise<void>;
}
interface RulesUnitTesting {
  initializeTestEnvironment: (config: {
    projectId: string;
    firestore: { host: string; port: number; rules: string };
  }) => Promise<RulesTestEnvironment>;
  /** Resolves with the operation's result when the rules allow it; rejects otherwise. */
  assertSucceeds: <T>(operation: Promise<T>) => Promise<T>;
  /** Resolves when the operation is refused with permission-denied; rejects when it succeeds or fails otherwise. */
  assertFails: (operation: Promise<unknown>) => Promise<unknown>;
}

const RULES_UNIT_TESTING: string = '@firebase/rules-unit-testing';
const rulesUnitTesting = (await import(/* @vite-ignore */ RULES_UNIT_TESTING)) as RulesUnitTesting;
export const { assertFails, assertSucceeds } = rulesUnitTesting;

/** The emulator shares the machine with the other suites' runs; loading rules or clearing can take a while then. */
const HOOK_TIMEOUT = 30_000;

const RULES = join(import.meta.dirname, '..', '..', 'firestore.rules');

/** What a rules suite works with: a signed-in user's or a visitor's Firestore, and fixtures written past the rules. */
export interface RulesHarness {
  as: (uid: string) => Firestore;
  visitor: () => Firestore;
  seed: (path: string, data: DocumentData) => Promise<void>;
}

/**
 * A rules suite on the shared emulator under its own project id: the rules it loads never reach the
 * contract suites ('demo-f8'), nor another rules file's data (Vitest runs files side by side, and each
 * clears its project before every test).
 */
export function describeRules(suite: string, projectId: `demo-rules-${string}`, define: (rules: RulesHarness) => void): void {
  withFirestoreEmulator(suite, ({ host, port }) => {
    let env: RulesTestEnvironment | undefined;
    const ready = (): RulesTestEnvironment => {
      if (!env) throw new Error('The rules test environment is not ready');
      return env;
    };

    beforeAll(async () => {
      // Every refused write would otherwise log a PERMISSION_DENIED warning; refusals are what these suites expect.
      setLogLevel('error');
      env = await rulesUnitTesting.initializeTestEnvironment({ projectId, firestore: { host, port, rules: readFileSync(RULES, 'utf8') } });
    }, HOOK_TIMEOUT);
    afterAll(async () => {
      await env?.cleanup();
    });
    beforeEach(async () => {
      await ready().clearFirestore();
    }, HOOK_TIMEOUT);

    // One Firestore per user for each test: a batch takes only references made from its own instance. A test's
    // clients end with it, so a stream the emulator broke (a garbled frame, then the SDK's longest back-off) cannot
    // make the next tests wait.
    type Db = ReturnType<RulesTestContext['firestore']>;
    const users = new Map<string, Db>();
    let visitor: Db | undefined;
    afterEach(async () => {
      const open = [...users.values(), ...(visitor ? [visitor] : [])];
      users.clear();
      visitor = undefined;
      await Promise.all(open.map((db) => db.terminate()));
    }, HOOK_TIMEOUT);
    define({
      as: (uid) => {
        const db = users.get(uid) ?? ready().authenticatedContext(uid).firestore();
        users.set(uid, db);
        return db;
      },
      visitor: () => (visitor ??= ready().unauthenticatedContext().firestore()),
      seed: (path, data) =>
        ready().withSecurityRulesDisabled(async (context) => {
          await setDoc(doc(context.firestore(), path), data);
        }),
    });
  });
}

/** A fixed past time for fixtures, so no test depends on when it runs. */
export const PAST = Timestamp.fromDate(new Date('2025-01-02T03:04:05Z'));

/** `n` characters of text. */
export const text = (n: number, char = 'a'): string => char.repeat(n);
