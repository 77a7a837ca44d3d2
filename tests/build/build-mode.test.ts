import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { build } from 'vite';
import { afterAll, describe, expect, it } from 'vitest';

const ROOT = join(import.meta.dirname, '..', '..');
// An env directory with no .env files: the mode can come only from what the test gives.
const envDir = mkdtempSync(join(tmpdir(), 'tether-no-env-'));
afterAll(() => rmSync(envDir, { recursive: true, force: true }));

function buildWith(mode: string | undefined) {
  const saved = process.env.VITE_F8_MODE;
  if (mode === undefined) delete process.env.VITE_F8_MODE;
  else process.env.VITE_F8_MODE = mode;
  const out = join(envDir, 'out');
  return build({
    root: ROOT,
    configFile: join(ROOT, 'vite.config.ts'),
    mode: 'production',
    envDir,
    logLevel: 'silent',
    build: { outDir: out },
  }).finally(() => {
    if (saved === undefined) delete process.env.VITE_F8_MODE;
    else process.env.VITE_F8_MODE = saved;
  });
}

describe('a build says which site it makes', () => {
  it('gives the offline site an image policy of its own origin only, so nothing it draws leaves loopback', async () => {
    await buildWith('devkit');
    const html = readFileSync(join(envDir, 'out', 'index.html'), 'utf8');
    expect(html).toMatch(/<meta http-equiv="Content-Security-Policy" content="img-src (&#39;|')self(&#39;|') data: blob:">/);
    // Its calls go to its own origin (the proxy of the emulators): there is no other connection to open early.
    expect(html).not.toContain('rel="preconnect"');
  });

  it('builds the offline site without it for the bench, which measures the site as production serves it', async () => {
    process.env.F8_AS_HOSTED = '1';
    try {
      await buildWith('devkit');
    } finally {
      delete process.env.F8_AS_HOSTED;
    }
    expect(readFileSync(join(envDir, 'out', 'index.html'), 'utf8')).not.toContain('Content-Security-Policy');
  });

  it('refuses to build without VITE_F8_MODE, instead of shipping the offline site as production', async () => {
    await expect(buildWith(undefined)).rejects.toThrow(/VITE_F8_MODE is not set: a production build needs VITE_F8_MODE=firebase/);
  });

  it('refuses a mode that does not exist', async () => {
    await expect(buildWith('prod')).rejects.toThrow('VITE_F8_MODE=prod is not a mode: use firebase (production), devkit or emulators');
  });
});
