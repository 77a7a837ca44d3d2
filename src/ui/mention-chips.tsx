import { mentionParts, type MentionTarget } from '../domain/mentions';

/** A mention of one of the user's people as a chip: its text is the mention as written; a screen reader hears the name. */
export function MentionChip({ person, text }: { person: MentionTarget; text: string }) {
  return (
    // Isolated, with the name's own direction: in a right-to-left line the chip stays one piece, its @ before the name.
    <span className="mention-chip" data-person-id={person.id} dir="auto">
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
