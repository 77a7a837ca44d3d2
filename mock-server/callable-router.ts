import express, { Router, type RequestHandler } from 'express';
import { callableErrorBody } from '../src/contract/callable-protocol';
import { FUNCTIONS, type FunctionNames, type FunctionRole, type RequestOf } from '../src/contract/functions';
import { isJsonObject } from '../src/contract/json-object';
import { describeIssues } from '../src/contract/zod';
import { callerFromHeader, type CallerAuth } from './auth-token';
import { Companion } from './companion/companion';
import type { AiCall } from './devkit/ai-script';
import { exchangeOf, recordRequest, runStep, startExchange } from './devkit/exchange';
import type { Step } from './devkit/steps';
import { bodyErrorHandler, toHttpsError } from './error-mapping';
import { stepOfFault } from './faults';
import { aiChatFunction } from './functions/ai-chat';
import type { AiModelConfig } from './functions/ai-model';
import { checkResult } from './contract-check';
import { companionFunctions, requireCaller } from './functions/companion';
import type { SubscriptionStore } from './functions/subscription';
import { getTalkMessage, getTalkMessages } from './functions/talk';
import { HttpsError } from './https-error';
import type { MockServerState } from './state';

type Handler = (data: never, caller: CallerAuth | null) => unknown;

export interface CallableRouterOptions {
  projectId: string;
  region: string;
  names: FunctionNames;
  /** Largest accepted request body. */
  bodyLimit: string;
  /** The real model behind the AI chat function; the embedded companion when null. */
  aiModel?: AiModelConfig | null;
}

// Handlers read the state at call time, so a reset takes effect at once. `scriptedDashboardChat` answers for a script
// rule, storing its reply as f8's as the function stores its own.
function handlersFor(state: MockServerState, aiModel: AiModelConfig | null) {
  const companion = new Companion();
  const companionFns = companionFunctions(companion, state);
  const handlers: Partial<Record<FunctionRole, Handler>> = {
    talkMessages: (data: Parameters<typeof getTalkMessages>[1]) => getTalkMessages(state.talk, data),
    talkMessage: (data: Parameters<typeof getTalkMessage>[1]) => getTalkMessage(state.talk, data),
    subscription: (data: Parameters<SubscriptionStore['update']>[0]) => state.subscriptions.update(data),
    ...companionFns,
    aiChat: aiChatFunction({ store: state.firestore ?? state.store.reader(), companion, model: aiModel }),
  };
  return { handlers, scriptedDashboardChat: companionFns.dashboardChat };
}

/** A scripted reply as the dashboard chat's text: a string as it is, anything else as its JSON. */
const replyText = (reply: unknown): string => (typeof reply === 'string' ? reply : (JSON.stringify(reply) ?? ''));

/** Real callables take `application/json` only (any charset parameter is the body parser's to judge). */
const jsonOnly: RequestHandler = (req, _res, next) => {
  const mediaType = (req.headers['content-type'] ?? '').split(';')[0]?.trim().toLowerCase();
  next(
    mediaType === 'application/json'
      ? undefined
      : new HttpsError('invalid-argument', 'Bad Request: callables accept Content-Type: application/json only.'),
  );
};

/** The request body as real callables accept it: a JSON object with `data` and nothing else. */
function dataOf(body: unknown): unknown {
  if (!isJsonObject(body) || !('data' in body)) {
    throw new HttpsError('invalid-argument', 'Request body is missing data.');
  }
  const extra = Object.keys(body).filter((key) => key !== 'data');
  if (extra.length) throw new HttpsError('invalid-argument', `Bad Request: the request body has extra fields (${extra.join(', ')}).`);
  return body.data;
}

const LONE_SURROGATE = /\p{Cs}/u;

/** Where in `value` a string is not well-formed text (a lone surrogate, which no store keeps), or null. Any depth. */
function illFormedAt(value: unknown, root: string): string | null {
  // Each node with the index of its parent's record and its own step, so a path is spelled only for a hit.
  const records: { parent: number; step: string }[] = [{ parent: -1, step: root }];
  const pathOf = (index: number): string => {
    const steps: string[] = [];
    for (let at = index; at >= 0; at = records[at]!.parent) steps.push(records[at]!.step);
    return steps.reverse().join('');
  };
  const stack: [unknown, number][] = [[value, 0]];
  for (let next = stack.pop(); next; next = stack.pop()) {
    const [node, index] = next;
    if (typeof node === 'string') {
      if (LONE_SURROGATE.test(node)) return pathOf(index);
      continue;
    }
    const children: [string, unknown][] = Array.isArray(node)
      ? node.map((item, position) => [`[${position}]`, item])
      : isJsonObject(node)
        ? Object.entries(node).map(([key, item]) => [`.${key}`, item])
        : [];
    for (const [step, item] of children) {
      records.push({ parent: index, step });
      if (LONE_SURROGATE.test(step)) return pathOf(records.length - 1);
      stack.push([item, records.length - 1]);
    }
  }
  return null;
}

// A fault plays before anything else; for the AI chat, a matching script rule answers next, before the function's checks.
/** The callable wire protocol: `POST /{projectId}/{region}/{name}` with `{"data": ...}`, checked against the contract both ways. */
export function callableRouter(state: MockServerState, options: CallableRouterOptions): Router {
  const { handlers, scriptedDashboardChat } = handlersFor(state, options.aiModel ?? null);
  const roleByName = new Map(Object.entries(options.names).map(([role, name]) => [name, role as FunctionRole]));
  const router = Router();
  const path = `/${options.projectId}/${options.region}/:name`;
  const parseJson = express.json({ limit: options.bodyLimit, type: () => true });

  router.post(
    path,
    startExchange(state.journal, 'callable', (req) => String(req.params.name)),
    jsonOnly,
    parseJson,
    recordRequest(state),
    async (req, res) => {
      const exchange = exchangeOf(res);
      const { entry } = exchange;
      const name = String(req.params.name);
      const role = roleByName.get(name);
      const handler = role === undefined ? undefined : handlers[role];
      try {
        const fault = state.faults.take(name, { uid: entry.uid, session: entry.session });
        if (fault) {
          entry.fault = fault.id;
          if ((await runStep(stepOfFault(fault), exchange, state.holds, `fault ${fault.id}`)) === 'done') return;
        }
        if (role === undefined || handler === undefined) throw new HttpsError('not-found', `Function ${name} does not exist.`);
        const data = dataOf(req.body);
        const illFormed = illFormedAt(data, 'data');
        if (illFormed) throw new HttpsError('invalid-argument', `${illFormed} is not well-formed text: it holds a lone surrogate.`);
        const caller = callerFromHeader(req.headers.authorization);
        const parsed = FUNCTIONS[role].request.safeParse(data);
        if (!parsed.success) throw new HttpsError('invalid-argument', describeIssues(parsed.error, 'data'));
        // An AI script rule that takes the call plays its step; 'done' when that answered it.
        const playScript = async (call: Omit<AiCall, 'session'>, answerReply?: (step: Step) => Promise<unknown>) => {
          const match = state.scripts.match({ ...call, session: entry.session });
          if (!match) return 'continue';
          const { play, ...rule } = match;
          entry.rule = rule;
          return runStep(play, exchange, state.holds, `rule ${rule.index}, step ${rule.step}`, answerReply);
        };
        if (role === 'aiChat') {
          if (!caller) throw new HttpsError('unauthenticated', 'Sign in to talk to f8.');
          const request = parsed.data as RequestOf<'aiChat'>;
          const call: Omit<AiCall, 'session'> = {
            chat: 'f8',
            message: request.message,
            mentions: request.mentions.map((m) => m.name),
            threadId: request.threadId,
            uid: caller.uid,
          };
          if ((await playScript(call)) === 'done') return;
        }
        if (role === 'dashboardChat') {
          const request = parsed.data as RequestOf<'dashboardChat'>;
          // The function's own checks first: a rule answers only the signed-in user's own chat.
          const signedIn = requireCaller(caller, request.userId);
          const call: Omit<AiCall, 'session'> = {
            chat: 'dashboard',
            message: request.userMessage,
            mentions: [],
            threadId: '',
            uid: signedIn.uid,
          };
          const stored = (step: Step) => scriptedDashboardChat(request, signedIn, replyText(step.reply));
          if ((await playScript(call, stored)) === 'done') return;
        }
        const run = () => Promise.resolve(handler(parsed.data as never, caller));
        const chat = role === 'aiChat' ? 'f8' : role === 'dashboardChat' ? 'dashboard' : null;
        // What a recording replays is what the call answers: the f8 chat's whole result, the dashboard's words.
        const result = chat
          ? await state.recordings.around(chat, entry.session, (r) => (chat === 'f8' ? r : (r as { response?: unknown }).response), run)
          : await run();
        checkResult(role, result);
        exchange.sendResult(result);
      } catch (error) {
        const httpsError = toHttpsError(error, name);
        exchange.sendError(httpsError.code, httpsError.message, httpsError.details);
      }
    },
  );

  router.all(path, (_req, res) => {
    res.status(405).json(callableErrorBody('invalid-argument', 'Callable functions accept POST only.'));
  });

  // Unreadable bodies (wrong type, bad JSON, too large, unknown charset or encoding) answer in the callable shape.
  router.use(bodyErrorHandler);
  return router;
}
