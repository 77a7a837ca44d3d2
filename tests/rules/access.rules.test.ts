import {
  collection,
  collectionGroup,
  deleteDoc,
  doc,
  getDoc,
  getDocs,
  limit,
  orderBy,
  query,
  serverTimestamp,
  setDoc,
  updateDoc,
  type DocumentData,
  type Firestore,
} from 'firebase/firestore';
import { beforeEach, describe, it } from 'vitest';
import { assertFails, assertSucceeds, describeRules, PAST } from './rules-harness';

/** Alice's stored documents, one of each kind. */
const ALICE: Record<string, DocumentData> = {
  'users/alice': {
    uid: 'alice',
    email: 'alice@example.com',
    displayName: 'Alice',
    firstName: 'Alice',
    createdAt: PAST,
    language: 'en',
    timezone: null,
  },
  'users/alice/meta/firstLoad': { created: PAST, platform: 'web' },
  'users/alice/chat/c1': { message: 'Hello from f8', sender: 'f8', timestamp: PAST },
  'users/alice/people/p1': { firstName: 'Sam' },
  'users/alice/chatThreads/t1': { title: 'New Chat', createdAt: PAST, lastMessageAt: PAST, messageCount: 1 },
  'users/alice/chatThreads/t1/messages/m1': { text: 'Hi', sender: 'user', timestamp: PAST },
};

/**
 * A valid new document of each kind the owner may create, on a store holding only thread t1 (the message
 * needs it): the owner's success with them shows a refusal to anyone else is about who, not what.
 */
const NEW_DOCS: Record<string, DocumentData> = {
  'users/alice': { ...ALICE['users/alice'], createdAt: serverTimestamp() },
  'users/alice/meta/firstLoad': { created: serverTimestamp(), platform: 'web' },
  'users/alice/chatThreads/t2': { title: 'New Chat', createdAt: serverTimestamp(), lastMessageAt: serverTimestamp(), messageCount: 0 },
  'users/alice/chatThreads/t1/messages/m2': { text: 'Hi', sender: 'user', timestamp: serverTimestamp() },
};
const NEW_PATHS = Object.keys(NEW_DOCS);

const ALL_PATHS = Object.keys(ALICE);

describeRules('who reaches which documents', 'demo-rules-access', ({ as, visitor, seed }) => {
  const seedAlice = () => Promise.all(Object.entries(ALICE).map(([path, data]) => seed(path, data)));

  describe.each<[string, () => Firestore]>([
    ['another signed-in user', () => as('bob')],
    ['a visitor', () => visitor()],
  ])('%s', (_who, db) => {
    beforeEach(seedAlice);

    it.each(ALL_PATHS)("cannot read alice's %s", async (path) => {
      await assertFails(getDoc(doc(db(), path)));
    });

    it.each(['users/alice/chat', 'users/alice/people', 'users/alice/chatThreads', 'users/alice/chatThreads/t1/messages'])(
      "cannot list alice's %s",
      async (path) => {
        await assertFails(getDocs(collection(db(), path)));
      },
    );

    it("cannot update or delete alice's documents", async () => {
      // Only changes alice may make herself (the rest are refused to her too, in 'the owner' and the other files).
      await assertFails(updateDoc(doc(db(), 'users/alice'), { displayName: 'Mallory' }));
      await assertFails(updateDoc(doc(db(), 'users/alice/chatThreads/t1'), { title: 'Mine now' }));
      await assertFails(deleteDoc(doc(db(), 'users/alice/chatThreads/t1')));
      await assertFails(deleteDoc(doc(db(), 'users/alice/chatThreads/t1/messages/m1')));
    });

    // A rule for {path=**} added one day would open every user's messages to this query: it must stay refused.
    it.each(['messages', 'chatThreads', 'people', 'chat'])('cannot query every %s collection at once', async (group) => {
      await assertFails(getDocs(collectionGroup(db(), group)));
    });
  });

  describe('creating documents', () => {
    beforeEach(() => seed('users/alice/chatThreads/t1', ALICE['users/alice/chatThreads/t1'] ?? {}));

    it.each(NEW_PATHS)('lets the owner create %s', async (path) => {
      await assertSucceeds(setDoc(doc(as('alice'), path), NEW_DOCS[path]));
    });

    it.each(NEW_PATHS)('refuses another user creating %s', async (path) => {
      await assertFails(setDoc(doc(as('bob'), path), NEW_DOCS[path]));
    });

    it.each(NEW_PATHS)('refuses a visitor creating %s', async (path) => {
      await assertFails(setDoc(doc(visitor(), path), NEW_DOCS[path]));
    });
  });

  describe('the owner', () => {
    beforeEach(seedAlice);

    it.each(ALL_PATHS)('reads %s', async (path) => {
      await assertSucceeds(getDoc(doc(as('alice'), path)));
    });

    it('makes the changes refused to anyone else: so those refusals are about who, not what', async () => {
      await assertSucceeds(updateDoc(doc(as('alice'), 'users/alice'), { displayName: 'Mallory' }));
      await assertSucceeds(updateDoc(doc(as('alice'), 'users/alice/chatThreads/t1'), { title: 'Mine now' }));
      await assertSucceeds(deleteDoc(doc(as('alice'), 'users/alice/chatThreads/t1/messages/m1')));
      await assertSucceeds(deleteDoc(doc(as('alice'), 'users/alice/chatThreads/t1')));
    });

    it('reads the newest 10 dashboard chat lines and every saved person', async () => {
      await assertSucceeds(getDocs(query(collection(as('alice'), 'users/alice/chat'), orderBy('timestamp', 'desc'), limit(10))));
      await assertSucceeds(getDocs(collection(as('alice'), 'users/alice/people')));
    });

    it.each(['users/alice/chat', 'users/alice/people'])('cannot write %s, which only the backend writes', async (path) => {
      const existing = ALL_PATHS.find((p) => p.startsWith(`${path}/`)) ?? '';
      await assertFails(
        setDoc(doc(as('alice'), `${path}/new`), { firstName: 'Sam', message: 'Hi', sender: 'user', timestamp: serverTimestamp() }),
      );
      await assertFails(updateDoc(doc(as('alice'), existing), { firstName: 'Kim' }));
      await assertFails(deleteDoc(doc(as('alice'), existing)));
    });

    it('cannot list the users collection, not even to find their own profile', async () => {
      await assertFails(getDocs(collection(as('alice'), 'users')));
    });

    it.each([
      'users/alice/secrets/s1',
      'users/alice/meta/settings',
      'users/alice/chatThreads/t1/drafts/d1',
      'pplTalkMessages/x1',
      'alice/x1',
    ])('can neither read nor write %s, which no rule names', async (path) => {
      await seed(path, { note: 'fixture' });
      await assertFails(getDoc(doc(as('alice'), path)));
      await assertFails(setDoc(doc(as('alice'), path), { note: 'mine' }));
    });
  });
});
