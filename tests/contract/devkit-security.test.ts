import request from 'supertest';
import { describe, expect, it } from 'vitest';
import { createApp } from '../../mock-server/app';
import { emulatorToken } from '../support/tokens';

// Issue 8, point 8: the mock server is as strict as Firebase and safe on a developer's machine.
const SITE = 'http://localhost:5173';
const LIST = '/demo-f8/europe-west1/getPplTalkMessagesEurW';
const listBody = { data: { sortMode: 'top', limit: 1 } };
const token = (claims: Record<string, unknown>) =>
  `${Buffer.from('{"alg":"none","typ":"JWT"}').toString('base64url')}.${Buffer.from(JSON.stringify(claims)).toString('base64url')}.`;
const inAnHour = () => Math.floor(Date.now() / 1000) + 3600;
const validClaims = (uid: string) => ({
  iss: 'https://securetoken.google.com/demo-f8',
  aud: 'demo-f8',
  user_id: uid,
  sub: uid,
  exp: inAnHour(),
});
const profile = (uid: string, displayName = 'Alice Example') => ({
  uid,
  email: `${uid}@example.com`,
  displayName,
  firstName: displayName.split(' ')[0],
  createdAt: '2026-11-20T10:00:00.000Z',
  language: 'en',
  timezone: 'Europe/Berlin',
});
const bearer = (uid: string) => ({ Authorization: `Bearer ${emulatorToken(uid)}` });

describe('Host header: loopback names only (DNS rebinding)', () => {
  const { app } = createApp({ allowedOrigins: [SITE] });

  for (const host of ['evil.example', 'evil.example:5001', 'localhost.evil.example', '127.0.0.1.nip.io:5001', '10.0.0.7:5001', '']) {
    it(`refuses Host ${JSON.stringify(host)} on the journal, callables and the store with 403`, async () => {
      const journal = await request(app).get('/__devkit/journal').set('Host', host).expect(403);
      expect(journal.body.error.status).toBe('PERMISSION_DENIED');
      expect(journal.body).not.toHaveProperty('entries');
      await request(app).post(LIST).set('Host', host).send(listBody).expect(403);
      await request(app).get('/store/v1/users/alice').set('Host', host).set(bearer('alice')).expect(403);
      await request(app).options(LIST).set('Host', host).set('Origin', SITE).expect(403);
    });
  }

  for (const host of ['localhost', 'localhost:5001', '127.0.0.1:5301', '[::1]:5001', '[::1]', 'LOCALHOST:5173']) {
    it(`answers Host ${host}`, async () => {
      await request(app).get('/__devkit/journal').set('Host', host).expect(200);
      await request(app).post(LIST).set('Host', host).send(listBody).expect(200);
    });
  }
});

describe('control API writes: JSON from no origin, the site or the server itself', () => {
  const faultCount = async (app: Parameters<typeof request>[0]) =>
    ((await request(app).get('/__devkit/faults').expect(200)).body as { faults: unknown[] }).faults.length;
  const withFault = async () => {
    const { app } = createApp({ allowedOrigins: [SITE] });
    await request(app).post('/__devkit/faults').send({ target: '*', delayMs: 1 }).expect(201);
    return app;
  };

  it('refuses a text/plain reset (a cross-origin "simple" request) with 415 and resets nothing', async () => {
    const app = await withFault();
    const res = await request(app).post('/__devkit/reset').set('Content-Type', 'text/plain').send('{}').expect(415);
    expect(res.body.error.message).toContain('application/json');
    await request(app).post('/__devkit/reset').set('Content-Type', 'application/x-www-form-urlencoded').send('a=1').expect(415);
    await request(app).post('/__devkit/reset').expect(415); // no body, no content type
    await request(app).delete('/__devkit/faults').expect(415);
    expect(await faultCount(app)).toBe(1);
  });

  it('refuses JSON writes from a foreign or opaque Origin with 403', async () => {
    const app = await withFault();
    for (const origin of ['https://evil.example', 'http://localhost:9999', 'null']) {
      const res = await request(app).post('/__devkit/reset').set('Origin', origin).send({}).expect(403);
      expect(res.body.error.status).toBe('PERMISSION_DENIED');
      await request(app).delete('/__devkit/faults').set('Origin', origin).send({}).expect(403);
      await request(app).post('/__devkit/faults').set('Origin', origin).send({ target: '*', code: 'internal' }).expect(403);
    }
    expect(await faultCount(app)).toBe(1);
  });

  it("accepts JSON writes from the site's origins, the server's own origin and tools without an Origin", async () => {
    const app = await withFault();
    await request(app).post('/__devkit/faults').set('Origin', SITE).send({ target: '*', delayMs: 1 }).expect(201);
    expect(await faultCount(app)).toBe(2);
    await request(app).delete('/__devkit/faults').set('Host', '127.0.0.1:5001').set('Origin', 'http://127.0.0.1:5001').send({}).expect(200);
    expect(await faultCount(app)).toBe(0);
    await request(app).post('/__devkit/reset').set('Content-Type', 'application/json; charset=utf-8').send('{}').expect(200);
  });

  it('still lets anyone on loopback read, but gives foreign origins no CORS header to read it with', async () => {
    const { app } = createApp({ allowedOrigins: [SITE] });
    const res = await request(app).get('/__devkit/journal').set('Origin', 'https://evil.example').expect(200);
    expect(res.headers['access-control-allow-origin']).toBeUndefined();
  });
});

describe('ID tokens: this project, its issuer, not expired (401 otherwise)', () => {
  const { app } = createApp();
  const cases: [string, Record<string, unknown>][] = [
    [
      'another project',
      { ...validClaims('u1'), aud: 'someone-elses-project', iss: 'https://securetoken.google.com/someone-elses-project' },
    ],
    ['the wrong audience only', { ...validClaims('u1'), aud: 'someone-elses-project' }],
    ['the wrong issuer', { ...validClaims('u1'), iss: 'https://evil.example/demo-f8' }],
    ['no issuer', { ...validClaims('u1'), iss: undefined }],
    ['expired', { ...validClaims('u1'), exp: Math.floor(Date.now() / 1000) - 1 }],
    ['no expiry', { ...validClaims('u1'), exp: undefined }],
  ];
  for (const [label, claims] of cases) {
    it(`refuses a token for ${label} on callables and the store`, async () => {
      const auth = `Bearer ${token(claims)}`;
      const call = await request(app).post(LIST).set('Authorization', auth).send(listBody).expect(401);
      expect(call.body.error.status).toBe('UNAUTHENTICATED');
      const read = await request(app).get('/store/v1/users/u1').set('Authorization', auth).expect(401);
      expect(read.body.error.status).toBe('UNAUTHENTICATED');
      await request(app).put('/store/v1/users/u1').set('Authorization', auth).send(profile('u1')).expect(401);
    });
  }

  it('accepts a token for this project from its issuer', async () => {
    const auth = `Bearer ${token(validClaims('u1'))}`;
    await request(app).post(LIST).set('Authorization', auth).send(listBody).expect(200);
    await request(app).put('/store/v1/users/u1').set('Authorization', auth).send(profile('u1')).expect(200);
  });

  it('checks against the project the server was started for', async () => {
    const other = createApp({ projectId: 'demo-other' }).app;
    const path = '/demo-other/europe-west1/getPplTalkMessagesEurW';
    await request(other).post(path).set(bearer('u1')).send(listBody).expect(401);
    await request(other)
      .post(path)
      .set('Authorization', `Bearer ${emulatorToken('u1', 'u1@example.com', 'demo-other')}`)
      .send(listBody)
      .expect(200);
  });
});

describe('store API strictness', () => {
  it('clamps ?limit= to 1..50 (never "everything"), and falls back to 10 for non-numbers', async () => {
    const { app, state } = createApp();
    for (let i = 0; i < 60; i += 1) {
      const at = new Date(Date.UTC(2026, 10, 20, 10, i)).toISOString();
      state.store.set(`users/alice/chat/m${String(i).padStart(2, '0')}`, { text: `line ${i}`, sender: 'user', timestamp: at });
    }
    const count = async (limit: string) => {
      const res = await request(app).get('/store/v1/users/alice/chat').query({ limit }).set(bearer('alice')).expect(200);
      return (res.body as { messages: unknown[] }).messages.length;
    };
    expect(await count('-1')).toBe(1);
    expect(await count('0')).toBe(1);
    expect(await count('3')).toBe(3);
    expect(await count('2.9')).toBe(2);
    expect(await count('1000')).toBe(50);
    expect(await count('Infinity')).toBe(10);
    expect(await count('abc')).toBe(10);
    const defaulted = await request(app).get('/store/v1/users/alice/chat').set(bearer('alice')).expect(200);
    expect(defaulted.body.messages).toHaveLength(10);
    expect(defaulted.body.messages[0]).toMatchObject({ id: 'm59' });
  });

  it('answers PATCH on a missing profile with 404 and creates nothing', async () => {
    const { app } = createApp();
    const res = await request(app).patch('/store/v1/users/alice').set(bearer('alice')).send({ displayName: 'Partial' }).expect(404);
    expect(res.body.error.status).toBe('NOT_FOUND');
    await request(app).get('/store/v1/users/alice').set(bearer('alice')).expect(404);
    await request(app).put('/store/v1/users/alice').set(bearer('alice')).send(profile('alice')).expect(200);
    await request(app).patch('/store/v1/users/alice').set(bearer('alice')).send({ displayName: 'Alice Renamed' }).expect(200);
  });
});

describe('POST /__devkit/reset', () => {
  it('returns to the seed: the demo account gets its seeded documents back (profile, people, threads), everyone else loses theirs', async () => {
    const seedTime = new Date('2026-11-20T09:00:00.000Z');
    const { app, state } = createApp({ seedTime });
    await state.seedDemoAccount('demo-uid');
    const seeded = (await request(app).get('/store/v1/users/demo-uid').set(bearer('demo-uid')).expect(200)).body;
    const seededFirstLoad = (await request(app).get('/store/v1/users/demo-uid/meta/firstLoad').set(bearer('demo-uid')).expect(200)).body;
    expect(seeded).toMatchObject({
      uid: 'demo-uid',
      email: 'demo@f8.local',
      displayName: 'Demo Member',
      createdAt: seedTime.toISOString(),
    });

    await request(app).patch('/store/v1/users/demo-uid').set(bearer('demo-uid')).send({ displayName: 'Changed Name' }).expect(200);
    await request(app).put('/store/v1/users/demo-uid/meta/firstLoad').set(bearer('demo-uid')).send({ created: 'x', platform: 'web' });
    const demoDocuments = () => Object.keys(state.store.export()).filter((path) => path.startsWith('users/demo-uid/'));
    const seededPaths = demoDocuments();
    state.store.set('users/demo-uid/chat/m1', { message: 'hello', sender: 'user', timestamp: seedTime.toISOString() });
    await request(app).put('/store/v1/users/alice').set(bearer('alice')).send(profile('alice')).expect(200);
    expect(seededPaths.filter((path) => /\/(people|chatThreads)\//.test(path)).length).toBeGreaterThan(5);
    for (const path of seededPaths.filter((path) => path.includes('/chatThreads/'))) state.store.delete(path);

    await request(app).post('/__devkit/reset').send({}).expect(200);

    expect((await request(app).get('/store/v1/users/demo-uid').set(bearer('demo-uid')).expect(200)).body).toEqual(seeded);
    expect((await request(app).get('/store/v1/users/demo-uid/meta/firstLoad').set(bearer('demo-uid')).expect(200)).body).toEqual(
      seededFirstLoad,
    );
    // The message written since is gone; the seeded dashboard chat is back.
    const chat = (await request(app).get('/store/v1/users/demo-uid/chat').set(bearer('demo-uid')).expect(200)).body.messages as {
      id: string;
    }[];
    expect(chat.map((m) => m.id)).not.toContain('m1');
    expect(chat).toHaveLength(4);
    expect(demoDocuments().sort()).toEqual(seededPaths.sort());
    await request(app).get('/store/v1/users/alice').set(bearer('alice')).expect(404);
  });

  it('keeps the profile a persisted store already has when the demo account is named', async () => {
    const { state } = createApp();
    state.store.set('users/demo-uid', { ...profile('demo-uid', 'Kept Name') });
    await state.seedDemoAccount('demo-uid');
    expect(state.store.get('users/demo-uid')).toMatchObject({ displayName: 'Kept Name' });
  });
});

describe('the control page at /__devkit', () => {
  const { app } = createApp();

  it('is served with its own script only (no inline script), never framed, never cached', async () => {
    for (const path of ['/__devkit', '/__devkit/']) {
      const res = await request(app).get(path).expect(200);
      expect(res.headers['content-type']).toContain('text/html');
      expect(res.headers['content-security-policy']).toContain("script-src 'self'");
      expect(res.headers['content-security-policy']).toContain("frame-ancestors 'none'");
      expect(res.headers['cache-control']).toBe('no-store');
      expect(res.text).toContain('<script type="module" src="/__devkit/control-page/control-page.js"></script>');
      expect(res.text).toContain('<option value="getPplTalkMessagesEurW"></option>'); // fault target suggestions
      expect(res.text).not.toMatch(/<script>|<script type="module">/);
    }
    const script = await request(app).get('/__devkit/control-page/control-page.js').expect(200);
    expect(script.headers['content-type']).toContain('text/javascript');
    await request(app)
      .get('/__devkit/control-page/control-page.css')
      .expect('Content-Type', /text\/css/);
    await request(app).get('/__devkit/control-page/..%2Fcontrol-page-router.ts').expect(404);
  });

  it('answers loopback Host names only, like the rest of the dev kit', async () => {
    await request(app).get('/__devkit').set('Host', 'evil.example').expect(403);
    await request(app).get('/__devkit/control-page/control-page.js').set('Host', 'evil.example:5001').expect(403);
  });
});
