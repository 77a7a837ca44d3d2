import type { Element, Root as HtmlRoot, RootContent as HtmlContent } from 'hast';
import type { Nodes, Parent, Root, RootContent } from 'mdast';
import { fromMarkdown } from 'mdast-util-from-markdown';
import { memo, type ReactNode } from 'react';
import Markdown, { type Components } from 'react-markdown';
import { mentionParts, type MentionTarget } from '../domain/mentions';
import { MentionChip } from './mention-chips';

const HEADINGS = ['h1', 'h2', 'h3', 'h4', 'h5', 'h6'] as const;
/** What f8's words may hold: paragraphs, line breaks, emphasis, lists, quotes, code, links (chips are spans), headings. */
const ALLOWED = ['p', 'br', 'strong', 'em', 'ul', 'ol', 'li', 'blockquote', 'pre', 'code', 'a', 'img', 'span', ...HEADINGS];
const BLOCK_TAGS = new Set(['p', 'ul', 'ol', 'li', 'blockquote', 'pre', ...HEADINGS]);
const LINK_SCHEMES = new Set(['http:', 'https:', 'mailto:']);

/** A link's target when it is an absolute http:, https: or mailto: address; otherwise none, and the link is text. */
export function safeHref(url: string): string | undefined {
  try {
    return LINK_SCHEMES.has(new URL(url).protocol) ? url : undefined;
  } catch {
    return undefined;
  }
}

/** Splits the text of each node (not inside a link) at the mentions of `people`, which become chips. */
function mentionsAsChips(people: readonly MentionTarget[]) {
  const split = (node: Parent) => {
    node.children = node.children.flatMap((child): RootContent[] => {
      if (child.type === 'link' || child.type === 'linkReference') return [child];
      if ('children' in child) split(child);
      if (child.type !== 'text') return [child];
      return mentionParts(child.value, people).map((part) =>
        typeof part === 'string'
          ? { type: 'text', value: part }
          : {
              type: 'text',
              value: part.text,
              data: { hName: 'span', hProperties: { dataPersonId: part.person.id, className: ['mention'] } },
            },
      );
    });
  };
  return () => (tree: Root) => split(tree);
}

/** Drops the new lines the tree keeps beside each block, which a list item's `pre-line` would draw as empty lines. */
function withoutNewlinesBesideBlocks() {
  const isBlock = (node: HtmlContent | undefined) => node?.type === 'element' && BLOCK_TAGS.has(node.tagName);
  const tidy = (node: HtmlRoot | Element) => {
    node.children = node.children.filter(
      (child, index, all) => !(child.type === 'text' && child.value === '\n' && (isBlock(all[index - 1]) || isBlock(all[index + 1]))),
    );
    for (const child of node.children) if (child.type === 'element') tidy(child);
  };
  return () => (tree: HtmlRoot) => tidy(tree);
}

function chipOf(people: readonly MentionTarget[]): Components['span'] {
  return function Chip({ children, ...props }) {
    const id = (props as { 'data-person-id'?: string })['data-person-id'];
    const person = people.find((p) => p.id === id);
    return person && typeof children === 'string' ? <MentionChip person={person} text={children} /> : <>{children}</>;
  };
}

const components: Components = {
  a: ({ href, children }) => {
    const target = href && safeHref(href);
    return target ? (
      <a href={target} target="_blank" rel="noopener noreferrer nofollow">
        {children}
      </a>
    ) : (
      <>{children}</>
    );
  },
  // Code reads left to right, in a reply in Arabic or Hebrew too.
  pre: ({ children }) => <pre dir="ltr">{children}</pre>,
  // An image is never fetched: its alt text stands in its place.
  img: ({ alt }) => <>{alt}</>,
  // A heading inside a chat message would join the page's outline: it is a line of bold words.
  ...Object.fromEntries(
    HEADINGS.map((tag) => [
      tag,
      ({ children }: { children?: ReactNode }) => (
        <p>
          <strong>{children}</strong>
        </p>
      ),
    ]),
  ),
};

/**
 * f8's words as safe rich text: markdown with HTML shown as text, only the elements above, links only to http:,
 * https: and mailto: (in a new tab), code blocks with their lines, and mentions of the user's people as chips.
 */
function F8Markdown({ text, people }: { text: string; people: readonly MentionTarget[] }) {
  return (
    <Markdown
      allowedElements={ALLOWED}
      unwrapDisallowed
      urlTransform={(url, key) => (key === 'href' ? (safeHref(url) ?? '') : '')}
      remarkPlugins={[mentionsAsChips(people)]}
      rehypePlugins={[withoutNewlinesBesideBlocks()]}
      components={{ ...components, span: chipOf(people) }}
    >
      {text}
    </Markdown>
  );
}
// Parsed again only when its words or people change, not on every render of the log (a streamed chunk, the clock).
export default memo(F8Markdown);

const BLOCKS = new Set(['paragraph', 'heading', 'listItem', 'blockquote', 'code', 'tableCell', 'break']);

/**
 * f8's words as one line of plain text, for a preview: what the reader sees, without the markdown's signs; as written
 * when they nest deeper than the parser goes.
 */
export function plainWords(text: string): string {
  const words: string[] = [];
  const walk = (node: Nodes) => {
    if (node.type === 'text' || node.type === 'inlineCode' || node.type === 'code' || node.type === 'html') words.push(node.value);
    if (node.type === 'image' || node.type === 'imageReference') words.push(node.alt ?? '');
    if ('children' in node) node.children.forEach(walk);
    if (BLOCKS.has(node.type)) words.push(' ');
  };
  try {
    walk(fromMarkdown(text));
  } catch {
    return text.replace(/\s+/g, ' ').trim();
  }
  return words.join('').replace(/\s+/g, ' ').trim();
}

/** A preview of f8's words (a thread's last message in the history), parsed again only when they change. */
export const F8Preview = memo(function F8Preview({ text }: { text: string }) {
  return plainWords(text);
});
