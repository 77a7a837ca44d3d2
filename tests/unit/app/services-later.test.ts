import { describe, expect, it } from 'vitest';
import { InMemoryAuth } from '../../../adapters/in-memory/in-memory-auth';
import { InMemoryTalkFeed } from '../../../adapters/in-memory/in-memory-talk-feed';
import { buildTalkMessage } from '../../../emulator-seed/builders';
import { servicesLater } from '../../../src/app/services-later';
import { FunctionError } from '../../../src/domain/function-error';
import { AuthError, type AuthUser } from '../../../src/ports/auth.port';
import type { Services } from '../../../src/ports/services';
import { fakeServices } from '../../support/services';

/** Services that start when the test says so, as main.tsx starts them after the first paint. */
function startedLater() {
  let start!: (services: Services) => void;
  let fail!: (error: Error) => void;
  const started = new Promise<Services>((resolve, reject) => {
    start = resolve;
    fail = reject;
  });
  return { services: servicesLater(started), start, fail };
}

const flush = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('servicesLater', () => {
  it('answers a call made before the services started once they have, from their adapter', async () => {
    const later = startedLater();
    const talkFeed = new InMemoryTalkFeed([buildTalkMessage({ rank: 3 })]);
    const page = later.services.talkFeed.listMessages({ sortMode: 'top', limit: 40, filterCategory: null, lastDocId: null });
    let answered = false;
    void page.then(() => (answered = true));
    await flush();
    expect(answered).toBe(false);
    expect(talkFeed.calls).toHaveLength(0);
    later.start(fakeServices({ talkFeed }));
    expect((await page).messages).toHaveLength(1);
    expect(talkFeed.calls).toHaveLength(1);
  });

  it('fails a call as a dropped connection when the services cannot start, and a sign-in as a network error (SPEC 8)', async () => {
    const later = startedLater();
    later.fail(new TypeError('Failed to fetch dynamically imported module'));
    const page = later.services.talkFeed.getMessage('m1');
    await expect(page).rejects.toBeInstanceOf(FunctionError);
    await expect(page).rejects.toMatchObject({ code: 'unavailable' });
    const signIn = later.services.auth.signInWithEmail('reader@example.com', 'secret1');
    await expect(signIn).rejects.toBeInstanceOf(AuthError);
    await expect(signIn).rejects.toMatchObject({ code: 'network-request-failed' });
    // The session stays as the first check found it: nobody is told anything.
    const reports: (AuthUser | null)[] = [];
    later.services.auth.subscribe((user) => reports.push(user));
    await flush();
    expect(reports).toEqual([]);
  });

  it('follows the session once auth is here, gets sign-in ready then, and signs in through the adapter', async () => {
    const later = startedLater();
    const auth = new InMemoryAuth([{ email: 'reader@example.com', password: 'secret1' }]);
    const reports: (AuthUser | null)[] = [];
    later.services.auth.subscribe((user) => reports.push(user));
    later.services.auth.prepare();
    expect(auth.prepared).toBe(0);
    later.start(fakeServices({ auth }));
    await flush();
    expect(auth.prepared).toBe(1);
    expect(reports).toEqual([null]);
    const user = await later.services.auth.signInWithEmail('reader@example.com', 'secret1');
    expect(user.email).toBe('reader@example.com');
    expect(reports.at(-1)?.uid).toBe(user.uid);
  });

  it('never follows the session for a listener stopped before auth arrived', async () => {
    const later = startedLater();
    const auth = new InMemoryAuth();
    const reports: (AuthUser | null)[] = [];
    const stop = later.services.auth.subscribe((user) => reports.push(user));
    stop();
    later.start(fakeServices({ auth }));
    await flush();
    expect(reports).toEqual([]);
  });

  it('refuses an avatar before the services have started (a screen that draws one waits for them), and gives it after', async () => {
    const later = startedLater();
    expect(() => later.services.images.avatar(3)).toThrow(/DRAWN_WITH_SERVICES/);
    const services = fakeServices();
    later.start(services);
    await flush();
    expect(later.services.images.avatar(3)).toBe(services.images.avatar(3));
  });
});
