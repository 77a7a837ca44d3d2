import { codeForHttpStatus, codeOfStatusName } from '../../src/contract/callable-protocol';
import { STORE_PREFIX } from '../../src/contract/store-api';
import { FunctionError, type FunctionErrorCode } from '../../src/domain/function-error';
import type { Unsubscribe } from '../../src/ports/unsubscribe';

import type { IdTokenSource } from '../tokens';

export type { IdTokenSource };

async function errorOf(res: Response): Promise<FunctionError> {
  let code: FunctionErrorCode | null = null;
  let message = `${res.status} ${res.statusText}`;
  try {
    const body = (await res.json()) as { error?: { status?: unknown; message?: string } };
    if (typeof body.error?.status === 'string') code = codeOfStatusName(body.error.status);
    message = body.error?.message ?? message;
  } catch {
    // not JSON: keep the HTTP status
  }
  return new FunctionError(code ?? codeForHttpStatus(res.status), message);
}

/** HTTP client of the mock server's store API (DESIGN.md devkit mode), with the caller's ID token. */
export class StoreClient {
  constructor(
    private readonly origin: string,
    private readonly idToken: IdTokenSource,
  ) {}

  private async headers(json: boolean): Promise<Record<string, string>> {
    const token = await this.idToken();
    return { ...(json ? { 'Content-Type': 'application/json' } : {}), ...(token ? { Authorization: `Bearer ${token}` } : {}) };
  }

  private url(path: string): string {
    return `${this.origin}${STORE_PREFIX}/${path}`;
  }

  /** The document's JSON, or null when it does not exist; the caller checks it with the document's reader. */
  async get(path: string): Promise<unknown> {
    const res = await fetch(this.url(path), { headers: await this.headers(false) });
    if (res.status === 404) return null;
    if (!res.ok) throw await errorOf(res);
    return (await res.json()) as unknown;
  }

  async write(method: 'PUT' | 'PATCH', path: string, body: unknown): Promise<void> {
    await this.send(method, path, body);
  }

  /** Any call; resolves with the answer's JSON (null when it has none, as a DELETE's 204). 404 rejects. */
  async send(method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE', path: string, body?: unknown): Promise<unknown> {
    const json = body !== undefined;
    const res = await fetch(this.url(path), {
      method,
      headers: await this.headers(json),
      ...(json ? { body: JSON.stringify(body) } : {}),
    });
    if (!res.ok) throw await errorOf(res);
    const text = await res.text();
    return text ? (JSON.parse(text) as unknown) : null;
  }

  /** Server-sent events through fetch, so the token goes in a header; an `onData` throw is reported and the stream goes on. */
  stream(
    path: string,
    onData: (data: unknown) => void,
    onError: (error: Error) => void,
    reconnect?: { delayMs: number; maxDelayMs: number },
  ): Unsubscribe {
    const controller = new AbortController();
    const { signal } = controller;
    let attempts = 0;
    const read = async (): Promise<void> => {
      const res = await fetch(this.url(path), { headers: await this.headers(false), signal });
      if (!res.ok || !res.body) throw await errorOf(res);
      attempts = 0;
      const reader = res.body.pipeThrough(new TextDecoderStream()).getReader();
      let buffer = '';
      for (;;) {
        const { value, done } = await reader.read();
        if (done) return;
        buffer += value;
        let end: number;
        while ((end = buffer.indexOf('\n\n')) >= 0) {
          const event = buffer.slice(0, end);
          buffer = buffer.slice(end + 2);
          const data = event
            .split('\n')
            .filter((line) => line.startsWith('data: '))
            .map((line) => line.slice(6))
            .join('\n');
          if (!data) continue;
          try {
            onData(JSON.parse(data) as unknown);
          } catch (error) {
            onError(asError(error));
          }
        }
      }
    };
    const run = async (): Promise<void> => {
      for (;;) {
        try {
          await read();
          if (signal.aborted || !reconnect) return;
          onError(new FunctionError('unavailable', `The store closed the stream ${path}`));
        } catch (error) {
          if (signal.aborted) return;
          onError(asError(error));
          if (!reconnect || (error instanceof FunctionError && FINAL_CODES.has(error.code))) return;
        }
        await pause(Math.min(reconnect.delayMs * 2 ** attempts++, reconnect.maxDelayMs), signal);
        if (signal.aborted) return;
      }
    };
    void run();
    return () => controller.abort();
  }
}

/** Refusals that another attempt would meet again. */
const FINAL_CODES = new Set<FunctionErrorCode>(['permission-denied', 'invalid-argument', 'not-found']);

const asError = (error: unknown) => (error instanceof Error ? error : new Error(String(error)));

function pause(ms: number, signal: AbortSignal): Promise<void> {
  return new Promise((resolve) => {
    const timer = setTimeout(done, ms);
    function done() {
      clearTimeout(timer);
      signal.removeEventListener('abort', done);
      resolve();
    }
    signal.addEventListener('abort', done);
  });
}
