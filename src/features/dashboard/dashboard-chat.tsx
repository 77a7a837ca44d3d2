import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { profileRelativeTime } from '../../domain/relative-time';
import type { AuthUser } from '../../ports/auth.port';
import { BRAND } from '../../ui/brand';
import { useNow } from '../../ui/use-now';
import { useDashboardChat } from './use-dashboard-chat';

/** A conversation starter chosen: each choice its own object, so choosing the same one again fills the box again. */
export interface StarterDraft {
  text: string;
}

/** The dashboard chat with f8: the newest 10 messages, live; Send disabled while busy or blank (SPEC 2, 5). */
export function DashboardChat({ user, userName, draft }: { user: AuthUser; userName: string; draft: StarterDraft | null }) {
  const now = useNow();
  const { messages, loadError, send } = useDashboardChat(user, userName);
  const [text, setText] = useState('');
  const busy = send.isPending;
  const inputId = useId();
  const listRef = useRef<HTMLOListElement>(null);
  const inputRef = useRef<HTMLTextAreaElement>(null);
  // The ids on screen when the last message was sent: what the live list brings beyond them is that exchange.
  const [knownAtSend, setKnownAtSend] = useState<ReadonlySet<string>>(new Set());

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
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (busy || blank) return;
    const message = text.trim();
    setText('');
    // Send is disabled now (busy, and the box is empty): the focus waits in the box for the next message.
    inputRef.current?.focus();
    setKnownAtSend(new Set(messages.map((m) => m.id)));
    send.mutate(message, {
      onError: () => setText((current) => current || message), // nothing the user wrote is lost
    });
  };
  const error = send.isError ? 'Failed to send message' : loadError ? 'Failed to load dashboard data' : null;
  // The user's words show at once; the live list takes over once the function has stored the exchange,
  // which it may deliver before the call itself returns: then the stored copy alone shows, and f8's stored
  // answer ends the typing line.
  const arrived = messages.filter((m) => !knownAtSend.has(m.id));
  const stored = busy && arrived.some((m) => m.sender === 'user' && m.message === send.variables);
  const answered = stored && arrived.some((m) => m.sender === 'f8');
  const pending = busy && !stored ? send.variables : undefined;
  const typing = busy && !answered;

  // The log shows its newest line whenever one comes or goes: a message arriving, the words just sent, f8 typing.
  // Only the log scrolls, never the page around it.
  useEffect(() => {
    const log = listRef.current;
    if (log) log.scrollTop = log.scrollHeight;
  }, [messages, pending, typing]);
  // A failed send is said where it is seen: on a phone the message box is at the screen's foot, the error below it.
  useEffect(() => {
    if (send.isError) errorRef.current?.scrollIntoView({ block: 'nearest' });
  }, [send.isError]);

  return (
    <section className="dashboard-card dashboard-chat" aria-labelledby="chat-heading">
      <h2 id="chat-heading">Chat with {BRAND.companion}</h2>
      {/* The log scrolls (max-height): focusable, so keyboard users can scroll it too (WCAG 2.1.1). */}
      {/* eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex -- a scrollable region must take focus */}
      <ol ref={listRef} className="chat-log" aria-live="polite" aria-label="Messages" tabIndex={0}>
        {messages.length === 0 && pending === undefined && (
          <li className="muted">Say hello to {BRAND.companion}. Your last 10 messages show here.</li>
        )}
        {messages.map((m) => (
          // Its direction from the message: dir=auto skips the hidden prefix, which has a direction of its own.
          <li key={m.id} className={`bubble ${m.sender === 'user' ? 'from-user' : 'from-f8'}`} dir="auto">
            <span className="visually-hidden" dir="ltr">
              {m.sender === 'user' ? 'You' : BRAND.companion}:{' '}
            </span>
            {m.message}
            <time dateTime={m.timestamp.toISOString()}>{profileRelativeTime(m.timestamp, now)}</time>
          </li>
        ))}
        {pending !== undefined && (
          <li className="bubble from-user pending" dir="auto">
            <span className="visually-hidden" dir="ltr">
              You:{' '}
            </span>
            {pending}
          </li>
        )}
        {typing && <li className="bubble from-f8 typing">{BRAND.companion} is typing...</li>}
      </ol>
      <form className="chat-input" onSubmit={submit}>
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
          placeholder={`Tell ${BRAND.companion} what’s on your mind...`}
          onChange={(event) => setText(event.target.value)}
          onKeyDown={(event) => {
            // Not while an input method is composing: its Enter picks a word (as in the f8 chat's composer).
            if (event.key === 'Enter' && !event.shiftKey && !event.nativeEvent.isComposing) submit(event);
          }}
        />
        <button type="submit" className="button" disabled={busy || blank}>
          Send
        </button>
      </form>
      {error && (
        <p ref={errorRef} className="result-box error" role="alert">
          {error}
        </p>
      )}
    </section>
  );
}
