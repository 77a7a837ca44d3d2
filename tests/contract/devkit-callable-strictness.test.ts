import { once } from 'node:events';
import type { AddressInfo } from 'node:net';
import { gzipSync } from 'node:zlib';
import type { Express } from 'express';
import request from 'supertest';
import { describe, expect, it } from 'vitest';
import { createApp } from '../../mock-server/app';

// Issue 8, point 8: callables refuse what real callables refuse, in the callable error shape, never a 500.
const LIST = '/demo-f8/europe-west1/getPplTalkMessagesEurW';
const body = JSON.stringify({ data: { sortMode: 'top', limit: 1 } });

/** Posts bytes exactly as given over a plain socket (supertest re-encodes Buffer bodies and adds a content type). */
async function rawPost(app: Express, headers: Record<string, string>, bytes: Buffer): Promise<Response> {
  const server = app.listen(0, '127.0.0.1');
  await once(server, 'listening');
  try {
    const { port } = server.address() as AddressInfo;
    return await fetch(`http://127.0.0.1:${port}${LIST}`, { method: 'POST', headers, body: new Uint8Array(bytes) });
  } finally {
    server.close();
  }
}

describe('callable strictness', () => {
  const { app } = createApp();

  for (const type of ['text/plain', 'application/x-www-form-urlencoded', 'multipart/form-data; boundary=x', 'application/jsonp']) {
    it(`refuses Content-Type ${type} with 400 INVALID_ARGUMENT`, async () => {
      const res = await request(app).post(LIST).set('Content-Type', type).send(body).expect(400);
      expect(res.body.error).toEqual({ status: 'INVALID_ARGUMENT', message: expect.stringContaining('application/json') });
    });
  }

  it('refuses a body with no content type', async () => {
    const res = await rawPost(app, {}, Buffer.from(body));
    expect(res.status).toBe(400);
    expect(((await res.json()) as { error: { message: string } }).error.message).toContain('application/json');
  });

  it('accepts application/json with a UTF-8 charset', async () => {
    await request(app).post(LIST).set('Content-Type', 'application/json; charset=utf-8').send(body).expect(200);
  });

  it('refuses extra top-level body keys, naming them', async () => {
    const res = await request(app)
      .post(LIST)
      .send({ data: { sortMode: 'top' }, extra: 1, context: {} })
      .expect(400);
    expect(res.body.error).toEqual({ status: 'INVALID_ARGUMENT', message: expect.stringContaining('extra, context') });
  });

  it('refuses an unsupported charset with a 4xx in the callable error shape', async () => {
    const res = await request(app).post(LIST).set('Content-Type', 'application/json; charset=latin1').send(body);
    expect(res.status).toBe(415);
    expect(res.body.error).toEqual({ status: 'INVALID_ARGUMENT', message: expect.stringContaining('LATIN1') });
  });

  it('refuses an unsupported content encoding with a 4xx in the callable error shape', async () => {
    const res = await request(app).post(LIST).set('Content-Type', 'application/json').set('Content-Encoding', 'compress').send(body);
    expect(res.status).toBe(415);
    expect(res.body.error).toEqual({ status: 'INVALID_ARGUMENT', message: expect.stringContaining('compress') });
  });

  it('says a body its Content-Encoding does not decode is at fault, in the callable error shape', async () => {
    for (const encoding of ['gzip', 'deflate', 'br']) {
      const res = await rawPost(app, { 'Content-Type': 'application/json', 'Content-Encoding': encoding }, Buffer.from(body));
      expect(res.status).toBe(400);
      expect(((await res.json()) as { error: unknown }).error).toEqual({
        status: 'INVALID_ARGUMENT',
        message: 'Request body does not decode under its Content-Encoding.',
      });
    }
  });

  it('still reads a gzip-encoded body, as real callables do', async () => {
    const res = await rawPost(app, { 'Content-Type': 'application/json', 'Content-Encoding': 'gzip' }, gzipSync(body));
    expect(res.status).toBe(200);
    expect(((await res.json()) as { result: { success: boolean } }).result.success).toBe(true);
  });

  it('journals each refused call with the code the SDK will raise', async () => {
    const { app: fresh, state } = createApp();
    await request(fresh).post(LIST).set('Content-Type', 'text/plain').send(body).expect(400);
    await request(fresh).post(LIST).set('Content-Type', 'application/json; charset=latin1').send(body).expect(415);
    expect(state.journal.list(LIST.split('/').at(-1)).map((e) => [e.status, e.sdkCode])).toEqual([
      [400, 'invalid-argument'],
      [415, 'invalid-argument'],
    ]);
  });
});
