import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { startStack, type StackOptions, type StackPorts } from '../../scripts/dev-stack';

const PORTS: StackPorts = { site: 0, mock: 5711, auth: 9711, hub: 4811, logging: 4911, firestore: 8711 };
const AUTH = `http://127.0.0.1:${PORTS.auth}/identitytoolkit.googleapis.com/v1`;
const MOCK = `http://127.0.0.1:${PORTS.mock}`;

async function post(path: string, body: object): Promise<Record<string, unknown>> {
  const res = await fetch(`${AUTH}/${path}?key=demo-api-key`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  return (await res.json()) as Record<string, unknown>;
}

describe('dev stack persistence', () => {
  const dir = mkdtempSync(join(tmpdir(), 'f8-persist-'));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it('keeps accounts and documents across a restart when persistence is on', { timeout: 120_000 }, async () => {
    const lines: string[] = [];
    const options: StackOptions = {
      ports: PORTS,
      projectId: 'demo-f8-persistence',
      preview: false,
      site: false,
      persist: dir,
      log: (line) => void lines.push(line),
      verbose: true,
    };
    const first = await startStack(options);
    let uid: string;
    try {
      const account = await post('accounts:signUp', { email: 'keep@example.com', password: 'keep-me-1', returnSecureToken: true });
      uid = account.localId as string;
      const res = await fetch(`${MOCK}/store/v1/users/${uid}`, {
        method: 'PUT',
        headers: { 'content-type': 'application/json', Authorization: `Bearer ${account.idToken as string}` },
        body: JSON.stringify({
          uid,
          email: 'keep@example.com',
          displayName: 'Keeper',
          firstName: 'Keeper',
          createdAt: new Date().toISOString(),
          language: 'en',
          timezone: null,
        }),
      });
      expect(res.status).toBe(200);
    } finally {
      await first.stop();
    }

    const second = await startStack(options);
    try {
      const again = await post('accounts:signInWithPassword', {
        email: 'keep@example.com',
        password: 'keep-me-1',
        returnSecureToken: true,
      });
      expect(again.localId, `emulator output:\n${lines.join('\n').slice(-6000)}`).toBe(uid);
      const res = await fetch(`${MOCK}/store/v1/users/${uid}`, { headers: { Authorization: `Bearer ${again.idToken as string}` } });
      expect(res.status).toBe(200);
      expect(((await res.json()) as { displayName: string }).displayName).toBe('Keeper');
    } finally {
      await second.stop();
    }
  });

  it(
    'keeps Firestore documents across a restart in emulators mode, and the dev kit store export and import reach them',
    { timeout: 120_000 },
    async () => {
      const lines: string[] = [];
      const options: StackOptions = {
        ports: PORTS,
        projectId: 'demo-f8-persistence-fs',
        preview: false,
        site: false,
        mode: 'emulators',
        persist: join(dir, 'emulators'),
        log: (line) => void lines.push(line),
      };
      type Snapshot = { documents: Record<string, Record<string, unknown>> };
      const exported = async () => ((await (await fetch(`${MOCK}/__devkit/store`)).json()) as Snapshot).documents;
      const first = await startStack(options);
      try {
        expect(first.mode, lines.join('\n')).toBe('emulators');
        const documents = await exported();
        // The demo account is seeded into Firestore: its profile, firstLoad, chat threads and people.
        const demo = Object.keys(documents).filter((path) => path.startsWith('users/'));
        expect(demo.some((path) => /^users\/[^/]+$/.test(path))).toBe(true);
        expect(demo.some((path) => path.includes('/chatThreads/'))).toBe(true);
        const note = { 'users/keeper/people/p1': { name: 'Kept Person', createdAt: '2026-11-20T09:00:00.000Z' } };
        const res = await fetch(`${MOCK}/__devkit/store`, {
          method: 'PUT',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({ documents: { ...documents, ...note } }),
        });
        expect(res.status).toBe(200);
      } finally {
        await first.stop();
      }
      const second = await startStack(options);
      try {
        const documents = await exported();
        expect(documents['users/keeper/people/p1']).toEqual({ name: 'Kept Person', createdAt: '2026-11-20T09:00:00.000Z' });
      } finally {
        await second.stop();
      }
    },
  );
});
