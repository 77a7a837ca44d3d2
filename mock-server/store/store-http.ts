import type { Request, Response } from 'express';
import { z } from 'zod';
import { callableErrorBody, HTTP_STATUS_OF } from '../../src/contract/callable-protocol';
import { describeIssues } from '../../src/contract/zod';
import type { DocumentStore } from './document-store';
import { HttpsError } from '../https-error';

// What the store routes share: their error answers, body checks and live streams.

/** Answers with `error` in the callable error shape (the store API speaks it too). */
export function fail(res: Response, error: HttpsError): void {
  res.status(HTTP_STATUS_OF[error.code]).json(callableErrorBody(error.code, error.message));
}

/** Runs a route's work, answering a thrown HttpsError as it is and anything else as INTERNAL. */
export function answering(res: Response, run: () => void): void {
  try {
    run();
  } catch (error) {
    fail(res, error instanceof HttpsError ? error : new HttpsError('internal', 'INTERNAL'));
  }
}

/** The request's body checked against `schema`; null after answering 400 with each bad field. */
export function parseBody<T>(schema: z.core.$ZodType<T>, req: Request, res: Response): T | null {
  const parsed = z.safeParse(schema, req.body);
  if (parsed.success) return parsed.data;
  fail(res, new HttpsError('invalid-argument', describeIssues(parsed.error, 'document')));
  return null;
}

/** Server-sent events: `send` now and on every change to `collection`, a keep-alive every 15 s for proxies, until the client leaves. */
export function liveStream(req: Request, res: Response, store: DocumentStore, collection: string, send: () => void): void {
  res.writeHead(200, { 'Content-Type': 'text/event-stream', 'Cache-Control': 'no-cache', Connection: 'keep-alive' });
  res.write(': connected\n\n');
  send();
  const stop = store.watch(collection, send);
  const keepAlive = setInterval(() => res.write(': keep-alive\n\n'), 15_000);
  req.on('close', () => {
    stop();
    clearInterval(keepAlive);
  });
}
