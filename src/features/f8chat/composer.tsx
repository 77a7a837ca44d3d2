import { useId, useState, type KeyboardEvent, type RefObject } from 'react';
import { CHAT_MESSAGE_MAX, counterLevel, counterNote } from '../../domain/chat';
import { filterMentionTargets, insertMention, mentionQuery, type MentionTarget } from '../../domain/mentions';
import { BRAND } from '../../ui/brand';
import { isSendKey } from '../../ui/send-key';

export interface ComposerProps {
  value: string;
  onChange: (value: string) => void;
  onSend: () => void;
  signedIn: boolean;
  busy: boolean;
  /** f8 is answering: the send button is Stop, as is Escape in the box. */
  answering: boolean;
  /** f8 is answering in another conversation: Send waits for it, and the foot says why. */
  answeringElsewhere: boolean;
  onStop: () => void;
  people: readonly MentionTarget[];
  /** Whether the people are the user's own: the placeholder then invites @mentions. */
  ownPeople: boolean;
  inputRef: RefObject<HTMLTextAreaElement | null>;
}

/** The chat input (SPEC 2, 5): Enter sends, Shift+Enter is a newline, the n/250 counter, '@' opens a listbox of people. */
export function Composer(props: ComposerProps) {
  const { value, onChange, onSend, signedIn, busy, answering, answeringElsewhere, onStop, people, ownPeople, inputRef } = props;
  const elsewhere = answeringElsewhere ? `${BRAND.companion} is answering in another chat.` : '';
  const inputId = useId();
  const listId = useId();
  const counterId = useId();
  const [cursor, setCursor] = useState(0);
  const [active, setActive] = useState(0);
  const [dismissedAt, setDismissedAt] = useState<number | null>(null);
  // Said once the person stops f8 (the typing status just goes), until f8 is asked again.
  const [stopped, setStopped] = useState(false);
  if (stopped && answering) setStopped(false);
  const stop = () => {
    setStopped(true);
    onStop();
  };
  const open = mentionQuery(value, cursor);
  const options = open && dismissedAt !== open.start ? filterMentionTargets(people, open.query) : [];
  const showList = options.length > 0;
  const current = Math.min(active, options.length - 1);
  const blank = value.trim() === '';
  const level = counterLevel(value.length);
  const placeholder = !signedIn
    ? 'Login to start chatting...'
    : ownPeople
      ? 'Type a message... (use @ to mention)'
      : 'Type your message...';
  const tooltip = signedIn ? 'Send message' : 'Login required to send messages';

  const choose = (person: MentionTarget) => {
    const next = insertMention(value, cursor, person.name);
    onChange(next.text);
    setCursor(next.cursor);
    setActive(0);
    requestAnimationFrame(() => inputRef.current?.setSelectionRange(next.cursor, next.cursor));
  };

  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (showList) {
      const moves: Record<string, number> = { ArrowDown: current + 1, ArrowUp: current - 1 };
      if (event.key in moves) {
        event.preventDefault();
        setActive(((moves[event.key] ?? 0) + options.length) % options.length);
        return;
      }
      if ((event.key === 'Enter' && !event.shiftKey) || event.key === 'Tab') {
        const person = options[current];
        if (person) {
          event.preventDefault();
          choose(person);
          return;
        }
      }
      if (event.key === 'Escape') {
        event.preventDefault();
        setDismissedAt(open?.start ?? null);
        return;
      }
    }
    if (event.key === 'Escape' && answering) {
      event.preventDefault();
      stop();
      return;
    }
    if (isSendKey(event)) {
      event.preventDefault();
      onSend();
    }
  };

  return (
    <form
      className="composer"
      onSubmit={(event) => {
        event.preventDefault();
        onSend();
      }}
    >
      <div className="composer-field">
        <label htmlFor={inputId} className="visually-hidden">
          Message {BRAND.companion}
        </label>
        {showList && (
          <ul id={listId} role="listbox" aria-label="People to mention" className="mention-list">
            {options.map((person, index) => (
              // Keys go to the combobox, which points at the active option (the WAI-ARIA listbox pattern).
              // eslint-disable-next-line jsx-a11y/click-events-have-key-events
              <li
                key={person.id}
                id={`${listId}-${index}`}
                role="option"
                aria-selected={index === current}
                className="mention-option"
                // Keep focus in the textarea: choosing with the mouse must not blur it first.
                onMouseDown={(event) => event.preventDefault()}
                onClick={() => choose(person)}
              >
                @{person.name}
              </li>
            ))}
          </ul>
        )}
        <textarea
          ref={inputRef}
          id={inputId}
          className="message-field"
          rows={2}
          dir="auto"
          value={value}
          maxLength={CHAT_MESSAGE_MAX}
          placeholder={placeholder}
          // A textarea cannot be a combobox (ARIA 1.2); a textbox with autocomplete, controls and an active
          // descendant gives assistive technology the same picture of the mention list.
          aria-autocomplete="list"
          aria-controls={showList ? listId : undefined}
          aria-activedescendant={showList ? `${listId}-${current}` : undefined}
          aria-describedby={counterId}
          enterKeyHint="send"
          onChange={(event) => {
            onChange(event.target.value.slice(0, CHAT_MESSAGE_MAX));
            setCursor(event.target.selectionStart);
            setActive(0);
            setDismissedAt(null);
          }}
          onSelect={(event) => setCursor(event.currentTarget.selectionStart)}
          onKeyDown={onKeyDown}
        />
        {answering ? (
          <button type="button" className="button send-button stop-button" title="Stop" aria-label="Stop" onClick={stop}>
            <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" focusable="false">
              <rect fill="currentColor" x="6" y="6" width="12" height="12" rx="2" />
            </svg>
          </button>
        ) : (
          <button type="submit" className="button send-button" disabled={busy || blank} title={tooltip} aria-label={tooltip}>
            <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" focusable="false">
              <path fill="currentColor" d="M3 20.5 21 12 3 3.5v6.6l12 1.9-12 1.9v6.6Z" />
            </svg>
          </button>
        )}
      </div>
      {/* A region per note: a status is read whole when it changes, and each says one thing. */}
      <p className="visually-hidden" role="status">
        {stopped ? 'Stopped.' : ''}
      </p>
      <p className="visually-hidden" role="status">
        {counterNote(value.length)}
      </p>
      <p className="muted chat-elsewhere" role="status">
        {elsewhere}
      </p>
      <div className="composer-foot">
        <p className="muted chat-disclaimer">{BRAND.companion} is AI — helpful, but not always right.</p>
        <p id={counterId} className={`chat-counter is-${level}`}>
          {value.length}/{CHAT_MESSAGE_MAX}
          <span className="visually-hidden"> characters</span>
        </p>
      </div>
    </form>
  );
}
