import { z } from 'zod';
import { FUNCTION_ERROR_CODES } from '../src/domain/function-error';

/** A scripted failure or delay for one function (or '*' for all): what testers use to reach error states. */
export const faultSchema = z.strictObject({
  target: z.string().min(1).max(200),
  code: z.enum(FUNCTION_ERROR_CODES).exclude(['ok']).optional(),
  message: z.string().max(2000).optional(),
  delayMs: z.number().int().min(0).max(120_000).optional(),
  /** Never answer (until reset), to reach time-outs and busy states. */
  hang: z.boolean().optional(),
  /** How many calls it applies to; unlimited when absent. */
  times: z.number().int().min(1).max(10_000).optional(),
  /** Only calls by this signed-in user; any caller when absent. */
  uid: z.string().min(1).max(128).optional(),
  /** Only calls carrying this dev kit session header (session.ts); any call when absent. */
  session: z.string().min(1).max(200).optional(),
});
export type Fault = z.infer<typeof faultSchema>;

/** Who is calling, to match scoped faults. */
export interface FaultScope {
  uid: string | null;
  session: string | null;
}

/** Which faults `clear` removes: those scoped to this uid and/or session; all of them when empty. */
export type FaultSelector = Partial<Pick<Fault, 'uid' | 'session'>>;

const selects = (fault: Fault, selector: FaultSelector) =>
  (selector.uid === undefined || fault.uid === selector.uid) && (selector.session === undefined || fault.session === selector.session);

export class Faults {
  private faults: Fault[] = [];

  add(fault: Fault): void {
    this.faults.push({ ...fault });
  }

  clear(selector: FaultSelector = {}): void {
    this.faults = this.faults.filter((fault) => !selects(fault, selector));
  }

  list(selector: FaultSelector = {}): readonly Fault[] {
    return this.faults.filter((fault) => selects(fault, selector));
  }

  /** The fault for this call, consuming one use of it. */
  take(target: string, scope: FaultScope = { uid: null, session: null }): Fault | null {
    const index = this.faults.findIndex(
      (f) =>
        (f.target === target || f.target === '*') &&
        (f.uid === undefined || f.uid === scope.uid) &&
        (f.session === undefined || f.session === scope.session),
    );
    const fault = this.faults[index];
    if (!fault) return null;
    if (fault.times !== undefined) {
      fault.times -= 1;
      if (fault.times <= 0) this.faults.splice(index, 1);
    }
    return fault;
  }
}
