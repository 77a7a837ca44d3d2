import express, { Router } from 'express';
import { callableErrorBody } from '../src/contract/callable-protocol';
import { FUNCTIONS, type FunctionNames, type FunctionRole } from '../src/contract/functions';
import { callerFromHeader, uidFromHeader, type CallerAuth } from './auth-token';
import { Companion } from './companion/companion';
import { formatIssues, httpStatusOf, toHttpsError } from './error-mapping';
import { companionFunctions } from './functions/companion';
import type { SubscriptionStore } from './functions/subscription';
import { getTalkMessage, getTalkMessages } from './functions/talk';
import { HttpsError } from './https-error';
import { sessionOf } from './session';
import type { MockServerState } from './state';

type Handler = (data: never, caller: CallerAuth | null) => unknown;

export interface CallableRouterOptions {
  projectId: string;
  region: string;
  names: FunctionNames;
  /** Largest accepted request body. */
  bodyLimit: string;
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** The mock functions by role; they read the state at call time, so a reset takes effect at once. */
function handlersFor(state: MockServerState): Partial<Record<FunctionRole, Handler>> {
  return {
    talkMessages: (data: Parameters<typeof getTalkMessages>[1]) => getTalkMessages(state.talk, data),
    talkMessage: (data: Parameters<typeof getTalkMessage>[1]) => getTalkMessage(state.talk, data),
    subscription: (data: Parameters<SubscriptionStore['update']>[0]) => state.subscriptions.update(data),
    ...companionFunctions(new Companion(), state.store),
  };
}

/**
 * The callable wire protocol: `POST /{projectId}/{region}/{name}` with `{"data": ...}`, validated against the
 * zod contract both ways, after any scripted fault; every call is journaled with its status.
 */
export function callableRouter(state: MockServerState, options: CallableRouterOptions): Router {
  const handlers = handlersFor(state);
  const roleByName = new Map(Object.entries(options.names).map(([role, name]) => [name, role as FunctionRole]));
  const router = Router();
  const path = `/${options.projectId}/${options.region}/:name`;

  router.post(path, express.json({ limit: options.bodyLimit, type: () => true }), async (req, res) => {
    const name = req.params.name as string;
    const role = roleByName.get(name);
    const handler = role === undefined ? undefined : handlers[role];
    const body: unknown = req.body;
    const uid = uidFromHeader(req.headers.authorization);
    const session = sessionOf(req.headers);
    const entry = state.journal.record(name, body, { uid, session });
    try {
      const fault = state.faults.take(name, { uid, session });
      if (fault?.delayMs) await sleep(fault.delayMs);
      if (fault?.hang) return; // the socket stays open until the client gives up
      if (fault?.code) throw new HttpsError(fault.code, fault.message ?? `Injected ${fault.code} fault`);
      if (role === undefined || handler === undefined) throw new HttpsError('not-found', `Function ${name} does not exist.`);
      if (body === null || typeof body !== 'object' || Array.isArray(body) || !('data' in body)) {
        throw new HttpsError('invalid-argument', 'Request body is missing data.');
      }
      const caller = callerFromHeader(req.headers.authorization);
      const parsed = FUNCTIONS[role].request.safeParse(body.data);
      if (!parsed.success) throw new HttpsError('invalid-argument', formatIssues(parsed.error));
      const result = await handler(parsed.data as never, caller);
      // The mock checks its own answers against the contract so a drift fails loudly here, not in the UI.
      FUNCTIONS[role].response.parse(result);
      entry.status = 200;
      res.status(200).json({ result });
    } catch (error) {
      const httpsError = toHttpsError(error, name);
      entry.status = httpStatusOf(httpsError);
      res.status(entry.status).json(callableErrorBody(httpsError.code, httpsError.message, httpsError.details));
    }
  });

  router.all(path, (_req, res) => {
    res.status(405).json(callableErrorBody('invalid-argument', 'Callable functions accept POST only.'));
  });
  return router;
}
