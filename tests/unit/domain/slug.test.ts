import { describe, expect, it } from 'vitest';
import { isMessageId, parseMessageSlug, slugify, talkPath } from '../../../src/domain/slug';

const ID = 'AbCdEfGhIjKlMnOpQrSt';

describe('slugify', () => {
  it('lowercases and joins words with single dashes', () => {
    expect(slugify('How Do You Keep In Touch')).toBe('how-do-you-keep-in-touch');
  });

  it('removes punctuation and collapses whitespace, underscores and dashes', () => {
    expect(slugify("Small win: I said 'no' -- without_guilt!!  ")).toBe('small-win-i-said-no-without-guilt');
  });

  it('cuts to 50 characters and never ends on a dash', () => {
    const slug = slugify('word '.repeat(30));
    expect(slug.length).toBeLessThanOrEqual(50);
    expect(slug.endsWith('-')).toBe(false);
    expect(slugify('a'.repeat(80))).toHaveLength(50);
  });

  it('keeps letters of other scripts and drops markup characters', () => {
    expect(slugify('العلاقات الصحية')).toBe('العلاقات-الصحية');
    expect(slugify('<script>alert(1)</script>')).toBe('scriptalert1script');
  });

  it('gives an empty slug for a title of punctuation only', () => {
    expect(slugify('?!…')).toBe('');
  });
});

describe('message ids and slugs', () => {
  it('accepts 20 or more alphanumerics as an id', () => {
    expect(isMessageId(ID)).toBe(true);
    expect(isMessageId(ID.slice(0, 19))).toBe(false);
    expect(isMessageId(`${ID}_x`)).toBe(false);
  });

  it('builds /talk/{id}-{slug}', () => {
    expect(talkPath({ id: ID, title: 'Hello, World' })).toBe(`/talk/${ID}-hello-world`);
    expect(talkPath({ id: ID, title: '!!!' })).toBe(`/talk/${ID}`);
  });

  it('reads the id at the start', () => {
    expect(parseMessageSlug(`${ID}-hello-world`)).toEqual({ id: ID, slug: 'hello-world' });
    expect(parseMessageSlug(ID)).toEqual({ id: ID, slug: '' });
  });

  it('reads the id at the end', () => {
    expect(parseMessageSlug(`hello-world-${ID}`)).toEqual({ id: ID, slug: 'hello-world' });
  });

  it('finds no id when neither end has one', () => {
    expect(parseMessageSlug('hello-world')).toBeNull();
    expect(parseMessageSlug('')).toBeNull();
  });

  it('round-trips every path it builds', () => {
    for (const title of ['A', 'Tips to say no', 'x'.repeat(120), '💖 love']) {
      const path = decodeURIComponent(talkPath({ id: ID, title }).slice('/talk/'.length));
      expect(parseMessageSlug(path)).toEqual({ id: ID, slug: slugify(title) });
    }
  });
});
