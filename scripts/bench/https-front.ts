import { createHash, generateKeyPairSync } from 'node:crypto';
import http from 'node:http';
import http2 from 'node:http2';
import type { AddressInfo } from 'node:net';
import type { Duplex } from 'node:stream';
import forge from 'node-forge';

export interface HttpsFront {
  /** e.g. https://127.0.0.1:7443 */
  url: string;
  /** What makes a Chromium accept the front's certificate, and no other that fails to verify. */
  chromiumArgs: string[];
  close(): Promise<void>;
}

/** A certificate for 127.0.0.1 and localhost, signed by its own key, made for one run and never written to disk. */
function selfSignedCertificate(): { key: string; cert: string; spkiSha256: string } {
  const { privateKey, publicKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });
  const key = privateKey.export({ type: 'pkcs8', format: 'pem' }).toString();
  const cert = forge.pki.createCertificate();
  cert.publicKey = forge.pki.publicKeyFromPem(publicKey.export({ type: 'spki', format: 'pem' }).toString());
  cert.serialNumber = '01';
  cert.validity.notBefore = new Date(Date.now() - 60_000);
  cert.validity.notAfter = new Date(Date.now() + 7 * 24 * 3600_000);
  const name = [{ name: 'commonName', value: '127.0.0.1' }];
  cert.setSubject(name);
  cert.setIssuer(name);
  cert.setExtensions([
    { name: 'basicConstraints', cA: false },
    { name: 'extKeyUsage', serverAuth: true },
    {
      name: 'subjectAltName',
      altNames: [
        { type: 7, ip: '127.0.0.1' },
        { type: 2, value: 'localhost' },
      ],
    },
  ]);
  cert.sign(forge.pki.privateKeyFromPem(key), forge.md.sha256.create());
  const spki = publicKey.export({ type: 'spki', format: 'der' });
  return { key, cert: forge.pki.certificateToPem(cert), spkiSha256: createHash('sha256').update(spki).digest('base64') };
}

/** Headers that belong to one HTTP/1.1 connection: HTTP/2 forbids them, in either direction. */
const CONNECTION_HEADERS = new Set(['connection', 'keep-alive', 'proxy-connection', 'transfer-encoding', 'upgrade', 'te', 'host']);

/**
 * HTTP/2 over TLS in front of an HTTP/1.1 site on loopback, as Firebase Hosting serves the production site (HTTP/2
 * and HTTP/3 over TLS, where `vite preview` speaks HTTP/1.1 only once it proxies): one connection carries every
 * request, where HTTP/1.1 gives an origin six and each costs its own handshake. Each request goes to `targetPort`
 * with its method, path, headers and body (the Host header names the site; the Origin stays the one the browser
 * named); answers come back as they are (compressed, streamed). `port` 0 listens on any free port.
 */
export async function startHttpsFront(port: number, targetPort: number): Promise<HttpsFront> {
  const { key, cert, spkiSha256 } = selfSignedCertificate();
  const server = http2.createSecureServer({ key, cert });
  const sockets = new Set<Duplex>();
  server.on('connection', (socket: Duplex) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
  });
  server.on('stream', (stream, headers) => {
    stream.on('error', () => undefined);
    const forwarded: http.OutgoingHttpHeaders = { host: `127.0.0.1:${targetPort}` };
    for (const [name, value] of Object.entries(headers))
      if (!name.startsWith(':') && !CONNECTION_HEADERS.has(name) && value !== undefined) forwarded[name] = value;
    const request = http.request(
      { host: '127.0.0.1', port: targetPort, method: headers[':method'], path: headers[':path'], headers: forwarded },
      (response) => {
        if (stream.destroyed) {
          response.resume();
          return;
        }
        const answer: http2.OutgoingHttpHeaders = { ':status': response.statusCode ?? 502 };
        for (const [name, value] of Object.entries(response.headers))
          if (!CONNECTION_HEADERS.has(name) && value !== undefined) answer[name] = value;
        stream.respond(answer);
        // The site dropping an answer half-way (a stopped server) ends this stream, not the process.
        response.on('error', () => stream.close(http2.constants.NGHTTP2_INTERNAL_ERROR));
        response.pipe(stream);
      },
    );
    // A browser that goes away (a page left, a server-sent event stream or a held call given up) ends the request
    // behind it, whether its answer has begun or not; after a whole answer this does nothing.
    stream.on('close', () => request.destroy());
    request.on('error', () => {
      if (stream.destroyed) return;
      if (!stream.headersSent) stream.respond({ ':status': 502 });
      stream.end();
    });
    stream.pipe(request);
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, '127.0.0.1', () => resolve());
  });
  return {
    // The port it listens on, also when `port` was 0 (any free one).
    url: `https://127.0.0.1:${(server.address() as AddressInfo).port}`,
    // Trusts this one key (Chromium honours the list with a --user-data-dir, which every bench browser has).
    chromiumArgs: [`--ignore-certificate-errors-spki-list=${spkiSha256}`],
    close: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
        // Open connections would keep close() waiting: the bench is done with them.
        for (const socket of sockets) socket.destroy();
      }),
  };
}
