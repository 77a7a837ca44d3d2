import type { FirstLoadDoc, UserProfileDoc } from '../src/contract/store.schema';
import { buildFirstLoadDoc, buildUserProfileDoc } from './builders';
import { buildDemoChatDocuments } from './demo-chat-seed';

/** The seeded demo account, created in the Auth emulator on every start (shown in the README). */
export const DEMO_ACCOUNT = {
  email: 'demo@f8.local',
  password: 'demo-password',
  displayName: 'Demo Member',
} as const;

/** The demo account's documents, as its sign-up would have written them at `created`. */
export function buildDemoDocuments(uid: string, created: Date): { profile: UserProfileDoc; firstLoad: FirstLoadDoc } {
  const createdAt = created.toISOString();
  return {
    profile: buildUserProfileDoc({
      uid,
      email: DEMO_ACCOUNT.email,
      displayName: DEMO_ACCOUNT.displayName,
      createdAt,
      timezone: 'Europe/London',
    }),
    firstLoad: buildFirstLoadDoc({ created: createdAt }),
  };
}

/**
 * Every seeded document of the demo account keyed by its store path: the profile and firstLoad of
 * `buildDemoDocuments`, its saved people and its f8 chat threads with their messages (demo-chat-seed.ts).
 */
export function buildDemoStoreDocuments(uid: string, created: Date): Record<string, Record<string, unknown>> {
  const { profile, firstLoad } = buildDemoDocuments(uid, created);
  return { [`users/${uid}`]: profile, [`users/${uid}/meta/firstLoad`]: firstLoad, ...buildDemoChatDocuments(uid, created) };
}
