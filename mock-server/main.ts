import type { Server } from 'node:http';
import { createApp, type MockServerOptions, type MockServerState } from './app';

/** Starts the mock server on loopback; port 0 picks a free port. */
export async function startMockServer(
  port: number,
  options: MockServerOptions = {},
): Promise<{ server: Server; url: string; state: MockServerState; close(): Promise<void> }> {
  const { app, state } = createApp(options);
  const server = await new Promise<Server>((resolve, reject) => {
    const s = app.listen(port, '127.0.0.1', () => resolve(s));
    s.once('error', reject);
  });
  const address = server.address();
  const actualPort = typeof address === 'object' && address ? address.port : port;
  return {
    server,
    state,
    url: `http://127.0.0.1:${actualPort}`,
    close: () =>
      new Promise((resolve) => {
        state.store.flush();
        void state.firestore?.close();
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const port = Number(process.env.MOCK_PORT ?? 5001);
  const origins = (process.env.ALLOWED_ORIGINS ?? 'http://localhost:5173,http://127.0.0.1:5173').split(',');
  const { url } = await startMockServer(port, { allowedOrigins: origins });
  console.log(`mock server listening on ${url}`);
}
