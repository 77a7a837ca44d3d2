import { request as httpRequest, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '../../mock-server/app';
import { emulatorToken } from '../support/tokens';

/**
 * The mock server compresses what Cloud Functions' front end compresses (the feed's pages are large), but
 * never a server-sent event stream, which must reach the client event by event. Raw HTTP, so nothing
 * decodes or buffers on the client side.
 */
const { app } = createApp();
let server: Server;
const origin = () => `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

beforeAll(() => new Promise<void>((resolve) => (server = app.listen(0, '127.0.0.1', () => resolve()))));
afterAll(
  () =>
    new Promise<void>((resolve) => {
      server.closeAllConnections();
      server.close(() => resolve());
    }),
);

function send(method: string, path: string, headers: Record<string, string>, body?: string): Promise<IncomingMessage> {
  return new Promise((resolve, reject) => {
    const req = httpRequest(`${origin()}${path}`, { method, headers }, resolve);
    req.on('error', reject);
    req.end(body);
  });
}

async function bodyOf(res: IncomingMessage): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of res) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

describe('mock server compression', () => {
  it('gzips a callable answer for a client that accepts gzip, and the body is the same JSON', async () => {
    const call = (encoding: string) =>
      send(
        'POST',
        '/demo-f8/europe-west1/getPplTalkMessagesEurW',
        { 'content-type': 'application/json', 'accept-encoding': encoding },
        JSON.stringify({ data: { sortMode: 'top', limit: 40 } }),
      );
    const gzipped = await call('gzip, deflate');
    expect(gzipped.statusCode).toBe(200);
    expect(gzipped.headers['content-encoding']).toBe('gzip');
    const zipped = await bodyOf(gzipped);
    const plain = await call('identity');
    expect(plain.headers['content-encoding']).toBeUndefined();
    const text = await bodyOf(plain);
    expect(zipped.length).toBeLessThan(text.length / 3);
    const result = JSON.parse(gunzipSync(zipped).toString('utf8')) as { result: { messages: unknown[] } };
    expect(result.result.messages).toHaveLength(40);
    expect(result).toEqual(JSON.parse(text.toString('utf8')));
  });

  for (const path of ['/store/v1/users/alice/chat/live', '/store/v1/users/alice/chatThreads/t1/messages/live']) {
    it(`leaves the live stream ${path.replace('alice', '{uid}')} uncompressed, its first event delivered at once`, async () => {
      const res = await send('GET', path, { authorization: `Bearer ${emulatorToken('alice')}`, 'accept-encoding': 'gzip' });
      try {
        expect(res.statusCode).toBe(200);
        expect(res.headers['content-type']).toMatch(/^text\/event-stream/);
        expect(res.headers['content-encoding']).toBeUndefined();
        // A compressing middleware would hold this first (small) event back in its buffer.
        const first = await new Promise<string>((resolve) => res.once('data', (chunk: Buffer) => resolve(chunk.toString('utf8'))));
        expect(first).toMatch(/^(: connected\n\n|event: snapshot\ndata: )/);
      } finally {
        res.destroy();
      }
    });
  }
});
