import request from 'supertest';
import { describe, expect, it } from 'vitest';
import { createApp } from '../../mock-server/app';
import { emulatorToken } from '../support/tokens';

const ALICE = 'alice-uid';
const BOB = 'bob-uid';
const profile = (uid: string) => ({
  uid,
  email: `${uid}@example.com`,
  displayName: 'Alice Example',
  firstName: 'Alice',
  createdAt: '2026-11-20T10:00:00.000Z',
  language: 'en',
  timezone: 'Europe/Berlin',
});
const firstLoad = { created: '2026-11-20T10:00:00.000Z', platform: 'web' };

type Call = { method: 'get' | 'put' | 'patch'; path: (uid: string) => string; body?: (uid: string) => object; ok: number };
const CALLS: Call[] = [
  { method: 'put', path: (u) => `/store/v1/users/${u}`, body: profile, ok: 200 },
  { method: 'get', path: (u) => `/store/v1/users/${u}`, ok: 200 },
  { method: 'patch', path: (u) => `/store/v1/users/${u}`, body: () => ({ photoURL: 'https://example.com/a.png' }), ok: 200 },
  { method: 'put', path: (u) => `/store/v1/users/${u}/meta/firstLoad`, body: () => firstLoad, ok: 200 },
  { method: 'get', path: (u) => `/store/v1/users/${u}/meta/firstLoad`, ok: 200 },
  { method: 'get', path: (u) => `/store/v1/users/${u}/chat`, ok: 200 },
  { method: 'get', path: (u) => `/store/v1/users/${u}/people`, ok: 200 },
];

describe('store API authorisation matrix', () => {
  const { app } = createApp();
  /** Calls `call` on `uid`'s documents as `caller` (anonymous when null). */
  const run = (call: Call, uid: string, caller: string | null) => {
    const agent = request(app);
    let req = agent[call.method](call.path(uid));
    if (caller) req = req.set('Authorization', `Bearer ${emulatorToken(caller)}`);
    return call.body ? req.send(call.body(uid)) : req;
  };
  for (const call of CALLS) {
    const label = `${call.method.toUpperCase()} ${call.path('{uid}')}`;
    it(`${label}: own documents succeed`, async () => {
      await run(call, ALICE, ALICE).expect(call.ok);
    });
    it(`${label}: another user's documents are 403`, async () => {
      const res = await run(call, BOB, ALICE).expect(403);
      expect(res.body.error.status).toBe('PERMISSION_DENIED');
    });
    it(`${label}: anonymous callers are 401`, async () => {
      const res = await run(call, ALICE, null).expect(401);
      expect(res.body.error.status).toBe('UNAUTHENTICATED');
    });
  }

  it('the live chat stream is 401 anonymous and 403 for another user', async () => {
    await request(app).get(`/store/v1/users/${ALICE}/chat/live`).expect(401);
    await request(app)
      .get(`/store/v1/users/${BOB}/chat/live`)
      .set('Authorization', `Bearer ${emulatorToken(ALICE)}`)
      .expect(403);
  });
});

describe('store API documents', () => {
  const auth = (uid = ALICE) => ({ Authorization: `Bearer ${emulatorToken(uid)}` });

  it('reads back what was written, and merges', async () => {
    const { app } = createApp();
    await request(app).put(`/store/v1/users/${ALICE}`).set(auth()).send(profile(ALICE)).expect(200);
    await request(app)
      .patch(`/store/v1/users/${ALICE}`)
      .set(auth())
      .send({ photoURL: 'https://example.com/p.png', email: 'new@example.com' })
      .expect(200);
    const res = await request(app).get(`/store/v1/users/${ALICE}`).set(auth()).expect(200);
    expect(res.body).toEqual({ ...profile(ALICE), photoURL: 'https://example.com/p.png', email: 'new@example.com' });
  });

  it('answers a missing profile with 404', async () => {
    const { app } = createApp();
    const res = await request(app).get(`/store/v1/users/${ALICE}`).set(auth()).expect(404);
    expect(res.body.error.status).toBe('NOT_FOUND');
  });

  it.each([
    ['a missing field', () => ({ ...profile(ALICE), createdAt: undefined }), 'createdAt'],
    ['a wrong type', () => ({ ...profile(ALICE), language: 7 }), 'language'],
    ['an extra field', () => ({ ...profile(ALICE), isAdmin: true }), 'isAdmin'],
    ['a bad email', () => ({ ...profile(ALICE), email: 'nope' }), 'email'],
    ['a uid that is not the path', () => profile(BOB), 'uid'],
  ])('refuses a profile with %s (400, field named)', async (_label, body, field) => {
    const { app } = createApp();
    const res = await request(app).put(`/store/v1/users/${ALICE}`).set(auth()).send(body()).expect(400);
    expect(res.body.error).toEqual({ status: 'INVALID_ARGUMENT', message: expect.stringContaining(field) });
  });

  it('refuses a firstLoad document from another platform', async () => {
    const { app } = createApp();
    await request(app)
      .put(`/store/v1/users/${ALICE}/meta/firstLoad`)
      .set(auth())
      .send({ ...firstLoad, platform: 'ios' })
      .expect(400);
  });

  it('refuses malformed JSON with 400 and unknown paths with 404', async () => {
    const { app } = createApp();
    await request(app).put(`/store/v1/users/${ALICE}`).set(auth()).set('Content-Type', 'application/json').send('{"uid":').expect(400);
    await request(app).get('/store/v1/nothing-here').set(auth()).expect(404);
  });

  it('survives a restart when persistence is on', async () => {
    const file = `${process.cwd()}/.devkit/test-store-${process.pid}-${Date.now()}.json`;
    const first = createApp({ persistFile: file });
    await request(first.app).put(`/store/v1/users/${ALICE}`).set(auth()).send(profile(ALICE)).expect(200);
    first.state.store.flush();
    const second = createApp({ persistFile: file });
    const res = await request(second.app).get(`/store/v1/users/${ALICE}`).set(auth()).expect(200);
    expect(res.body.displayName).toBe('Alice Example');
    const { rmSync } = await import('node:fs');
    rmSync(file, { force: true });
  });
});

describe('companion functions', () => {
  const fn = (name: string) => `/demo-f8/europe-west1/${name}`;
  const auth = { Authorization: `Bearer ${emulatorToken(ALICE)}` };

  it('greets by name for the time of day', async () => {
    const { app } = createApp();
    const res = await request(app)
      .post(fn('greetingsMessageEurW'))
      .set(auth)
      .send({ data: { userId: ALICE, userName: 'Alice', userContext: null, todosContext: [], chatContext: [], timeOfDay: 'evening' } })
      .expect(200);
    expect(res.body.result.message).toMatch(/Alice/);
    expect(res.body.result.message).toMatch(/evening/i);
    expect(res.body.result.greetingId).toEqual(expect.any(String));
  });

  it('refuses anonymous callers and callers acting for someone else', async () => {
    const { app } = createApp();
    await request(app)
      .post(fn('relationshipTipsEurW'))
      .send({ data: { userId: ALICE, userName: 'A', userContext: null } })
      .expect(401);
    await request(app)
      .post(fn('relationshipTipsEurW'))
      .set(auth)
      .send({ data: { userId: BOB, userName: 'B', userContext: null } })
      .expect(403);
  });

  it('gives tips and starters', async () => {
    const { app } = createApp();
    const tips = await request(app)
      .post(fn('relationshipTipsEurW'))
      .set(auth)
      .send({ data: { userId: ALICE, userName: 'Alice', userContext: null } })
      .expect(200);
    expect(tips.body.result.tips).toHaveLength(3);
    const starters = await request(app)
      .post(fn('onboardingConversationStartersEurW'))
      .set(auth)
      .send({ data: { userId: ALICE } })
      .expect(200);
    expect(starters.body.result.starters.length).toBeGreaterThanOrEqual(3);
  });

  it('answers the dashboard chat personally, stores the exchange, and never repeats itself back to back', async () => {
    const { app } = createApp();
    const replies: string[] = [];
    for (let i = 0; i < 6; i++) {
      const res = await request(app)
        .post(fn('chatEurW'))
        .set(auth)
        .send({
          data: { userId: ALICE, userName: 'Alice', userMessage: 'I had a fight with my partner', chatHistory: [], mentionContext: null },
        })
        .expect(200);
      replies.push(res.body.result.response as string);
    }
    for (let i = 1; i < replies.length; i++) expect(replies[i]).not.toBe(replies[i - 1]);
    expect(replies[0]).toContain('Alice');
    const chat = await request(app).get(`/store/v1/users/${ALICE}/chat?limit=10`).set(auth).expect(200);
    expect(chat.body.messages).toHaveLength(10);
    expect(chat.body.messages[0]).toMatchObject({ sender: 'f8', message: replies[5] });
    expect(chat.body.messages[1]).toMatchObject({ sender: 'user', message: 'I had a fight with my partner' });
  });

  it('refuses a blank dashboard message', async () => {
    const { app } = createApp();
    await request(app)
      .post(fn('chatEurW'))
      .set(auth)
      .send({ data: { userId: ALICE, userName: 'A', userMessage: '   ', chatHistory: [], mentionContext: null } })
      .expect(400);
  });
});
