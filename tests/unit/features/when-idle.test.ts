import { afterEach, describe, expect, it, vi } from 'vitest';
import { whenIdle } from '../../../src/ui/when-idle';

afterEach(() => {
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

describe('whenIdle', () => {
  it('waits for the browser to be idle, at most the given time', () => {
    const idle = vi.fn();
    vi.stubGlobal('requestIdleCallback', idle);
    const work = vi.fn();
    whenIdle(work, 700);
    expect(work).not.toHaveBeenCalled();
    expect(idle).toHaveBeenCalledWith(expect.any(Function), { timeout: 700 });
    (idle.mock.calls[0]?.[0] as () => void)();
    expect(work).toHaveBeenCalledTimes(1);
  });

  it('runs soon after where there is no requestIdleCallback (older Safari)', () => {
    vi.useFakeTimers();
    vi.stubGlobal('requestIdleCallback', undefined);
    const work = vi.fn();
    whenIdle(work);
    expect(work).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(work).toHaveBeenCalledTimes(1);
  });
});
