import { spawnSync } from 'node:child_process';
import { chromiumPath, hasChromium } from './chromium';

/** Installs Debian's Chromium when it is missing (Playwright's own browser download cannot work offline). */
export function ensureChromium(): void {
  if (hasChromium()) return;
  if (process.env.CHROMIUM_PATH) throw new Error(`CHROMIUM_PATH=${chromiumPath()} does not exist.`);
  if (process.getuid?.() !== 0) {
    throw new Error('Chromium is missing: run `sudo apt-get update && sudo apt-get install -y chromium` (or set CHROMIUM_PATH).');
  }
  console.log('Installing Chromium from Debian packages…');
  const run = (args: string[]) => {
    const result = spawnSync('apt-get', args, { stdio: 'inherit', env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' } });
    if (result.status !== 0) throw new Error(`apt-get ${args.join(' ')} failed with code ${result.status}`);
  };
  run(['update', '-qq']);
  run(['install', '-y', '-qq', 'chromium']);
  if (!hasChromium()) throw new Error(`Chromium installed but ${chromiumPath()} is still missing.`);
}
