import { once } from 'node:events';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

/** One request the fake model was sent. */
export interface FakeModelRequest {
  headers: IncomingMessage['headers'];
  url: string;
  body: Record<string, unknown>;
}

/** An OpenAI-compatible chat-completions answer with `content` as the model's words. */
export const completion = (content: unknown): string => JSON.stringify({ choices: [{ message: { role: 'assistant', content } }] });

/**
 * A local fake chat-completions server (what F8_AI_BASE_URL points at) that records each request and answers as `answer`
 * says; `baseUrl` is its `/v1`, `close` ends it and every connection.
 */
export async function startFakeModel(answer: (body: Record<string, unknown>, res: ServerResponse) => void) {
  const seen: FakeModelRequest[] = [];
  const server = createServer((req, res) => {
    let raw = '';
    req.on('data', (chunk: Buffer) => (raw += chunk.toString()));
    req.on('end', () => {
      const body = JSON.parse(raw) as Record<string, unknown>;
      seen.push({ headers: req.headers, url: req.url ?? '', body });
      answer(body, res);
    });
  });
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  const { port } = server.address() as AddressInfo;
  const close = async () => {
    server.closeAllConnections();
    await new Promise((resolve) => server.close(resolve));
  };
  return { baseUrl: `http://127.0.0.1:${port}/v1`, seen, server, close };
}
