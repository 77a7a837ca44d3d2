import { FUNCTIONS, type FunctionRole } from '../src/contract/functions';

const checked = new WeakSet<object>();

/** Marks a result its function checked in parts (large parts once, when made), so the router does not walk it every call. */
export function checkedResult<T extends object>(result: T): T {
  checked.add(result);
  return result;
}

/** The mock checks its own answers against the contract, so a drift fails loudly here, not in the UI. */
export function checkResult(role: FunctionRole, result: unknown): void {
  if (result !== null && typeof result === 'object' && checked.has(result)) return;
  FUNCTIONS[role].response.parse(result);
}
