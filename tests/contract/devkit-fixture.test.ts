import { readFile } from 'node:fs/promises';
import type { Page } from '@playwright/test';
import { request as playwrightRequest, type APIRequestContext } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startMockServer } from '../../mock-server/main';
import { SESSION_COOKIE, SESSION_HEADER } from '../../mock-server/session';
import { functionNames } from '../../src/contract/functions';
import { devkitFixture, withDevkit, type Devkit } from '../support/devkit-fixture';
import { emulatorToken } from '../support/tokens';

// Issue 40, item 6: the Playwright fixture testers import, run here without a browser: a Playwright request context
// against a mock server, and a stand-in for the page (its headers and cookies are all the fixture touches).
let mock: Awaited<ReturnType<typeof startMockServer>>;
let request: APIRequestContext;
beforeAll(async () => {
  mock = await startMockServer(0, { aiModel: null });
  request = await playwrightRequest.newContext({ baseURL: mock.url });
});
afterAll(async () => {
  await request.dispose();
  await mock.close();
});

const testInfo = { testId: 'abc123-def', retry: 1, repeatEachIndex: 0 };
const SESSION = 'abc123-def-1-0';

/** The page's side: what a test's page would send, as the fixture set it up. */
function standInPage() {
  const headers: Record<string, string>[] = [];
  const cookies: unknown[] = [];
  const page = {
    setExtraHTTPHeaders: (value: Record<string, string>) => Promise.resolve(void headers.push(value)),
    context: () => ({ addCookies: (value: unknown[]) => Promise.resolve(void cookies.push(...value)) }),
  } as unknown as Pick<Page, 'setExtraHTTPHeaders' | 'context'>;
  return { page, headers, cookies };
}

/** An f8 call as the test's page makes it, in the session. */
const askF8 = (message: string) =>
  fetch(`${mock.url}/demo-f8/europe-west1/${functionNames().aiChat}`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', [SESSION_HEADER]: SESSION, Authorization: `Bearer ${emulatorToken('fixture-user')}` },
    body: JSON.stringify({ data: { message, mentions: [], threadId: 't1' } }),
  });

describe('the devkit fixture', () => {
  it("puts the page in the test's session, scripts it, waits for its calls, holds and releases them, and ends it", async () => {
    const { page, headers, cookies } = standInPage();
    let seen: Devkit | null = null;
    await devkitFixture(
      { page, request, baseURL: 'http://127.0.0.1:5173' },
      async (devkit) => {
        seen = devkit;
        expect(devkit.session).toBe(SESSION);
        expect(headers).toEqual([{ [SESSION_HEADER]: SESSION }]);
        expect(cookies).toEqual([expect.objectContaining({ name: SESSION_COOKIE, value: SESSION, url: 'http://127.0.0.1:5173' })]);

        expect(await devkit.script([{ reply: 'Scripted {{message}}' }, { hold: true }])).toMatchObject({ session: SESSION, rules: 1 });
        const next = devkit.nextCall({ name: functionNames().aiChat, timeoutMs: 5000 });
        const answered = await askF8('hello');
        expect(await answered.json()).toEqual({ result: { message: 'Scripted hello' } });
        expect(await next).toMatchObject({ session: SESSION, data: { message: 'hello' } });

        const held = askF8('wait');
        await expect.poll(async () => (await devkit.holds()).length).toBe(1);
        expect(await devkit.holds.list()).toEqual(await devkit.holds());
        expect(await devkit.release({ step: { reply: 'Released' } })).toHaveLength(1);
        expect(await (await held).json()).toEqual({ result: { message: 'Released' } });

        expect(await devkit.fault({ target: functionNames().aiChat, status: 'UNAVAILABLE', times: 1 })).toMatch(/^f\d+$/);
        expect((await askF8('faulted')).status).toBe(503);
        expect(await devkit.nextCall({ name: 'nothing-calls-this', timeoutMs: 50 })).toBeNull();
      },
      testInfo,
    );
    // The session is over: its script and journal are gone.
    const after = (seen as Devkit | null)!;
    expect((await after.getScript()).scope).toBe('none');
    expect(await after.journal()).toEqual([]);
  });

  it('sets no cookie without a base URL, and still sends the header', async () => {
    const { page, headers, cookies } = standInPage();
    await devkitFixture({ page, request }, () => Promise.resolve(), testInfo);
    expect(headers).toEqual([{ [SESSION_HEADER]: SESSION }]);
    expect(cookies).toEqual([]);
  });

  it("extends the suite's own test with a devkit fixture", () => {
    const extended: Record<string, unknown>[] = [];
    const base = { extend: (fixtures: Record<string, unknown>) => (extended.push(fixtures), 'extended') };
    expect(withDevkit(base as never)).toBe('extended');
    expect(Object.keys(extended[0] ?? {})).toEqual(['devkit']);
  });

  it('loads no Playwright code of its own, so a suite with its own copy of Playwright can import it', async () => {
    for (const file of ['../support/devkit-fixture.ts', '../support/devkit-client.ts']) {
      const text = await readFile(new URL(file, import.meta.url), 'utf8');
      const imports = [...text.matchAll(/^import (type )?[^;]*? from '([^']+)';$/gms)];
      const playwright = imports.filter(([, , from]) => from?.includes('playwright'));
      expect(playwright.length, file).toBeGreaterThan(0);
      expect(
        playwright.filter(([, type]) => !type).map(([line]) => line),
        file,
      ).toEqual([]);
    }
  });
});
