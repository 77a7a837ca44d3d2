import { act, waitFor } from '@testing-library/react';
import { expect, vi } from 'vitest';

type ArgsOf<F> = F extends (...args: infer A) => unknown ? A : never;

/**
 * Holds the answers of `target[method]` (a failure too) that `when` picks, from its arguments, until `release`: each
 * is read when it is asked for, as a store answers, and handed back once released, so a screen shows its loading state
 * meanwhile. Calls made after the release are answered at once.
 */
export function holdCalls<T extends object, K extends keyof T>(
  target: T,
  method: K,
  when: (...args: ArgsOf<T[K]>) => boolean = () => true,
) {
  const call = (target[method] as (...args: unknown[]) => Promise<unknown>).bind(target);
  let open: () => void = () => undefined;
  const gate = new Promise<void>((resolve) => (open = resolve));
  let held = 0;
  let done = 0;
  vi.spyOn(target, method as never).mockImplementation((async (...args: ArgsOf<T[K]>) => {
    const answer = await call(...args).then(
      (value) => ({ value }),
      (error: unknown) => ({ error }),
    );
    if (when(...args)) {
      held++;
      await gate;
      done++;
    }
    if ('error' in answer) throw answer.error;
    return answer.value;
  }) as never);
  return {
    /** How many answers are held, or were. */
    held: () => held,
    /** Lets the held answers go, and waits until each has been handed back and what it set is drawn. */
    release: async () => {
      await act(async () => {
        open();
        await gate;
      });
      await waitFor(() => expect(done).toBe(held));
      await act(() => new Promise((resolve) => setTimeout(resolve, 0)));
    },
  };
}
