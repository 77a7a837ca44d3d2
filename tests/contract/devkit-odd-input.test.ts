import request from 'supertest';
import { describe, expect, it } from 'vitest';
import { createApp } from '../../mock-server/app';
import { emulatorToken } from '../support/tokens';

// Odd input a security probe sent: each gets a 4xx that says what is wrong and changes nothing; and no foreign page may
// frame the dev kit's.
const auth = (uid: string) => ({ Authorization: `Bearer ${emulatorToken(uid)}` });
const LONE_SURROGATE = '\ud800';

describe('odd input gets a clear 4xx, never a 500', () => {
  for (const file of ['__proto__', 'constructor', 'toString', 'hasOwnProperty']) {
    it(`GET /__devkit/control-page/${file} is not found`, async () => {
      const { app } = createApp();
      await request(app).get(`/__devkit/control-page/${file}`).expect(404);
    });
  }

  it('the store API refuses a JSON body with an unknown charset with 415, as the callables do', async () => {
    const { app, state } = createApp();
    const res = await request(app)
      .put('/store/v1/users/u1')
      .set(auth('u1'))
      .set('Content-Type', 'application/json; charset=bogus')
      .send(JSON.stringify({ uid: 'u1' }))
      .expect(415);
    expect(JSON.stringify(res.body)).toMatch(/charset/i);
    expect(state.store.export()).not.toHaveProperty('users/u1');
  });

  for (const [method, path] of [
    ['put', '/__devkit/store'],
    ['post', '/__devkit/faults'],
    ['put', '/__devkit/ai-script'],
    ['post', '/__devkit/reset'],
  ] as const) {
    it(`${method.toUpperCase()} ${path} refuses a corrupt gzip, deflate or brotli body with 400, changing nothing`, async () => {
      const { app, state } = createApp();
      const before = JSON.stringify(state.store.export());
      for (const encoding of ['gzip', 'deflate', 'br']) {
        const agent = request(app);
        const res = await agent[method](path)
          .set('Content-Type', 'application/json')
          .set('Content-Encoding', encoding)
          .send('not compressed')
          .expect(400);
        expect(res.body.error).toMatch(/body/i);
      }
      expect(JSON.stringify(state.store.export())).toBe(before);
    });
  }

  for (const path of ['/store/v1/users/u1/chatThreads/%E0%A4%A', '/__devkit/control-page/%E0%A4%A']) {
    it(`GET ${path} says its address holds a malformed percent-escape, not that a body is bad`, async () => {
      const { app } = createApp();
      const res = await request(app).get(path).set(auth('u1')).expect(400);
      expect(JSON.stringify(res.body)).toContain('malformed percent-escape');
    });
  }

  it('chatEurW refuses a message that is not well-formed text (a lone surrogate) with 400', async () => {
    const { app, state } = createApp();
    const res = await request(app)
      .post('/demo-f8/europe-west1/chatEurW')
      .set(auth('u1'))
      .send({ data: { userId: 'u1', userName: 'Sam', userMessage: `hi ${LONE_SURROGATE}`, chatHistory: [] } })
      .expect(400);
    expect(res.body.error.status).toBe('INVALID_ARGUMENT');
    expect(res.body.error.message).toMatch(/userMessage/);
    expect(Object.keys(state.store.export()).filter((path) => path.startsWith('users/u1/chat/'))).toEqual([]);
    // A pair of surrogates is one character (an emoji): well-formed.
    await request(app)
      .post('/demo-f8/europe-west1/chatEurW')
      .set(auth('u1'))
      .send({ data: { userId: 'u1', userName: 'Sam 😀', userMessage: 'hi 😀', chatHistory: [] } })
      .expect(200);
  });

  for (const threadId of ['__proto__', LONE_SURROGATE, 'constructor']) {
    it(`f8ChatEurW refuses the thread id ${JSON.stringify(threadId)} with a 4xx`, async () => {
      const { app } = createApp({ aiModel: null });
      const res = await request(app)
        .post('/demo-f8/europe-west1/f8ChatEurW')
        .set(auth('u1'))
        .send({ data: { message: 'hello', mentions: [], threadId } });
      expect(res.status, JSON.stringify(res.body)).toBeGreaterThanOrEqual(400);
      expect(res.status).toBeLessThan(500);
      expect(res.body.error.message).toMatch(/threadId|thread/);
    });
  }
});

describe('framing', () => {
  it("the offline Google chooser may be framed by the site's own pages only", async () => {
    const { app } = createApp();
    const res = await request(app).get('/__devkit/google-chooser').expect(200);
    expect(res.headers['content-security-policy']).toBe("frame-ancestors 'self'");
    expect(res.headers['x-frame-options']).toBe('SAMEORIGIN');
  });
});

describe('__proto__ and other reserved names', () => {
  const put = (app: Parameters<typeof request>[0], body: string) =>
    request(app).put('/__devkit/store').set('Content-Type', 'application/json').send(body);

  it('refuses a store import naming a document __proto__, and keeps the store as it was', async () => {
    const { app, state } = createApp();
    state.store.set('users/u1', { firstName: 'Kept' });
    const res = await put(app, '{"documents": {"__proto__": {"a": 1}}}').expect(400);
    expect(res.body.issues).toEqual([{ path: 'documents.__proto__', message: expect.stringMatching(/__proto__ cannot be stored/) }]);
    expect(state.store.export()).toEqual({ 'users/u1': { firstName: 'Kept' } });
  });

  it('refuses a reserved id (Firestore reserves __name__) and a __proto__ field at any depth', async () => {
    const { app, state } = createApp();
    state.store.set('users/u1', { firstName: 'Kept' });
    await put(app, '{"documents": {"users/__x__": {"a": 1}}}').expect(400);
    const field = await put(app, '{"documents": {"users/u2": {"profile": [{"__proto__": {"polluted": true}}]}}}').expect(400);
    expect(field.body.issues[0].path).toBe('documents.users/u2.profile[0].__proto__');
    expect(state.store.export()).toEqual({ 'users/u1': { firstName: 'Kept' } });
  });

  it('shows a __proto__ key the way it was sent in the journal', async () => {
    const { app } = createApp();
    await request(app)
      .post('/demo-f8/europe-west1/getPplTalkMessagesEurW')
      .set('Content-Type', 'application/json')
      .send('{"data": {"sortMode": "top", "limit": 1, "__proto__": {"x": 1}}}');
    const journal = await request(app).get('/__devkit/journal').expect(200);
    const [entry] = JSON.parse(journal.text).entries as { body: { data: Record<string, unknown> } }[];
    expect(Object.keys(entry!.body.data)).toContain('__proto__');
    expect(JSON.stringify(entry!.body.data)).toContain('"__proto__":{"x":1}');
  });
});
