import { once } from 'node:events';
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import request from 'supertest';
import { afterEach, describe, expect, it } from 'vitest';
import { createApp } from '../../mock-server/app';

// Issue 40: every thing a tester can pile up on the dev kit has a documented limit, answered 413 or 429 past it.
const LIST = '/demo-f8/europe-west1/getPplTalkMessagesEurW';
const SESSION = 'X-Devkit-Session';
type Refusal = { error: string; issues: { path: string; message: string }[] };
const script = (reply: unknown = 'hi') => ({ rules: [{ steps: [{ reply }] }] });

let server: Server | null = null;
afterEach(async () => {
  server?.closeAllConnections();
  await new Promise((resolve) => server?.close(resolve) ?? resolve(undefined));
  server = null;
});

describe('faults, sessions and scripts', () => {
  it('keeps at most 200 faults: the next is refused with 429 naming the limit, and a cleared one makes room', async () => {
    const { app } = createApp();
    for (let n = 0; n < 200; n++) await request(app).post('/__devkit/faults').send({ target: '*', delayMs: 1, times: 1 }).expect(201);
    const refused = await request(app).post('/__devkit/faults').send({ target: '*', delayMs: 1 }).expect(429);
    expect((refused.body as Refusal).issues).toEqual([{ path: 'fault', message: expect.stringContaining('at most 200 faults') }]);
    await request(app).delete('/__devkit/faults?id=f1').send({}).expect(200);
    await request(app).post('/__devkit/faults').send({ target: '*', delayMs: 1 }).expect(201);
  });

  it('refuses with 413 a script whose JSON is over 256 KiB, naming the limit, and keeps the one in force', async () => {
    const { app } = createApp();
    await request(app).put('/__devkit/ai-script').send(script('kept')).expect(200);
    const big = { rules: Array.from({ length: 30 }, () => ({ steps: [{ reply: 'x'.repeat(10_000) }] })) };
    const refused = await request(app).put('/__devkit/ai-script').send(big).expect(413);
    expect((refused.body as Refusal).issues).toEqual([{ path: 'script', message: expect.stringContaining('256 KiB') }]);
    expect((await request(app).get('/__devkit/ai-script').expect(200)).body.script).toEqual(script('kept'));
  });

  it('keeps scripts for at most 50 sessions: a 51st is refused with 429 until a session ends', async () => {
    const { app } = createApp();
    for (let n = 0; n < 50; n++) await request(app).put('/__devkit/ai-script').set(SESSION, `s-${n}`).send(script()).expect(200);
    const refused = await request(app).put('/__devkit/ai-script').set(SESSION, 's-50').send(script()).expect(429);
    expect((refused.body as Refusal).issues).toEqual([{ path: 'script', message: expect.stringContaining('at most 50 sessions') }]);
    await request(app).post('/__devkit/ai-script/scenarios/hang').set(SESSION, 's-50').send({}).expect(429);
    // A session that has one may replace it, and the global script is no session's.
    await request(app).put('/__devkit/ai-script').set(SESSION, 's-7').send(script('again')).expect(200);
    await request(app).put('/__devkit/ai-script').send(script()).expect(200);
    await request(app).delete('/__devkit/session').set(SESSION, 's-7').send({}).expect(200);
    await request(app).put('/__devkit/ai-script').set(SESSION, 's-50').send(script()).expect(200);
  });
});

describe('held calls', () => {
  it('holds at most 100 calls: the next call to be held answers RESOURCE_EXHAUSTED (429) naming the limit', async () => {
    const { app, state } = createApp();
    server = app.listen(0, '127.0.0.1');
    await once(server, 'listening');
    const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    await request(url).post('/__devkit/faults').send({ target: 'getPplTalkMessagesEurW', hang: true }).expect(201);
    const call = () =>
      fetch(`${url}${LIST}`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({ data: { sortMode: 'top', limit: 1 } }),
      });
    const waiting = Array.from({ length: 100 }, call);
    const end = Date.now() + 10_000;
    while (state.holds.list().length < 100 && Date.now() < end) await new Promise((resolve) => setTimeout(resolve, 20));
    expect(state.holds.list()).toHaveLength(100);
    const refused = await call();
    expect(refused.status).toBe(429);
    const body = (await refused.json()) as { error: { status: string; message: string } };
    expect(body.error).toEqual({ status: 'RESOURCE_EXHAUSTED', message: expect.stringContaining('at most 100 held calls') });
    await request(url).post('/__devkit/holds/release').send({}).expect(200);
    expect((await Promise.all(waiting)).map((res) => res.status)).toEqual(Array.from({ length: 100 }, () => 200));
  });
});

describe('store import and export', () => {
  const documents = (count: number) =>
    Object.fromEntries(Array.from({ length: count }, (_, n) => [`users/u${String(n).padStart(5, '0')}`, { bio: `person ${n}` }]));

  it('refuses with 413 an import of more than 5,000 documents, naming the limit, and keeps the store', async () => {
    const { app, state } = createApp();
    state.store.set('users/keep', { uid: 'keep' });
    const refused = await request(app)
      .put('/__devkit/store')
      .send({ documents: documents(5001) })
      .expect(413);
    expect((refused.body as Refusal).issues).toEqual([{ path: 'documents', message: expect.stringContaining('at most 5000 documents') }]);
    expect(state.store.export()).toEqual({ 'users/keep': { uid: 'keep' } });
  });

  it('exports a store over 5,000 documents in pages (?limit=&after=), and refuses it whole with 413 naming the limit', async () => {
    const { app, state } = createApp();
    await request(app)
      .put('/__devkit/store')
      .send({ documents: documents(5000) })
      .expect(200);
    state.store.set('users/u99999', { bio: 'one more' });
    const whole = await request(app).get('/__devkit/store').expect(413);
    expect((whole.body as Refusal).error).toMatch(/5001 documents, over 5000: export it in pages with \?limit=/);
    const seen: Record<string, unknown> = {};
    let after: string | null = null;
    for (let pages = 0; pages < 10; pages++) {
      const query: Record<string, string> = after === null ? { limit: '2000' } : { limit: '2000', after };
      const page = (await request(app).get('/__devkit/store').query(query).expect(200)).body as {
        documents: Record<string, unknown>;
        next: string | null;
      };
      expect(Object.keys(page.documents).length).toBeLessThanOrEqual(2000);
      Object.assign(seen, page.documents);
      after = page.next;
      if (after === null) break;
    }
    expect(Object.keys(seen)).toHaveLength(5001);
    expect(seen['users/u99999']).toEqual({ bio: 'one more' });
    await request(app).get('/__devkit/store').query({ limit: '5001' }).expect(400);
  });
});
