import { buildDemoDocuments, DEMO_ACCOUNT } from '../emulator-seed/accounts';
import type { DocumentStore } from '../mock-server/store/document-store';

/**
 * Creates the demo account in the Auth emulator (or signs in to the one imported from the last run) and,
 * unless it already has one, its profile and firstLoad documents in the mock store. Returns its uid.
 */
export async function seedDemoAccount(authPort: number, store: DocumentStore): Promise<string> {
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
  if (!store.get(`users/${localId}`)) {
    const { profile, firstLoad } = buildDemoDocuments(localId, new Date());
    store.set(`users/${localId}`, profile);
    store.set(`users/${localId}/meta/firstLoad`, firstLoad);
  }
  return localId;
}
