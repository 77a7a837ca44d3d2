import { DEMO_ACCOUNT } from '../emulator-seed/accounts';
import type { MockServerState } from '../mock-server/state';

/**
 * Creates the demo account in the Auth emulator (or signs in to the one imported from the last run) and
 * tells the mock server its uid, which gives it its profile and firstLoad documents unless it has them and
 * restores them on every dev kit reset. Returns its uid.
 */
export async function seedDemoAccount(authPort: number, mock: Pick<MockServerState, 'seedDemoAccount'>): Promise<string> {
  const post = (path: string, body: object) =>
    fetch(`http://127.0.0.1:${authPort}/identitytoolkit.googleapis.com/v1/${path}?key=demo-api-key`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(body),
    });
  let res = await post('accounts:signUp', { ...DEMO_ACCOUNT, returnSecureToken: true });
  if (!res.ok)
    res = await post('accounts:signInWithPassword', {
      email: DEMO_ACCOUNT.email,
      password: DEMO_ACCOUNT.password,
      returnSecureToken: true,
    });
  if (!res.ok) throw new Error(`Seeding the demo account failed: ${res.status} ${await res.text()}`);
  const { localId } = (await res.json()) as { localId: string };
  await mock.seedDemoAccount(localId);
  return localId;
}
