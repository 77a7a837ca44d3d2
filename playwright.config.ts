import { defineConfig, devices, type Project } from '@playwright/test';
import { CHROMIUM_ARGS, chromiumPath } from './scripts/chromium';
import { EMULATORS_STACK } from './tests/e2e-emulators/ports';

/**
 * Two offline stacks side by side, each a production build in preview: the devkit one (documents in the mock
 * server, which the main suite scripts through the dev kit) and the emulators one (documents in the Firestore
 * emulator under the project's rules, as production keeps them in Firestore).
 */
const base = Number(process.env.E2E_PORT_BASE ?? 0);
const DEVKIT = {
  site: Number(process.env.E2E_SITE_PORT ?? 5273 + base),
  mock: process.env.E2E_MOCK_PORT ?? String(5301 + base),
  auth: process.env.E2E_AUTH_PORT ?? String(9399 + base),
  hub: String(4600 + base),
  logging: String(4700 + base),
};
const EMULATORS = EMULATORS_STACK;

const stack = (mode: 'devkit' | 'emulators', ports: typeof DEVKIT & { firestore?: string }) => ({
  command: 'node --import tsx scripts/start.ts --preview',
  url: `http://127.0.0.1:${ports.site}/`,
  timeout: 180_000,
  reuseExistingServer: false,
  stdout: 'pipe' as const,
  env: {
    F8_MODE: mode,
    PORT: String(ports.site),
    MOCK_PORT: ports.mock,
    AUTH_PORT: ports.auth,
    EMULATOR_HUB_PORT: ports.hub,
    EMULATOR_LOGGING_PORT: ports.logging,
    ...(ports.firestore ? { FIRESTORE_PORT: ports.firestore } : {}),
    // The suite scripts f8 through the dev kit; a developer's own model (F8_AI_*) must not answer it.
    F8_AI_BASE_URL: '',
  },
});

/** A project that runs profiles.spec on one stack with the given browser profile. */
const profile = (name: string, mode: 'devkit' | 'emulators', use: Project['use']): Project => ({
  name,
  testDir: 'tests/e2e',
  testMatch: 'profiles.spec.ts',
  use: { ...use, baseURL: `http://127.0.0.1:${(mode === 'devkit' ? DEVKIT : EMULATORS).site}` },
});

export default defineConfig({
  fullyParallel: true,
  workers: 2,
  // One retry on CI, so a timing hiccup on a loaded 2-core machine does not sink a run; the summary still
  // reports every test that needed it as flaky.
  retries: process.env.CI ? 1 : 0,
  timeout: 30_000,
  expect: { timeout: 10_000 },
  reporter: [['list'], ['json', { outputFile: 'test-results/e2e.json' }]],
  use: {
    browserName: 'chromium',
    // A worker keeps one browser context, which Playwright resets between tests (cookies, cache, storage, routes,
    // scripts, headers, clock) and the offline guard sets online again (tests/e2e/fixtures.ts). Each test still has
    // its own user and dev kit session; docs/testing.md says what a new context per test cost.
    reuseContext: true,
    launchOptions: { executablePath: chromiumPath(), args: CHROMIUM_ARGS },
    // Recording a trace costs every test about a tenth of its time; the retry of a failure records one.
    trace: 'on-first-retry',
  },
  projects: [
    // The desktop's and the phone's offline walks on this stack are screens.spec's walks of every route, which settle
    // each page as profiles.spec does.
    { name: 'devkit', testDir: 'tests/e2e', testIgnore: 'profiles.spec.ts', use: { baseURL: `http://127.0.0.1:${DEVKIT.site}` } },
    { name: 'emulators', testDir: 'tests/e2e-emulators', use: { baseURL: `http://127.0.0.1:${EMULATORS.site}` } },
    // The offline guard in other browser profiles (DESIGN.md "Offline"), still in Chromium: a phone (its viewport,
    // touch and user agent) and desktop Safari's user agent, where the Firebase SDK behaves differently. On the
    // emulators stack both, since emulators mode loads other SDK parts (Firestore); on the devkit stack Safari's, the
    // phone's being screens.spec's phone walks.
    profile('safari', 'devkit', { userAgent: devices['Desktop Safari'].userAgent }),
    profile('phone-emulators', 'emulators', { ...devices['Pixel 7'], browserName: 'chromium' as const }),
    profile('safari-emulators', 'emulators', { userAgent: devices['Desktop Safari'].userAgent }),
  ],
  webServer: [stack('devkit', DEVKIT), stack('emulators', EMULATORS)],
});
