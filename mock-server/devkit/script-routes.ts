import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { Router, type Response } from 'express';
import type { MockServerState } from '../state';
import { aiScriptSchema, scriptWarnings } from './ai-script';
import { controlSession, emptyBody, SESSION_IN_QUERY, sendInvalid, sendIssue, takesQuery } from './control';
import { DEVKIT_LIMITS } from './limits';

/** Where the shipped scenarios live: `emulator-seed/ai-scenarios/{name}.json`. */
export const SCENARIO_DIR = fileURLToPath(new URL('../../emulator-seed/ai-scenarios/', import.meta.url));
const SCENARIO_NAME = /^[a-z0-9][a-z0-9-]{0,63}$/;

async function scenarioNames(dir: string): Promise<string[]> {
  const files = await readdir(dir).catch(() => []);
  return files
    .filter((file) => file.endsWith('.json'))
    .map((file) => file.slice(0, -'.json'.length))
    .sort();
}

/** Whether `session` may have a script: one it has already, the global one, or a new one within the limit (else 429). */
function roomFor(state: MockServerState, session: string | null, res: Response): boolean {
  if (session === null || state.scripts.has(session) || state.scripts.sessions < DEVKIT_LIMITS.sessionScripts) return true;
  sendIssue(
    res,
    429,
    'script',
    `at most ${DEVKIT_LIMITS.sessionScripts} sessions have a script of their own at once: end one first (DELETE /__devkit/session)`,
  );
  return false;
}

/** The AI script of the caller's session (or the global one): `PUT`, `GET` (with each rule's usage), `DELETE`, and scenarios. */
export function scriptRoutes(state: MockServerState, scenarioDir = SCENARIO_DIR): Router {
  const router = Router();

  router.get('/ai-script', takesQuery('session'), (req, res) => {
    const session = controlSession(req);
    const current = state.scripts.get(session);
    res.json({ session, scope: current?.scope ?? 'none', script: current?.script ?? null, usage: current?.usage ?? [] });
  });

  router.put('/ai-script', takesQuery('session'), (req, res) => {
    const bytes = Buffer.byteLength(JSON.stringify(req.body) ?? '');
    if (bytes > DEVKIT_LIMITS.scriptBytes)
      return sendIssue(
        res,
        413,
        'script',
        `${bytes} bytes of JSON, over the 256 KiB (${DEVKIT_LIMITS.scriptBytes} bytes) a script may take`,
      );
    const parsed = aiScriptSchema.safeParse(req.body);
    if (!parsed.success) return sendInvalid(res, parsed.error, 'script');
    const session = controlSession(req);
    if (!roomFor(state, session, res)) return;
    state.scripts.set(session, parsed.data);
    const warnings = scriptWarnings(parsed.data);
    for (const warning of warnings) console.warn(`[mock-server] AI script: ${warning}`);
    res.json({ ok: true, session, rules: parsed.data.rules.length, warnings });
  });

  router.delete('/ai-script', takesQuery('session'), emptyBody(SESSION_IN_QUERY), (req, res) => {
    const session = controlSession(req);
    state.scripts.clear(session);
    res.json({ ok: true, session });
  });

  router.get('/ai-script/scenarios', takesQuery(), async (_req, res) => {
    const scenarios = [];
    for (const name of await scenarioNames(scenarioDir)) {
      const file = JSON.parse(await readFile(join(scenarioDir, `${name}.json`), 'utf8')) as { description?: unknown };
      scenarios.push({ name, description: typeof file.description === 'string' ? file.description : '' });
    }
    res.json({ scenarios });
  });

  router.post('/ai-script/scenarios/:name', takesQuery('session'), emptyBody(SESSION_IN_QUERY), async (req, res) => {
    const name = String(req.params.name);
    const known = await scenarioNames(scenarioDir);
    if (!SCENARIO_NAME.test(name) || !known.includes(name)) {
      res.status(404).json({ error: `No scenario "${name}". Known: ${known.join(', ')}`, issues: [] });
      return;
    }
    const parsed = aiScriptSchema.safeParse(JSON.parse(await readFile(join(scenarioDir, `${name}.json`), 'utf8')));
    if (!parsed.success) return sendInvalid(res, parsed.error, 'script');
    const session = controlSession(req);
    if (!roomFor(state, session, res)) return;
    state.scripts.set(session, parsed.data);
    res.json({ ok: true, scenario: name, session, rules: parsed.data.rules.length, warnings: scriptWarnings(parsed.data) });
  });
  return router;
}
