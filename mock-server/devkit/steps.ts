import { z } from 'zod';
import { codeOfStatusName, HTTP_STATUS_OF, statusNameOf } from '../../src/contract/callable-protocol';
import { wholeNumber } from '../../src/contract/zod';
import { FUNCTION_ERROR_CODES, type FunctionErrorCode } from '../../src/domain/function-error';

export type ErrorCode = Exclude<FunctionErrorCode, 'ok'>;
const CODES = FUNCTION_ERROR_CODES.filter((code): code is ErrorCode => code !== 'ok');
const STATUS_NAMES = CODES.map((code) => statusNameOf(code));

/** `UNAVAILABLE` (SPEC 8's status names) or `unavailable` (the SDK's codes) as the code. */
export function codeOfStatus(value: string): ErrorCode | null {
  const code = codeOfStatusName(value);
  return code === null || code === 'ok' ? null : code;
}

/** An error status in either spelling, read as the code; answered with its HTTP status (HTTP_STATUS_OF). */
export const errorStatusSchema = z
  .string()
  .refine((value) => codeOfStatus(value) !== null, { message: `must be one of ${STATUS_NAMES.join(', ')}` })
  .transform((value) => codeOfStatus(value) as ErrorCode);

export const stepErrorSchema = z.strictObject({
  status: errorStatusSchema,
  message: z.string().max(10_000).optional(),
  details: z.unknown().optional(),
  /** Answer with this HTTP status instead of the status's own (to try what a client makes of a mismatch). */
  httpStatus: z.optional(wholeNumber(400, 599)),
});

/**
 * A streamed answer: the chunks `delayMs` apart, then the step's reply (else the chunks joined as `message`); or after
 * the chunks `then` an error, `stall` (a hold, released as any), or `drop`. A call that does not accept a stream gets
 * the same delays and the final answer as plain JSON.
 */
export const streamSchema = z
  .strictObject({
    chunks: z.array(z.string().max(10_000)).min(1).max(1_000),
    delayMs: z.optional(wholeNumber(0, 60_000)),
    then: z.strictObject({ error: stepErrorSchema }).optional(),
    stall: z.boolean().optional(),
    drop: z.boolean().optional(),
  })
  .refine((stream) => [stream.then, stream.stall, stream.drop].filter(Boolean).length <= 1, {
    message: 'a stream ends one way: then, stall or drop, not two',
  });

// `reply` goes as the result's `message`, `responses` beside it; `result` is the whole raw result. A step with no answer
// (a bare `delayMs` or `hold`) lets the call go on to its usual answer.
/** One answer of a script rule, a fault or a release. */
export const stepSchema = z
  .strictObject({
    reply: z.unknown().optional(),
    responses: z.unknown().optional(),
    result: z.unknown().optional(),
    error: stepErrorSchema.optional(),
    delayMs: z.optional(wholeNumber(0, 600_000)),
    hold: z.boolean().optional(),
    drop: z.boolean().optional(),
    stream: streamSchema.optional(),
  })
  .superRefine((step, ctx) => {
    const has = (key: keyof typeof step) => Object.hasOwn(step, key);
    if (Object.keys(step).length === 0) ctx.addIssue({ code: 'custom', message: 'a step needs at least one field' });
    if (has('result') && (has('reply') || has('responses')))
      ctx.addIssue({ code: 'custom', path: ['result'], message: 'result is the whole answer: use it without reply or responses' });
    if (has('error') && (has('result') || has('reply') || has('responses')))
      ctx.addIssue({ code: 'custom', path: ['error'], message: 'an error step cannot also carry reply, responses or result' });
    if (has('stream') && (has('result') || has('error') || step.drop))
      ctx.addIssue({
        code: 'custom',
        path: ['stream'],
        message: 'a stream ends with the reply, or with its own then, stall or drop: not with result, error or drop',
      });
    if (step.drop && (has('error') || has('result') || has('reply') || has('responses')))
      ctx.addIssue({
        code: 'custom',
        path: ['drop'],
        message: 'a dropped call answers nothing: drop cannot go with error, result, reply or responses',
      });
  });
export type Step = z.output<typeof stepSchema>;

/** A zod issue path as testers write it: `rules[0].steps[1].error.status`. */
export function pathOf(path: readonly PropertyKey[]): string {
  return path.reduce<string>((out, key) => (typeof key === 'number' ? `${out}[${key}]` : out ? `${out}.${String(key)}` : String(key)), '');
}

export interface ControlIssue {
  path: string;
  message: string;
}

/** A 400 body of the control API: one readable line, and each issue with its field path (a misspelt field's own). */
export function invalidBody(error: z.ZodError, root = 'body'): { error: string; issues: ControlIssue[] } {
  const issues = error.issues.flatMap((issue) =>
    issue.code === 'unrecognized_keys'
      ? issue.keys.map((key) => ({ path: pathOf([...issue.path, key]), message: 'unknown field' }))
      : [{ path: pathOf(issue.path) || root, message: issue.message }],
  );
  return { error: issues.map((issue) => `${issue.path}: ${issue.message}`).join('; '), issues };
}

/** The HTTP status an error step answers with. */
export const httpStatusOfStep = (error: NonNullable<Step['error']>) => error.httpStatus ?? HTTP_STATUS_OF[error.status];
