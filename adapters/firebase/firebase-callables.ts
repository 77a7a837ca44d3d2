import { FirebaseError } from 'firebase/app';
import { httpsCallable, type Functions } from 'firebase/functions';
import { FUNCTIONS, type FunctionNames, type FunctionRole, type RequestOf, type ResponseOf } from '../../src/contract/functions';
import { CALLABLE_TIMEOUT_MS } from '../../src/contract/callable-protocol';
import { describeIssues } from '../../src/contract/zod';
import { FunctionError, isFunctionErrorCode } from '../../src/domain/function-error';

/** The backend's callables through the Firebase SDK (it adds bearer and App Check), checked both ways against the contract. */
export class FirebaseCallables {
  constructor(
    private readonly functions: Functions,
    private readonly names: FunctionNames,
    private readonly timeoutMs = CALLABLE_TIMEOUT_MS,
  ) {}

  /**
   * Calls the function; with `stream`, as a stream (`.stream()`): each chunk to `onChunk` as it comes, then the result.
   * The signal aborts a stream; the SDK cannot abort a plain call.
   */
  async call<R extends FunctionRole>(
    role: R,
    data: RequestOf<R>,
    stream?: { onChunk: (chunk: unknown) => void; signal?: AbortSignal | undefined },
  ): Promise<ResponseOf<R>> {
    const contract = FUNCTIONS[role];
    const request = contract.request.safeParse(data);
    if (!request.success) throw new FunctionError('invalid-argument', describeIssues(request.error, 'data'));
    let raw: unknown;
    let deadline: AbortSignal | undefined;
    try {
      const callable = httpsCallable(this.functions, this.names[role], { timeout: this.timeoutMs });
      if (stream) {
        // The SDK's stream has no time-out of its own: the callables' one stops it too.
        deadline = AbortSignal.timeout(this.timeoutMs);
        const signal = stream.signal ? AbortSignal.any([stream.signal, deadline]) : deadline;
        const streamed = await callable.stream(request.data, { signal });
        // The result fails with the stream: held from the start, its failure is never left unhandled.
        const result = streamed.data.then((data) => ({ data }));
        result.catch(() => undefined);
        for await (const chunk of streamed.stream) stream.onChunk(chunk);
        // The SDK settles the result before it ends the stream; a stream that ended without one never would.
        const ended = new Promise<null>((resolve) => setTimeout(() => resolve(null), 0));
        const answer = await Promise.race([result, ended]);
        if (answer === null) throw new FunctionError('internal', `${this.names[role]} ended its stream without a result`);
        raw = answer.data;
      } else raw = (await callable(request.data)).data;
    } catch (error) {
      // Aborted mid-body, the SDK's stream fails as 'internal': the abort, or the time-out, is what happened.
      if (stream?.signal?.aborted) throw new FunctionError('cancelled', 'The call was stopped.');
      if (deadline?.aborted)
        throw new FunctionError('deadline-exceeded', `${this.names[role]} did not answer within ${this.timeoutMs / 1000} s`);
      throw toFunctionError(error);
    }
    const response = contract.response.safeParse(raw);
    if (!response.success) throw new FunctionError('data-loss', `Unexpected response from ${this.names[role]}`);
    return response.data as ResponseOf<R>;
  }
}

/** `functions/invalid-argument` -> FunctionError('invalid-argument'). */
export function toFunctionError(error: unknown): FunctionError {
  if (error instanceof FunctionError) return error;
  if (error instanceof FirebaseError) {
    const code = error.code.replace(/^functions\//, '');
    // The SDK appends the HTTP status ('bad sort [400]'; '[0]' in a stream): SPEC 8 shows the message.
    const message = code === error.code ? error.message : error.message.replace(/ \[\d{1,3}\]$/, '');
    return new FunctionError(isFunctionErrorCode(code) ? code : 'unknown', message);
  }
  return new FunctionError('unknown', error instanceof Error ? error.message : String(error));
}
