import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { profileRelativeTime } from '../../domain/relative-time';
import type { AuthUser } from '../../ports/auth.port';
import type { DashboardChatMessage } from '../../ports/companion.port';
import { BRAND } from '../../ui/brand';
import { useService } from '../../ui/services-context';
import { useNow } from '../../ui/use-now';

/** The dashboard chat with f8: the newest 10 messages, live; Send disabled while busy or blank (SPEC 2, 5). */
export function DashboardChat({ user, userName, draft }: { user: AuthUser; userName: string; draft: string | null }) {
  const companion = useService('companion');
  const now = useNow();
  const [messages, setMessages] = useState<DashboardChatMessage[]>([]);
  const [text, setText] = useState('');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const inputId = useId();
  const listRef = useRef<HTMLOListElement>(null);

  useEffect(() => companion.subscribeChat(user.uid, setMessages, () => setError('Failed to load dashboard data')), [companion, user.uid]);
  useEffect(() => {
    listRef.current?.lastElementChild?.scrollIntoView({ block: 'nearest' });
  }, [messages]);
  const [lastDraft, setLastDraft] = useState<string | null>(null);
  if (draft !== lastDraft) {
    // A chosen conversation starter becomes the draft.
    setLastDraft(draft);
    if (draft) setText(draft);
  }

  const blank = text.trim() === '';
  const send = async (event: FormEvent) => {
    event.preventDefault();
    if (busy || blank) return;
    const message = text.trim();
    setBusy(true);
    setError(null);
    setText('');
    try {
      await companion.send({ userId: user.uid, userName, message, history: messages });
    } catch {
      setError('Failed to send message');
      setText(message); // nothing the user wrote is lost
    } finally {
      setBusy(false);
    }
  };

  return (
    <section className="dashboard-card dashboard-chat" aria-labelledby="chat-heading">
      <h2 id="chat-heading">Chat with {BRAND.companion}</h2>
      <ol ref={listRef} className="chat-log" aria-live="polite" aria-label="Messages">
        {messages.length === 0 && <li className="muted">Say hello to {BRAND.companion}. Your last 10 messages show here.</li>}
        {messages.map((m) => (
          <li key={m.id} className={`bubble ${m.sender === 'user' ? 'from-user' : 'from-f8'}`}>
            <span className="visually-hidden">{m.sender === 'user' ? 'You' : BRAND.companion}: </span>
            {m.message}
            {m.timestamp && <time dateTime={m.timestamp.toISOString()}>{profileRelativeTime(m.timestamp, now)}</time>}
          </li>
        ))}
        {busy && <li className="bubble from-f8 typing">{BRAND.companion} is typing...</li>}
      </ol>
      <form className="chat-input" onSubmit={(event) => void send(event)}>
        <label htmlFor={inputId} className="visually-hidden">
          Message {BRAND.companion}
        </label>
        <textarea
          id={inputId}
          rows={2}
          value={text}
          placeholder={`Tell ${BRAND.companion} what’s on your mind...`}
          onChange={(event) => setText(event.target.value)}
          onKeyDown={(event) => {
            if (event.key === 'Enter' && !event.shiftKey) void send(event);
          }}
        />
        <button type="submit" className="button" disabled={busy || blank}>
          Send
        </button>
      </form>
      {error && (
        <p className="result-box error" role="alert">
          {error}
        </p>
      )}
    </section>
  );
}
