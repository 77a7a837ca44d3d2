import { deleteDoc, deleteField, doc, getDoc, serverTimestamp, setDoc, Timestamp, updateDoc, type DocumentData } from 'firebase/firestore';
import { describe, it } from 'vitest';
import { assertFails, assertSucceeds, describeRules, PAST, text } from './rules-harness';

/** users/{uid} as sign-up writes it (SPEC 3), createdAt stamped by the server. */
const newProfile = (uid: string, extra: DocumentData = {}): DocumentData => ({
  uid,
  email: `${uid}@example.com`,
  displayName: 'Alice Example',
  firstName: 'Alice',
  createdAt: serverTimestamp(),
  language: 'en',
  timezone: 'Europe/Berlin',
  ...extra,
});

/** The same profile as stored a while ago (a fixture). */
const storedProfile = (uid: string, extra: DocumentData = {}): DocumentData => newProfile(uid, { createdAt: PAST, ...extra });

describeRules('the users/{uid} and meta/firstLoad rules', 'demo-rules-profile', ({ as, seed }) => {
  const profileOf = (uid: string) => doc(as(uid), 'users', uid);
  const firstLoadOf = (uid: string) => doc(as(uid), 'users', uid, 'meta', 'firstLoad');

  describe('creating a profile', () => {
    it('lets the owner create a full profile, with photoURL and every handle field', async () => {
      const handles = { userHandle: '@alice', tetherHandle: null, tetherHAndle: 'alice', userName: text(100) };
      await assertSucceeds(setDoc(profileOf('alice'), newProfile('alice', { photoURL: 'https://example.com/a.png', ...handles })));
    });

    it('lets the owner create a profile whose nullable fields are null and read it back', async () => {
      await assertSucceeds(
        setDoc(profileOf('alice'), newProfile('alice', { email: null, displayName: null, firstName: null, timezone: null })),
      );
      await assertSucceeds(getDoc(profileOf('alice')));
    });

    it('accepts a display name of 200 characters and refuses one of 201', async () => {
      await assertSucceeds(setDoc(profileOf('alice'), newProfile('alice', { displayName: text(200) })));
      await assertFails(setDoc(profileOf('bob'), newProfile('bob', { displayName: text(201) })));
    });

    it.each<[string, DocumentData]>([
      ['a key the schema does not name', { isAdmin: true }],
      ['a uid other than the path', { uid: 'mallory' }],
      ['a client-clock createdAt', { createdAt: Timestamp.now() }],
      ['a createdAt that is not a time', { createdAt: '2025-01-02T03:04:05Z' }],
      ['a language that is not a string', { language: 7 }],
      ['a language of one character', { language: 'e' }],
      ['a language of 13 characters', { language: text(13) }],
      ['an email that is not an address', { email: 'alice' }],
      ['an email of 321 characters', { email: `${text(309)}@example.com` }],
      ['a first name of 101 characters', { firstName: text(101) }],
      ['a timezone of 101 characters', { timezone: text(101) }],
      ['a photoURL that is not a URL', { photoURL: 'not a url' }],
      ['a javascript: photoURL', { photoURL: 'javascript:alert(1)' }],
      ['an http photoURL', { photoURL: 'http://example.com/a.png' }],
      ['a photoURL of 2049 characters', { photoURL: `https://example.com/${text(2029)}` }],
      ['a handle that is not a string', { userHandle: 42 }],
      ['a userName of 101 characters', { userName: text(101) }],
    ])('refuses a profile with %s', async (_name, change) => {
      await assertFails(setDoc(profileOf('alice'), newProfile('alice', change)));
    });

    it.each(['uid', 'email', 'displayName', 'firstName', 'createdAt', 'language', 'timezone'])(
      'refuses a profile without %s',
      async (key) => {
        const rest = newProfile('alice');
        delete rest[key];
        await assertFails(setDoc(profileOf('alice'), rest));
      },
    );
  });

  describe('merging into a profile', () => {
    it('lets the owner merge email, uid and photoURL as a Google sign-in does, keeping fields other clients wrote', async () => {
      await seed('users/alice', storedProfile('alice', { fcmToken: 'written-by-the-app' }));
      await assertSucceeds(
        updateDoc(profileOf('alice'), { email: 'alice@gmail.com', uid: 'alice', photoURL: 'https://example.com/g.png' }),
      );
      await assertSucceeds(updateDoc(profileOf('alice'), { photoURL: deleteField() }));
    });

    it.each<[string, DocumentData]>([
      ['a different uid', { uid: 'mallory' }],
      ['the uid removed', { uid: deleteField() }],
      ['a new createdAt', { createdAt: serverTimestamp() }],
      ['another stored createdAt', { createdAt: Timestamp.fromMillis(PAST.toMillis() + 1000) }],
      ['the createdAt removed', { createdAt: deleteField() }],
      ['a key the schema does not name', { isAdmin: true }],
      ['a language of the wrong type', { language: null }],
      ['a display name of 201 characters', { displayName: text(201) }],
      ['the removal of a required field', { timezone: deleteField() }],
      ['a javascript: photoURL', { photoURL: 'javascript:alert(1)' }],
    ])('refuses a merge with %s', async (_name, patch) => {
      await seed('users/alice', storedProfile('alice'));
      await assertFails(updateDoc(profileOf('alice'), patch));
    });

    it('lets the owner merge into a profile stored before these rules, looking only at the fields the merge writes', async () => {
      // A createdAt string and no language, timezone or uid: the merge leaves those alone, and gains the uid.
      await seed('users/alice', { email: 'old@example.com', displayName: 'Alice', createdAt: '2020-01-02T03:04:05Z' });
      await assertSucceeds(
        updateDoc(profileOf('alice'), { email: 'alice@gmail.com', uid: 'alice', photoURL: 'https://example.com/g.png' }),
      );
      // What it writes is still checked, and its createdAt still never changes.
      await assertFails(updateDoc(profileOf('alice'), { displayName: text(201) }));
      await assertFails(updateDoc(profileOf('alice'), { createdAt: PAST }));
    });

    it('refuses replacing a stored profile with one stamped anew (createdAt never changes)', async () => {
      await seed('users/alice', storedProfile('alice'));
      await assertFails(setDoc(profileOf('alice'), newProfile('alice')));
    });

    it('refuses deleting a profile, even the owner', async () => {
      await seed('users/alice', storedProfile('alice'));
      await assertFails(deleteDoc(profileOf('alice')));
    });
  });

  describe('meta/firstLoad', () => {
    it('lets the owner create it with the request time and platform web, then read it', async () => {
      await assertSucceeds(setDoc(firstLoadOf('alice'), { created: serverTimestamp(), platform: 'web' }));
      await assertSucceeds(getDoc(firstLoadOf('alice')));
    });

    it.each<[string, DocumentData]>([
      ['another platform', { created: serverTimestamp(), platform: 'ios' }],
      ['a client-clock time', { created: Timestamp.now(), platform: 'web' }],
      ['an extra key', { created: serverTimestamp(), platform: 'web', version: 2 }],
      ['no platform', { created: serverTimestamp() }],
    ])('refuses a firstLoad with %s', async (_name, data) => {
      await assertFails(setDoc(firstLoadOf('alice'), data));
    });

    it('refuses changing or deleting it once written', async () => {
      await seed('users/alice/meta/firstLoad', { created: PAST, platform: 'web' });
      await assertFails(updateDoc(firstLoadOf('alice'), { platform: 'web' }));
      await assertFails(setDoc(firstLoadOf('alice'), { created: serverTimestamp(), platform: 'web' }));
      await assertFails(deleteDoc(firstLoadOf('alice')));
    });
  });
});
