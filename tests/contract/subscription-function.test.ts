import request from 'supertest';
import { describe, expect, it } from 'vitest';
import { createApp } from '../../mock-server/app';
import { DEFAULT_SUBSCRIPTION_FUNCTION } from '../../src/contract/functions';

const URL = `/demo-f8/europe-west1/${DEFAULT_SUBSCRIPTION_FUNCTION}`;

describe(`${DEFAULT_SUBSCRIPTION_FUNCTION}`, () => {
  it('keeps state per email: unsubscribe then subscribe', async () => {
    const { app, state } = createApp();
    const off = await request(app)
      .post(URL)
      .send({ data: { email: 'Member@Example.com', action: 'unsubscribe' } })
      .expect(200);
    expect(off.body.result).toEqual({ success: true, message: expect.stringContaining('unsubscribed') });
    expect(state.subscriptions.isSubscribed('member@example.com')).toBe(false);
    await request(app)
      .post(URL)
      .send({ data: { email: 'member@example.com', action: 'subscribe' } })
      .expect(200);
    expect(state.subscriptions.isSubscribed('member@example.com')).toBe(true);
  });

  it('answers an unknown address with 404 NOT_FOUND', async () => {
    const { app } = createApp();
    const res = await request(app)
      .post(URL)
      .send({ data: { email: 'stranger@example.org', action: 'unsubscribe' } })
      .expect(404);
    expect(res.body.error.status).toBe('NOT_FOUND');
  });

  it.each([['not-an-email'], ['a@b'], ['<script>@x.com']])('answers the malformed address %s with 400 INVALID_ARGUMENT', async (email) => {
    const { app } = createApp();
    const res = await request(app)
      .post(URL)
      .send({ data: { email, action: 'unsubscribe' } })
      .expect(400);
    expect(res.body.error.status).toBe('INVALID_ARGUMENT');
  });

  it('rejects an unknown action and extra keys', async () => {
    const { app } = createApp();
    await request(app)
      .post(URL)
      .send({ data: { email: 'member@example.com', action: 'pause' } })
      .expect(400);
    await request(app)
      .post(URL)
      .send({ data: { email: 'member@example.com', action: 'subscribe', admin: true } })
      .expect(400);
  });
});
