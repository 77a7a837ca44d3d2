import { describe, expect, it } from 'vitest';
import { buildTalkMessage } from '../../../emulator-seed/builders';
import { searchMessages } from '../../../src/domain/search';

const post = buildTalkMessage({
  title: 'Weekly Check-In ritual',
  body: 'Phones away on Sundays',
  categories: ['wins', 'conflict & repair'],
  userName: 'MayaR',
  tetherHandle: '@maya_tether',
});

/** Whether the one post matches the query. */
const matchesSearch = (message: typeof post, query: string) => searchMessages([message], query).length === 1;

describe('search', () => {
  it.each([
    ['a category', 'CONFLICT &'],
    ['the userName', 'mayar'],
    ['the tether handle', '@MAYA_T'],
    ['the title', 'check-in'],
    ['the body', 'sundays'],
  ])('matches %s case-insensitively as a substring', (_field, query) => {
    expect(matchesSearch(post, query)).toBe(true);
  });

  it('does not match text that is absent', () => {
    expect(matchesSearch(post, 'divorce')).toBe(false);
  });

  it('never matches across two fields', () => {
    // The title ends 'ritual' and the body starts 'Phones': one field's end and the next one's start.
    expect(matchesSearch(post, 'ritual')).toBe(true);
    expect(matchesSearch(post, 'ritual phones')).toBe(false);
    expect(matchesSearch(post, 'ritualphones')).toBe(false);
    expect(matchesSearch(post, 'ritual\u0000phones')).toBe(false);
  });

  it('reads a post with neither userName nor tether handle', () => {
    const anonymous = buildTalkMessage({ title: 'No name', body: 'b', categories: [], userName: undefined, tetherHandle: undefined });
    expect(matchesSearch(anonymous, 'no name')).toBe(true);
    expect(matchesSearch(anonymous, 'undefined')).toBe(false);
  });

  it('matches everything for a blank query', () => {
    expect(matchesSearch(post, '   ')).toBe(true);
  });

  it('filters only the posts it is given, in order', () => {
    const other = buildTalkMessage({
      title: 'Gratitude list',
      body: 'three things',
      categories: ['gratitude'],
      userName: 'omar',
      tetherHandle: undefined,
    });
    expect(searchMessages([other, post], 'sunday')).toEqual([post]);
    expect(searchMessages([other, post], '')).toEqual([other, post]);
  });
});
