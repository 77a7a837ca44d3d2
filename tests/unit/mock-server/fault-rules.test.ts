import { describe, expect, it } from 'vitest';
import type { StoredFault } from '../../../mock-server/faults';
import { rulesWithFaults, unsupportedInRules } from '../../../mock-server/firestore/fault-rules';

const RULES = `rules_version = '2';
service cloud.firestore {
  match /databases/{database}/documents {
    function owner(uid) { return request.auth != null && request.auth.uid == uid; }
    // Profiles: { and } in a comment, and the word allow, change nothing.
    match /users/{uid} {
      allow read, update: if owner(uid);
      allow create: if owner(uid)
        && request.resource.data.uid == uid;
      match /chatThreads/{threadId} {
        allow read, write: if owner(uid);
        match /messages/{messageId} {
          allow read, create, delete: if owner(uid);
        }
      }
      match /chat/{id} {
        allow read: if owner(uid);
      }
    }
  }
}
`;

const fault = (target: string, extra: Partial<StoredFault> = {}): StoredFault => ({ id: 'f1', target, code: 'unavailable', ...extra });

describe('store faults as Firestore rules (emulators mode)', () => {
  it('leaves the rules alone without store faults (callable faults do not count)', () => {
    expect(rulesWithFaults(RULES, [])).toBe(RULES);
    expect(rulesWithFaults(RULES, [fault('aiChatEurW')])).toBe(RULES);
  });

  it('switches off creating messages for everyone: the POST route names the collection', () => {
    const rules = rulesWithFaults(RULES, [fault('POST users/*/chatThreads/*/messages')]);
    expect(rules).toContain('match /messages/{messageId} {\n          allow get, list, delete: if owner(uid); allow create: if false;');
    // The thread itself and the profile keep their rules.
    expect(rules).toContain('match /chatThreads/{threadId} {\n        allow get, list, create, update, delete: if owner(uid);');
    expect(rules).toContain('match /users/{uid} {\n      allow get, list, update: if owner(uid);');
    expect(rules).toContain('// Profiles: { and } in a comment, and the word allow, change nothing.');
  });

  it('scopes a fault with a uid to that user only, keeping a multi-line condition whole', () => {
    const rules = rulesWithFaults(RULES, [fault('PUT users/*', { uid: "o'brien" })]);
    expect(rules).toContain(
      "allow create: if (owner(uid)\n        && request.resource.data.uid == uid) && !(request.auth != null && request.auth.uid in ['o\\'brien']);",
    );
    expect(rules).toContain("allow update: if (owner(uid)) && !(request.auth != null && request.auth.uid in ['o\\'brien']);");
    expect(rules).toContain('allow get, list: if owner(uid);');
  });

  it('takes ** and * methods: every operation under every thread', () => {
    const rules = rulesWithFaults(RULES, [fault('* users/*/chatThreads/**')]);
    expect(rules).toContain('match /chatThreads/{threadId} {\n        allow get, list, create, update, delete: if false;');
    expect(rules).toContain('allow get, list, create, delete: if false;');
    expect(rules).toContain('allow get, list: if owner(uid);\n      }');
  });

  it('GET of a collection refuses listing it, while reading one of its documents stays open', () => {
    const rules = rulesWithFaults(RULES, [fault('GET users/*/chat')]);
    expect(rules).toContain('match /chat/{id} {\n        allow get: if owner(uid); allow list: if false;');
    const both = rulesWithFaults(RULES, [fault('GET users/*/chat/**')]);
    expect(both).toContain('match /chat/{id} {\n        allow get, list: if false;');
  });

  it('turns a literal segment of the target into a condition on the path variable it stands for', () => {
    const rules = rulesWithFaults(RULES, [fault("POST users/o'brien/chatThreads/*/messages")]);
    expect(rules).toContain(
      "match /messages/{messageId} {\n          allow get, list, delete: if owner(uid); allow create: if (owner(uid)) && !(uid == 'o\\'brien');",
    );
    expect(rules).toContain('match /chatThreads/{threadId} {\n        allow get, list, create, update, delete: if owner(uid);');
    // A partial glob becomes a match; a uid on top narrows it to that caller; two faults on one statement add up.
    const both = rulesWithFaults(RULES, [
      fault('PATCH users/*/chatThreads/t-*', { uid: 'bob' }),
      fault('PATCH users/ann/chatThreads/:threadId'),
    ]);
    expect(both).toContain(
      "allow update: if (owner(uid)) && !((threadId.matches('t-.*') && request.auth != null && request.auth.uid == 'bob') || (uid == 'ann'));",
    );
    // ** spans any variables; every way the target can name the path counts.
    const deep = rulesWithFaults(RULES, [fault('DELETE users/ann/**')]);
    expect(deep).toContain("allow delete: if (owner(uid)) && !(uid == 'ann');\n        match /messages/{messageId}");
    expect(deep).toContain("allow get, list, create: if owner(uid); allow delete: if (owner(uid)) && !(uid == 'ann');\n        }");
    // A literal that meets a literal segment of the rules' path still has to equal it.
    expect(rulesWithFaults(RULES, [fault('GET users/*/chats/*')])).toContain('match /chat/{id} {\n        allow get, list: if owner(uid);');
  });

  it('refuses what rules cannot do: delays, holds, drops, answers, counts, or no error at all', () => {
    expect(unsupportedInRules({ target: 'POST users/*/chatThreads', code: 'unavailable', uid: 'u1' })).toBeNull();
    expect(unsupportedInRules({ target: 'POST users/*/chatThreads', status: 'unavailable', session: 's1', uid: 'u1' })).toBeNull();
    expect(unsupportedInRules({ target: 'POST users/*/chatThreads', code: 'unavailable', delayMs: 10 })).toMatch(/takes no delayMs/);
    expect(unsupportedInRules({ target: 'POST users/*/chatThreads', code: 'unavailable', times: 1 })).toMatch(/takes no times/);
    expect(unsupportedInRules({ target: 'POST users/*/chatThreads', result: {} })).toMatch(/takes no result/);
    expect(unsupportedInRules({ target: 'POST users/*/chatThreads' })).toMatch(/give it a code or status/);
  });

  it('refuses a session fault without a uid: rules cannot see sessions, so it would refuse every caller', () => {
    expect(unsupportedInRules({ target: 'POST users/*/chatThreads', code: 'unavailable', session: 's1' })).toMatch(
      /cannot see dev kit sessions.*give it the uid/,
    );
  });
});
