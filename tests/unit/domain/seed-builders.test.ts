import { describe, expect, it } from 'vitest';
import { buildDemoDocuments, DEMO_ACCOUNT } from '../../../emulator-seed/accounts';
import { buildReply, buildTalkMessage, buildUserProfileDoc } from '../../../emulator-seed/builders';
import { firstLoadDocSchema, userProfileDocSchema } from '../../../src/contract/store.schema';
import { seededRandom } from '../../../src/domain/random';

describe('the seed builders', () => {
  it('leave out a field overridden with undefined, so an authorless post has no author keys', () => {
    const post = buildTalkMessage({ userName: undefined, tetherHandle: undefined });
    expect(Object.keys(post)).not.toContain('userName');
    expect(Object.keys(post)).not.toContain('tetherHandle');
    const reply = buildReply({ userName: undefined, tetherHandle: '@ada' });
    expect(reply).toMatchObject({ tetherHandle: '@ada' });
    expect('userName' in reply).toBe(false);
  });

  it('draw ids from the generator they are given, so a seed stays deterministic', () => {
    const ids = (seed: string) => [buildTalkMessage({}, seededRandom(seed)).id, buildReply({}, seededRandom(seed)).id];
    expect(ids('same')).toEqual(ids('same'));
    expect(ids('same')).not.toEqual(ids('other'));
  });

  it('build profiles the store accepts, with the first name taken from the display name', () => {
    const profile = buildUserProfileDoc({ displayName: 'Rosa Parks-Lee' });
    expect(userProfileDocSchema.parse(profile)).toEqual(profile);
    expect(profile.firstName).toBe('Rosa');
  });
});

describe('the demo account documents', () => {
  it('are a sign-up profile of the demo account and its firstLoad, created at the same time', () => {
    const created = new Date('2026-11-22T08:30:00Z');
    const { profile, firstLoad } = buildDemoDocuments('demo-uid', created);
    expect(userProfileDocSchema.parse(profile)).toEqual({
      uid: 'demo-uid',
      email: DEMO_ACCOUNT.email,
      displayName: DEMO_ACCOUNT.displayName,
      firstName: 'Demo',
      createdAt: '2026-11-22T08:30:00.000Z',
      language: 'en',
      timezone: 'Europe/London',
    });
    expect(firstLoadDocSchema.parse(firstLoad)).toEqual({ created: '2026-11-22T08:30:00.000Z', platform: 'web' });
  });
});
