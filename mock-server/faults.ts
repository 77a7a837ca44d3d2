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
});
export type Fault = z.infer<typeof faultSchema>;

export class Faults {
  private faults: Fault[] = [];

  add(fault: Fault): void {
    this.faults.push({ ...fault });
  }

  clear(): void {
    this.faults = [];
  }

  list(): readonly Fault[] {
    return this.faults;
  }

  /** The fault for this call, consuming one use of it. */
  take(target: string): Fault | null {
    const index = this.faults.findIndex((f) => f.target === target || f.target === '*');
    const fault = this.faults[index];
    if (!fault) return null;
    if (fault.times !== undefined) {
      fault.times -= 1;
      if (fault.times <= 0) this.faults.splice(index, 1);
    }
    return fault;
  }
}
