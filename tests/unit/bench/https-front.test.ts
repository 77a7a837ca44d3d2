import { createHash, X509Certificate } from 'node:crypto';
import http, { type IncomingHttpHeaders } from 'node:http';
import http2 from 'node:http2';
import type { AddressInfo } from 'node:net';
import type { TLSSocket } from 'node:tls';
import { afterEach, describe, expect, it } from 'vitest';
import { startHttpsFront, type HttpsFront } from '../../../scripts/bench/https-front';

interface Seen {
  method: string;
  url: string;
  headers: IncomingHttpHeaders;
  body: string;
}

/** An HTTP/1.1 site on loopback that answers what it was asked, as `vite preview` stands behind the front. */
async function echoSite(): Promise<{ port: number; seen: Seen[]; heldGone: Promise<void>; close(): Promise<void> }> {
  const seen: Seen[] = [];
  let heldGone!: () => void;
  const held = new Promise<void>((resolve) => (heldGone = resolve));
  const server = http.createServer((request, response) => {
    if (request.url === '/hold') {
      // A call the site keeps waiting (a held dev kit answer): it never answers, and notes when the caller goes.
      response.on('close', () => heldGone());
      return;
    }
    let body = '';
    request.on('data', (chunk: Buffer) => (body += chunk.toString()));
    request.on('end', () => {
      if (request.url === '/drop') {
        // Headers and half a body, then the connection goes: a server stopped mid-answer.
        response.writeHead(200, { 'content-type': 'text/plain', 'content-length': '100' });
        response.write('half');
        setTimeout(() => request.socket.destroy(), 20);
        return;
      }
      seen.push({ method: request.method ?? '', url: request.url ?? '', headers: request.headers, body });
      response.writeHead(201, { 'content-type': 'application/json', connection: 'keep-alive', 'x-site': 'preview' });
      response.end(JSON.stringify({ data: { url: request.url, body } }));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    port: (server.address() as AddressInfo).port,
    seen,
    heldGone: held,
    close: () =>
      new Promise((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      }),
  };
}

interface Answer {
  status: number;
  headers: http2.IncomingHttpHeaders;
  body: string;
  /** The SPKI SHA-256 of the certificate the front presented, base64, as Chromium's trust flag names keys. */
  spki: string;
  alpn: string | false | null;
}

/** One request over HTTP/2 to the front, trusting nothing (the test checks the certificate's key itself). */
async function ask(
  front: HttpsFront,
  path: string,
  init: { method?: string; body?: string; headers?: Record<string, string> } = {},
): Promise<Answer> {
  const session = http2.connect(front.url, { rejectUnauthorized: false });
  try {
    await new Promise<void>((resolve, reject) => {
      session.once('connect', () => resolve());
      session.once('error', reject);
    });
    const socket = session.socket as TLSSocket;
    const certificate = new X509Certificate(socket.getPeerX509Certificate()!.raw);
    const spki = createHash('sha256')
      .update(certificate.publicKey.export({ type: 'spki', format: 'der' }))
      .digest('base64');
    const stream = session.request({ ':method': init.method ?? 'GET', ':path': path, ...init.headers });
    stream.end(init.body);
    const headers = await new Promise<http2.IncomingHttpHeaders>((resolve, reject) => {
      stream.once('response', resolve);
      stream.once('error', reject);
    });
    let body = '';
    for await (const chunk of stream) body += (chunk as Buffer).toString();
    return { status: Number(headers[':status']), headers, body, spki, alpn: socket.alpnProtocol };
  } finally {
    session.close();
  }
}

describe("the bench's HTTP/2 front, which serves the preview as Hosting serves the site", () => {
  const stops: (() => Promise<void>)[] = [];
  afterEach(async () => {
    for (const stop of stops.splice(0).reverse()) await stop();
  });
  /** An echo site with the front before it, both stopped after the test. */
  const frontOfEchoSite = async () => {
    const site = await echoSite();
    stops.push(() => site.close());
    const front = await startHttpsFront(0, site.port);
    stops.push(() => front.close());
    return { site, front };
  };

  it('speaks HTTP/2 over TLS with a certificate whose key is the one the browsers are told to trust', async () => {
    const { front } = await frontOfEchoSite();

    const answer = await ask(front, '/login');

    expect(answer.alpn).toBe('h2');
    expect(front.url).toMatch(/^https:\/\/127\.0\.0\.1:\d+$/);
    expect(front.chromiumArgs).toEqual([`--ignore-certificate-errors-spki-list=${answer.spki}`]);
  });

  it("passes a request on as it came (method, path, query, body, the browser's origin) and the answer back", async () => {
    const { site, front } = await frontOfEchoSite();

    const answer = await ask(front, '/demo-f8/europe-west1/getPplTalkMessagesEurW?x=1', {
      method: 'POST',
      body: '{"data":{"page":2}}',
      headers: { 'content-type': 'application/json', origin: front.url, authorization: 'Bearer t' },
    });

    expect(answer.status).toBe(201);
    expect(answer.headers['x-site']).toBe('preview');
    // HTTP/2 forbids connection headers: the site's keep-alive does not come through.
    expect(answer.headers.connection).toBeUndefined();
    expect(JSON.parse(answer.body)).toEqual({
      data: { url: '/demo-f8/europe-west1/getPplTalkMessagesEurW?x=1', body: '{"data":{"page":2}}' },
    });
    const [seen] = site.seen;
    expect(seen).toMatchObject({ method: 'POST', body: '{"data":{"page":2}}' });
    expect(seen!.headers).toMatchObject({ origin: front.url, authorization: 'Bearer t', host: `127.0.0.1:${site.port}` });
  });

  it('answers 502 when the site behind it is not there, and goes on serving', async () => {
    const site = await echoSite();
    const port = site.port;
    await site.close();
    const front = await startHttpsFront(0, port);
    stops.push(() => front.close());

    expect((await ask(front, '/')).status).toBe(502);
    expect((await ask(front, '/again')).status).toBe(502);
  });

  it('ends a stream whose answer the site drops half-way, and goes on serving', async () => {
    const { front } = await frontOfEchoSite();

    await expect(ask(front, '/drop')).rejects.toThrow();
    expect((await ask(front, '/after')).status).toBe(201);
  });

  it('ends the request behind a stream the browser gives up before any answer', async () => {
    const { site, front } = await frontOfEchoSite();
    const session = http2.connect(front.url, { rejectUnauthorized: false });
    stops.push(() => new Promise<void>((resolve) => session.close(() => resolve())));
    const stream = session.request({ ':method': 'POST', ':path': '/hold' });
    stream.on('error', () => undefined);
    stream.write('{"data":');
    await new Promise((resolve) => setTimeout(resolve, 100));

    stream.close(http2.constants.NGHTTP2_CANCEL);

    await site.heldGone;
  });

  it('stops with sessions still open', async () => {
    const site = await echoSite();
    stops.push(() => site.close());
    const front = await startHttpsFront(0, site.port);
    const session = http2.connect(front.url, { rejectUnauthorized: false });
    session.on('error', () => undefined);
    await new Promise((resolve) => session.once('connect', resolve));

    await front.close();

    await expect(ask(front, '/')).rejects.toThrow(/ECONNREFUSED/);
  });
});
