import request from 'supertest';
import { describe, expect, it } from 'vitest';
import { createApp } from '../../mock-server/app';

const LIST = '/demo-f8/europe-west1/getPplTalkMessagesEurW';
const unsignedToken = (claims: Record<string, unknown>) =>
  `${Buffer.from('{"alg":"none","typ":"JWT"}').toString('base64url')}.${Buffer.from(JSON.stringify(claims)).toString('base64url')}.`;

describe('dev kit control API', () => {
  it('injects a coded fault for the next call only when times is 1', async () => {
    const { app } = createApp();
    await request(app)
      .post('/__devkit/faults')
      .send({ target: 'getPplTalkMessagesEurW', code: 'unavailable', message: 'maintenance', times: 1 })
      .expect(201);
    const failed = await request(app)
      .post(LIST)
      .send({ data: { sortMode: 'top' } })
      .expect(503);
    expect(failed.body).toEqual({ error: { status: 'UNAVAILABLE', message: 'maintenance' } });
    await request(app)
      .post(LIST)
      .send({ data: { sortMode: 'top' } })
      .expect(200);
  });

  it('delays a call by the scripted time', async () => {
    const { app } = createApp();
    await request(app).post('/__devkit/faults').send({ target: '*', delayMs: 300 }).expect(201);
    const started = Date.now();
    await request(app)
      .post(LIST)
      .send({ data: { sortMode: 'new', limit: 1 } })
      .expect(200);
    expect(Date.now() - started).toBeGreaterThanOrEqual(290);
  });

  it('rejects a malformed fault with a clear message and keeps working', async () => {
    const { app } = createApp();
    const res = await request(app).post('/__devkit/faults').send({ target: 'x', code: 'teapot' }).expect(400);
    expect(res.body.error).toContain('code');
    expect((await request(app).get('/__devkit/faults').expect(200)).body).toEqual({ faults: [] });
  });

  it('journals what the page sent, with the caller uid from the bearer token, and resets', async () => {
    const { app } = createApp();
    await request(app)
      .post(LIST)
      .set('Authorization', `Bearer ${unsignedToken({ user_id: 'uid-7', sub: 'uid-7', exp: Math.floor(Date.now() / 1000) + 3600 })}`)
      .send({ data: { sortMode: 'discussed', limit: 3 } })
      .expect(200);
    const journal = await request(app).get('/__devkit/journal?name=getPplTalkMessagesEurW').expect(200);
    expect(journal.body.entries).toEqual([
      expect.objectContaining({
        name: 'getPplTalkMessagesEurW',
        uid: 'uid-7',
        status: 200,
        body: { data: { sortMode: 'discussed', limit: 3 } },
      }),
    ]);
    await request(app).post('/__devkit/reset').expect(200);
    expect((await request(app).get('/__devkit/journal').expect(200)).body).toEqual({ entries: [] });
  });

  it('answers an unreadable or expired bearer token with 401 UNAUTHENTICATED', async () => {
    const { app } = createApp();
    const bad = await request(app)
      .post(LIST)
      .set('Authorization', 'Bearer not-a-jwt')
      .send({ data: { sortMode: 'top' } })
      .expect(401);
    expect(bad.body.error.status).toBe('UNAUTHENTICATED');
    const expired = unsignedToken({ user_id: 'u', exp: 1 });
    await request(app)
      .post(LIST)
      .set('Authorization', `Bearer ${expired}`)
      .send({ data: { sortMode: 'top' } })
      .expect(401);
  });

  it('serves local avatar images', async () => {
    const { app } = createApp();
    const res = await request(app).get('/__devkit/images/avatars/3.svg').expect(200);
    expect(res.headers['content-type']).toContain('image/svg+xml');
    await request(app).get('/__devkit/images/avatars/..%2Fsecret').expect(404);
  });
});
