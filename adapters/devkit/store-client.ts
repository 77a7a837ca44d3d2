import type { z } from 'zod';
import { codeForHttpStatus } from '../../src/contract/callable-protocol';
import { STORE_PREFIX } from '../../src/contract/store.schema';
import { FunctionError, isFunctionErrorCode } from '../../src/domain/function-error';
import type { Unsubscribe } from '../../src/ports/unsubscribe';

/** Gives the signed-in user's ID token, or null when signed out. */
export type IdTokenSource = () => Promise<string | null>;

async function errorOf(res: Response): Promise<FunctionError> {
  let status: string | undefined;
  let message = `${res.status} ${res.statusText}`;
  try {
    const body = (await res.json()) as { error?: { status?: string; message?: string } };
    status = body.error?.status?.toLowerCase().replace(/_/g, '-');
    message = body.error?.message ?? message;
  } catch {
    // not JSON: keep the HTTP status
  }
  return new FunctionError(isFunctionErrorCode(status) ? status : codeForHttpStatus(res.status), message);
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

  /** The document, or null when it does not exist. */
  async get<T>(path: string, schema: z.ZodType<T>): Promise<T | null> {
    const res = await fetch(this.url(path), { headers: await this.headers(false) });
    if (res.status === 404) return null;
    if (!res.ok) throw await errorOf(res);
    const parsed = schema.safeParse(await res.json());
    if (!parsed.success) throw new FunctionError('data-loss', `Unexpected document at ${path}`);
    return parsed.data;
  }

  async write(method: 'PUT' | 'PATCH', path: string, body: unknown): Promise<void> {
    const res = await fetch(this.url(path), { method, headers: await this.headers(true), body: JSON.stringify(body) });
    if (!res.ok) throw await errorOf(res);
  }

  /** Reads a server-sent event stream (fetch, so the token goes in a header); each event's data is parsed. */
  stream<T>(path: string, schema: z.ZodType<T>, onData: (data: T) => void, onError: (error: Error) => void): Unsubscribe {
    const controller = new AbortController();
    const run = async () => {
      const res = await fetch(this.url(path), { headers: await this.headers(false), signal: controller.signal });
      if (!res.ok || !res.body) throw await errorOf(res);
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
          const parsed = schema.safeParse(JSON.parse(data));
          if (parsed.success) onData(parsed.data);
          else onError(new FunctionError('data-loss', `Unexpected event from ${path}`));
        }
      }
    };
    run().catch((error: unknown) => {
      if (!controller.signal.aborted) onError(error instanceof Error ? error : new Error(String(error)));
    });
    return () => controller.abort();
  }
}
