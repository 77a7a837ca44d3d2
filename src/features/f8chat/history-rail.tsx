import { useId, type Ref } from 'react';
import { Link, useLocation } from 'react-router-dom';
import { threadSummary } from '../../domain/chat';
import { F8Preview } from '../../ui/f8-words';
import { profileRelativeTime } from '../../domain/relative-time';
import { loginFrom } from '../../domain/return-path';
import { ReplyIcon, TrashIcon } from '../../ui/icons';
import type { ThreadEntry } from './thread-cache';

export interface HistoryRailProps {
  signedIn: boolean;
  threads: ThreadEntry[];
  loading: boolean;
  currentId: string | null;
  now: Date;
  open: boolean;
  onOpenThread: (threadId: string) => void;
  onNewChat: () => void;
  onDelete: (thread: ThreadEntry) => void;
  onClose: () => void;
  /** The drawer, and its close button (which takes the focus as it opens on a phone). */
  ref?: Ref<HTMLElement>;
  closeRef?: Ref<HTMLButtonElement>;
}

/** The right rail (SPEC 2): 'Chat History', 'New Chat' and the threads; a slide-in drawer on a phone. */
export function HistoryRail({
  signedIn,
  threads,
  loading,
  currentId,
  now,
  open,
  onOpenThread,
  onNewChat,
  onDelete,
  onClose,
  ref,
  closeRef,
}: HistoryRailProps) {
  const headingId = useId();
  const location = useLocation();
  return (
    <aside ref={ref} id="chat-history" className={`chat-rail${open ? ' is-open' : ''}`} aria-labelledby={headingId}>
      <div className="chat-rail-head">
        <h2 id={headingId}>Chat History</h2>
        <button ref={closeRef} type="button" className="close-menu chat-rail-close" onClick={onClose}>
          <span aria-hidden="true">✕</span>
          <span className="visually-hidden">Close chat history</span>
        </button>
      </div>
      {!signedIn ? (
        <div className="chat-rail-empty">
          <p>Login to view and manage your chat history</p>
          <Link className="button" to="/login" state={loginFrom(location)}>
            Login
          </Link>
        </div>
      ) : (
        <>
          <button type="button" className="button wide new-chat" onClick={onNewChat}>
            New Chat
          </button>
          {loading ? (
            <p className="muted">Loading conversations…</p>
          ) : threads.length === 0 ? (
            <div className="chat-rail-empty">
              <p>No chat history yet</p>
              <p className="muted">Start a conversation to see your chat history here</p>
            </div>
          ) : (
            <ul className="thread-list">
              {threads.map((thread) => (
                <li key={thread.id} className="thread-entry">
                  <button
                    type="button"
                    className="thread-open"
                    aria-current={thread.id === currentId ? 'true' : undefined}
                    onClick={() => onOpenThread(thread.id)}
                  >
                    <span className="thread-title" dir="auto">
                      {thread.title}
                    </span>
                    <span className="thread-summary">
                      {thread.lastMessage && thread.lastFromF8 ? <F8Preview text={thread.lastMessage} /> : threadSummary(thread)}
                    </span>
                    <span className="thread-meta">
                      <time dateTime={thread.lastMessageAt.toISOString()}>{profileRelativeTime(thread.lastMessageAt, now)}</time>
                      <span aria-hidden="true"> · </span>
                      {/* The count beside a speech bubble, as the feed shows a post's replies: a bare number read as nothing.
                          Not read twice where the summary line already says it. */}
                      <span className="thread-count" aria-hidden={!thread.lastMessage && thread.messageCount > 0 ? true : undefined}>
                        <ReplyIcon />
                        {thread.messageCount}
                        <span className="visually-hidden">{thread.messageCount === 1 ? ' message' : ' messages'}</span>
                      </span>
                    </span>
                  </button>
                  <button type="button" className="icon-button thread-delete" onClick={() => onDelete(thread)}>
                    <TrashIcon />
                    <span className="visually-hidden">Delete conversation “{thread.title}”</span>
                  </button>
                </li>
              ))}
            </ul>
          )}
        </>
      )}
    </aside>
  );
}
