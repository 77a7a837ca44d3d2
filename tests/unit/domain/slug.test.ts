import { describe, expect, it } from 'vitest';
import { isMessageId, parseMessageSlug, slugify, talkPath } from '../../../src/domain/slug';

const ID = 'AbCdEfGhIjKlMnOpQrSt';

describe('slugify', () => {
  it('lowercases and joins words with single dashes', () => {
    expect(slugify('How Do You Keep In Touch')).toBe('how-do-you-keep-in-touch');
  });

  it('removes punctuation and collapses whitespace, underscores and dashes', () => {
    expect(slugify("Small win: I said 'no' -- without_guilt!!")).toBe('small-win-i-said-no-without-guilt');
  });

  it('cuts to 50 characters, a dash at either end kept as SPEC words it', () => {
    expect(slugify('abcd '.repeat(12))).toBe('abcd-'.repeat(10));
    expect(slugify('a'.repeat(80))).toHaveLength(50);
    expect(slugify(' - Hello world? ')).toBe('-hello-world-');
  });

  it('reads back a slug with a dash at either end, the id first or last', () => {
    const title = ' Hello world? ';
    expect(talkPath({ id: ID, title })).toBe(`/talk/${ID}--hello-world-`);
    expect(parseMessageSlug(`${ID}--hello-world-`)).toEqual({ id: ID, slug: '-hello-world-' });
    expect(parseMessageSlug(`-hello-world--${ID}`)).toEqual({ id: ID, slug: '-hello-world-' });
  });

  it('keeps letters of other scripts and drops markup characters', () => {
    expect(slugify('العلاقات الصحية')).toBe('العلاقات-الصحية');
    expect(slugify('<script>alert(1)</script>')).toBe('scriptalert1script');
  });

  it('cuts at 50 characters, not UTF-16 units, so a letter outside the BMP is never halved', () => {
    // Each 𝓵 is one letter in two code units; a cut by units at 50 would leave half of one.
    const title = 'I 𝓵𝓸𝓿𝓮 𝓶𝔂 𝓫𝓮𝓼𝓽 𝓯𝓻𝓲𝓮𝓷𝓭 𝓼𝓸 𝓶𝓾𝓬𝓱 𝓲𝓽 𝓱𝓾𝓻𝓽𝓼 '.repeat(2);
    const slug = slugify(title);
    expect(Array.from(slug)).toHaveLength(50);
    // In a u-mode pattern a surrogate matches only when it stands alone: half a letter.
    expect(slug).not.toMatch(/[\uD800-\uDFFF]/u);
    expect(() => talkPath({ id: ID, title })).not.toThrow();
    expect(parseMessageSlug(decodeURIComponent(talkPath({ id: ID, title }).slice('/talk/'.length)))).toEqual({ id: ID, slug });
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

  it('reads the id at the end when the first word is as long as an id', () => {
    expect(parseMessageSlug(`internationalization-tips-${ID}`)).toEqual({ id: ID, slug: 'internationalization-tips' });
    expect(parseMessageSlug(`verantwortungsbewusstsein-${ID}`)).toEqual({ id: ID, slug: 'verantwortungsbewusstsein' });
  });

  it('reads the id at the start when the last word is as long as an id, and at the start when both could be one', () => {
    expect(parseMessageSlug(`${ID}-on-internationalization`)).toEqual({ id: ID, slug: 'on-internationalization' });
    const lower = 'abcdefghij0123456789';
    expect(parseMessageSlug(`${lower}-tips-internationalization`)).toEqual({ id: lower, slug: 'tips-internationalization' });
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
