import { Fragment, useRef, useState } from 'react';
import { profileRelativeTime } from '../../domain/relative-time';
import { BRAND } from '../../ui/brand';
import { useRefocus } from '../../ui/use-refocus';
import { unansweredMessage, type ChatLogEntry, type MessageOnItsWay } from '../../application/chat-log';
import type { MentionTarget } from '../../domain/mentions';
import { F8Words } from '../../ui/f8-words';
import { WithMentionChips } from '../../ui/mention-chips';
import { PendingNote } from './pending-note';
import { useFollowEnd } from './use-follow-end';

export interface MessageLogProps {
  messages: ChatLogEntry[];
  /** A message is on its way: no suggestions, Retry or Ask again meanwhile. */
  busy: boolean;
  /** f8 is being asked: the typing indicator (not while the user's own message is still being stored). */
  typing: boolean;
  /** f8's words so far while they stream in, then while stored: a bubble that grows, in the typing indicator's place. */
  streamed: { words: string; saving: Date | null } | null;
  now: Date;
  /** The user's people, whose mentions show as chips. */
  people: readonly MentionTarget[];
  hasOlder: boolean;
  loadingOlder: boolean;
  onLoadOlder: () => void;
  onSuggestion: (text: string) => void;
  onRetry: (message: MessageOnItsWay) => void;
  /** Asks f8 for the answer a stored last message of the user never got. */
  onAskAgain: (message: ChatLogEntry) => void;
}

/** The conversation (SPEC 2): it follows new messages only while the reader is at the bottom, else shows "New messages". */
export function MessageLog({
  messages,
  busy,
  typing,
  streamed,
  now,
  people,
  hasOlder,
  loadingOlder,
  onLoadOlder,
  onSuggestion,
  onRetry,
  onAskAgain,
}: MessageLogProps) {
  const last = messages.at(-1);
  const lastKey = last?.key;
  const answering = typing || streamed !== null;
  const { scroller, content, onScroll, unseen, toEnd } = useFollowEnd({
    first: messages[0]?.key,
    last: lastKey,
    ownLast: Boolean(last?.local),
    answering,
    words: streamed?.words,
  });

  // New replies from f8 are announced politely; the log itself stays quiet, so older pages are not read out.
  const [announced, setAnnounced] = useState<{ key: string; text: string } | null>(null);
  const [initialLast] = useState(lastKey);
  if (last && last.sender === 'bot' && last.key !== initialLast && announced?.key !== last.key && !last.local)
    setAnnounced({ key: last.key, text: last.text });

  // 'Load older messages' is disabled while it loads, and gone once nothing older is left: either way it lost the
  // focus, which goes back to it once the page has come, or else to the conversation, whose oldest messages are then
  // the ones to read. Without scrolling: the log keeps the place it holds (above).
  const olderButton = useRef<HTMLButtonElement>(null);
  const logRef = useRef<HTMLDivElement>(null);
  const refocusAfterOlder = useRefocus(() => (loadingOlder ? null : (olderButton.current ?? logRef.current)), { preventScroll: true });

  const lastBot = [...messages].reverse().find((m) => m.sender === 'bot' && !m.local);
  const suggestions = !busy && last && last === lastBot ? (lastBot.suggestedResponses ?? []) : [];
  // The user's stored message with no answer and none on its way, after a Stop, an apology or a reload mid-send.
  const unanswered = busy ? undefined : unansweredMessage(messages);
  const askAgain = unanswered && (
    <button type="button" className="link-button" onClick={() => onAskAgain(unanswered)}>
      Ask again
    </button>
  );

  return (
    <div className="message-area">
      <div ref={scroller} className="message-scroller" onScroll={onScroll}>
        <div ref={content} className="message-content">
          {hasOlder && (
            <button
              ref={olderButton}
              type="button"
              className="button secondary load-older"
              onClick={() => {
                refocusAfterOlder();
                onLoadOlder();
              }}
              disabled={loadingOlder}
            >
              {loadingOlder ? 'Loading…' : 'Load older messages'}
            </button>
          )}
          <div
            ref={logRef}
            role="log"
            aria-live="off"
            aria-label={`Conversation with ${BRAND.companion}`}
            className="message-log"
            tabIndex={-1}
          >
            {messages.map((message) => {
              const author = message.sender === 'user' ? 'You' : BRAND.companion;
              const when = profileRelativeTime(message.timestamp, now);
              const failed = message.local?.status === 'not-saved';
              const apology = message.local?.status === 'apology';
              const sending = message.local?.status === 'sending' || message.pending === true;
              const bubble = (
                <article
                  className={`bubble ${message.sender === 'user' ? 'from-user' : 'from-f8'}${failed ? ' not-saved' : ''}${sending ? ' pending' : ''}`}
                  aria-label={`${author}, ${when}`}
                >
                  {message.sender === 'bot' && !message.local ? (
                    <div className="bubble-text" dir="auto">
                      <F8Words text={message.text} people={people} />
                    </div>
                  ) : (
                    // An apology is announced at once, as an error; f8's replies are announced politely below.
                    <p className="bubble-text" dir="auto" role={apology ? 'alert' : undefined}>
                      {message.sender === 'user' ? <WithMentionChips text={message.text} people={people} /> : message.text}
                    </p>
                  )}
                  <p className="bubble-meta">
                    <time dateTime={message.timestamp.toISOString()}>{when}</time>
                    {sending && <PendingNote since={message.timestamp} />}
                    {failed && message.local && (
                      <>
                        <span className="not-saved-note"> · Not saved</span>
                        <button
                          type="button"
                          className="link-button"
                          onClick={() => message.local && onRetry(message.local)}
                          disabled={busy}
                        >
                          Retry
                        </button>
                      </>
                    )}
                  </p>
                </article>
              );
              return (
                <Fragment key={message.key}>
                  {bubble}
                  {/* Under the message f8's apology follows, between the two. */}
                  {message === unanswered && message !== last && <div className="ask-again">{askAgain}</div>}
                </Fragment>
              );
            })}
          </div>
          {unanswered === last && unanswered && (
            <div className="bubble from-f8 unanswered">
              <p className="bubble-text">{BRAND.companion} hasn’t answered this yet.</p>
              {askAgain}
            </div>
          )}
          {streamed !== null && (
            // Beside the log, not in it: the log reads the answer out once, complete, when stored; not chunk by chunk.
            <div className="bubble from-f8 streaming" role="group" aria-label={`${BRAND.companion}'s answer so far`} aria-busy="true">
              <div className="bubble-text" dir="auto">
                <F8Words text={streamed.words} people={people} />
              </div>
              {streamed.saving && (
                <p className="bubble-meta">
                  <PendingNote since={streamed.saving} />
                </p>
              )}
            </div>
          )}
          {typing && streamed === null && (
            <p className="bubble from-f8 typing" role="status">
              {BRAND.companion} is typing...
            </p>
          )}
          {suggestions.length > 0 && (
            <div className="suggestions" role="group" aria-label="Suggested replies">
              {suggestions.map((text) => (
                <button key={text} type="button" className="chip suggestion" onClick={() => onSuggestion(text)}>
                  {text}
                </button>
              ))}
            </div>
          )}
        </div>
      </div>
      {/* Once, complete: the words come in when the renderer has, never as plain text first. */}
      <div className="visually-hidden" role="status">
        {announced && <F8Words key={announced.key} lead={`${BRAND.companion} says: `} text={announced.text} people={people} whenReady />}
      </div>
      {unseen && (
        <button type="button" className="button new-messages" onClick={toEnd}>
          New messages <span aria-hidden="true">↓</span>
        </button>
      )}
    </div>
  );
}
