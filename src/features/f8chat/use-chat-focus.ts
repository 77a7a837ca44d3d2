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
  /** Opens the history drawer again (on a phone the delete question replaces it). */
  reopenDrawer: () => void;
}

/**
 * Keeps the keyboard focus where the person can go on in the f8 chat: it moves it only when the control that held it
 * is gone or disabled, never from where the person has put it.
 */
export function useChatFocus({ input, toggle, rail, reopenDrawer }: ChatFocusTargets) {
  // Where the entry asked about stood, whether the question replaced the drawer, and where the focus goes once the
  // entry has left the history.
  const deletedAt = useRef(0);
  const fromDrawer = useRef(false);
  const afterDeletion = useRef<'history' | 'input' | null>(null);

  /** The entry at the deleted one's place (or its delete button), the last one, or New Chat. */
  const entryAt = (selector: string) => {
    const entries = rail.current?.querySelectorAll<HTMLButtonElement>(selector) ?? [];
    return entries[Math.min(deletedAt.current, entries.length - 1)] ?? rail.current?.querySelector<HTMLButtonElement>('.new-chat');
  };
  /** Back in the drawer the question replaced, once it has opened (and focused its close button). */
  const backToDrawer = (selector: string) => {
    fromDrawer.current = false;
    reopenDrawer();
    requestAnimationFrame(() => entryAt(selector)?.focus());
  };

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
   * the entry now in its place, the last one or New Chat, in the drawer again on a phone. After every render: the
   * history drawn without the entry is the one to look in.
   */
  useLayoutEffect(() => {
    const after = afterDeletion.current;
    if (!after) return;
    afterDeletion.current = null;
    if (after === 'history' && fromDrawer.current) return backToDrawer('.thread-open');
    // From the drawer, the dialog handed the focus to the drawer's toggle, not the person.
    const handed = fromDrawer.current;
    fromDrawer.current = false;
    if (!handed && !focusIsLost()) return;
    if (after === 'input') return input.current?.focus();
    // A history that is a closed drawer has no entry to take it.
    if (window.matchMedia(DRAWER_WIDTH).matches) return toggle.current?.focus();
    entryAt('.thread-open')?.focus();
  });

  return {
    focusInputIfLost,
    focusInputNextFrame,
    /** Deleting the conversation at this place in the history is asked, from the drawer or the rail. */
    asking: (index: number, inDrawer: boolean) => {
      deletedAt.current = Math.max(0, index);
      fromDrawer.current = inDrawer;
    },
    /** Kept after all: back to its delete button, in the drawer again on a phone. */
    kept: () => {
      if (fromDrawer.current) backToDrawer('.thread-delete');
    },
    /** The deletion is done: the focus goes on to the history, or to the message box if the open one was deleted. */
    deleted: (wasOpen: boolean) => {
      afterDeletion.current = wasOpen ? 'input' : 'history';
    },
  };
}
