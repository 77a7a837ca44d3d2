// @vitest-environment jsdom
import { act, cleanup, fireEvent, render } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { SCROLL_DELAY_MS } from '../../../src/domain/chat';
import { useFollowEnd } from '../../../src/features/f8chat/use-follow-end';

/** The conversation's box as a browser lays it out: its content's height, its own, and where it is scrolled to. */
const box = { content: 0, view: 400, top: 0 };
let resized: () => void = () => undefined;

function Log(props: { first: string; last: string; ownLast?: boolean }) {
  const { scroller, content, onScroll, unseen } = useFollowEnd({ ownLast: false, answering: false, words: undefined, ...props });
  return (
    <div data-testid="view" ref={scroller} onScroll={onScroll}>
      <div ref={content} />
      {unseen && <button type="button">New messages</button>}
    </div>
  );
}

const view = (): HTMLElement => document.querySelector<HTMLElement>('[data-testid=view]')!;

beforeEach(() => {
  vi.useFakeTimers();
  Object.assign(box, { content: 1000, view: 400, top: 0 });
  Object.defineProperties(HTMLElement.prototype, {
    scrollHeight: { configurable: true, get: () => box.content },
    clientHeight: { configurable: true, get: () => box.view },
    scrollTop: {
      configurable: true,
      get: () => box.top,
      set: (v: number) => void (box.top = Math.max(0, Math.min(v, box.content - box.view))),
    },
  });
  vi.stubGlobal(
    'ResizeObserver',
    class {
      constructor(callback: () => void) {
        resized = callback;
      }
      observe() {}
      disconnect() {}
    },
  );
});
afterEach(() => {
  cleanup();
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

/** The reader scrolls to `top`. */
const scrollTo = (top: number) => {
  box.top = top;
  fireEvent.scroll(view());
};
const grow = (by: number) => {
  box.content += by;
  act(() => resized());
};

describe('useFollowEnd: the conversation stays at its end while the reader is there', () => {
  it('keeps what grows below the end in view', () => {
    render(<Log first="a" last="b" />);
    expect(box.top).toBe(600);
    grow(150);
    expect(box.top).toBe(750);
  });

  it('follows a new message after the delay, and content that grows meanwhile is not the reader leaving', () => {
    const { rerender, queryByRole } = render(<Log first="a" last="b" />);
    rerender(<Log first="a" last="c" />);
    grow(150);
    // A scroll event with the end further away, though the reader did not scroll up.
    scrollTo(box.top);
    expect(box.top).toBe(600);
    act(() => void vi.advanceTimersByTime(SCROLL_DELAY_MS));
    expect(box.top).toBe(750);
    expect(queryByRole('button', { name: 'New messages' })).toBeNull();
  });

  it('says "New messages" once the reader has scrolled up, and does not pull them down', () => {
    const { rerender, getByRole } = render(<Log first="a" last="b" />);
    scrollTo(100);
    grow(50);
    rerender(<Log first="a" last="c" />);
    expect(box.top).toBe(100);
    expect(getByRole('button', { name: 'New messages' })).toBeTruthy();
  });

  it("keeps the reader's place when older messages come in above, measured from the last growth", () => {
    const { rerender } = render(<Log first="a" last="b" />);
    scrollTo(0);
    grow(80);
    box.content += 300;
    rerender(<Log first="older" last="b" />);
    expect(box.top).toBe(300);
  });

  it('still follows a new message when an older page lands during its delay', () => {
    const { rerender } = render(<Log first="a" last="b" />);
    box.content += 100;
    rerender(<Log first="a" last="c" />);
    box.content += 300;
    rerender(<Log first="older" last="c" />);
    act(() => void vi.advanceTimersByTime(SCROLL_DELAY_MS));
    expect(box.top).toBe(box.content - box.view);
  });
});
