import express, { type ErrorRequestHandler, type Express, type RequestHandler } from 'express';
import type { z } from 'zod';
import { callableErrorBody, DEFAULT_REGION, HTTP_STATUS_OF } from '../src/contract/callable-protocol';
import { FUNCTIONS, functionNames, type FunctionNames, type FunctionRole } from '../src/contract/functions';
import { generateTalkSeed } from '../emulator-seed/talk-seed';
import { callerFromHeader, type CallerAuth } from './auth-token';
import { Faults } from './faults';
import { Companion } from './companion/companion';
import { companionFunctions } from './functions/companion';
import { SubscriptionStore } from './functions/subscription';
import { DocumentStore } from './store/document-store';
import { storeRouter } from './store/store-router';
import { STORE_PREFIX } from '../src/contract/store.schema';
import { getTalkMessage, getTalkMessages } from './functions/talk';
import { HttpsError } from './https-error';
import { Journal } from './journal';
import { devkitRouter } from './devkit-router';
import { TalkStore } from './talk-store';

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
}

export interface MockServerState {
  talk: TalkStore;
  subscriptions: SubscriptionStore;
  store: DocumentStore;
  faults: Faults;
  journal: Journal;
  reset(): void;
}

type Handler = (data: never, caller: CallerAuth | null) => unknown;

function formatIssues(error: z.ZodError): string {
  return error.issues.map((issue) => `${issue.path.length ? issue.path.join('.') : 'data'}: ${issue.message}`).join('; ');
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** The mock backend as an Express app: callable functions, the dev kit control API and local images. */
export function createApp(options: MockServerOptions = {}): { app: Express; state: MockServerState } {
  const projectId = options.projectId ?? 'demo-f8';
  const region = options.region ?? DEFAULT_REGION;
  const names = options.names ?? functionNames();
  const allowedOrigins = new Set(options.allowedOrigins ?? []);
  const seedTime = options.seedTime;

  const state: MockServerState = {
    talk: new TalkStore(generateTalkSeed(seedTime ?? new Date())),
    subscriptions: new SubscriptionStore(),
    store: new DocumentStore(options.persistFile),
    faults: new Faults(),
    journal: new Journal(),
    reset() {
      this.talk = new TalkStore(generateTalkSeed(seedTime ?? new Date()));
      this.subscriptions = new SubscriptionStore();
      this.store.clear();
      this.faults.clear();
      this.journal.clear();
    },
  };

  const handlers: Partial<Record<FunctionRole, Handler>> = {
    talkMessages: (data: Parameters<typeof getTalkMessages>[1]) => getTalkMessages(state.talk, data),
    talkMessage: (data: Parameters<typeof getTalkMessage>[1]) => getTalkMessage(state.talk, data),
    subscription: (data: Parameters<SubscriptionStore['update']>[0]) => state.subscriptions.update(data),
    ...companionFunctions(new Companion(), state.store),
  };
  const roleByName = new Map(Object.entries(names).map(([role, name]) => [name, role as FunctionRole]));

  const app = express();
  app.disable('x-powered-by');

  const cors: RequestHandler = (req, res, next) => {
    const origin = req.headers.origin;
    if (origin !== undefined && allowedOrigins.has(origin)) {
      res.setHeader('Access-Control-Allow-Origin', origin);
      res.setHeader('Vary', 'Origin');
      res.setHeader('Access-Control-Allow-Methods', 'POST, GET, PUT, PATCH, DELETE, OPTIONS');
      res.setHeader(
        'Access-Control-Allow-Headers',
        'Authorization, Content-Type, X-Firebase-AppCheck, X-Firebase-GMPID, Firebase-Instance-ID-Token, X-Client-Version',
      );
      res.setHeader('Access-Control-Max-Age', '600');
    }
    if (req.method === 'OPTIONS') {
      res.status(origin !== undefined && allowedOrigins.has(origin) ? 204 : 403).end();
      return;
    }
    next();
  };
  app.use(cors);

  app.use('/__devkit', devkitRouter(state));
  app.use(STORE_PREFIX, storeRouter(state.store));

  const callablePath = `/${projectId}/${region}/:name`;
  app.post(callablePath, express.json({ limit: options.bodyLimit ?? '100kb', type: () => true }), async (req, res) => {
    const name = req.params.name as string;
    const role = roleByName.get(name);
    const handler = role === undefined ? undefined : handlers[role];
    const body: unknown = req.body;
    const entry = state.journal.record(name, body);
    try {
      const fault = state.faults.take(name);
      if (fault?.delayMs) await sleep(fault.delayMs);
      if (fault?.hang) return; // the socket stays open until the client gives up
      if (fault?.code) throw new HttpsError(fault.code, fault.message ?? `Injected ${fault.code} fault`);
      if (role === undefined || handler === undefined) throw new HttpsError('not-found', `Function ${name} does not exist.`);
      if (body === null || typeof body !== 'object' || Array.isArray(body) || !('data' in body)) {
        throw new HttpsError('invalid-argument', 'Request body is missing data.');
      }
      const caller = callerFromHeader(req.headers.authorization);
      entry.uid = caller?.uid ?? null;
      const parsed = FUNCTIONS[role].request.safeParse(body.data);
      if (!parsed.success) throw new HttpsError('invalid-argument', formatIssues(parsed.error));
      const result = await handler(parsed.data as never, caller);
      // The mock checks its own answers against the contract so a drift fails loudly here, not in the UI.
      FUNCTIONS[role].response.parse(result);
      entry.status = 200;
      res.status(200).json({ result });
    } catch (error) {
      const httpsError = error instanceof HttpsError ? error : new HttpsError('internal', 'INTERNAL');
      if (!(error instanceof HttpsError)) console.error(`[mock-server] ${name} failed:`, error);
      entry.status = HTTP_STATUS_OF[httpsError.code];
      res.status(entry.status).json(callableErrorBody(httpsError.code, httpsError.message, httpsError.details));
    }
  });

  app.all(callablePath, (_req, res) => {
    res.status(405).json(callableErrorBody('invalid-argument', 'Callable functions accept POST only.'));
  });

  // Body-parser failures (malformed JSON, oversized bodies) answer in the callable error shape, never a 500.
  const onError: ErrorRequestHandler = (error: { type?: string; status?: number }, _req, res, next) => {
    if (res.headersSent) return next(error);
    if (error.type === 'entity.too.large') {
      res.status(413).json(callableErrorBody('invalid-argument', 'Request body is too large.'));
    } else if (error.type === 'entity.parse.failed' || error.status === 400) {
      res.status(400).json(callableErrorBody('invalid-argument', 'Request body is not valid JSON.'));
    } else {
      console.error('[mock-server] unexpected error:', error);
      res.status(500).json(callableErrorBody('internal', 'INTERNAL'));
    }
  };
  app.use(onError);
  return { app, state };
}
