import js from '@eslint/js';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

/** The dependency rule of DESIGN.md, as import restrictions per folder. */
const boundary = (files, patterns) => ({
  files,
  rules: { 'no-restricted-imports': ['error', { patterns }] },
});
const NO_ADAPTERS = { group: ['**/adapters/**'], message: 'UI code reaches adapters only through ports (DESIGN.md).' };
const NO_FIREBASE = { group: ['firebase', 'firebase/*', '@firebase/*'], message: 'Only adapters/firebase may import the Firebase SDK.' };
const NO_CONTAINER = { group: ['inversify', 'reflect-metadata'], message: 'Only src/app/composition-root.ts knows the container.' };
const NO_FEATURES = { group: ['**/features/**'], message: 'Features never import each other or get imported by shared code.' };
const NO_SERVER = {
  group: ['express', '**/mock-server/**', 'node:*'],
  message: 'Browser code never imports the mock server or Node built-ins.',
};

export default tseslint.config(
  { ignores: ['dist/', 'node_modules/', '.devkit/', 'test-results/', 'playwright-report/'] },
  js.configs.recommended,
  ...tseslint.configs.recommendedTypeChecked,
  {
    languageOptions: {
      parserOptions: { project: ['./tsconfig.json', './tsconfig.node.json'], tsconfigRootDir: import.meta.dirname },
      globals: { ...globals.browser, ...globals.node },
    },
    rules: {
      '@typescript-eslint/no-floating-promises': 'error',
      '@typescript-eslint/consistent-type-imports': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_' }],
    },
  },
  {
    files: ['src/**/*.tsx', 'tests/unit/**/*.tsx'],
    plugins: { 'react-hooks': reactHooks, 'jsx-a11y': jsxA11y },
    rules: { ...reactHooks.configs.recommended.rules, ...jsxA11y.flatConfigs.recommended.rules },
  },
  { files: ['**/*.js', '**/*.mjs'], ...tseslint.configs.disableTypeChecked },
  {
    // supertest and Playwright hand back untyped JSON bodies; assertions check their shape.
    files: ['tests/**'],
    rules: { '@typescript-eslint/no-unsafe-member-access': 'off', '@typescript-eslint/no-unsafe-assignment': 'off' },
  },
  boundary(['src/features/**', 'src/ui/**'], [NO_ADAPTERS, NO_FIREBASE, NO_CONTAINER, NO_SERVER]),
  boundary(['src/ui/**'], [NO_ADAPTERS, NO_FIREBASE, NO_CONTAINER, NO_SERVER, NO_FEATURES]),
  boundary(
    ['src/ports/**'],
    [
      NO_ADAPTERS,
      NO_FIREBASE,
      NO_CONTAINER,
      NO_SERVER,
      NO_FEATURES,
      { group: ['react', 'react-*', '**/app/**', '**/ui/**', '**/contract/**'], message: 'Ports import nothing but src/domain types.' },
    ],
  ),
  boundary(
    ['src/domain/**'],
    [
      NO_ADAPTERS,
      NO_FIREBASE,
      NO_CONTAINER,
      NO_SERVER,
      NO_FEATURES,
      {
        group: ['react', 'react-*', 'zod', '**/app/**', '**/ui/**', '**/ports/**', '**/contract/**'],
        message: 'The domain is pure logic: no I/O, no React, no ports.',
      },
    ],
  ),
  boundary(
    ['src/contract/**'],
    [
      NO_ADAPTERS,
      NO_FIREBASE,
      NO_CONTAINER,
      NO_SERVER,
      NO_FEATURES,
      {
        group: ['react', 'react-*', '**/app/**', '**/ui/**'],
        message: 'The contract is shared with the mock server: schemas and domain only.',
      },
    ],
  ),
  boundary(['src/app/**'], [NO_FIREBASE, NO_SERVER]),
  boundary(
    ['mock-server/**', 'emulator-seed/**'],
    [
      NO_ADAPTERS,
      NO_FIREBASE,
      NO_FEATURES,
      { group: ['react', 'react-*', '**/ui/**', '**/app/**'], message: 'The mock server imports src/contract and src/domain only.' },
    ],
  ),
);
