import { describe, expect, it } from 'vitest';
import { findFirestoreEmulator } from '../../scripts/firestore-emulator';

// Where `npm start` looks for the Firestore emulator, and the one line it prints when it falls back to devkit mode.
describe('finding the Firestore emulator', () => {
  it('takes FIRESTORE_EMULATOR_JAR first and says so when that file is missing', () => {
    const found = findFirestoreEmulator({ FIRESTORE_EMULATOR_JAR: '/nowhere/cloud-firestore-emulator.jar' });
    expect(found).toEqual({ ok: false, why: 'FIRESTORE_EMULATOR_JAR=/nowhere/cloud-firestore-emulator.jar does not exist' });
  });

  it('names the missing Java and how to get one', () => {
    const found = findFirestoreEmulator({ FIRESTORE_EMULATOR_JAR: import.meta.filename, JAVA_HOME: '/nowhere/jdk' });
    expect(found.ok).toBe(false);
    expect(!found.ok && found.why).toMatch(/^Java was not found \(\/nowhere\/jdk\/bin\/java\): install a JDK 11 or newer/);
  });

  // The machines this project runs on have both (README); on CI their absence is a failure, elsewhere a skip.
  it.skipIf(!process.env.CI && !findFirestoreEmulator().ok)("finds the machine image's emulator and Java", () => {
    expect(findFirestoreEmulator({ PATH: process.env.PATH })).toMatchObject({ ok: true, jar: expect.stringMatching(/\.jar$/) });
  });
});
