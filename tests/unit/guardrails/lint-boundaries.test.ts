import { rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { ESLint, type Linter } from 'eslint';
import tseslint from 'typescript-eslint';
import { beforeAll, describe, expect, it } from 'vitest';

/*
 * Proves that eslint.config.js encodes the dependency rule of DESIGN.md: each probe is a virtual file inside
 * a real folder, so the TypeScript resolver resolves its imports against the real tree. The probes are not
 * on disk, so no tsconfig includes them: they are linted without type information (the rules under test
 * need none), everything else in the config applies as to any file in that folder.
 */
const ROOT = join(import.meta.dirname, '../../..');
const PROBE_FILES = ['**/__probe__.*', '**/__cycle_probe_*'];
const TIMEOUT = 120_000;

let eslint: ESLint;
beforeAll(() => {
  eslint = new ESLint({
    cwd: ROOT,
    overrideConfig: [
      { files: PROBE_FILES, ...tseslint.configs.disableTypeChecked },
      // The path rules skip what they cannot resolve, so every probe must name a module that exists.
      { files: PROBE_FILES, rules: { 'import-x/no-unresolved': 'error' } },
    ],
  });
});

async function lint(filePath: string, code: string): Promise<Linter.LintMessage[]> {
  const [result] = await eslint.lintText(code, { filePath: join(ROOT, filePath) });
  const messages = result?.messages ?? [];
  // A parse error or an unresolved import would hide the rules under test.
  expect(messages.filter((m) => m.fatal || m.ruleId === 'import-x/no-unresolved')).toEqual([]);
  return messages;
}

/** A module that only imports `specifier` and re-exports it, so nothing else in it can be reported. */
const importing = (specifier: string) => `import * as probe from '${specifier}';\n\nexport const used = probe;\n`;

/** The distinct lines where `ruleId` reported an error. */
const errorsOn = (messages: Linter.LintMessage[], ruleId: string) => [
  ...new Set(messages.filter((m) => m.severity === 2 && m.ruleId === ruleId).map((m) => m.line)),
];

const RESTRICTED_PATH = 'import-x/no-restricted-paths';
const RESTRICTED_PACKAGE = 'no-restricted-imports';
const NODE_BUILTIN = 'import-x/no-nodejs-modules';

const forbidden: { name: string; file: string; specifier: string; rule: string }[] = [
  {
    name: 'ui -> adapters',
    file: 'src/ui/__probe__.tsx',
    specifier: '../../adapters/in-memory/in-memory-talk-feed',
    rule: RESTRICTED_PATH,
  },
  { name: 'feature -> firebase', file: 'src/features/feed/__probe__.tsx', specifier: 'firebase/auth', rule: RESTRICTED_PACKAGE },
  { name: 'feature -> @firebase', file: 'src/features/feed/__probe__.tsx', specifier: '@firebase/app', rule: RESTRICTED_PACKAGE },
  { name: 'feature -> inversify', file: 'src/features/feed/__probe__.tsx', specifier: 'inversify', rule: RESTRICTED_PACKAGE },
  { name: 'feature -> reflect-metadata', file: 'src/features/post/__probe__.ts', specifier: 'reflect-metadata', rule: RESTRICTED_PACKAGE },
  { name: 'feature -> express', file: 'src/features/post/__probe__.ts', specifier: 'express', rule: RESTRICTED_PACKAGE },
  { name: 'feature -> node:fs', file: 'src/features/post/__probe__.ts', specifier: 'node:fs', rule: NODE_BUILTIN },
  { name: 'ui -> bare built-in fs', file: 'src/ui/__probe__.ts', specifier: 'fs', rule: NODE_BUILTIN },
  {
    name: 'feature -> mock-server',
    file: 'src/features/post/__probe__.ts',
    specifier: '../../../mock-server/faults',
    rule: RESTRICTED_PATH,
  },
  { name: 'feature -> other feature', file: 'src/features/feed/__probe__.tsx', specifier: '../post/post-page', rule: RESTRICTED_PATH },
  {
    // Text patterns miss this one; the resolved path does not.
    name: 'feature -> other feature through a detour',
    file: 'src/features/feed/__probe__.tsx',
    specifier: '../../ui/../features/post/post-page',
    rule: RESTRICTED_PATH,
  },
  { name: 'feature -> config', file: 'src/features/feed/__probe__.tsx', specifier: '../../config/app-config', rule: RESTRICTED_PATH },
  { name: 'feature -> app', file: 'src/features/feed/__probe__.tsx', specifier: '../../app/composition-root', rule: RESTRICTED_PATH },
  { name: 'ui -> feature', file: 'src/ui/__probe__.tsx', specifier: '../features/feed/feed-page', rule: RESTRICTED_PATH },
  { name: 'ports -> feature', file: 'src/ports/__probe__.ts', specifier: '../features/feed/feed-page', rule: RESTRICTED_PATH },
  { name: 'ports -> contract', file: 'src/ports/__probe__.ts', specifier: '../contract/functions', rule: RESTRICTED_PATH },
  { name: 'ports -> zod', file: 'src/ports/__probe__.ts', specifier: 'zod', rule: RESTRICTED_PACKAGE },
  { name: 'domain -> react', file: 'src/domain/__probe__.ts', specifier: 'react', rule: RESTRICTED_PACKAGE },
  { name: 'domain -> zod', file: 'src/domain/__probe__.ts', specifier: 'zod', rule: RESTRICTED_PACKAGE },
  { name: 'domain -> ports', file: 'src/domain/__probe__.ts', specifier: '../ports/talk-feed.port', rule: RESTRICTED_PATH },
  { name: 'contract -> react', file: 'src/contract/__probe__.ts', specifier: 'react', rule: RESTRICTED_PACKAGE },
  { name: 'contract -> ui', file: 'src/contract/__probe__.ts', specifier: '../ui/brand', rule: RESTRICTED_PATH },
  { name: 'mock-server -> adapters', file: 'mock-server/__probe__.ts', specifier: '../adapters/tokens', rule: RESTRICTED_PATH },
  { name: 'mock-server -> react', file: 'mock-server/__probe__.ts', specifier: 'react', rule: RESTRICTED_PACKAGE },
  { name: 'mock-server -> firebase web SDK', file: 'mock-server/__probe__.ts', specifier: 'firebase/app', rule: RESTRICTED_PACKAGE },
  { name: 'emulator-seed -> ui', file: 'emulator-seed/__probe__.ts', specifier: '../src/ui/brand', rule: RESTRICTED_PATH },
  {
    name: 'adapters -> src/app',
    file: 'adapters/firebase/__probe__.ts',
    specifier: '../../src/app/composition-root',
    rule: RESTRICTED_PATH,
  },
  { name: 'adapters -> src/ui', file: 'adapters/devkit/__probe__.ts', specifier: '../../src/ui/brand', rule: RESTRICTED_PATH },
  { name: 'app -> firebase', file: 'src/app/__probe__.ts', specifier: 'firebase/app', rule: RESTRICTED_PACKAGE },
  { name: 'app -> mock-server', file: 'src/app/__probe__.ts', specifier: '../../mock-server/faults', rule: RESTRICTED_PATH },
  { name: 'app -> node:path', file: 'src/app/__probe__.ts', specifier: 'node:path', rule: NODE_BUILTIN },
];

const allowed: { name: string; file: string; specifier: string }[] = [
  { name: 'feature -> ui', file: 'src/features/feed/__probe__.tsx', specifier: '../../ui/avatar' },
  { name: 'feature -> its own files', file: 'src/features/feed/__probe__.tsx', specifier: './talk-row' },
  { name: 'feature -> ports and domain', file: 'src/features/post/__probe__.ts', specifier: '../../domain/slug' },
  { name: 'adapter -> ports', file: 'adapters/firebase/__probe__.ts', specifier: '../../src/ports/talk-feed.port' },
  { name: 'adapter -> config', file: 'adapters/devkit/__probe__.ts', specifier: '../../src/config/app-config' },
  { name: 'ports -> domain', file: 'src/ports/__probe__.ts', specifier: '../domain/talk' },
  { name: 'contract -> zod', file: 'src/contract/__probe__.ts', specifier: 'zod' },
  {
    name: 'contract -> ports (the data types its mappers produce)',
    file: 'src/contract/__probe__.ts',
    specifier: '../ports/talk-feed.port',
  },
  { name: 'mock-server -> contract', file: 'mock-server/__probe__.ts', specifier: '../src/contract/functions' },
  { name: 'app -> adapters', file: 'src/app/__probe__.ts', specifier: '../../adapters/wiring/devkit-mode' },
];

describe('lint boundaries (DESIGN.md dependency rule)', () => {
  it.each(forbidden)('reports $name with $rule', { timeout: TIMEOUT }, async ({ file, specifier, rule }) => {
    const messages = await lint(file, importing(specifier));
    expect(errorsOn(messages, rule), JSON.stringify(messages)).toEqual([1]);
  });

  it.each(allowed)('allows $name', { timeout: TIMEOUT }, async ({ file, specifier }) => {
    const messages = await lint(file, importing(specifier));
    expect(messages.filter((m) => m.severity === 2)).toEqual([]);
  });

  it('reports an import cycle between two modules', { timeout: TIMEOUT }, async () => {
    // no-cycle follows imports on disk, so the cycle needs two real files; they live only for this test.
    const a = join(ROOT, 'src/domain/__cycle_probe_a.ts');
    const b = join(ROOT, 'src/domain/__cycle_probe_b.ts');
    const codeA = "import { b } from './__cycle_probe_b';\n\nexport const a = (): number => b() + 1;\n";
    try {
      writeFileSync(a, codeA);
      writeFileSync(b, "import { a } from './__cycle_probe_a';\n\nexport const b = (): number => a() - 1;\n");
      const messages = await lint('src/domain/__cycle_probe_a.ts', codeA);
      expect(errorsOn(messages, 'import-x/no-cycle'), JSON.stringify(messages)).toEqual([1]);
    } finally {
      rmSync(a, { force: true });
      rmSync(b, { force: true });
    }
  });

  it('runs the hooks rules on .ts hooks: writing a ref during render', { timeout: TIMEOUT }, async () => {
    const code = [
      "import { useRef } from 'react';",
      '',
      'export function useRenderCount(): void {',
      '  const renders = useRef(0);',
      '  renders.current += 1;',
      '}',
      '',
    ].join('\n');
    const messages = await lint('src/ui/__probe__.ts', code);
    expect(errorsOn(messages, 'react-hooks/refs'), JSON.stringify(messages)).not.toEqual([]);
  });

  it('runs the hooks rules on .ts hooks: a hook called conditionally', { timeout: TIMEOUT }, async () => {
    const code = [
      "import { useState } from 'react';",
      '',
      'export function useMaybe(enabled: boolean): number {',
      '  if (!enabled) return 0;',
      '  const [value] = useState(1);',
      '  return value;',
      '}',
      '',
    ].join('\n');
    const messages = await lint('src/features/feed/__probe__.ts', code);
    expect(errorsOn(messages, 'react-hooks/rules-of-hooks'), JSON.stringify(messages)).toEqual([5]);
  });
});
