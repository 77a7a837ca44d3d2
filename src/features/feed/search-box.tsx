import { useId } from 'react';

/** The feed's search field with its clear button; filtering happens over the posts already loaded. */
export function SearchBox({ value, onChange }: { value: string; onChange: (value: string) => void }) {
  const id = useId();
  return (
    <form role="search" className="search-box" onSubmit={(event) => event.preventDefault()}>
      <label htmlFor={id} className="visually-hidden">
        Search posts
      </label>
      <span className="search-icon" aria-hidden="true">
        ⌕
      </span>
      <input
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
        <button type="button" className="search-clear" onClick={() => onChange('')}>
          <span aria-hidden="true">✕</span>
          <span className="visually-hidden">Clear search</span>
        </button>
      )}
    </form>
  );
}
