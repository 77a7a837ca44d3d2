import { readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';
import { filesUnder } from './stylesheets';

/**
 * STYLE.md: comments say why in a line or two; a block of four lines or more is rare, and no comment carries history
 * (a commit hash or a date). Checked in the code that ships or serves: src/, adapters/ and mock-server/.
 */
const ROOT = join(import.meta.dirname, '../../..');
const LONG_BLOCKS_ALLOWED = 80;

interface Block {
  file: string;
  line: number;
  lines: number;
  text: string;
}

/** Every comment of a source file as blocks: a run of `//` lines is one block, a `/* *\/` comment another. */
export function commentBlocks(file: string, source: string): Block[] {
  const kind = file.endsWith('.tsx') ? ts.ScriptKind.TSX : file.endsWith('.js') ? ts.ScriptKind.JS : ts.ScriptKind.TS;
  const sourceFile = ts.createSourceFile(file, source, ts.ScriptTarget.Latest, true, kind);
  const ranges = new Map<number, ts.CommentRange>();
  const collect = (node: ts.Node) => {
    for (const range of [...(ts.getLeadingCommentRanges(source, node.pos) ?? []), ...(ts.getTrailingCommentRanges(source, node.end) ?? [])])
      ranges.set(range.pos, range);
    node.forEachChild(collect);
  };
  collect(sourceFile);
  const lineOf = (pos: number) => sourceFile.getLineAndCharacterOfPosition(pos).line;
  const blocks: Block[] = [];
  let previous: ts.CommentRange | null = null;
  for (const range of [...ranges.values()].sort((a, b) => a.pos - b.pos)) {
    const text = source.slice(range.pos, range.end);
    const last = blocks.at(-1);
    const continues =
      previous?.kind === ts.SyntaxKind.SingleLineCommentTrivia &&
      range.kind === ts.SyntaxKind.SingleLineCommentTrivia &&
      last !== undefined &&
      lineOf(range.pos) === lineOf(previous.end) + 1 &&
      source.slice(previous.end, range.pos).trim() === '';
    if (continues) {
      last.lines += 1;
      last.text += `\n${text}`;
    } else blocks.push({ file, line: lineOf(range.pos) + 1, lines: lineOf(range.end) - lineOf(range.pos) + 1, text });
    previous = range;
  }
  return blocks;
}

const HISTORY = [
  { what: 'a date', pattern: /\b20\d\d-\d\d-\d\d\b/ },
  // A commit hash: 7 to 40 hex digits with both a digit and a letter, as `git log --oneline` prints them.
  { what: 'a commit hash', pattern: /\b(?=[0-9a-f]*\d)(?=[0-9a-f]*[a-f])[0-9a-f]{7,40}\b/ },
];

function shippedBlocks(): Block[] {
  return ['src', 'adapters', 'mock-server'].flatMap((dir) =>
    filesUnder(join(ROOT, dir), /\.(ts|tsx|js)$/).flatMap((file) => commentBlocks(relative(ROOT, file), readFileSync(file, 'utf8'))),
  );
}

describe('comments in src/, adapters/ and mock-server/', () => {
  const blocks = shippedBlocks();

  it('carry no history: no commit hash, no date', () => {
    const found = blocks.flatMap((block) =>
      HISTORY.filter(({ pattern }) => pattern.test(block.text)).map(({ what }) => `${block.file}:${block.line} has ${what}`),
    );
    expect(found).toEqual([]);
  });

  it(`run to four lines or more at most ${LONG_BLOCKS_ALLOWED} times`, () => {
    const long = blocks.filter((block) => block.lines >= 4).map((block) => `${block.file}:${block.line} (${block.lines} lines)`);
    expect(long.length, long.join('\n')).toBeLessThanOrEqual(LONG_BLOCKS_ALLOWED);
  });

  it('are found as blocks: a run of line comments is one, and neither strings nor JSX text count', () => {
    const source = [
      "const a = '// not a comment';",
      '// one',
      '// block',
      'const b = 1; // trailing',
      '/**',
      ' * doc 2026-01-02',
      ' */',
      'export const C = () => <p>// text {/* jsx c0ffee1 */}</p>;',
    ].join('\n');
    const blocks = commentBlocks('probe.tsx', source);
    expect(blocks.map(({ line, lines }) => [line, lines])).toEqual([
      [2, 2],
      [4, 1],
      [5, 3],
      [8, 1],
    ]);
    expect(HISTORY.map(({ pattern }) => blocks.some((block) => pattern.test(block.text)))).toEqual([true, true]);
  });
});
