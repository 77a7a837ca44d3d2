import { readFileSync } from 'node:fs';
import { relative } from 'node:path';
import { describe, expect, it } from 'vitest';
import { filesUnder, SRC } from './stylesheets';

/** A file a newcomer can read whole: none of the app's code over this many lines (stylesheets aside). */
const MAX_LINES = 250;

describe('the files of src/', () => {
  it(`hold at most ${MAX_LINES} lines of code each`, () => {
    const long = filesUnder(SRC, /\.tsx?$/)
      .map((file) => ({ file: relative(SRC, file), lines: readFileSync(file, 'utf8').trimEnd().split('\n').length }))
      .filter(({ lines }) => lines > MAX_LINES)
      .map(({ file, lines }) => `${file}: ${lines} lines`);
    expect(long).toEqual([]);
  });
});
