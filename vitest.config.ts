import { defineConfig } from 'vitest/config';
import { reflectMetadataAlias } from './vite.config';

// The Firestore suites (adapter contracts, security rules) share one emulator that this setup starts.
const firestore = 'tests/support/firestore-global-setup.ts';
// Inversify through Vite, not Node, so its import of the reflect-metadata polyfill meets the app's alias.
const inversifyThroughVite = { deps: { inline: [/[\\/]@?inversify/] } };

export default defineConfig({
  test: {
    projects: [
      {
        resolve: { alias: reflectMetadataAlias },
        test: {
          name: 'unit',
          server: inversifyThroughVite,
          include: ['tests/unit/**/*.test.{ts,tsx}'],
          environment: 'node',
          setupFiles: ['tests/support/dom-matchers.ts'],
        },
      },
      {
        test: {
          name: 'contract',
          include: ['tests/contract/**/*.test.ts'],
          environment: 'node',
          testTimeout: 30_000,
          globalSetup: [firestore],
        },
      },
      {
        // A firebase-mode build (once, in the global setup) and the Hosting emulator serving it.
        resolve: { alias: reflectMetadataAlias },
        test: {
          name: 'build',
          server: inversifyThroughVite,
          include: ['tests/build/**/*.test.ts'],
          environment: 'node',
          testTimeout: 120_000,
          hookTimeout: 180_000,
          globalSetup: ['tests/build/production-build.ts'],
        },
      },
      {
        test: { name: 'rules', include: ['tests/rules/**/*.test.ts'], environment: 'node', testTimeout: 30_000, globalSetup: [firestore] },
      },
    ],
  },
});
