import { join } from 'node:path';
import request from 'supertest';
import { createServer, type ViteDevServer } from 'vite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startMockServer } from '../../mock-server/main';
import { freePort } from '../support/free-port';

const ROOT = join(import.meta.dirname, '..', '..');

// Issue 40: through the site's dev proxy, a page on another localhost port (another dev server, a local tool's page)
// could read the dev kit's store and journal: Vite answered CORS for any localhost origin.
describe("the site's dev proxy of the dev kit", () => {
  let site: ViteDevServer;
  let mock: Awaited<ReturnType<typeof startMockServer>>;
  let url: string;
  const savedPort = process.env.MOCK_PORT;

  beforeAll(async () => {
    const port = await freePort();
    url = `http://127.0.0.1:${port}`;
    mock = await startMockServer(0, { allowedOrigins: [url, `http://localhost:${port}`] });
    process.env.MOCK_PORT = new URL(mock.url).port;
    site = await createServer({
      root: ROOT,
      configFile: join(ROOT, 'vite.config.ts'),
      logLevel: 'silent',
      server: { port, hmr: false },
      // Nothing here loads the app's modules: no dependency scan to pay for.
      optimizeDeps: { noDiscovery: true, include: [] },
    });
    await site.listen();
  });

  afterAll(async () => {
    await site.close();
    await mock.close();
    if (savedPort === undefined) delete process.env.MOCK_PORT;
    else process.env.MOCK_PORT = savedPort;
  });

  it.each(['/__devkit/store', '/__devkit/journal'])('lets no other origin read %s, a preflight included', async (path) => {
    const read = await request(url).get(path).set('Origin', 'http://localhost:3000').expect(200);
    expect(read.headers['access-control-allow-origin']).toBeUndefined();
    const preflight = await request(url)
      .options(path)
      .set('Origin', 'http://localhost:3000')
      .set('Access-Control-Request-Method', 'GET')
      .set('Access-Control-Request-Headers', 'x-devkit-session');
    expect(preflight.headers['access-control-allow-origin']).toBeUndefined();
    expect(preflight.status).toBe(403);
  });

  it("lets the site's own origin read through it", async () => {
    const read = await request(url).get('/__devkit/journal').set('Origin', url).expect(200);
    expect(read.headers['access-control-allow-origin']).toBe(url);
  });
});
