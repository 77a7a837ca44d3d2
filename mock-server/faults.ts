import { z } from 'zod';
import { FUNCTION_ERROR_CODES } from '../src/domain/function-error';
import { wholeNumber } from '../src/contract/zod';
import { errorStatusSchema, type Step } from './devkit/steps';
import { SESSION_ID, SESSION_ID_RULE } from './session';

const STORE_METHODS = /^(GET|PUT|PATCH|POST|DELETE|\*)$/i;

/** A callable's name, `*` for every callable, or a store route `METHOD path`: `*` or `:name` is one segment, `**` any number. */
export const faultTargetSchema = z
  .string()
  .min(1)
  .max(200)
  .refine((target) => !target.includes(' ') || (STORE_METHODS.test(target.split(' ')[0] ?? '') && /^\S+ \S+$/.test(target)), {
    message: 'a store route target is "METHOD path", e.g. "GET users/*" (METHOD: GET, PUT, PATCH, POST, DELETE or *)',
  });

/** A scripted failure, delay, hold, drop or answer for a callable or store route, to reach error states from outside the page. */
export const faultSchema = z
  .strictObject({
    target: faultTargetSchema,
    /** An error code to answer with (`unavailable`); `status` takes SPEC 8's spelling (`UNAVAILABLE`). */
    code: z.enum(FUNCTION_ERROR_CODES).exclude(['ok']).optional(),
    status: errorStatusSchema.optional(),
    message: z.string().max(2000).optional(),
    details: z.unknown().optional(),
    delayMs: z.optional(wholeNumber(0, 600_000)),
    /** Keep the call open until it is released (`POST /__devkit/holds/release`) or the server resets. */
    hang: z.boolean().optional(),
    /** Close the connection with no answer. */
    drop: z.boolean().optional(),
    /** Store routes only: the store does the call, then the error or drop answers, as a write whose answer was lost. */
    afterWrite: z.boolean().optional(),
    /** A success body: a callable's result (sent as `{"result": ...}`), or a store route's whole body. */
    result: z.unknown().optional(),
    /** How many calls it applies to; until cleared when absent. */
    times: z.optional(wholeNumber(1, 10_000)),
    /** Only calls by this signed-in user; any caller when absent. */
    uid: z.string().min(1).max(128).optional(),
    /** Only calls of this dev kit session (session.ts); any call its session does not override when absent. */
    session: z.string().regex(SESSION_ID, SESSION_ID_RULE).optional(),
  })
  .superRefine((fault, ctx) => {
    const error = fault.code !== undefined || fault.status !== undefined;
    if (!error && !Object.hasOwn(fault, 'result') && !fault.delayMs && !fault.hang && !fault.drop)
      ctx.addIssue({
        code: 'custom',
        path: [],
        message: 'a fault does something: give code or status, result, delayMs (over 0), hang or drop',
      });
    if (!error && (fault.message !== undefined || fault.details !== undefined))
      ctx.addIssue({ code: 'custom', path: ['message'], message: 'message and details go with an error: give code or status too' });
    if (fault.code !== undefined && fault.status !== undefined)
      ctx.addIssue({ code: 'custom', path: ['status'], message: 'give code or status, not both' });
    if (Object.hasOwn(fault, 'result') && (fault.code !== undefined || fault.status !== undefined))
      ctx.addIssue({ code: 'custom', path: ['result'], message: 'a fault answers with an error or a result, not both' });
    if (fault.afterWrite && (!fault.target.includes(' ') || (!error && !fault.drop) || fault.hang || Object.hasOwn(fault, 'result')))
      ctx.addIssue({
        code: 'custom',
        path: ['afterWrite'],
        message: 'afterWrite is for a store route target ("PUT users/*/chatThreads/*/messages/*"), with an error or a drop',
      });
    if (fault.drop && (fault.code !== undefined || fault.status !== undefined || Object.hasOwn(fault, 'result')))
      ctx.addIssue({
        code: 'custom',
        path: ['drop'],
        message: 'a dropped call answers nothing: drop cannot go with code, status or result',
      });
  });
export type Fault = z.input<typeof faultSchema>;
/** A fault as the server keeps and lists it. */
export type StoredFault = z.output<typeof faultSchema> & { id: string };

/** Who is calling, to match scoped faults. */
export interface FaultScope {
  uid: string | null;
  session: string | null;
}

/** Which faults `list` and `clear` cover: those scoped to this uid and/or session, or one by id; all when empty. */
export type FaultSelector = Partial<Pick<StoredFault, 'uid' | 'session' | 'id'>>;

const selects = (fault: StoredFault, selector: FaultSelector) =>
  (selector.uid === undefined || fault.uid === selector.uid) &&
  (selector.session === undefined || fault.session === selector.session) &&
  (selector.id === undefined || fault.id === selector.id);

const globToRegExp = (segment: string) => new RegExp(`^${segment.replace(/[.+?^${}()|[\]\\]/g, '\\$&').replace(/\*/g, '[^/]*')}$`);

/** Whether a path pattern names this path; with `template`, some path of a route template (its `:name` segments are any one). */
function pathMatches(pattern: string[], path: string[], template = false): boolean {
  const [head, ...rest] = pattern;
  if (head === undefined) return path.length === 0;
  if (head === '**') return path.some((_, i) => pathMatches(rest, path.slice(i), template)) || pathMatches(rest, [], template);
  const [first, ...others] = path;
  if (first === undefined) return false;
  const matches = (template && first.startsWith(':')) || head.startsWith(':') || globToRegExp(head).test(first);
  return matches && pathMatches(rest, others, template);
}

/** A route of the store API as a fault target can name it: `GET` and `users/:uid/chat` (a `:name` segment is any one). */
export interface StoreRoute {
  method: string;
  path: string;
}

/** Whether a store route target (`GET users/*`) can meet a call of any of these routes: a misspelt one never would. */
export function storeTargetMeets(target: string, routes: readonly StoreRoute[]): boolean {
  const [method = '', pattern = ''] = target.split(' ');
  const segments = (path: string) => path.split('/').filter((s) => s !== '');
  return routes.some(
    (route) => (method === '*' || method.toUpperCase() === route.method) && pathMatches(segments(pattern), segments(route.path), true),
  );
}

/** Whether `target` names this call: a callable by name (or `*`), a store call (`GET users/u1`) by route pattern. */
export function targets(target: string, kind: 'callable' | 'store', name: string): boolean {
  if (kind === 'callable') return target === name || target === '*';
  const [method = '', pattern = ''] = target.split(' ');
  const [callMethod = '', callPath = ''] = name.split(' ');
  if (pattern === '' || (method !== '*' && method.toUpperCase() !== callMethod)) return false;
  const segments = (path: string) => path.split('/').filter((s) => s !== '');
  return pathMatches(segments(pattern), segments(callPath));
}

// Session, then uid, then global; within each, a `times` fault before a standing one, so a one-off over a standing delay plays.
const rank = (fault: StoredFault) =>
  (fault.session !== undefined ? 4 : 0) + (fault.uid !== undefined ? 2 : 0) + (fault.times !== undefined ? 1 : 0);

/** The step a fault plays: its delay, hold (`hang`), drop, error or result. */
export function stepOfFault(fault: StoredFault): Step {
  const code = fault.code ?? fault.status;
  return {
    ...(fault.delayMs === undefined ? {} : { delayMs: fault.delayMs }),
    ...(fault.hang ? { hold: true } : {}),
    ...(fault.drop ? { drop: true } : {}),
    ...(code === undefined ? {} : { error: { status: code, message: fault.message ?? `Injected ${code} fault`, details: fault.details } }),
    ...(Object.hasOwn(fault, 'result') ? { result: fault.result } : {}),
  };
}

export class Faults {
  private faults: StoredFault[] = [];
  private nextId = 1;
  private syncing: Promise<void> = Promise.resolve();

  /** `onChange` hears of every change to the set (emulators mode turns store faults into rules with it). */
  constructor(private readonly onChange?: (faults: readonly StoredFault[]) => Promise<void>) {}

  /** Adds a fault and returns its id (ZodError when malformed); if `onChange` fails, it is dropped and `settled()` rejects. */
  add(fault: Fault): string {
    const id = `f${this.nextId++}`;
    this.faults.push({ ...faultSchema.parse(fault), id });
    this.changed();
    this.syncing = this.syncing.catch((error: unknown) => {
      this.clear({ id });
      // Nobody need wait for the set without it to be taken in; whoever does hears how that went.
      this.syncing.catch(() => undefined);
      throw error;
    });
    return id;
  }

  clear(selector: FaultSelector = {}): void {
    const before = this.faults.length;
    this.faults = this.faults.filter((fault) => !selects(fault, selector));
    if (this.faults.length !== before) this.changed();
  }

  /** Resolves once `onChange` has taken in the latest change (rejects when it failed). */
  settled(): Promise<void> {
    return this.syncing;
  }

  private changed(): void {
    if (this.onChange) this.syncing = this.onChange(this.faults);
  }

  list(selector: FaultSelector = {}): readonly StoredFault[] {
    return this.faults.filter((fault) => selects(fault, selector));
  }

  /** The most specific fitting fault for this call, consuming one use; the oldest wins a tie, so `times` faults play in order. */
  take(target: string, scope: FaultScope = { uid: null, session: null }, kind: 'callable' | 'store' = 'callable'): StoredFault | null {
    let best: StoredFault | null = null;
    for (const f of this.faults) {
      const fits =
        targets(f.target, kind, target) &&
        (f.uid === undefined || f.uid === scope.uid) &&
        (f.session === undefined || f.session === scope.session);
      if (fits && (best === null || rank(f) > rank(best))) best = f;
    }
    if (!best) return null;
    if (best.times !== undefined) {
      best.times -= 1;
      if (best.times <= 0) {
        this.faults = this.faults.filter((f) => f !== best);
        this.changed();
      }
    }
    return best;
  }
}
