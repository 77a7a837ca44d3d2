import { useLayoutEffect, useRef, type RefObject } from 'react';
import { BREAKPOINTS, narrowerThan } from '../../ui/breakpoints';
import { focusIsLost } from '../../ui/focus-lost';

/** Where the chat history is a slide-in drawer (f8chat.css). */
export const DRAWER_WIDTH = narrowerThan(BREAKPOINTS.rails);

interface ChatFocusTargets {
  input: RefObject<HTMLTextAreaElement | null>;
  /** The history drawer's toggle, on narrow screens. */
  toggle: RefObject<HTMLButtonElement | null>;
  rail: RefObject<HTMLElement | null>;
}

/**
 * Keeps the keyboard focus where the person can go on in the f8 chat: it moves it only when the control that held it
 * is gone or disabled, never from where the person has put it. `threads` is the history as shown.
 */
export function useChatFocus({ input, toggle, rail }: ChatFocusTargets, threads: readonly unknown[]) {
  // Where the deleted entry stood, and where the focus goes once it has left the history.
  const deletedAt = useRef(0);
  const afterDeletion = useRef<'history' | 'input' | null>(null);

  /** After an exchange, a retry or an ask-again: the message box, if the control pressed is gone or disabled. */
  const focusInputIfLost = () => {
    if (focusIsLost()) input.current?.focus();
  };

  /** The message box at the next frame (once a drawer has closed), unless the person has moved the focus meanwhile. */
  const focusInputNextFrame = () => {
    const from = document.activeElement;
    requestAnimationFrame(() => {
      // The drawer that closed hands the focus to its toggle (use-drawer.ts) before this frame.
      const at = document.activeElement;
      if (at === from || at === toggle.current || focusIsLost()) input.current?.focus();
    });
  };

  /**
   * A deleted entry takes the focused button with it: then the message box (the open conversation was deleted), else
   * the entry now in its place, the last one or New Chat; on a phone, the drawer's toggle.
   */
  useLayoutEffect(() => {
    const after = afterDeletion.current;
    if (!after) return;
    afterDeletion.current = null;
    if (!focusIsLost()) return;
    if (after === 'input') return input.current?.focus();
    if (window.matchMedia(DRAWER_WIDTH).matches) return toggle.current?.focus();
    const entries = rail.current?.querySelectorAll<HTMLButtonElement>('.thread-open') ?? [];
    (entries[Math.min(deletedAt.current, entries.length - 1)] ?? rail.current?.querySelector<HTMLButtonElement>('.new-chat'))?.focus();
  }, [threads, input, toggle, rail]);

  return {
    focusInputIfLost,
    focusInputNextFrame,
    /** A conversation is being deleted from this place in the history. */
    deleting: (index: number) => {
      deletedAt.current = Math.max(0, index);
    },
    /** The deletion is done: the focus goes on to the history, or to the message box if the open one was deleted. */
    deleted: (wasOpen: boolean) => {
      afterDeletion.current = wasOpen ? 'input' : 'history';
    },
  };
}
