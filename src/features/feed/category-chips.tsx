import { CATEGORIES, type Category } from '../../domain/talk';

export interface CategoryChipsProps {
  active: Category | null;
  onChange: (category: Category | null) => void;
}

/** 'all' plus the twelve categories; choosing the active chip again clears it (SPEC 2). */
export function CategoryChips({ active, onChange }: CategoryChipsProps) {
  return (
    <div
      className="chips"
      role="group"
      aria-label="Categories"
      // On a phone the row scrolls sideways: a focused chip comes wholly into view, not just its edge.
      onFocus={(event) => event.target.scrollIntoView({ block: 'nearest', inline: 'nearest' })}
    >
      <button type="button" className="chip" aria-pressed={active === null} onClick={() => onChange(null)}>
        all
      </button>
      {CATEGORIES.map((category) => (
        <button
          key={category}
          type="button"
          className="chip"
          aria-pressed={active === category}
          onClick={() => onChange(active === category ? null : category)}
        >
          {category}
        </button>
      ))}
    </div>
  );
}
