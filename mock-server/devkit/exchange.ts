import type { Request, RequestHandler, Response } from 'express';
import { callableErrorBody } from '../../src/contract/callable-protocol';
import { uidFromHeader } from '../auth-token';
import type { Journal, JournalEntry } from '../journal';
import { sessionOf } from '../session';
import type { Holds } from './holds';
import { jsonText } from './json-text';
import { DEVKIT_LIMITS } from './limits';
import { httpStatusOfStep, type ErrorCode, type Step } from './steps';

/** One callable or store call in flight: its journal entry and the ways the dev kit answers it, drops it or keeps it waiting. */
export class Exchange {
  private gone = false;
  private readonly goneListeners: (() => void)[] = [];
  /** What went out as server-sent events, for the journal: each chunk, then the result or the error. */
  streamed: { chunks: unknown[]; result?: unknown; error?: unknown } | null = null;

  constructor(
    readonly kind: 'callable' | 'store',
    readonly req: Request,
    readonly res: Response,
    readonly entry: JournalEntry,
    private readonly journal: Journal,
  ) {}

  /** True once the call can no longer be answered: answered, dropped, or its client left. */
  get over(): boolean {
    return this.gone || this.req.socket.destroyed || this.res.writableEnded || (this.res.headersSent && this.streamed === null);
  }

  /** A callable whose client reads a stream (the Firebase SDK's `.stream()`): answered in server-sent events. */
  get streaming(): boolean {
    return this.kind === 'callable' && (this.req.headers.accept ?? '').includes('text/event-stream');
  }

  /** Writes one event of the stream, opening it (with `status`) first. */
  private event(body: object, status = 200): void {
    if (!this.res.headersSent) {
      this.streamed ??= { chunks: [] };
      this.res.status(status).set({ 'Content-Type': 'text/event-stream', 'Cache-Control': 'no-cache' });
    }
    this.res.write(`data: ${JSON.stringify(body)}\n\n`);
  }

  /**
   * One chunk of a streamed answer, as the SDK's stream yields it (`{"message": chunk}`); nothing for a plain call.
   * Resolves once it has gone out, so a drop after it cannot cut it off.
   */
  sendChunk(message: unknown): Promise<void> {
    if (this.over || !this.streaming) return Promise.resolve();
    this.event({ message });
    this.streamed?.chunks.push(message);
    return new Promise((resolve) => this.res.write('', () => resolve()));
  }

  /** A warning on the call's journal entry (and the server log). */
  warn(warning: string): void {
    this.journal.warn(this.entry, warning);
  }

  /** Runs `listener` once the client has left (at once if it already has). */
  onGone(listener: () => void): void {
    if (this.gone) listener();
    else this.goneListeners.push(listener);
  }

  clientLeft(): void {
    if (this.gone) return;
    this.gone = true;
    for (const listener of this.goneListeners.splice(0)) listener();
  }

  /** A success: a callable's `{"result": ...}`, or a store route's body as it is. */
  sendResult(result: unknown): void {
    if (this.over) return;
    if (!this.streaming) {
      this.res.status(200).json(this.kind === 'callable' ? { result } : result);
      return;
    }
    this.event({ result });
    if (this.streamed) this.streamed.result = result;
    this.res.end();
  }

  sendError(code: ErrorCode, message: string, details?: unknown, httpStatus?: number): void {
    if (this.over) return;
    const status = httpStatusOfStep({ status: code, httpStatus });
    const body = callableErrorBody(code, message, details);
    if (!this.streaming) {
      this.res.status(status).json(body);
      return;
    }
    // The SDK reads a stream's body whatever its status: the error goes as an event of it.
    this.event(body, status);
    if (this.streamed) this.streamed.error = body.error;
    this.res.end();
  }

  /** Closes the connection with no answer at all, as a crashed server or a broken network would. */
  drop(): void {
    if (this.over) return;
    this.journal.settle(this.entry, null, this.streamed, 'dropped');
    this.req.socket.destroy();
  }
}

export const exchangeOf = (res: Response): Exchange => res.locals.exchange as Exchange;

/** Starts each call's exchange and journal entry, settled at the end with the body answered (by anyone), dropped or left. */
export function startExchange(journal: Journal, kind: Exchange['kind'], nameOf: (req: Request) => string): RequestHandler {
  return (req, res, next) => {
    const entry = journal.start(kind, nameOf(req), { uid: uidFromHeader(req.headers.authorization), session: sessionOf(req.headers) });
    const exchange = new Exchange(kind, req, res, entry, journal);
    res.locals.exchange = exchange;
    let answered: unknown = null;
    const json = res.json.bind(res);
    // Express's own res.json, with the text of sealed parts made once (json-text); Express's when the app sets a JSON option.
    const plain = !['json replacer', 'json spaces', 'json escape'].some((option) => req.app.get(option));
    res.json = ((body: unknown) => {
      answered = body;
      if (!plain) return json(body);
      if (!res.get('Content-Type')) res.set('Content-Type', 'application/json');
      return res.send(jsonText(body));
    }) as typeof res.json;
    let ended = false;
    const end = (finished: boolean) => {
      if (ended) return;
      ended = true;
      journal.setRequest(entry, req.body);
      // A stream the client left is not answered, though its status went out with its first chunk.
      if (finished || (res.headersSent && !exchange.streamed))
        journal.settle(entry, res.statusCode, exchange.streamed ?? answered, 'answered');
      else journal.settle(entry, null, exchange.streamed, 'client-closed');
    };
    res.once('finish', () => end(true));
    res.once('close', () => {
      if (!res.writableFinished) exchange.clientLeft();
      end(res.writableFinished);
    });
    next();
  };
}

/** Records the request in the journal once it is read, before any step holds or delays the call. */
export const recordRequest =
  (state: { journal: Journal }): RequestHandler =>
  (req, res, next) => {
    state.journal.setRequest(exchangeOf(res).entry, req.body);
    next();
  };

/** How a step ended: it answered (or the call is over), or the call goes on to its usual answer. */
export type StepOutcome = 'done' | 'continue';

/** Plays a step: delay, hold (a release may bring another step), then drop, error, result or reply; else the call goes on. */
export async function runStep(
  step: Step,
  exchange: Exchange,
  holds: Holds,
  reason: string,
  /** How this call answers a scripted reply, when not as the AI chat function's `{message, responses}`. */
  answerReply?: (step: Step) => Promise<unknown>,
): Promise<StepOutcome> {
  // What scripted a delay cut short is gone with the reset or the session, and so is the store it would have written
  // to: it answers UNAVAILABLE at once, writing nothing into the fresh store a next test starts from.
  if (step.delayMs && (await delayed(step.delayMs, exchange, holds, reason))) return 'done';
  if (exchange.over) return 'done';
  if (step.hold && holds.full) {
    const why = `the dev kit holds at most ${DEVKIT_LIMITS.holds} held calls at once (${reason}): release some first`;
    exchange.warn(`Answered RESOURCE_EXHAUSTED: ${why}.`);
    exchange.sendError('resource-exhausted', `Not held: ${why}.`);
    return 'done';
  }
  if (step.hold) {
    const { entry } = exchange;
    const { id, released } = holds.hold(
      { kind: exchange.kind, name: entry.name, uid: entry.uid, session: entry.session, journal: entry.id, reason },
      (listener) => exchange.onGone(listener),
    );
    entry.hold = id;
    entry.outcome = 'held';
    const release = await released;
    if (release === 'gone' || exchange.over) return 'done';
    if (release === 'timed-out') {
      // As a real function stopped at its time-out: the client gives up at the same moment, so it sees its own deadline.
      const seconds = holds.timeLimitMs / 1000;
      exchange.warn(`Held ${seconds} s, the function time-out, and never released: answered as a function that timed out.`);
      exchange.sendError('deadline-exceeded', `The function timed out after ${seconds} s (held by the dev kit: ${reason}).`);
      return 'done';
    }
    entry.outcome = 'open';
    if (release.step) return runStep({ ...release.step, hold: false }, exchange, holds, `${reason}, released with a step`, answerReply);
  }
  if (step.stream) return playStream(step, step.stream, exchange, holds, reason, answerReply);
  if (step.drop) {
    exchange.drop();
    return 'done';
  }
  if (step.error) {
    const { status, message, details, httpStatus } = step.error;
    exchange.sendError(status, message ?? `Scripted ${status} (${reason})`, details, httpStatus);
    return 'done';
  }
  if (Object.hasOwn(step, 'result')) {
    exchange.sendResult(step.result);
    return 'done';
  }
  const hasReply = Object.hasOwn(step, 'reply');
  if (hasReply && answerReply) {
    const result = await answerReply(step);
    exchange.sendResult(result);
    return 'done';
  }
  if (hasReply || Object.hasOwn(step, 'responses')) {
    exchange.sendResult({
      ...(hasReply ? { message: step.reply } : {}),
      ...(Object.hasOwn(step, 'responses') ? { responses: step.responses } : {}),
    });
    return 'done';
  }
  return 'continue';
}

/** A delay the dev kit cut short (a reset, the session's end): the call answers UNAVAILABLE at once. */
async function delayed(ms: number, exchange: Exchange, holds: Holds, reason: string): Promise<boolean> {
  if (!(await holds.delay(ms, exchange.entry.session, (listener) => exchange.onGone(listener)))) return false;
  const why = `its ${ms} ms delay (${reason}) was cut short by a reset or the end of its session`;
  exchange.warn(`Answered UNAVAILABLE: ${why}.`);
  exchange.sendError('unavailable', `Cut short by the dev kit: ${why}.`);
  return true;
}

/** A step's stream: each chunk `delayMs` after the one before, then its end (the reply, an error, a stall or a drop). */
async function playStream(
  step: Step,
  stream: NonNullable<Step['stream']>,
  exchange: Exchange,
  holds: Holds,
  reason: string,
  answerReply?: (step: Step) => Promise<unknown>,
): Promise<StepOutcome> {
  for (const [index, chunk] of stream.chunks.entries()) {
    if (index > 0 && stream.delayMs && (await delayed(stream.delayMs, exchange, holds, reason))) return 'done';
    if (exchange.over) return 'done';
    await exchange.sendChunk(chunk);
  }
  const final: Step = {
    reply: Object.hasOwn(step, 'reply') ? step.reply : stream.chunks.join(''),
    ...(Object.hasOwn(step, 'responses') ? { responses: step.responses } : {}),
  };
  if (stream.then) return runStep({ error: stream.then.error }, exchange, holds, reason);
  if (stream.drop) return runStep({ drop: true }, exchange, holds, reason);
  // A stalled stream is a hold: released without a step, it ends with its reply.
  if (stream.stall) return runStep({ ...final, hold: true }, exchange, holds, `${reason}, stalled after its chunks`, answerReply);
  return runStep(final, exchange, holds, reason, answerReply);
}
