import { mentionParts, type MentionTarget } from '../domain/mentions';

/** A mention of one of the user's people as a chip: its text is the mention as written; a screen reader hears the name. */
export function MentionChip({ person, text }: { person: MentionTarget; text: string }) {
  return (
    <span className="mention-chip" data-person-id={person.id}>
      <span aria-hidden="true">@</span>
      {text.slice(1)}
    </span>
  );
}

/** Plain text with each mention of one of `people` drawn as a chip. */
export function WithMentionChips({ text, people }: { text: string; people: readonly MentionTarget[] }) {
  return mentionParts(text, people).map((part, index) =>
    typeof part === 'string' ? part : <MentionChip key={index} person={part.person} text={part.text} />,
  );
}
