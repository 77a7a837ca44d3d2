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

  async call<R extends FunctionRole>(role: R, data: RequestOf<R>): Promise<ResponseOf<R>> {
    const contract = FUNCTIONS[role];
    const request = contract.request.safeParse(data);
    if (!request.success) throw new FunctionError('invalid-argument', describeIssues(request.error, 'data'));
    let raw: unknown;
    try {
      const callable = httpsCallable(this.functions, this.names[role], { timeout: this.timeoutMs });
      raw = (await callable(request.data)).data;
    } catch (error) {
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
    // The Functions SDK appends the HTTP status to the server's message ('bad sort [400]'); SPEC 8 shows the message.
    const message = code === error.code ? error.message : error.message.replace(/ \[\d{3}\]$/, '');
    return new FunctionError(isFunctionErrorCode(code) ? code : 'unknown', message);
  }
  return new FunctionError('unknown', error instanceof Error ? error.message : String(error));
}
