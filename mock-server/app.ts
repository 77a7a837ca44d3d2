import compression from 'compression';
import express, { type Express, type Request, type RequestHandler, type Response } from 'express';
import { DEFAULT_REGION } from '../src/contract/callable-protocol';
import { functionNames, type FunctionNames } from '../src/contract/functions';
import { STORE_PREFIX } from '../src/contract/store-api';
import { callableRouter } from './callable-router';
import { controlPageRouter } from './control-page/control-page-router';
import { corsFor } from './cors';
import { devkitRouter } from './devkit-router';
import { bodyErrorHandler } from './error-mapping';
import { callTimeoutFromEnv } from './devkit/holds';
import { storeCalls } from './devkit/store-calls';
import type { FirestoreBackend } from './firestore/firestore-backend';
import { aiModelFromEnv, type AiModelConfig } from './functions/ai-model';
import { securityFor } from './security';
import { createState, type MockServerState } from './state';
import { storeRouter, storeRoutesOf } from './store/store-router';

export type { MockServerState } from './state';

export interface MockServerOptions {
  projectId?: string;
  region?: string;
  /** Browser origins allowed to call cross-origin (CORS); never '*'. */
  allowedOrigins?: string[];
  /** Reference time for the seed; defaults to now. */
  seedTime?: Date;
  names?: FunctionNames;
  /** Largest accepted request body. */
  bodyLimit?: string;
  /** Where the document store persists between restarts; in memory only when absent. */
  persistFile?: string;
  /** The real model behind the AI chat function; from F8_AI_BASE_URL, F8_AI_MODEL, F8_AI_API_KEY when absent; null for none. */
  aiModel?: AiModelConfig | null;
  /** Emulators mode: per-user documents live in this Firestore emulator (seed, chat function, faults). */
  firestore?: FirestoreBackend;
  /** The journal's budget in bytes of JSON; 16 MiB when absent (JOURNAL_BYTES). */
  journalBytes?: number;
  /** The page's callable time-out, when a held callable answers DEADLINE_EXCEEDED; from F8_CALL_TIMEOUT_MS when absent. */
  callTimeoutMs?: number;
  /** Where AI scenarios are loaded from and recordings written to; emulator-seed/ai-scenarios when absent. */
  scenarioDir?: string;
}

// Compressed as Firebase's front ends compress answers, except server-sent events: compression would buffer the live
// streams, which must reach the client event by event.
function compressed(): RequestHandler {
  const isEventStream = (res: Response) => String(res.getHeader('Content-Type') ?? '').startsWith('text/event-stream');
  const compress = compression({ filter: (req: Request, res: Response) => !isEventStream(res) && compression.filter(req, res) });
  // A client that accepts no encoding gets nothing from the middleware but its cost (load tools, curl).
  return (req, res, next) => (req.headers['accept-encoding'] ? compress(req, res, next) : next());
}

/** The mock backend as an Express app: callable functions, the store API, the dev kit control API and local images. */
export function createApp(options: MockServerOptions = {}): { app: Express; state: MockServerState } {
  const state = createState({
    seedTime: options.seedTime,
    persistFile: options.persistFile,
    firestore: options.firestore,
    journalBytes: options.journalBytes,
    callTimeoutMs: options.callTimeoutMs ?? callTimeoutFromEnv(process.env),
  });
  const app = express();
  app.disable('x-powered-by');
  // No client revalidates the mock's answers (callables are POSTs, store reads are asked afresh; avatars are cached for a
  // day): an ETag would be a hash of every answer for nothing.
  app.disable('etag');
  app.use(compressed());
  app.use(securityFor({ allowedOrigins: options.allowedOrigins ?? [], projectId: options.projectId ?? 'demo-f8' }));
  app.use(corsFor(options.allowedOrigins ?? []));
  const callables = Object.values(options.names ?? functionNames());
  const aiModel = options.aiModel === undefined ? aiModelFromEnv(process.env) : options.aiModel;
  app.use('/__devkit', controlPageRouter({ functions: callables }));
  const store = storeRouter(state.store);
  app.use(
    '/__devkit',
    devkitRouter(state, { callables, storeRoutes: storeRoutesOf(store), scenarioDir: options.scenarioDir, modelOn: aiModel !== null }),
  );
  app.use(STORE_PREFIX, ...storeCalls(state), store);
  app.use(
    callableRouter(state, {
      projectId: options.projectId ?? 'demo-f8',
      region: options.region ?? DEFAULT_REGION,
      names: options.names ?? functionNames(),
      bodyLimit: options.bodyLimit ?? '100kb',
      aiModel,
    }),
  );
  app.use(bodyErrorHandler);
  return { app, state };
}
