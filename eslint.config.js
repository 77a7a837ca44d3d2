import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import js from '@eslint/js';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import importX from 'eslint-plugin-import-x';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

const root = import.meta.dirname;
const TS = ['**/*.ts', '**/*.tsx'];

/*
 * The dependency rule of DESIGN.md. Paths inside the repository are checked after the TypeScript resolver
 * has resolved each import (import-x/no-restricted-paths), so `../../adapters/x`, `../features/y` and any
 * alias all land on the same file. Packages and Node built-ins are matched by name instead: a package name
 * is what the rule is about, and the resolver sends one package to several places (`react` to
 * node_modules/@types/react, `firebase/auth` to node_modules/firebase/auth/dist/...).
 */
const APP_SIDE = ['src/app', 'src/main.tsx', 'src/config'];
const SERVER_SIDE = ['mock-server', 'emulator-seed', 'scripts'];
const FEATURES = readdirSync(join(root, 'src/features'), { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);

const zone = (target, from, message, except) => ({ target, from, message, ...(except ? { except } : {}) });
const zones = [
  // Screens and shared UI reach services through ports only.
  zone(['src/features', 'src/ui'], ['adapters', ...SERVER_SIDE], 'UI code reaches adapters and servers only through ports (DESIGN.md).'),
  zone(['src/features', 'src/ui'], APP_SIDE, 'Only the composition root knows the config and wiring; UI gets services from useService().'),
  zone(['src/features', 'src/ui'], 'src/contract', 'Wire schemas stay at the adapter edge; the UI only sees domain types.'),
  // Features never import each other; shared code never imports a feature (the allow-lists below cover the
  // ports, domain, contract and config).
  ...FEATURES.map((feature) =>
    zone(`src/features/${feature}`, 'src/features', 'Features never import each other: move shared pieces to src/ui or src/domain.', [
      `./${feature}`,
    ]),
  ),
  zone('src/ui', 'src/features', 'Shared UI never imports a feature.'),
  // Ports: the domain and other ports, nothing else of the repository.
  zone('src/ports', '.', 'Ports import nothing but src/domain types.', ['./src/ports', './src/domain', './node_modules']),
  // Domain: nothing of the app at all.
  zone('src/domain', '.', 'The domain is pure logic: it imports nothing of the app.', ['./src/domain', './node_modules']),
  // Contract: the domain, the ports' data types its mappers produce, and zod; it is shared with the mock server.
  // Ports import only the domain, so this adds no cycle and brings nothing of the browser app along.
  zone('src/contract', '.', 'The contract is shared with the mock server: schemas, domain and port types only.', [
    './src/contract',
    './src/domain',
    './src/ports',
    './node_modules',
  ]),
  // Use cases: flows over ports and the domain, without React or any adapter, so they run against the fakes.
  zone('src/application', '.', 'Use cases import only ports and the domain.', [
    './src/application',
    './src/ports',
    './src/domain',
    './node_modules',
  ]),
  // Config: read by the app, adapters, tests and scripts; it depends on none of them.
  zone('src/config', '.', 'The config depends on nothing of the app but the domain.', ['./src/config', './src/domain', './node_modules']),
  // The offline backend shares the contract and the domain, never the browser app.
  zone(
    ['mock-server', 'emulator-seed'],
    ['adapters', 'src/application', 'src/ui', 'src/app', 'src/main.tsx', 'src/features'],
    'The mock server imports src/contract and src/domain, never the browser app or adapters.',
  ),
  // The browser app ships none of the offline backend or its scripts.
  zone(['src/app', 'src/main.tsx'], SERVER_SIDE, 'The browser app never imports the mock server, the seed or scripts.'),
  // Adapters implement ports; the composition root picks them, never the other way round.
  zone('adapters', ['src/app', 'src/main.tsx', 'src/features', 'src/ui'], 'Adapters never import the app, features or UI.'),
];

/** Bare package names per folder (built-ins are import-x/no-nodejs-modules' job). */
const FIREBASE = { group: ['firebase', 'firebase/*', '@firebase/*'], message: 'Only adapters may import the Firebase SDK.' };
const CONTAINER = { group: ['inversify', 'reflect-metadata'], message: 'Only src/app/composition-root.ts knows the container.' };
const SERVER = { group: ['express', 'express/*', 'supertest', 'node:*'], message: 'Browser code never imports server packages or Node.' };
const REACT = { group: ['react', 'react/*', 'react-*', '@tanstack/*'], message: 'React lives in src/app, src/features and src/ui.' };
// The TypeScript preset's extensions and parsers, with the resolver-next API instead of its legacy resolver.
const importXTypeScriptSettings = { ...importX.flatConfigs.typescript.settings };
delete importXTypeScriptSettings['import-x/resolver'];

/** React Router's links carry code the site never runs into every first visit (src/ui/link.tsx says what). */
const packages = (files, patterns) => ({ files, rules: { 'no-restricted-imports': ['error', { patterns }] } });

export default tseslint.config(
  { ignores: ['dist/', 'node_modules/', '.devkit/', 'test-results/', 'playwright-report/'] },
  js.configs.recommended,
  ...tseslint.configs.recommendedTypeChecked,
  {
    languageOptions: {
      parserOptions: { project: ['./tsconfig.json', './tsconfig.node.json'], tsconfigRootDir: root },
      globals: { ...globals.browser, ...globals.node },
    },
    rules: {
      '@typescript-eslint/no-floating-promises': 'error',
      '@typescript-eslint/consistent-type-imports': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_' }],
    },
  },
  {
    files: ['src/**/*.{ts,tsx}', 'tests/unit/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: reactHooks.configs.recommended.rules,
  },
  {
    files: ['src/**/*.tsx', 'tests/unit/**/*.tsx'],
    plugins: { 'jsx-a11y': jsxA11y },
    rules: jsxA11y.flatConfigs.recommended.rules,
  },
  { files: ['**/*.js', '**/*.mjs'], ...tseslint.configs.disableTypeChecked },
  {
    // supertest and Playwright hand back untyped JSON bodies; assertions check their shape.
    files: ['tests/**'],
    rules: { '@typescript-eslint/no-unsafe-member-access': 'off', '@typescript-eslint/no-unsafe-assignment': 'off' },
  },
  {
    plugins: { 'import-x': importX },
    settings: {
      ...importXTypeScriptSettings,
      'import-x/resolver-next': [
        createTypeScriptImportResolver({
          project: [join(root, 'tsconfig.json'), join(root, 'tsconfig.node.json')],
          alwaysTryTypes: true,
          noWarnOnMultipleProjects: true,
        }),
      ],
    },
    rules: { 'import-x/no-restricted-paths': ['error', { basePath: root, zones }] },
  },
  {
    files: TS,
    // Type-only imports vanish at run time, so they close no cycle; packages are not ours to untangle.
    rules: { 'import-x/no-cycle': ['error', { ignoreExternal: true }] },
  },
  {
    files: ['src/**', 'adapters/**'],
    rules: { 'import-x/no-nodejs-modules': 'error' },
  },
  packages(['src/features/**', 'src/ui/**'], [FIREBASE, CONTAINER, SERVER]),
  packages(['src/app/**', 'src/main.tsx'], [FIREBASE, SERVER]),
  packages(['src/config/**'], [FIREBASE, CONTAINER, SERVER, REACT]),
  packages(['src/application/**'], [FIREBASE, CONTAINER, SERVER, REACT]),
  packages(['src/ports/**'], [{ regex: '^[^./]', message: 'Ports import nothing but src/domain types.' }]),
  packages(
    ['src/domain/**'],
    [FIREBASE, CONTAINER, SERVER, REACT, { group: ['zod', 'zod/*'], message: 'The domain is pure logic: no zod.' }],
  ),
  packages(
    ['src/contract/**'],
    [{ regex: '^(?![./]|zod(?:/|$))', message: 'The contract imports only src/domain, src/ports types and zod.' }],
  ),
  packages(
    ['mock-server/**', 'emulator-seed/**'],
    [REACT, { ...FIREBASE, message: 'The mock server never imports the Firebase web SDK.' }],
  ),
);
