import { Fragment, useEffect, useLayoutEffect, useRef, useState } from 'react';
import { SCROLL_DELAY_MS } from '../../domain/chat';
import { profileRelativeTime } from '../../domain/relative-time';
import { BRAND } from '../../ui/brand';
import { useRefocus } from '../../ui/use-refocus';
import { unansweredMessage, type ChatLogEntry, type MessageOnItsWay } from '../../application/chat-log';
import type { MentionTarget } from '../../domain/mentions';
import { F8Words } from '../../ui/f8-words';
import { WithMentionChips } from '../../ui/mention-chips';
import { PendingNote } from './pending-note';

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

/** How close to the end counts as reading the newest message. */
const AT_BOTTOM_PX = 48;

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
  const scroller = useRef<HTMLDivElement>(null);
  const atBottom = useRef(true);
  const [unseen, setUnseen] = useState(false);
  const last = messages.at(-1);
  const lastKey = last?.key;
  const firstKey = messages[0]?.key;
  const previous = useRef<{ first?: string | undefined; last?: string | undefined; height: number }>({ height: 0 });

  // An instant jump, not a smooth scroll: an animation's own scroll events would read as the reader leaving the end.
  const toBottom = () => {
    const node = scroller.current;
    if (!node) return;
    node.scrollTop = node.scrollHeight;
    atBottom.current = true;
    setUnseen(false);
  };

  useLayoutEffect(() => {
    const node = scroller.current;
    if (!node) return;
    const before = previous.current;
    previous.current = { first: firstKey, last: lastKey, height: node.scrollHeight };
    if (before.last === lastKey && before.first !== firstKey) {
      // Older messages came in above: keep the reader's place.
      node.scrollTop += node.scrollHeight - before.height;
      return;
    }
    if (before.last === lastKey) return;
    // Something new at the end: follow it when reading the end, or when it is what this page just sent (a local
    // bubble). The user's own words scroll at once; what arrives from f8 or another tab scrolls after SPEC 9's delay.
    if (before.last === undefined) return toBottom();
    if (last?.local) return toBottom();
    if (!atBottom.current) return setUnseen(true);
    // Asked again when the delay is over: a reader who scrolled up meanwhile is not pulled down.
    const timer = setTimeout(() => (atBottom.current ? toBottom() : setUnseen(true)), SCROLL_DELAY_MS);
    return () => clearTimeout(timer);
  }, [firstKey, lastKey, last?.local]);

  // New replies from f8 are announced politely; the log itself stays quiet, so older pages are not read out.
  const [announced, setAnnounced] = useState<{ key: string; text: string } | null>(null);
  const [initialLast] = useState(lastKey);
  if (last && last.sender === 'bot' && last.key !== initialLast && announced?.key !== last.key && !last.local)
    setAnnounced({ key: last.key, text: last.text });

  // f8's answer is followed while it comes and while it is stored, as long as the reader is at the end.
  const answering = typing || streamed !== null;
  useEffect(() => {
    if (answering && atBottom.current) toBottom();
  }, [answering, streamed?.words]);

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
      <div
        ref={scroller}
        className="message-scroller"
        onScroll={(event) => {
          const node = event.currentTarget;
          atBottom.current = node.scrollHeight - node.scrollTop - node.clientHeight < AT_BOTTOM_PX;
          if (atBottom.current) setUnseen(false);
        }}
      >
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
                      <button type="button" className="link-button" onClick={() => message.local && onRetry(message.local)} disabled={busy}>
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
          // Read out once, complete, when stored (below); not chunk by chunk.
          <div className="bubble from-f8 streaming" aria-busy="true">
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
      {/* Once, complete: the words come in when the renderer has, never as plain text first. */}
      <div className="visually-hidden" role="status">
        {announced && <F8Words key={announced.key} lead={`${BRAND.companion} says: `} text={announced.text} people={people} whenReady />}
      </div>
      {unseen && (
        <button type="button" className="button new-messages" onClick={() => toBottom()}>
          New messages <span aria-hidden="true">↓</span>
        </button>
      )}
    </div>
  );
}
