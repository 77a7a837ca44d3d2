import { useId, useRef } from 'react';
import { FindIcon } from '../../ui/nav-icons';

/** The feed's search field with its clear button; filtering happens over the posts already loaded. */
export function SearchBox({ value, onChange }: { value: string; onChange: (value: string) => void }) {
  const id = useId();
  const input = useRef<HTMLInputElement>(null);
  return (
    <form role="search" className="search-box" onSubmit={(event) => event.preventDefault()}>
      <label htmlFor={id} className="visually-hidden">
        Search posts
      </label>
      <span className="search-icon" aria-hidden="true">
        <FindIcon />
      </span>
      <input
        ref={input}
        id={id}
        type="search"
        dir="auto"
        value={value}
        placeholder="Search categories, users, or content..."
        autoComplete="off"
        enterKeyHint="search"
        onChange={(event) => onChange(event.target.value)}
      />
      {value !== '' && (
        <button
          type="button"
          className="search-clear"
          onClick={() => {
            onChange('');
            // The button goes with the text: the focus goes back to the field, ready for the next search.
            input.current?.focus();
          }}
        >
          <span aria-hidden="true">✕</span>
          <span className="visually-hidden">Clear search</span>
        </button>
      )}
    </form>
  );
}
