// @vitest-environment jsdom
import { waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderInSlices } from '../../../src/app/start';

/** Keeps the main thread busy for `ms`, as a slow phone is while it renders a big screen. */
function spend(ms: number): void {
  const until = performance.now() + ms;
  while (performance.now() < until) {
    // busy
  }
}

/** A component that takes `ms` of the main thread to render, and notes when it did. */
function Busy({ name, ms, log }: { name: string; ms: number; log: string[] }) {
  spend(ms);
  log.push(name);
  return <p>{name}</p>;
}

describe('renderInSlices', () => {
  it('lets the browser run a task between parts of the first render instead of rendering all in one task', async () => {
    const log: string[] = [];
    const container = document.createElement('div');
    setTimeout(() => log.push('a task of the browser'), 0);
    const root = renderInSlices(
      container,
      <>
        {['first', 'second', 'third', 'fourth'].map((name) => (
          <Busy key={name} name={name} ms={8} log={log} />
        ))}
      </>,
    );
    await waitFor(() => expect(container.textContent).toBe('firstsecondthirdfourth'));
    expect(log.indexOf('a task of the browser')).toBeGreaterThan(0);
    expect(log.indexOf('a task of the browser')).toBeLessThan(log.indexOf('fourth'));
    root.unmount();
  });
});
