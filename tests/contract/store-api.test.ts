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

const thread = { title: 'New Chat', createdAt: '2026-11-20T10:00:00.000Z', lastMessageAt: '2026-11-20T10:00:00.000Z', messageCount: 0 };
const userMessage = { text: 'Hi f8', sender: 'user', timestamp: '2026-11-20T10:00:01.000Z' };

type Call = {
  method: 'get' | 'put' | 'patch' | 'post' | 'delete';
  path: (uid: string) => string;
  body?: (uid: string) => object;
  ok: number;
};
const CALLS: Call[] = [
  { method: 'put', path: (u) => `/store/v1/users/${u}`, body: profile, ok: 200 },
  { method: 'get', path: (u) => `/store/v1/users/${u}`, ok: 200 },
  { method: 'patch', path: (u) => `/store/v1/users/${u}`, body: () => ({ photoURL: 'https://example.com/a.png' }), ok: 200 },
  { method: 'put', path: (u) => `/store/v1/users/${u}/meta/firstLoad`, body: () => firstLoad, ok: 200 },
  { method: 'get', path: (u) => `/store/v1/users/${u}/meta/firstLoad`, ok: 200 },
  { method: 'get', path: (u) => `/store/v1/users/${u}/chat`, ok: 200 },
  { method: 'get', path: (u) => `/store/v1/users/${u}/people`, ok: 200 },
  { method: 'get', path: (u) => `/store/v1/users/${u}/chatThreads`, ok: 200 },
  { method: 'post', path: (u) => `/store/v1/users/${u}/chatThreads`, body: () => thread, ok: 201 },
  { method: 'get', path: (u) => `/store/v1/users/${u}/chatThreads/t1`, ok: 200 },
  { method: 'patch', path: (u) => `/store/v1/users/${u}/chatThreads/t1`, body: () => ({ messageCount: 2 }), ok: 200 },
  { method: 'get', path: (u) => `/store/v1/users/${u}/chatThreads/t1/messages`, ok: 200 },
  { method: 'post', path: (u) => `/store/v1/users/${u}/chatThreads/t1/messages`, body: () => userMessage, ok: 201 },
  { method: 'put', path: (u) => `/store/v1/users/${u}/chatThreads/t1/messages/m-${u}`, body: () => userMessage, ok: 201 },
  { method: 'delete', path: (u) => `/store/v1/users/${u}/chatThreads/t2`, ok: 204 },
];

describe('store API authorisation matrix', () => {
  const { app, state } = createApp();
  state.store.set(`users/${ALICE}/chatThreads/t1`, thread);
  state.store.set(`users/${BOB}/chatThreads/t1`, thread);
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

  it('the live thread message stream is 401 anonymous and 403 for another user', async () => {
    await request(app).get(`/store/v1/users/${ALICE}/chatThreads/t1/messages/live`).expect(401);
    await request(app)
      .get(`/store/v1/users/${BOB}/chatThreads/t1/messages/live`)
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
    ['an http photoURL, as Firestore rules refuse', () => ({ ...profile(ALICE), photoURL: 'http://example.com/a.png' }), 'photoURL'],
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

describe('store API chat threads', () => {
  const auth = (uid = ALICE) => ({ Authorization: `Bearer ${emulatorToken(uid)}` });
  const threads = `/store/v1/users/${ALICE}/chatThreads`;
  const at = (second: number) => new Date(Date.UTC(2026, 10, 20, 10, 0, second)).toISOString();

  /** A thread of Alice's with `count` user messages, `sameSecond` of them at one instant. */
  async function threadWith(app: Parameters<typeof request>[0], count: number, sameSecond = false) {
    const created = await request(app).post(threads).set(auth()).send(thread).expect(201);
    const id = created.body.id as string;
    const ids: string[] = [];
    for (let i = 0; i < count; i++) {
      const res = await request(app)
        .post(`${threads}/${id}/messages`)
        .set(auth())
        .send({ ...userMessage, text: `m${i}`, timestamp: at(sameSecond ? 30 : i) })
        .expect(201);
      ids.push(res.body.id as string);
    }
    return { id, ids };
  }

  it('creates a thread with messageCount 0 and answers it with its new id', async () => {
    const { app } = createApp();
    const res = await request(app).post(threads).set(auth()).send(thread).expect(201);
    expect(res.body).toEqual({ ...thread, id: expect.stringMatching(/^[A-Za-z0-9]{20}$/) });
    const listed = await request(app).get(threads).set(auth()).expect(200);
    expect(listed.body).toEqual({ threads: [res.body] });
  });

  it.each([
    ['a count other than 0', { ...thread, messageCount: 2 }, 'messageCount'],
    ['a missing title', { ...thread, title: undefined }, 'title'],
    ['an empty title (the rules refuse one)', { ...thread, title: '' }, 'title'],
    ['a time that is not one', { ...thread, createdAt: 'soon' }, 'createdAt'],
    ['an extra field', { ...thread, lastMessage: 'Hi' }, 'lastMessage'],
  ])('refuses a new thread with %s (400, field named)', async (_label, body, field) => {
    const { app } = createApp();
    const res = await request(app).post(threads).set(auth()).send(body).expect(400);
    expect(res.body.error).toEqual({ status: 'INVALID_ARGUMENT', message: expect.stringContaining(field) });
  });

  it('lists the latest 30 by lastMessageAt, newest first, and clamps ?limit= to 1..50', async () => {
    const { app, state } = createApp();
    for (let i = 0; i < 60; i++)
      state.store.set(`users/${ALICE}/chatThreads/t${String(i).padStart(2, '0')}`, { ...thread, lastMessageAt: at(i) });
    const ids = async (query: string) =>
      ((await request(app).get(`${threads}${query}`).set(auth()).expect(200)).body.threads as { id: string }[]).map((t) => t.id);
    const latest = await ids('');
    expect(latest).toHaveLength(30);
    expect(latest.slice(0, 2)).toEqual(['t59', 't58']);
    expect(await ids('?limit=-1')).toEqual(['t59']);
    expect(await ids('?limit=1000')).toHaveLength(50);
  });

  it('merges lastMessageAt, messageCount and title only, and answers 404 for a missing thread', async () => {
    const { app } = createApp();
    const { id } = await threadWith(app, 0);
    const patch = { lastMessageAt: at(9), messageCount: 2, title: 'Hello there' };
    const res = await request(app).patch(`${threads}/${id}`).set(auth()).send(patch).expect(200);
    expect(res.body).toEqual({ ...thread, ...patch, id });
    const refused = await request(app)
      .patch(`${threads}/${id}`)
      .set(auth())
      .send({ createdAt: at(1) })
      .expect(400);
    expect(refused.body.error.message).toContain('createdAt');
    await request(app).patch(`${threads}/nothing-here`).set(auth()).send({ messageCount: 2 }).expect(404);
    await request(app).get(`${threads}/nothing-here`).set(auth()).expect(404);
  });

  it('refuses, as firestore.rules do, a count that shrinks or jumps past one exchange and a time before the thread', async () => {
    const { app } = createApp();
    const { id } = await threadWith(app, 0);
    await request(app).patch(`${threads}/${id}`).set(auth()).send({ messageCount: 2 }).expect(200);
    for (const [patch, field] of [
      [{ messageCount: 1 }, 'messageCount'],
      [{ messageCount: 1e9 }, 'messageCount'],
      [{ lastMessageAt: '1970-01-01T00:00:00.000Z' }, 'lastMessageAt'],
    ] as const) {
      const refused = await request(app).patch(`${threads}/${id}`).set(auth()).send(patch).expect(400);
      expect(refused.body.error.message).toContain(field);
    }
    await request(app).patch(`${threads}/${id}`).set(auth()).send({ messageCount: 3 }).expect(200);
  });

  it.each([
    ['a user message over 250 characters', { ...userMessage, text: 'x'.repeat(251) }, 'text'],
    ['a blank user message', { ...userMessage, text: '  ' }, 'text'],
    ['suggestions on a user message', { ...userMessage, suggested_responses: ['OK'] }, 'suggested_responses'],
    ['an unknown sender', { ...userMessage, sender: 'f8' }, 'sender'],
    ['a missing timestamp', { ...userMessage, timestamp: undefined }, 'timestamp'],
    ['an extra field', { ...userMessage, read: true }, 'read'],
  ])('refuses %s (400, field named)', async (_label, body, field) => {
    const { app } = createApp();
    const { id } = await threadWith(app, 0);
    const res = await request(app).post(`${threads}/${id}/messages`).set(auth()).send(body).expect(400);
    expect(res.body.error).toEqual({ status: 'INVALID_ARGUMENT', message: expect.stringContaining(field) });
  });

  it("stores a message under its client's id once: the same id again answers the stored copy, unchanged", async () => {
    const { app, state } = createApp();
    const { id } = await threadWith(app, 0);
    const path = `${threads}/${id}/messages/6f1c2a9e-0b7d-4c3e-9a51-2d8f0e4b7c16`;
    const first = await request(app).put(path).set(auth()).send(userMessage).expect(201);
    expect(first.body).toEqual({ ...userMessage, id: '6f1c2a9e-0b7d-4c3e-9a51-2d8f0e4b7c16' });
    const again = await request(app)
      .put(path)
      .set(auth())
      .send({ ...userMessage, timestamp: at(9) })
      .expect(200);
    expect(again.body).toEqual(first.body);
    expect(state.store.list(`users/${ALICE}/chatThreads/${id}/messages`)).toHaveLength(1);
    await request(app).put(`${threads}/missing/messages/m1`).set(auth()).send(userMessage).expect(404);
    const bad = await request(app).put(`${threads}/${id}/messages/a.b`).set(auth()).send(userMessage).expect(400);
    expect(bad.body.error.message).toContain('messageId');
  });

  it('takes a long bot message with suggested responses, and no message for a thread that does not exist', async () => {
    const { app } = createApp();
    const { id } = await threadWith(app, 0);
    const bot = { text: 'y'.repeat(2000), sender: 'bot', timestamp: at(2), suggested_responses: ['Tell me more'] };
    const res = await request(app).post(`${threads}/${id}/messages`).set(auth()).send(bot).expect(201);
    expect(res.body).toEqual({ ...bot, id: expect.any(String) });
    await request(app).post(`${threads}/missing/messages`).set(auth()).send(userMessage).expect(404);
  });

  it('pages messages sharing one timestamp newest first by an opaque cursor, losing and repeating none', async () => {
    const { app } = createApp();
    const { id, ids } = await threadWith(app, 25, true);
    const read: string[] = [];
    let cursor: string | null = null;
    const sizes: number[] = [];
    do {
      const query: string = cursor ? `?limit=10&cursor=${cursor}` : '?limit=10';
      const res = await request(app).get(`${threads}/${id}/messages${query}`).set(auth()).expect(200);
      const page = res.body as { messages: { id: string }[]; nextCursor: string | null };
      sizes.push(page.messages.length);
      read.push(...page.messages.map((m) => m.id));
      cursor = page.nextCursor;
    } while (cursor);
    expect(sizes).toEqual([10, 10, 5]);
    // Equal timestamps fall back to the id, which the store issues in writing order.
    expect(read).toEqual([...ids].reverse());
  });

  it('refuses a cursor it did not issue, an `after` that is not a time and an id that could nest a path', async () => {
    const { app } = createApp();
    const { id } = await threadWith(app, 1);
    const cursor = await request(app).get(`${threads}/${id}/messages?cursor=bogus`).set(auth()).expect(400);
    expect(cursor.body.error.message).toContain('cursor');
    const after = await request(app).get(`${threads}/${id}/messages/live?after=yesterday`).set(auth()).expect(400);
    expect(after.body.error.message).toContain('after');
    const nested = await request(app).get(`${threads}/a%2Fmessages/messages`).set(auth()).expect(400);
    expect(nested.body.error.message).toContain('threadId');
  });

  it('deletes every message of a thread, then the thread, leaving other threads alone', async () => {
    const { app, state } = createApp();
    const gone = await threadWith(app, 3);
    const kept = await threadWith(app, 2);
    const deleted: string[] = [];
    const original = state.store.delete.bind(state.store);
    state.store.delete = (path) => {
      deleted.push(path);
      original(path);
    };
    await request(app).delete(`${threads}/${gone.id}`).set(auth()).expect(204);
    expect(deleted).toEqual([
      ...gone.ids.map((m) => `users/${ALICE}/chatThreads/${gone.id}/messages/${m}`),
      `users/${ALICE}/chatThreads/${gone.id}`,
    ]);
    expect(state.store.list(`users/${ALICE}/chatThreads`).map((t) => t.id)).toEqual([kept.id]);
    expect(state.store.list(`users/${ALICE}/chatThreads/${kept.id}/messages`)).toHaveLength(2);
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
