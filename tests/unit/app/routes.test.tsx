// @vitest-environment jsdom
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { startTransition, Suspense, useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { RouteErrorBoundary } from '../../../src/app/route-error-boundary';
import { screen as screenOf } from '../../../src/app/routes';
import { ScreenCode } from '../../../src/app/screens';

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

function Page({ text }: { text: string }) {
  return <p>{text}</p>;
}

/** A screen's code that arrives a moment after it is asked for. */
const slowCode = () => new ScreenCode(() => new Promise<typeof Page>((resolve) => setTimeout(() => resolve(Page), 20)));

describe('screen', () => {
  it('draws a screen whose code is here in the first render, without suspending', async () => {
    const code = new ScreenCode(() => Promise.resolve(Page));
    await code.get();
    const Screen = screenOf(code);
    render(
      <Suspense fallback={<p>waiting</p>}>
        <Screen text="drawn at once" />
      </Suspense>,
    );
    expect(screen.getByText('drawn at once')).toBeInTheDocument();
    expect(screen.queryByText('waiting')).toBeNull();
  });

  it('suspends until the code arrives, then draws it, without React warning that use() was skipped', async () => {
    const logged = vi.spyOn(console, 'error');
    const code = slowCode();
    const Next = screenOf(code);
    function Navigator() {
      const [next, setNext] = useState(false);
      if (next) return <Next text="the next screen" />;
      return (
        <button type="button" onClick={() => startTransition(() => setNext(true))}>
          Next
        </button>
      );
    }
    render(
      <Suspense fallback={<p>waiting</p>}>
        <Navigator />
      </Suspense>,
    );
    // A navigation runs in a transition: React keeps the first screen and waits for the code, then resumes the screen.
    const next = screen.getByRole('button', { name: 'Next' });
    await act(() => Promise.resolve(fireEvent.click(next)));
    expect(await screen.findByText('the next screen')).toBeInTheDocument();
    expect(code.get().status).toBe('fulfilled');
    expect(logged.mock.calls.flat().join(' ')).not.toMatch(/use\(\)/);
  });

  it('draws the error page for a screen whose code failed to download, without suspending', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const code = new ScreenCode<{ text: string }>(() => Promise.reject(new Error('chunk failed')));
    await code.get().catch(() => undefined);
    expect(code.get().status).toBe('rejected');
    const Screen = screenOf(code);
    render(
      <RouteErrorBoundary resetKey="a">
        <Suspense fallback={<p>waiting</p>}>
          <Screen text="never" />
        </Suspense>
      </RouteErrorBoundary>,
    );
    expect(screen.getByRole('heading', { level: 1, name: 'This page could not be shown' })).toBeVisible();
    expect(screen.queryByText('waiting')).toBeNull();
  });
});
