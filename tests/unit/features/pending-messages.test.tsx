// @vitest-environment jsdom
import { act, cleanup, render, renderHook, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { QueryClient } from '@tanstack/react-query';
import { unsavedIn, type ChatLogEntry } from '../../../src/application/chat-log';
import { addToThread, resetThread, threadMessagesOf } from '../../../src/features/f8chat/thread-cache';
import { PendingNote } from '../../../src/features/f8chat/pending-note';
import { useAnswerWhenLanded } from '../../../src/features/f8chat/use-answer-when-landed';
import { useLeaveWarning } from '../../../src/ui/use-leave-warning';
import { leavingAsks } from '../../support/leaving-asks';

const at = new Date('2026-11-29T10:00:00Z');
const entry = (key: string, sender: 'user' | 'bot', pending = false): ChatLogEntry => ({
  key,
  text: key,
  sender,
  timestamp: at,
  ...(pending ? { pending: true as const } : {}),
});

describe('PendingNote', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    vi.setSystemTime(at);
  });
  afterEach(() => {
    cleanup();
    vi.restoreAllMocks();
    vi.useRealTimers();
  });

  it("says nothing for a quick write, 'Saving…' after a second, then 'Waiting for connection' after five", () => {
    render(<PendingNote since={new Date()} />);
    expect(screen.queryByRole('status')).toBeNull();
    act(() => void vi.advanceTimersByTime(1000));
    expect(screen.getByRole('status')).toHaveTextContent('· Saving…');
    act(() => void vi.advanceTimersByTime(3999));
    expect(screen.getByRole('status')).toHaveTextContent('· Saving…');
    act(() => void vi.advanceTimersByTime(1));
    expect(screen.getByRole('status')).toHaveTextContent('· Waiting for connection');
  });

  it('times the write from when it was made: one waiting from before a reload says so at once', () => {
    render(<PendingNote since={new Date(at.getTime() - 60_000)} />);
    expect(screen.getByRole('status')).toHaveTextContent('· Waiting for connection');
  });

  it('waits for the connection at once while the browser is offline', () => {
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    render(<PendingNote since={new Date()} />);
    expect(screen.getByRole('status')).toHaveTextContent('· Waiting for connection');
  });
});

describe('useLeaveWarning over the log', () => {
  it('asks before the page is left while a message or an answer is on its way to the store, and not after', () => {
    const { rerender, unmount } = renderHook(
      (props: { entries: ChatLogEntry[]; saving: boolean }) => useLeaveWarning(unsavedIn(props.entries) || props.saving),
      { initialProps: { entries: [entry('a', 'user'), entry('b', 'bot')], saving: false } },
    );
    expect(leavingAsks()).toBe(false);
    rerender({ entries: [entry('a', 'user'), entry('b', 'bot', true)], saving: false });
    expect(leavingAsks()).toBe(true);
    rerender({ entries: [entry('a', 'user'), entry('b', 'bot')], saving: true });
    expect(leavingAsks()).toBe(true);
    rerender({ entries: [entry('a', 'user'), entry('b', 'bot')], saving: false });
    expect(leavingAsks()).toBe(false);
    unmount();
    expect(leavingAsks()).toBe(false);
  });
});

describe('useAnswerWhenLanded', () => {
  it('has f8 answer a message that was waiting when the page opened, once, as soon as it lands', () => {
    const ask = vi.fn();
    const { rerender } = renderHook((entries: ChatLogEntry[]) => useAnswerWhenLanded(entries, false, ask), {
      initialProps: [entry('a', 'user'), entry('b', 'bot'), entry('c', 'user', true)],
    });
    expect(ask).not.toHaveBeenCalled();
    const landed = [entry('a', 'user'), entry('b', 'bot'), entry('c', 'user')];
    rerender(landed);
    expect(ask).toHaveBeenCalledTimes(1);
    expect(ask).toHaveBeenCalledWith(landed[2]);
    rerender([...landed]);
    expect(ask).toHaveBeenCalledTimes(1);
  });

  it("leaves one of this page's own sends to that send", () => {
    const ask = vi.fn();
    const { rerender } = renderHook(
      ({ entries, busy }: { entries: ChatLogEntry[]; busy: boolean }) => useAnswerWhenLanded(entries, busy, ask),
      { initialProps: { entries: [entry('c', 'user', true)], busy: true } },
    );
    rerender({ entries: [entry('c', 'user')], busy: true });
    // Stopped before f8 said anything: the message stays unanswered, with Ask again, and is not asked about by itself.
    rerender({ entries: [entry('c', 'user')], busy: false });
    expect(ask).not.toHaveBeenCalled();
  });
});

describe('addToThread', () => {
  it('replaces a pending copy that arrived (as in the newest messages read after a first exchange) with its stored one', () => {
    const client = new QueryClient();
    resetThread(client, 'u', 't', { messages: [], hasMore: false, cursor: null });
    const stored = { id: 'm', text: 'hi', sender: 'user' as const, timestamp: new Date(at.getTime() + 5_000) };
    addToThread(client, 'u', 't', [{ ...stored, timestamp: at, pending: true }]);
    addToThread(client, 'u', 't', [stored]);
    expect(threadMessagesOf(client, 'u', 't')).toEqual([stored]);
    // A pending copy never replaces a stored one.
    addToThread(client, 'u', 't', [{ ...stored, pending: true }]);
    expect(threadMessagesOf(client, 'u', 't')).toEqual([stored]);
  });
});
