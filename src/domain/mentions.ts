/** A person who can be @mentioned in the f8 chat (SPEC 3: id and the saved person's firstName). */
export interface MentionTarget {
  id: string;
  name: string;
}

/** SPEC 8's people for visitors and when the user's own fail to load; distinct first letters, so typing narrows at once. */
export const PLACEHOLDER_PEOPLE: readonly MentionTarget[] = [
  { id: 'placeholder-alex', name: 'Alex' },
  { id: 'placeholder-jordan', name: 'Jordan' },
  { id: 'placeholder-sam', name: 'Sam' },
  { id: 'placeholder-taylor', name: 'Taylor' },
  { id: 'placeholder-morgan', name: 'Morgan' },
];

/** No one to mention: for a list that has not loaded, or placeholders that are nobody's people. */
export const NO_PEOPLE: readonly MentionTarget[] = [];

// A mention is @ and word characters of any script (SPEC 5), so 'Zoë' counts; the @ must not follow a word character,
// so an email address is not one.
const WORD = String.raw`[\p{L}\p{M}\p{N}_]`;
const OPEN_MENTION = new RegExp(String.raw`(?:^|[^\p{L}\p{M}\p{N}_@])@(${WORD}*)$`, 'u');
const MENTION_START = /(?:^|[^\p{L}\p{M}\p{N}_@])@/gu;
const STARTS_WITH_WORD = new RegExp(`^${WORD}`, 'u');

/** The partial name being typed when the text before the cursor ends with @ and word characters; null otherwise. */
export function mentionQuery(text: string, cursor: number): { query: string; start: number } | null {
  const before = text.slice(0, cursor);
  const match = OPEN_MENTION.exec(before);
  if (!match) return null;
  const query = match[1] ?? '';
  return { query, start: cursor - query.length - 1 };
}

/** People whose name contains the partial name, case-insensitively, in their given order. */
export function filterMentionTargets(people: readonly MentionTarget[], query: string): MentionTarget[] {
  const needle = query.toLocaleLowerCase();
  return people.filter((person) => person.name.toLocaleLowerCase().includes(needle));
}

/** Replaces the partial mention before the cursor with '@{name} ' and puts the cursor after it. */
export function insertMention(text: string, cursor: number, name: string): { text: string; cursor: number } {
  const open = mentionQuery(text, cursor);
  const start = open ? open.start : cursor;
  const inserted = `@${name} `;
  return { text: text.slice(0, start) + inserted + text.slice(cursor), cursor: start + inserted.length };
}

/** The known person whose whole name the text spells at `at`, case-insensitively; the longest, so 'Mary Ann' beats 'Mary'. */
function personNamedAt(text: string, at: number, people: readonly MentionTarget[]): MentionTarget | undefined {
  let named: MentionTarget | undefined;
  for (const person of people) {
    const end = at + person.name.length;
    if (!person.name || (named && named.name.length >= person.name.length)) continue;
    if (text.slice(at, end).toLocaleLowerCase() === person.name.toLocaleLowerCase() && !STARTS_WITH_WORD.test(text.slice(end))) {
      named = person;
    }
  }
  return named;
}

/**
 * The mentions that name a known person, each once (SPEC 5). A saved name with a space or hyphen ('Jean-Luc'), which
 * the dropdown inserts whole, counts too, or choosing that person would send no mention.
 */
export function extractMentions(text: string, people: readonly MentionTarget[]): MentionTarget[] {
  const found: MentionTarget[] = [];
  for (const match of text.matchAll(MENTION_START)) {
    const person = personNamedAt(text, match.index + match[0].length, people);
    if (person && !found.some((f) => f.id === person.id)) found.push({ name: person.name, id: person.id });
  }
  return found;
}

/** A stretch of a message: plain text, or a mention of a known person as written (`@` and their name). */
export type MentionPart = string | { person: MentionTarget; text: string };

/** The text cut into plain stretches and the mentions of known people, in order; joined, the parts give the text back. */
export function mentionParts(text: string, people: readonly MentionTarget[]): MentionPart[] {
  const parts: MentionPart[] = [];
  let from = 0;
  for (const match of text.matchAll(MENTION_START)) {
    const at = match.index + match[0].length;
    const person = at - 1 >= from ? personNamedAt(text, at, people) : undefined;
    if (!person) continue;
    const end = at + person.name.length;
    if (at - 1 > from) parts.push(text.slice(from, at - 1));
    parts.push({ person, text: text.slice(at - 1, end) });
    from = end;
  }
  if (from < text.length) parts.push(text.slice(from));
  return parts;
}
