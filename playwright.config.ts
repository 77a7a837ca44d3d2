import { defineConfig } from '@playwright/test';
import { CHROMIUM_ARGS, chromiumPath } from './scripts/chromium';

const sitePort = Number(process.env.E2E_SITE_PORT ?? 5273);

export default defineConfig({
  testDir: 'tests/e2e',
  fullyParallel: true,
  workers: 2,
  // One retry on CI, so a timing hiccup on a loaded 2-core machine does not sink a run; the summary still
  // reports every test that needed it as flaky.
  retries: process.env.CI ? 1 : 0,
  timeout: 30_000,
  expect: { timeout: 10_000 },
  reporter: [['list'], ['json', { outputFile: 'test-results/e2e.json' }]],
  use: {
    baseURL: `http://127.0.0.1:${sitePort}`,
    browserName: 'chromium',
    launchOptions: { executablePath: chromiumPath(), args: CHROMIUM_ARGS },
    trace: 'retain-on-failure',
  },
  webServer: {
    command: 'tsx scripts/start.ts --preview',
    url: `http://127.0.0.1:${sitePort}/`,
    timeout: 120_000,
    reuseExistingServer: false,
    stdout: 'pipe',
    env: {
      PORT: String(sitePort),
      MOCK_PORT: process.env.E2E_MOCK_PORT ?? '5301',
      AUTH_PORT: process.env.E2E_AUTH_PORT ?? '9399',
      EMULATOR_HUB_PORT: '4600',
      EMULATOR_LOGGING_PORT: '4700',
      // The suite scripts f8 through the dev kit; a developer's own model (F8_AI_*) must not answer it.
      F8_AI_BASE_URL: '',
    },
  },
});
