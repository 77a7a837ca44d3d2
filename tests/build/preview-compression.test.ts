import { cpSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { request, type IncomingHttpHeaders } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { preview, type PreviewServer } from 'vite';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';

const ROOT = join(import.meta.dirname, '..', '..');

/** The bytes as sent (fetch would decode them). */
function getRaw(url: string, acceptEncoding: string): Promise<{ status: number; headers: IncomingHttpHeaders; body: Buffer }> {
  return new Promise((resolve, reject) => {
    request(url, { headers: { 'accept-encoding': acceptEncoding } }, (response) => {
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.on('end', () => resolve({ status: response.statusCode ?? 0, headers: response.headers, body: Buffer.concat(chunks) }));
      response.on('error', reject);
    })
      .on('error', reject)
      .end();
  });
}

function startPreview(outDir: string): Promise<PreviewServer> {
  return preview({ root: ROOT, configFile: join(ROOT, 'vite.config.ts'), logLevel: 'silent', build: { outDir }, preview: { port: 0 } });
}

function originOf(server: PreviewServer): string {
  return `http://127.0.0.1:${(server.httpServer.address() as AddressInfo).port}`;
}

/** `npm start -- --preview` (and the bench) serve the build compressed as Firebase Hosting serves it. */
describe('the preview server', () => {
  const { outDir } = inject('productionBuild');
  let server: PreviewServer;
  let origin: string;
  // The largest script: the framework chunk every page loads.
  const script = readdirSync(join(outDir, 'assets'))
    .filter((file) => file.endsWith('.js'))
    .map((file) => ({ file, size: readFileSync(join(outDir, 'assets', file)).length }))
    .sort((a, b) => b.size - a.size)[0]?.file;

  beforeAll(async () => {
    server = await startPreview(outDir);
    origin = originOf(server);
  });

  afterAll(async () => {
    await server.close();
  });

  const get = (path: string, acceptEncoding: string) => getRaw(`${origin}${path}`, acceptEncoding);

  it('sends scripts as brotli to a browser that accepts it, the same bytes once decoded', async () => {
    expect(script).toBeDefined();
    const original = readFileSync(join(outDir, 'assets', script ?? ''));
    const { status, headers, body } = await get(`/assets/${script}`, 'gzip, deflate, br, zstd');
    expect(status).toBe(200);
    expect(headers['content-encoding']).toBe('br');
    expect(headers['content-type']).toMatch(/^text\/javascript/);
    expect(headers['vary']).toBe('Accept-Encoding');
    expect(headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(brotliDecompressSync(body).equals(original)).toBe(true);
    // Smaller than gzip: the reason it is there.
    const gzip = await get(`/assets/${script}`, 'gzip');
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gzip.body).equals(original)).toBe(true);
    expect(body.length).toBeLessThan(gzip.body.length);
  });

  it('sends plain bytes to a client that accepts no encoding, and HTML and unknown files as before', async () => {
    const original = readFileSync(join(outDir, 'assets', script ?? ''));
    const plain = await get(`/assets/${script}`, '');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body.equals(original)).toBe(true);

    const page = await get('/talk/some-post', 'br, gzip');
    expect(page.status).toBe(200);
    expect(page.headers['content-type']).toMatch(/^text\/html/);
    expect(page.headers['content-encoding']).not.toBe('br');

    const missing = await get('/assets/no-such-file.js', 'br');
    expect(missing.headers['content-encoding']).not.toBe('br');
  });

  it('lets only the site itself frame its pages', async () => {
    const { status, headers } = await get('/', 'identity');
    expect(status).toBe(200);
    expect(headers['content-security-policy']).toBe("frame-ancestors 'self'");
    expect(headers['x-frame-options']).toBe('SAMEORIGIN');
  });
});

/** The bench serves its reference pages from the same preview, each built under a base path of its own. */
describe('the preview server, for a page built under a base path', () => {
  const { outDir } = inject('productionBuild');
  let dir: string;
  let server: PreviewServer;

  beforeAll(async () => {
    dir = mkdtempSync(join(tmpdir(), 'tether-preview-base-'));
    cpSync(join(outDir, 'index.html'), join(dir, 'index.html'));
    mkdirSync(join(dir, 'reference', 'assets'), { recursive: true });
    for (const file of readdirSync(join(outDir, 'assets')).filter((name) => name.startsWith('framework-')))
      cpSync(join(outDir, 'assets', file), join(dir, 'reference', 'assets', file));
    server = await startPreview(dir);
  });

  afterAll(async () => {
    await server.close();
    rmSync(dir, { recursive: true, force: true });
  });

  it("sends that page's scripts as brotli too, so it is measured as the site is", async () => {
    const [file] = readdirSync(join(dir, 'reference', 'assets'));
    expect(file).toBeDefined();
    const { status, headers, body } = await getRaw(`${originOf(server)}/reference/assets/${file}`, 'gzip, br');
    expect(status).toBe(200);
    expect(headers['content-encoding']).toBe('br');
    expect(brotliDecompressSync(body).equals(readFileSync(join(dir, 'reference', 'assets', file ?? '')))).toBe(true);
  });
});
