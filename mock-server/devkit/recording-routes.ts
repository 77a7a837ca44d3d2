import { readFile, rename, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { Router } from 'express';
import { z } from 'zod';
import type { MockServerState } from '../state';
import { aiScriptSchema } from './ai-script';
import { controlSession, emptyBody, SESSION_IN_QUERY, sendInvalid, sendIssue, takesQuery } from './control';
import { DEVKIT_LIMITS } from './limits';
import { RECORDED_MARK } from './recordings';

// `recorded-{name}` must still be a scenario name (64 characters of a-z, 0-9 and '-'), and a plain file name.
const stopSchema = z.strictObject({
  name: z.string().regex(/^[a-z0-9][a-z0-9-]{0,54}$/, '1 to 55 characters of a-z, 0-9 and "-", starting with a letter or digit'),
});

/** Whether the scenario file at `path` is free for a recording: absent, or a recording itself. */
async function mayWrite(path: string): Promise<boolean> {
  let text: string;
  try {
    text = await readFile(path, 'utf8');
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'ENOENT';
  }
  try {
    const { description } = JSON.parse(text) as { description?: unknown };
    return typeof description === 'string' && description.startsWith(RECORDED_MARK);
  } catch {
    return false;
  }
}

/**
 * Record and replay: `POST /recordings/start` records what the real model (and the dashboard's companion) answer, `POST
 * /recordings/stop {"name"}` writes it as the scenario `recorded-{name}`, `GET /recordings` tells whether one runs.
 */
export function recordingRoutes(state: MockServerState, options: { scenarioDir: string; modelOn: boolean }): Router {
  const router = Router();
  router.get('/recordings', takesQuery('session'), (req, res) => {
    res.json({ session: controlSession(req), ...state.recordings.status(controlSession(req)) });
  });

  router.post('/recordings/start', takesQuery('session'), emptyBody(SESSION_IN_QUERY), (req, res) => {
    const session = controlSession(req);
    if (!options.modelOn)
      return sendIssue(res, 409, 'recording', 'no real model to record: set F8_AI_BASE_URL and F8_AI_MODEL before the mock server starts');
    if (state.recordings.has(session))
      return sendIssue(res, 409, 'recording', 'this session records already: stop it first (POST /__devkit/recordings/stop)');
    if (state.recordings.count >= DEVKIT_LIMITS.sessionScripts)
      return sendIssue(res, 429, 'recording', `at most ${DEVKIT_LIMITS.sessionScripts} recordings at once: stop one first`);
    state.recordings.start(session);
    res.json({ ok: true, session });
  });

  router.post('/recordings/stop', takesQuery('session'), async (req, res) => {
    const session = controlSession(req);
    // The request first: a bad name is wrong whatever the session does.
    const parsed = stopSchema.safeParse(req.body ?? {});
    if (!parsed.success) return sendInvalid(res, parsed.error, 'recording');
    const recorded = state.recordings.scenario(session);
    if (!recorded)
      return sendIssue(res, 409, 'recording', 'nothing records in this session: start first (POST /__devkit/recordings/start)');
    const scenario = `recorded-${parsed.data.name}`;
    const file = join(options.scenarioDir, `${scenario}.json`);
    // The recording goes on after a refusal, so nothing is lost to a name taken.
    if (!(await mayWrite(file)))
      return sendIssue(res, 409, 'name', `the scenario ${scenario} exists and is not a recording: choose another name`);
    // Written as any scenario is read: a recording that could not load again is an error here, not at its first use.
    const checked = aiScriptSchema.safeParse(recorded.script);
    if (!checked.success) return sendInvalid(res, checked.error, 'recording');
    const temporary = `${file}.${process.pid}.tmp`;
    await writeFile(temporary, `${JSON.stringify(recorded.script, null, 2)}\n`);
    await rename(temporary, file);
    state.recordings.stop(session);
    const exchanges = Object.fromEntries(recorded.script.rules.map((rule) => [rule.match.chat, rule.steps.length]));
    res.json({ ok: true, session, scenario, exchanges: { f8: 0, dashboard: 0, ...exchanges }, skipped: recorded.skipped });
  });
  return router;
}
