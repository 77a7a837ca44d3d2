import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { DASHBOARD_MESSAGE_MAX } from '../../domain/chat';
import { profileRelativeTime } from '../../domain/relative-time';
import { BRAND } from '../../ui/brand';
import { isSendKey } from '../../ui/send-key';
import { F8Words, preloadF8Words } from '../../ui/f8-words';
import { WithMentionChips } from '../../ui/mention-chips';
import { TryAgain } from '../../ui/try-again';
import { useNow } from '../../ui/use-now';
import { usePeople } from '../../ui/use-people';
import { useRefocus } from '../../ui/use-refocus';
import { useSession } from '../../ui/session';
import type { DashboardChatState } from './use-dashboard-chat';

/** Kept in the layout, not shown nor read. */
const HIDDEN = { visibility: 'hidden' } as const;

/** A conversation starter chosen: each choice its own object, so choosing the same one again fills the box again. */
export interface StarterDraft {
  text: string;
}

/**
 * The dashboard chat (SPEC 2, 5): the newest 10 messages, live; Send off while busy or blank. With `loadErrorAbove`
 * the page's own 'Failed to load dashboard data' covers the chat too, so the chat does not say it twice.
 */
export function DashboardChat({
  chat,
  draft,
  loadErrorAbove,
}: {
  chat: DashboardChatState;
  draft: StarterDraft | null;
  loadErrorAbove: boolean;
}) {
  const now = useNow();
  const { lines, busy, typing } = chat;
  const { chips } = usePeople(useSession().user?.uid ?? null);
  useEffect(preloadF8Words, []);
  const [text, setText] = useState('');
  const inputId = useId();
  const limitId = useId();
  const listRef = useRef<HTMLOListElement>(null);
  const inputRef = useRef<HTMLTextAreaElement>(null);

  const errorRef = useRef<HTMLParagraphElement>(null);
  const [lastDraft, setLastDraft] = useState<StarterDraft | null>(null);
  if (draft !== lastDraft) {
    // A chosen conversation starter becomes the draft.
    setLastDraft(draft);
    if (draft) setText(draft.text);
  }
  // ...and the box takes the focus, there to be sent or changed (the starter's button keeps nothing to do).
  useEffect(() => {
    if (draft) inputRef.current?.focus();
  }, [draft]);

  const blank = text.trim() === '';
  // Until the chat has loaded, a message would go without its history (and land above what loads).
  const canSend = !busy && !blank && !chat.loading;
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!canSend) return;
    const message = text.trim();
    setText('');
    // Send is disabled now (busy, and the box is empty): the focus waits in the box for the next message.
    inputRef.current?.focus();
    chat.send(message, () => setText((current) => current || message)); // nothing the user wrote is lost
  };
  const retryButton = useRef<HTMLButtonElement>(null);
  // 'Try again' goes as the chat listens again: the focus goes on to the messages, or to the next 'Try again'.
  const refocusAfterRetry = useRefocus(() => (chat.loadError ? retryButton.current : listRef.current));
  const atLimit = text.length >= DASHBOARD_MESSAGE_MAX;
  const lastKey = lines.at(-1)?.key ?? null;

  // The log shows its newest line whenever one comes or goes: a message arriving, the words just sent, f8 typing.
  // Only the log scrolls, never the page around it.
  useEffect(() => {
    const log = listRef.current;
    if (log) log.scrollTop = log.scrollHeight;
  }, [lastKey, typing]);
  // A failed send is said where it is seen: on a phone the message box is at the screen's foot, the error below it.
  // Not when the focus has left the form while it was on its way: the alert is read out either way.
  const formRef = useRef<HTMLFormElement>(null);
  useEffect(() => {
    if (chat.sendFailed && formRef.current?.contains(document.activeElement)) errorRef.current?.scrollIntoView({ block: 'nearest' });
  }, [chat.sendFailed]);

  return (
    <section className="dashboard-card dashboard-chat" aria-labelledby="chat-heading">
      <h2 id="chat-heading">Chat with {BRAND.companion}</h2>
      {/* Only lines that come are read out, not the times that age in place (aria-relevant). */}
      {/* The log scrolls (max-height): focusable, so keyboard users can scroll it too (WCAG 2.1.1). */}
      {/* eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex -- a scrollable region must take focus */}
      <ol ref={listRef} className="chat-log" aria-live="polite" aria-relevant="additions" aria-label="Messages" tabIndex={0}>
        {/* One box for both lines, as tall as the taller: the form below stays put when the chat has loaded. */}
        {(chat.loading || lines.length === 0) && (
          <li className="muted chat-placeholder">
            <span aria-hidden={!chat.loading} style={chat.loading ? undefined : HIDDEN}>
              Loading messages…
            </span>
            <span aria-hidden={chat.loading} style={chat.loading ? HIDDEN : undefined}>
              Say hello to {BRAND.companion}. Your last 10 messages show here.
            </span>
          </li>
        )}
        {lines.map((line) => {
          const { sender, message } = 'stored' in line ? line.stored : line;
          const sent = !('stored' in line) && sender === 'user';
          // A line sent from here shows when it was sent, until its stored copy (same key, same element) shows when it
          // was stored: the time changes in place, which the log does not read out (aria-relevant).
          const at = 'stored' in line ? line.stored.timestamp : line.at;
          return (
            // Its direction from the message: dir=auto skips the hidden prefix, which has a direction of its own.
            <li key={line.key} className={`bubble ${sender === 'user' ? 'from-user' : 'from-f8'}${sent ? ' pending' : ''}`} dir="auto">
              <span className="visually-hidden" dir="ltr">
                {sender === 'user' ? 'You' : BRAND.companion}:{' '}
              </span>
              {/* The log reads out each line it gains: f8's words come in once the renderer has, complete. */}
              {sender === 'user' ? <WithMentionChips text={message} people={chips} /> : <F8Words text={message} people={chips} whenReady />}
              <time dateTime={at.toISOString()}>{profileRelativeTime(at, now)}</time>
            </li>
          );
        })}
        {typing && <li className="bubble from-f8 typing">{BRAND.companion} is typing...</li>}
      </ol>
      <form ref={formRef} className="chat-input" onSubmit={submit}>
        <label htmlFor={inputId} className="visually-hidden">
          Message {BRAND.companion}
        </label>
        <textarea
          ref={inputRef}
          id={inputId}
          className="message-field"
          rows={2}
          dir="auto"
          value={text}
          maxLength={DASHBOARD_MESSAGE_MAX}
          aria-describedby={atLimit ? limitId : undefined}
          placeholder={`Tell ${BRAND.companion} what’s on your mind...`}
          onChange={(event) => setText(event.target.value)}
          onKeyDown={(event) => isSendKey(event) && submit(event)}
        />
        <button type="submit" className="button" disabled={!canSend}>
          Send
        </button>
      </form>
      {atLimit && (
        <p id={limitId} className="muted chat-limit" role="status">
          A message can be up to {DASHBOARD_MESSAGE_MAX.toLocaleString('en')} characters.
        </p>
      )}
      {chat.sendFailed && (
        <p ref={errorRef} className="result-box error" role="alert">
          Failed to send message
        </p>
      )}
      {!chat.sendFailed && chat.loadError && !loadErrorAbove && (
        <div className="result-box error" role="alert">
          <p>Failed to load dashboard data</p>
          <TryAgain ref={retryButton} armRefocus={refocusAfterRetry} onRetry={chat.retryLoad} />
        </div>
      )}
    </section>
  );
}
