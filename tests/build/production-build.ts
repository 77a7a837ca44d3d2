import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { build } from 'vite';
import type { TestProject } from 'vitest/node';

declare module 'vitest' {
  export interface ProvidedContext {
    /** The production build the suites of tests/build inspect and serve. */
    productionBuild: { outDir: string; mapsDir: string; projectId: string };
  }
}

const ROOT = join(import.meta.dirname, '..', '..');

/** Fake but well-formed production settings: the build must not need real ones, and no test talks to Google. */
export const PRODUCTION_ENV = {
  VITE_F8_MODE: 'firebase',
  VITE_FIREBASE_API_KEY: 'AIzaSyBuildTest00000000000000000000000',
  VITE_FIREBASE_PROJECT_ID: 'tether-build-test',
  VITE_FIREBASE_APP_ID: '1:123456789012:web:0123456789abcdef012345',
  VITE_APP_CHECK_SITE_KEY: '6LcBuildTest0000000000000000000000000000',
};

let workDir: string | null = null;

/**
 * Builds the site once for the whole project, as `npm run build` does with a `.env.production` in firebase
 * mode, into a temporary directory (with Vite's manifest, which the bundle test reads for the chunk graph).
 */
export async function setup(project: TestProject): Promise<void> {
  workDir = mkdtempSync(join(tmpdir(), 'tether-build-'));
  const envDir = join(workDir, 'env');
  const outDir = join(workDir, 'dist');
  // An env directory of its own: a developer's own .env.production must not change what is tested.
  const env = Object.entries(PRODUCTION_ENV).map(([key, value]) => `${key}=${value}`);
  mkdirSync(envDir);
  writeFileSync(join(envDir, '.env.production'), `${env.join('\n')}\n`);
  const overridden = Object.keys(PRODUCTION_ENV).filter((key) => process.env[key] !== undefined);
  if (overridden.length > 0) throw new Error(`Unset ${overridden.join(', ')}: they would override the build's production settings`);
  // Vitest runs with NODE_ENV=test, which would make Vite bundle React's development build.
  const nodeEnv = process.env.NODE_ENV;
  process.env.NODE_ENV = 'production';
  try {
    await build({
      root: ROOT,
      configFile: join(ROOT, 'vite.config.ts'),
      mode: 'production',
      envDir,
      logLevel: 'warn',
      build: { outDir, emptyOutDir: true, manifest: true },
    });
  } finally {
    process.env.NODE_ENV = nodeEnv;
  }
  project.provide('productionBuild', { outDir, mapsDir: `${outDir}-sourcemaps`, projectId: PRODUCTION_ENV.VITE_FIREBASE_PROJECT_ID });
}

export function teardown(): void {
  if (workDir) rmSync(workDir, { recursive: true, force: true });
  workDir = null;
}
