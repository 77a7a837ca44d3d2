import { defineConfig } from 'vitest/config';

// The Firestore suites (adapter contracts, security rules): this setup starts an emulator for each project.
const firestore = 'tests/support/firestore-global-setup.ts';
// As Playwright does in CI: a test that passes only on its second try does not fail the run, and the summary names it.
const retry = process.env.CI ? 1 : 0;

export default defineConfig({
  test: {
    // Vitest's default on two cores is one worker; most files wait on emulators, servers and sockets, not the CPU.
    maxWorkers: 2,
    projects: [
      {
        test: {
          name: 'unit',
          retry,
          include: ['tests/unit/**/*.test.{ts,tsx}'],
          environment: 'node',
          // Above findBy's and waitFor's 5 s (tests/support/dom-matchers.ts): one that gives up says what it waited for,
          // instead of the test's time-out saying only that time ran out.
          testTimeout: 10_000,
          setupFiles: ['tests/support/dom-matchers.ts'],
        },
      },
      {
        test: {
          name: 'contract',
          retry,
          include: ['tests/contract/**/*.test.ts'],
          environment: 'node',
          testTimeout: 30_000,
          globalSetup: [firestore],
        },
      },
      {
        // A firebase-mode build (once, in the global setup) and the Hosting emulator serving it.
        test: {
          name: 'build',
          retry,
          include: ['tests/build/**/*.test.ts'],
          environment: 'node',
          testTimeout: 120_000,
          hookTimeout: 180_000,
          globalSetup: ['tests/build/production-build.ts'],
        },
      },
      {
        test: {
          name: 'rules',
          retry,
          include: ['tests/rules/**/*.test.ts'],
          environment: 'node',
          testTimeout: 30_000,
          globalSetup: [firestore],
        },
      },
    ],
  },
});
