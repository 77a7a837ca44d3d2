import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import F8Markdown, { plainWords, safeHref } from '../../../src/ui/f8-markdown';

const people = [
  { id: 'p-jordan', name: 'Jordan' },
  { id: 'p-mary-ann', name: 'Mary Ann' },
];
const render = (text: string) => renderToStaticMarkup(<F8Markdown text={text} people={people} />);
const LINK = 'target="_blank" rel="noopener noreferrer nofollow"';

describe("f8's words as rich text", () => {
  it('draws paragraphs, line breaks, bold, italics, both kinds of list and inline code', () => {
    expect(render('Hi **there**, _you_.\nA new line.\n\nTry `this`:\n\n- one\n- two\n\n1. first\n2. second')).toBe(
      '<p>Hi <strong>there</strong>, <em>you</em>.\nA new line.</p><p>Try <code>this</code>:</p><ul><li>one</li><li>two</li></ul><ol><li>first</li><li>second</li></ol>',
    );
  });

  it('links http:, https: and mailto: targets in a new tab, without the opener or a referrer', () => {
    expect(render('[a](https://example.com/x?y=1) [b](http://example.com) [c](mailto:ana@example.com) <https://auto.example>')).toBe(
      `<p><a href="https://example.com/x?y=1" ${LINK}>a</a> <a href="http://example.com" ${LINK}>b</a> <a href="mailto:ana@example.com" ${LINK}>c</a> <a href="https://auto.example" ${LINK}>https://auto.example</a></p>`,
    );
  });

  const hostileLinks: [string, string][] = [
    ['javascript:', '[click](javascript:alert(1))'],
    ['JavaScript: in capitals', '[click](JaVaScRiPt:alert(1))'],
    ['javascript: behind a tab', '[click](java\tscript:alert(1))'],
    ['entity-encoded scheme', '[click](javascript&#58;alert(1))'],
    ['entity-encoded letters', '[click](&#106;avascript:alert(1))'],
    ['percent-encoded', '[click](javascript%3Aalert(1))'],
    ['data:', '[click](data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==)'],
    ['vbscript:', '[click](vbscript:msgbox(1))'],
    ['file:', '[click](file:///etc/passwd)'],
    ['a relative path', '[click](/login)'],
    ['protocol-relative', '[click](//evil.example)'],
    ['reference-style', '[click][x]\n\n[x]: javascript:alert(1)'],
    ['autolink', '<javascript:alert(1)>'],
  ];
  it.each(hostileLinks)('shows a link with a %s target as its text, with no link', (_, markdown) => {
    const html = render(markdown);
    expect(html).not.toMatch(/<a\b|href=/i);
    expect(html).toMatch(/^<p>[^<]*(click|javascript:alert\(1\))[^<]*<\/p>$/);
  });

  it('shows raw HTML as text, never as elements', () => {
    const html = render(
      '<script>alert(1)</script>\n\nHi <b onmouseover="x()">there</b> <img src=x onerror=alert(1)> <iframe src="https://evil.example"></iframe>',
    );
    expect(html).not.toMatch(/<(script|b|img|iframe)\b/);
    expect(html).toContain('&lt;script&gt;alert(1)&lt;/script&gt;');
    expect(html).toContain('&lt;img src=x onerror=alert(1)&gt;');
  });

  it('shows an image as its alt text and fetches nothing, whatever its target', () => {
    for (const markdown of [
      '![a cat](https://example.com/cat.png)',
      '![a cat][c]\n\n[c]: https://example.com/cat.png',
      '![a cat](javascript:alert(1))',
    ])
      expect(render(markdown)).toBe('<p>a cat</p>');
  });

  it('draws headings as lines of bold words (not in the page outline), quotes, and code blocks with their lines', () => {
    const html = render('# Title\n## Sub\n\n> quoted\n\n```py\nfor i in x:\n    print(i)\n```\n\n---\n\n| a | b |\n|---|---|');
    expect(html).not.toMatch(/<(h[1-6]|hr)\b/);
    expect(html).toContain('<p><strong>Title</strong></p><p><strong>Sub</strong></p>');
    expect(html).toContain('<blockquote><p>quoted</p></blockquote>');
    expect(html).toContain('<pre dir="ltr"><code class="language-py">for i in x:\n    print(i)\n</code></pre>');
    expect(html).toContain('| a | b |');
  });

  it('puts no empty line beside a nested list or a paragraph of a list item, and keeps the line breaks f8 wrote', () => {
    expect(render('- one\n  - nested\n- two')).toBe('<ul><li>one<ul><li>nested</li></ul></li><li>two</li></ul>');
    expect(render('- one\n\n  more\n- two')).toBe('<ul><li><p>one</p><p>more</p></li><li><p>two</p></li></ul>');
    expect(render('- a\n  b')).toBe('<ul><li>a\nb</li></ul>');
  });

  it("draws mentions of the user's people as chips, in text and emphasis but not in links or code", () => {
    const chip = (id: string, name: string) =>
      `<span class="mention-chip" data-person-id="${id}" dir="auto"><span aria-hidden="true">@</span>${name}</span>`;
    expect(render('Ask **@Jordan** and @Mary Ann, not @Nobody or `@Jordan` or [@Jordan](https://example.com).')).toBe(
      `<p>Ask <strong>${chip('p-jordan', 'Jordan')}</strong> and ${chip('p-mary-ann', 'Mary Ann')}, not @Nobody or <code>@Jordan</code> or <a href="https://example.com" ${LINK}>@Jordan</a>.</p>`,
    );
  });

  it('shows markup written as text, whatever it names', () => {
    expect(render('<span data-person-id="p-jordan" class="mention">Jordan</span>')).toBe(
      '<p>&lt;span data-person-id=&quot;p-jordan&quot; class=&quot;mention&quot;&gt;Jordan&lt;/span&gt;</p>',
    );
  });
});

describe('safeHref', () => {
  it('keeps only absolute http:, https: and mailto: targets', () => {
    expect(safeHref('https://a.example/x')).toBe('https://a.example/x');
    expect(safeHref('mailto:a@b.example')).toBe('mailto:a@b.example');
    for (const url of ['javascript:alert(1)', ' javascript:alert(1)', 'ftp://a.example', '/x', 'x', '', 'tel:123'])
      expect(safeHref(url)).toBeUndefined();
  });
});

describe('plainWords', () => {
  it('gives the words a reader sees on one line, without the signs', () => {
    expect(
      plainWords('**A plan** for @Jordan:\n\n1. Call *today*\n2. Say `sorry`\n\n[a guide](https://x.example) ![a cat](c.png) <b>hi</b>'),
    ).toBe('A plan for @Jordan: Call today Say sorry a guide a cat <b>hi</b>');
    expect(plainWords('Just words.')).toBe('Just words.');
  });

  it('gives words nested deeper than the parser goes as written, on one line', () => {
    const deep = `${'> '.repeat(5000)}x`;
    expect(plainWords(deep)).toBe(deep.trim());
  });
});
