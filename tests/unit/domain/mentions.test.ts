import { describe, expect, it } from 'vitest';
import {
  extractMentions,
  filterMentionTargets,
  insertMention,
  mentionParts,
  mentionQuery,
  PLACEHOLDER_PEOPLE,
} from '../../../src/domain/mentions';

const people = [
  { id: 'p1', name: 'Maya' },
  { id: 'p2', name: 'Mateo' },
  { id: 'p3', name: 'José' },
  { id: 'p4', name: 'Ana' },
];

describe('mentionQuery', () => {
  it('finds the partial name when the text before the cursor ends with @ and word characters', () => {
    expect(mentionQuery('Hi @Ma', 6)).toEqual({ query: 'Ma', start: 3 });
    expect(mentionQuery('@', 1)).toEqual({ query: '', start: 0 });
    expect(mentionQuery('call @Jos', 9)).toEqual({ query: 'Jos', start: 5 });
  });

  it('looks only before the cursor', () => {
    expect(mentionQuery('Hi @Maya and more', 7)).toEqual({ query: 'May', start: 3 });
    expect(mentionQuery('Hi @Maya and more', 17)).toBeNull();
  });

  it('is not a mention after a space, inside an email address or after another @', () => {
    expect(mentionQuery('Hi @Maya ', 9)).toBeNull();
    expect(mentionQuery('mail me at sam@ex', 17)).toBeNull();
    expect(mentionQuery('@@Ma', 4)).toBeNull();
  });

  it('follows punctuation such as an opening bracket', () => {
    expect(mentionQuery('(@An', 4)).toEqual({ query: 'An', start: 1 });
  });
});

describe('filterMentionTargets', () => {
  it('keeps people whose name contains the text, case-insensitively, in order', () => {
    expect(filterMentionTargets(people, 'ma').map((p) => p.name)).toEqual(['Maya', 'Mateo']);
    expect(filterMentionTargets(people, 'A').map((p) => p.name)).toEqual(['Maya', 'Mateo', 'Ana']);
    expect(filterMentionTargets(people, 'os').map((p) => p.name)).toEqual(['José']);
    expect(filterMentionTargets(people, 'zz')).toEqual([]);
    expect(filterMentionTargets(people, '')).toHaveLength(4);
  });
});

describe('insertMention', () => {
  it("replaces the partial name with '@{name} ' and puts the cursor after it", () => {
    expect(insertMention('Hi @Ma', 6, 'Maya')).toEqual({ text: 'Hi @Maya ', cursor: 9 });
    expect(insertMention('Hi @Ma, how?', 6, 'Mateo')).toEqual({ text: 'Hi @Mateo , how?', cursor: 10 });
    expect(insertMention('@', 1, 'Ana')).toEqual({ text: '@Ana ', cursor: 5 });
  });
});

describe('extractMentions', () => {
  it('sends only mentions that match a known person, as name and id, each once', () => {
    expect(extractMentions('@maya and @Mateo, and @nobody. Again @MAYA', people)).toEqual([
      { name: 'Maya', id: 'p1' },
      { name: 'Mateo', id: 'p2' },
    ]);
  });

  it('reads names in any script and ignores email addresses', () => {
    expect(extractMentions('Tell @José, not ana@example.com', people)).toEqual([{ name: 'José', id: 'p3' }]);
  });

  it('needs the whole name: a longer word is another name', () => {
    expect(extractMentions('@Mayan', people)).toEqual([]);
    expect(extractMentions("@Maya's idea", people)).toEqual([{ name: 'Maya', id: 'p1' }]);
  });

  it('sends a name the dropdown inserted whole, with a space, hyphen or apostrophe in it, the longest that matches', () => {
    const saved = [
      { id: 'm1', name: 'Mary' },
      { id: 'm2', name: 'Mary Ann' },
      { id: 'j1', name: 'Jean-Luc' },
      { id: 'o1', name: "O'Neil" },
    ];
    const { text } = insertMention('Ask @Ma', 7, 'Mary Ann');
    expect(extractMentions(`${text}and @jean-luc, @o'neil.`, saved)).toEqual([
      { name: 'Mary Ann', id: 'm2' },
      { name: 'Jean-Luc', id: 'j1' },
      { name: "O'Neil", id: 'o1' },
    ]);
    expect(extractMentions('@Mary Annabel and @Mary', saved)).toEqual([{ name: 'Mary', id: 'm1' }]);
    expect(extractMentions('@Jean', saved)).toEqual([]);
  });

  it('has five placeholder people with distinct ids', () => {
    expect(PLACEHOLDER_PEOPLE).toHaveLength(5);
    expect(new Set(PLACEHOLDER_PEOPLE.map((p) => p.id)).size).toBe(5);
  });
});

describe('mentionParts', () => {
  const maya = { id: 'p1', name: 'Maya' };
  const jose = { id: 'p3', name: 'José' };

  it('cuts out each mention of a known person as written, and joined gives the text back', () => {
    const text = 'Tell @maya and @José, not @nobody or maya@example.com. @Maya!';
    const parts = mentionParts(text, people);
    expect(parts).toEqual([
      'Tell ',
      { person: maya, text: '@maya' },
      ' and ',
      { person: jose, text: '@José' },
      ', not @nobody or maya@example.com. ',
      { person: maya, text: '@Maya' },
      '!',
    ]);
    expect(parts.map((part) => (typeof part === 'string' ? part : part.text)).join('')).toBe(text);
  });

  it('keeps a text with no known mention whole, and an empty text empty', () => {
    expect(mentionParts('@Mayan says hi', people)).toEqual(['@Mayan says hi']);
    expect(mentionParts('', people)).toEqual([]);
    expect(mentionParts('@Maya', [])).toEqual(['@Maya']);
  });

  it('takes the longest saved name, with its space', () => {
    const saved = [
      { id: 'm1', name: 'Mary' },
      { id: 'm2', name: 'Mary Ann' },
    ];
    expect(mentionParts('@Mary Ann and @Mary', saved)).toEqual([
      { person: saved[1], text: '@Mary Ann' },
      ' and ',
      { person: saved[0], text: '@Mary' },
    ]);
  });
});
