import type { ReactNode, RefObject } from 'react';
import { Link, useLocation } from 'react-router-dom';
import { loginFrom } from '../../domain/return-path';
import { BRAND } from '../../ui/brand';
import { PlusIcon } from '../../ui/icons';

export const QUICK_REPLIES = [
  'Tell me more about this',
  'How can I improve my relationships?',
  'What should I do next?',
  'Can you give me specific advice?',
];

/** The chat's first screen (SPEC 4 'initial'): its heading, the visitor's login prompt and the quick replies. */
export function ChatInitial({
  signedIn,
  busy,
  onQuickReply,
  historyToggle,
}: {
  signedIn: boolean;
  busy: boolean;
  onQuickReply: (text: string) => void;
  historyToggle: ReactNode;
}) {
  const location = useLocation();
  return (
    <>
      {/* Beside the centred column, not in it: where the history is a drawer, its button sits at the top. */}
      <div className="chat-history-toggle">{historyToggle}</div>
      <div className="chat-initial">
        <h1 id="chat-title">Start a new conversation</h1>
        <p className="lead">Ask {BRAND.companion} anything about your relationships</p>
        {!signedIn && (
          <p className="chat-login-prompt">
            <Link to="/login" state={loginFrom(location)}>
              Log in
            </Link>{' '}
            to save your conversations and pick them up later.
          </p>
        )}
        <div className="quick-replies" role="group" aria-label="Quick replies">
          {QUICK_REPLIES.map((reply) => (
            <button key={reply} type="button" className="chip" disabled={busy} onClick={() => onQuickReply(reply)}>
              {reply}
            </button>
          ))}
        </div>
      </div>
    </>
  );
}

/** A conversation's header: its title, New Chat and, where the history is a drawer, the history's button. */
export function ChatHead({ onNewChat, historyToggle }: { onNewChat: () => void; historyToggle: ReactNode }) {
  return (
    <div className="chat-head">
      <h1 id="chat-title">let&apos;s chat</h1>
      <div className="chat-head-actions">
        {/* SPEC 5's new-chat button of the conversation's header, named as the history's own New Chat is. On a
            phone it reads '+ New', so the title and both buttons share a row; its name stays whole. */}
        <button type="button" className="button secondary" aria-label="New Chat" onClick={onNewChat}>
          <PlusIcon />
          <span>
            New<span className="wide-only"> Chat</span>
          </span>
        </button>
        {historyToggle}
      </div>
    </div>
  );
}

/** Opens the history where it is a drawer (narrow screens): at the top of the first screen, then in the conversation's header. */
export function HistoryToggle({
  open,
  onOpen,
  toggleRef,
}: {
  open: boolean;
  onOpen: () => void;
  toggleRef: RefObject<HTMLButtonElement | null>;
}) {
  return (
    <button
      ref={toggleRef}
      type="button"
      className="button secondary history-toggle"
      aria-expanded={open}
      aria-controls="chat-history"
      onClick={onOpen}
    >
      Chat History
    </button>
  );
}
