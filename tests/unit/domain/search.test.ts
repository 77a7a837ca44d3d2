import { describe, expect, it } from 'vitest';
import { buildTalkMessage } from '../../../emulator-seed/builders';
import { searchMessages } from '../../../src/domain/search';
import type { TalkMessage } from '../../../src/domain/talk';

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

describe('search while typing', () => {
  const titled = (title: string) => buildTalkMessage({ title, body: '', categories: [], userName: undefined, tetherHandle: undefined });
  const friends = titled('old friends');
  const friendly = titled('a friendly chat');
  const fries = titled('fries on friday');
  const grateful = titled('grateful');
  const posts = [friends, friendly, fries, grateful];
  const naive = (list: readonly TalkMessage[], query: string) =>
    list.filter((m) => m.title.toLowerCase().includes(query.trim().toLowerCase()));

  it('answers a blank query with the list itself', () => {
    expect(searchMessages(posts, '')).toBe(posts);
  });

  it('answers a key that changes no result with the same array, so nothing rendered from it changes', () => {
    const list = [...posts];
    const fri = searchMessages(list, 'fri');
    expect(fri).toEqual([friends, friendly, fries]);
    const frie = searchMessages(list, 'frie');
    expect(frie).toBe(fri);
    // 'friend' narrows it: a new array.
    expect(searchMessages(list, 'friend')).toEqual([friends, friendly]);
    // Every post matches: the list itself.
    expect(searchMessages(list, 'e')).toBe(list);
  });

  it('answers a key deleted again with the results it had', () => {
    const list = [...posts];
    const friend = searchMessages(list, 'friend');
    searchMessages(list, 'friendl');
    expect(searchMessages(list, 'friend')).toBe(friend);
  });

  it('looks for a longer query only among the results of a query it contains', () => {
    const list = [...posts];
    const ie = searchMessages(list, 'ie');
    expect(ie).toEqual([friends, friendly, fries]);
    // 'fries' does not start with 'ie' but holds it: read among those three, where one matches.
    expect(searchMessages(list, 'fries')).toEqual([fries]);
    // A post the narrower results never held is not found through them.
    expect(searchMessages(list, 'grat')).toEqual([grateful]);
  });

  it('gives what a plain filter gives, over every prefix typed and deleted, in any order', () => {
    const list = [...posts];
    const words = ['friendly', 'fries', 'grateful', 'friday', 'old'];
    const typed = words.flatMap((word) => {
      const prefixes = Array.from({ length: word.length }, (_, i) => word.slice(0, i + 1));
      return [...prefixes, ...prefixes.slice(0, -1).reverse(), ''];
    });
    for (const query of [...typed, ...typed.reverse()]) expect(searchMessages(list, query)).toEqual(naive(list, query));
  });

  it('keeps the results of the last 32 queries of a list', () => {
    const list = [...posts];
    const first = searchMessages(list, 'grat');
    for (let i = 0; i < 32; i++) searchMessages(list, `x${i}`);
    const again = searchMessages(list, 'grat');
    expect(again).toEqual(first);
    expect(again).not.toBe(first);
  });
});
