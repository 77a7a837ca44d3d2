import { readdirSync } from 'node:fs';
import type { Express } from 'express';
import request from 'supertest';
import { describe, expect, it } from 'vitest';
import { createApp } from '../../mock-server/app';
import type { JournalEntry } from '../../mock-server/journal';
import { emulatorToken } from '../support/tokens';

// Issue 8, point 1: the AI script engine, driven through the control API and the AI chat callable.
const AI = '/demo-f8/europe-west1/f8ChatEurW';
const SESSION = 'X-Devkit-Session';
type Invalid = { error: string; issues: { path: string; message: string }[] };
const SCENARIOS = readdirSync(new URL('../../emulator-seed/ai-scenarios/', import.meta.url))
  .filter((file) => file.endsWith('.json'))
  .map((file) => file.replace(/\.json$/, ''));

interface Ask {
  message?: string;
  mentions?: { name: string; id: string }[];
  threadId?: string;
  uid?: string;
  session?: string;
}

/** Calls the AI chat function as `uid` (signed in) with a valid request; no thread document exists anywhere. */
function ask(app: Express, { message = 'hello f8', mentions = [], threadId = 'any-thread', uid = 'u1', session }: Ask = {}) {
  const call = request(app)
    .post(AI)
    .set('Authorization', `Bearer ${emulatorToken(uid)}`);
  if (session) call.set(SESSION, session);
  return call.send({ data: { message, mentions, threadId } });
}

function putScript(app: Express, script: unknown, session?: string) {
  const call = request(app).put('/__devkit/ai-script');
  if (session) call.set(SESSION, session);
  return call.send(script as object);
}

const rules = (...list: unknown[]) => ({ rules: list });
const replyOf = async (app: Express, options?: Ask) => ((await ask(app, options).expect(200)).body as { result: unknown }).result;

describe('AI script: every step kind', () => {
  const shapes: [string, unknown][] = [
    ['an object', { message: 'Hi there', responses: ['Tell me more'] }],
    ['a JSON string', '{"message":"Hi","responses":["a","b"]}'],
    ['a fenced JSON block inside text', 'Here:\n```json\n{"message":"Hi"}\n```\nDone.'],
    ['prose around JSON', 'Sure! {"message":"Hi"} Hope it helps.'],
    ['a plain string', 'Just words.'],
    ['unparseable text', '{"message": "cut'],
    ['an empty string', ''],
    ['null', null],
  ];
  for (const [label, reply] of shapes) {
    it(`sends a reply that is ${label} as the result's message, exactly`, async () => {
      const { app } = createApp();
      await putScript(app, rules({ steps: [{ reply }] })).expect(200);
      expect(await replyOf(app)).toEqual({ message: reply });
    });
  }

  it('sends responses beside the reply, and responses alone without a message', async () => {
    const { app } = createApp();
    await putScript(app, rules({ steps: [{ reply: 'Hi', responses: ['A', 'B'] }, { responses: ['Only'] }] })).expect(200);
    expect(await replyOf(app)).toEqual({ message: 'Hi', responses: ['A', 'B'] });
    expect(await replyOf(app)).toEqual({ responses: ['Only'] });
  });

  it('sends a raw result as the whole result, e.g. without message', async () => {
    const { app } = createApp();
    await putScript(app, rules({ steps: [{ result: { something: 'else' } }, { result: [] }] })).expect(200);
    expect(await replyOf(app)).toEqual({ something: 'else' });
    expect(await replyOf(app)).toEqual([]);
  });

  const statuses: [string, number][] = [
    ['INVALID_ARGUMENT', 400],
    ['UNAUTHENTICATED', 401],
    ['PERMISSION_DENIED', 403],
    ['NOT_FOUND', 404],
    ['ABORTED', 409],
    ['RESOURCE_EXHAUSTED', 429],
    ['INTERNAL', 500],
    ['UNIMPLEMENTED', 501],
    ['UNAVAILABLE', 503],
    ['DEADLINE_EXCEEDED', 504],
  ];
  for (const [status, http] of statuses) {
    it(`answers an error step ${status} with HTTP ${http} in the callable error shape`, async () => {
      const { app } = createApp();
      await putScript(app, rules({ steps: [{ error: { status, message: `scripted ${status}` } }] })).expect(200);
      const res = await ask(app).expect(http);
      expect(res.body).toEqual({ error: { status, message: `scripted ${status}` } });
    });
  }

  it('takes the SDK spelling of a status too, and an explicit HTTP status', async () => {
    const { app } = createApp();
    await putScript(
      app,
      rules({ steps: [{ error: { status: 'unavailable' } }, { error: { status: 'INTERNAL', httpStatus: 502 } }] }),
    ).expect(200);
    expect((await ask(app).expect(503)).body.error.status).toBe('UNAVAILABLE');
    expect((await ask(app).expect(502)).body.error.status).toBe('INTERNAL');
  });

  it('waits delayMs before answering', async () => {
    const { app } = createApp();
    await putScript(app, rules({ steps: [{ delayMs: 300, reply: 'late' }] })).expect(200);
    const started = Date.now();
    expect(await replyOf(app)).toEqual({ message: 'late' });
    expect(Date.now() - started).toBeGreaterThanOrEqual(290);
  });

  it('lets a step with only a delay go on to the usual answer (here: the companion, which finds no thread)', async () => {
    const { app } = createApp();
    await putScript(app, rules({ steps: [{ delayMs: 50 }] })).expect(200);
    expect((await ask(app).expect(404)).body.error.status).toBe('NOT_FOUND');
  });

  it('drops the connection with no answer for drop: true', async () => {
    const { app, state } = createApp();
    await putScript(app, rules({ steps: [{ drop: true }] })).expect(200);
    await expect(ask(app).then((r) => r.status)).rejects.toThrow(/socket hang up|ECONNRESET/);
    expect(state.journal.list(AI.split('/').at(-1))).toEqual([
      expect.objectContaining({ outcome: 'dropped', status: null, sdkCode: 'internal' }),
    ]);
  });

  it('holds a call until it is released, then answers with its own reply', async () => {
    const { app } = createApp();
    await putScript(app, rules({ steps: [{ hold: true, reply: 'released' }] })).expect(200);
    const pending = ask(app).then((r) => r);
    const held = await until(
      async () => (await request(app).get('/__devkit/holds').expect(200)).body.holds[0] as { id: string } | undefined,
    );
    expect(held).toMatchObject({ name: 'f8ChatEurW', uid: 'u1', reason: 'rule 0, step 0' });
    await request(app).post('/__devkit/holds/release').send({ id: held.id }).expect(200);
    expect((await pending).body).toEqual({ result: { message: 'released' } });
  });
});

describe('AI script: choosing rules and steps', () => {
  it('uses the first rule that matches, in order', async () => {
    const { app } = createApp();
    await putScript(
      app,
      rules(
        { match: { contains: 'PIZZA' }, steps: [{ reply: 'first' }] },
        { match: { contains: 'pizza' }, steps: [{ reply: 'second' }] },
        { steps: [{ reply: 'fallback' }] },
      ),
    ).expect(200);
    expect(await replyOf(app, { message: 'I want Pizza tonight' })).toEqual({ message: 'first' });
    expect(await replyOf(app, { message: 'pasta' })).toEqual({ message: 'fallback' });
  });

  it('falls through to the companion when no rule matches', async () => {
    const { app } = createApp();
    await putScript(app, rules({ match: { contains: 'never' }, steps: [{ reply: 'x' }] })).expect(200);
    expect((await ask(app).expect(404)).body.error).toEqual({ status: 'NOT_FOUND', message: 'No such chat thread.' });
  });

  it('matches regex (bare or /pattern/flags), mentions by name, threadId and uid', async () => {
    const { app } = createApp();
    await putScript(
      app,
      rules(
        { match: { regex: '^\\d+$' }, steps: [{ reply: 'digits' }] },
        { match: { regex: '/^hey/i' }, steps: [{ reply: 'hey' }] },
        { match: { mentions: ['sam', 'Alex'] }, steps: [{ reply: 'both' }] },
        { match: { mentions: 'Sam' }, steps: [{ reply: 'sam' }] },
        { match: { threadId: 't-9' }, steps: [{ reply: 'thread' }] },
        { match: { uid: 'u2' }, steps: [{ reply: 'u2' }] },
        { steps: [{ reply: 'other' }] },
      ),
    ).expect(200);
    const sam = { name: 'Sam', id: 'p1' };
    const alex = { name: 'alex', id: 'p2' };
    expect(await replyOf(app, { message: '123' })).toEqual({ message: 'digits' });
    expect(await replyOf(app, { message: 'HEY you' })).toEqual({ message: 'hey' });
    expect(await replyOf(app, { mentions: [sam, alex] })).toEqual({ message: 'both' });
    expect(await replyOf(app, { mentions: [sam] })).toEqual({ message: 'sam' });
    expect(await replyOf(app, { threadId: 't-9' })).toEqual({ message: 'thread' });
    expect(await replyOf(app, { uid: 'u2' })).toEqual({ message: 'u2' });
    expect(await replyOf(app, { uid: 'u3', message: 'yo!' })).toEqual({ message: 'other' });
  });

  it('matches a pattern that backtracks in other engines in linear time: 20 parallel messages do not stall the server', async () => {
    const { app, state } = createApp();
    await putScript(
      app,
      rules({ name: 'runaway', match: { regex: '(a+)+$' }, steps: [{ reply: 'never' }] }, { steps: [{ reply: 'next rule' }] }),
    ).expect(200);
    // A backtracking engine tries every way to split the 40 a's before the '!': minutes per message.
    const started = performance.now();
    const replies = await Promise.all(Array.from({ length: 20 }, () => replyOf(app, { message: `${'a'.repeat(40)}!` })));
    expect(performance.now() - started).toBeLessThan(1_000);
    expect(replies).toEqual(Array.from({ length: 20 }, () => ({ message: 'next rule' })));
    expect(state.journal.list(AI.split('/').at(-1)).flatMap((entry) => entry.warnings)).toEqual([]);
    expect(await replyOf(app, { message: 'aaa' })).toEqual({ message: 'never' });
  });

  it.each([
    ['a backreference', '(a)\\1', 'invalid escape sequence: `\\1`'],
    ['a lookahead', 'sister(?= Ana)', 'invalid or unsupported Perl syntax: `(?=`'],
    ['a lookbehind', '/(?<!not )sister/i', '(?<!'],
  ])('refuses when saved a regex with %s, which no linear-time engine runs, naming it', async (_what, regex, reason) => {
    const { app } = createApp();
    const { body } = await putScript(app, rules({ steps: [{ reply: 'x' }] }, { match: { regex }, steps: [{ reply: 'x' }] })).expect(400);
    expect(body.issues).toEqual([{ path: 'rules[1].match.regex', message: expect.stringContaining(reason) }]);
    expect(body.issues[0].message).toContain('backreferences and lookaround');
  });

  it('warns of a /pattern/flags regex whose flags are not flags, which is read as a bare pattern matching its own text', async () => {
    const { app } = createApp();
    const { body } = await putScript(app, rules({ match: { regex: '/sister/I' }, steps: [{ reply: 'x' }] })).expect(200);
    expect(body.warnings).toEqual([
      'rules[0].match.regex /sister/I: looks like /pattern/flags, but its flags are not among d, g, i, m, s, u, v and y, so it is read as a bare pattern matching that very text',
    ]);
    for (const regex of ['/sister/i', 'sister'])
      expect((await putScript(app, rules({ match: { regex }, steps: [{ reply: 'x' }] })).expect(200)).body.warnings).toEqual([]);
  });

  it('uses steps in order, then repeats the last', async () => {
    const { app } = createApp();
    await putScript(app, rules({ steps: [{ reply: 'one' }, { reply: 'two' }, { reply: 'three' }] })).expect(200);
    const replies = [];
    for (let i = 0; i < 5; i++) replies.push(await replyOf(app));
    expect(replies).toEqual(['one', 'two', 'three', 'three', 'three'].map((message) => ({ message })));
  });

  it('stops a rule after times calls ("once" is 1), so later rules take over', async () => {
    const { app } = createApp();
    await putScript(
      app,
      rules({ times: 'once', steps: [{ reply: 'once' }] }, { times: 2, steps: [{ reply: 'twice' }] }, { steps: [{ reply: 'rest' }] }),
    ).expect(200);
    const replies = [];
    for (let i = 0; i < 5; i++) replies.push(((await replyOf(app)) as { message: string }).message);
    expect(replies).toEqual(['once', 'twice', 'twice', 'rest', 'rest']);
  });

  it('answers only the n-th matching call for match.call', async () => {
    const { app } = createApp();
    await putScript(
      app,
      rules({ match: { call: 2, contains: 'x' }, steps: [{ reply: 'second x' }] }, { steps: [{ reply: 'other' }] }),
    ).expect(200);
    const replies = [];
    for (const message of ['x', 'y', 'x', 'x']) replies.push(((await replyOf(app, { message })) as { message: string }).message);
    expect(replies).toEqual(['other', 'other', 'second x', 'other']);
  });

  it('reads no stored data: any threadId will do, but the caller must be signed in and the request valid', async () => {
    const { app } = createApp();
    await putScript(app, rules({ steps: [{ reply: 'ok' }] })).expect(200);
    expect(await replyOf(app, { threadId: 'does-not-exist-anywhere' })).toEqual({ message: 'ok' });
    await request(app)
      .post(AI)
      .send({ data: { message: 'hi', mentions: [], threadId: 't' } })
      .expect(401);
    const invalid = await ask(app, { message: '   ' }).expect(400);
    expect(invalid.body.error.status).toBe('INVALID_ARGUMENT');
  });

  it('reports each rule’s usage and clears the script', async () => {
    const { app } = createApp();
    await putScript(app, rules({ match: { contains: 'a' }, steps: [{ reply: 'a' }] }, { steps: [{ reply: 'b' }] })).expect(200);
    await replyOf(app, { message: 'a' });
    await replyOf(app, { message: 'b' });
    await replyOf(app, { message: 'c' });
    const read = await request(app).get('/__devkit/ai-script').expect(200);
    expect(read.body).toMatchObject({
      session: null,
      scope: 'global',
      usage: [
        { calls: 1, answered: 1 },
        { calls: 2, answered: 2 },
      ],
    });
    expect(read.body.script.rules).toHaveLength(2);
    await request(app).delete('/__devkit/ai-script').send({}).expect(200);
    expect((await request(app).get('/__devkit/ai-script').expect(200)).body).toEqual({
      session: null,
      scope: 'none',
      script: null,
      usage: [],
    });
    await ask(app).expect(404);
  });
});

describe('AI script: isolation', () => {
  it('keeps a session’s script to that session, and applies the global one to every call its session does not override', async () => {
    const { app } = createApp();
    await putScript(app, rules({ steps: [{ reply: 'global' }] })).expect(200);
    await putScript(app, rules({ steps: [{ reply: 'mine' }] }), 's-a').expect(200);
    expect(await replyOf(app, { session: 's-a' })).toEqual({ message: 'mine' });
    expect(await replyOf(app, { session: 's-b' })).toEqual({ message: 'global' });
    expect(await replyOf(app)).toEqual({ message: 'global' });
    const read = await request(app).get('/__devkit/ai-script').set(SESSION, 's-a').expect(200);
    expect(read.body).toMatchObject({ session: 's-a', scope: 'session' });

    await request(app).delete('/__devkit/ai-script').set(SESSION, 's-a').send({}).expect(200);
    expect(await replyOf(app, { session: 's-a' })).toEqual({ message: 'global' });
  });

  it('does not fall back to the global rules when the session’s own script has no matching rule', async () => {
    const { app } = createApp();
    await putScript(app, rules({ steps: [{ reply: 'global' }] })).expect(200);
    await putScript(app, rules({ match: { contains: 'only' }, steps: [{ reply: 'mine' }] }), 's-a').expect(200);
    await ask(app, { session: 's-a', message: 'something else' }).expect(404);
  });

  it('keeps step counters per session', async () => {
    const { app } = createApp();
    const script = rules({ steps: [{ reply: 1 }, { reply: 2 }] });
    await putScript(app, script, 's-a').expect(200);
    await putScript(app, script, 's-b').expect(200);
    expect(await replyOf(app, { session: 's-a' })).toEqual({ message: 1 });
    expect(await replyOf(app, { session: 's-a' })).toEqual({ message: 2 });
    expect(await replyOf(app, { session: 's-b' })).toEqual({ message: 1 });
  });

  it('scopes a rule to one user with match.uid while other users get the companion', async () => {
    const { app } = createApp();
    await putScript(app, rules({ match: { uid: 'alice' }, steps: [{ error: { status: 'UNAVAILABLE' } }] })).expect(200);
    await ask(app, { uid: 'alice' }).expect(503);
    await ask(app, { uid: 'bob' }).expect(404);
  });

  it('takes the session from the dev kit cookie the browser carries', async () => {
    const { app } = createApp();
    const browser = request.agent(app);
    await browser.post('/__devkit/session').send({ session: 'cookie-1' }).expect(200);
    await browser
      .put('/__devkit/ai-script')
      .send(rules({ steps: [{ reply: 'cookie' }] }))
      .expect(200);
    const res = await browser
      .post(AI)
      .set('Authorization', `Bearer ${emulatorToken('u1')}`)
      .send({ data: { message: 'hi', mentions: [], threadId: 't' } })
      .expect(200);
    expect(res.body.result).toEqual({ message: 'cookie' });
    await ask(app).expect(404);
    expect((await request(app).get('/__devkit/ai-script').query({ session: 'cookie-1' }).expect(200)).body.scope).toBe('session');
  });
});

describe('AI script: validation', () => {
  const cases: [string, unknown, string][] = [
    ['rules missing', {}, 'rules'],
    ['an unknown top-level key', { rules: [], extra: 1 }, 'extra'],
    ['no steps', rules({ steps: [] }), 'rules[0].steps'],
    ['an unknown match field', rules({ match: { text: 'x' }, steps: [{ reply: 'x' }] }), 'rules[0].match.text'],
    ['a misspelt step field', rules({ steps: [{ replly: 'x' }] }), 'rules[0].steps[0].replly'],
    ['an invalid regex', rules({ steps: [{ reply: 'x' }] }, { match: { regex: '(' }, steps: [{ reply: 'x' }] }), 'rules[1].match.regex'],
    ['an unknown error status', rules({ steps: [{ reply: 'a' }, { error: { status: 'TEAPOT' } }] }), 'rules[0].steps[1].error.status'],
    ['a negative delay', rules({ steps: [{ delayMs: -1 }] }), 'rules[0].steps[0].delayMs'],
    ['hold that is not a boolean', rules({ steps: [{ hold: 'yes' }] }), 'rules[0].steps[0].hold'],
    ['result beside reply', rules({ steps: [{ reply: 'a', result: {} }] }), 'rules[0].steps[0].result'],
    ['error beside reply', rules({ steps: [{ reply: 'a', error: { status: 'INTERNAL' } }] }), 'rules[0].steps[0].error'],
    ['an empty step', rules({ steps: [{}] }), 'rules[0].steps[0]'],
    ['times zero', rules({ times: 0, steps: [{ reply: 'x' }] }), 'rules[0].times'],
    ['times "twice"', rules({ times: 'twice', steps: [{ reply: 'x' }] }), 'rules[0].times'],
    ['call zero', rules({ match: { call: 0 }, steps: [{ reply: 'x' }] }), 'rules[0].match.call'],
  ];
  for (const [label, script, path] of cases) {
    it(`refuses a script with ${label}, naming ${path}, and keeps the script it had`, async () => {
      const { app } = createApp();
      await putScript(app, rules({ steps: [{ reply: 'kept' }] })).expect(200);
      const res = await putScript(app, script).expect(400);
      expect((res.body as Invalid).issues.map((issue) => issue.path)).toContain(path);
      expect(res.body.error).toContain(`${path}:`);
      expect(await replyOf(app)).toEqual({ message: 'kept' });
    });
  }

  it.each([1e308, -1e308, 600_001])('refuses a delay of %d with one message that gives its range', async (delayMs) => {
    const { app } = createApp();
    const res = await putScript(app, rules({ steps: [{ delayMs }] })).expect(400);
    const issues = (res.body as Invalid).issues.filter((issue) => issue.path === 'rules[0].steps[0].delayMs');
    expect(issues).toHaveLength(1);
    expect(issues[0]?.message).toMatch(delayMs > 0 ? /<=600000/ : />=0/);
  });

  it('warns when a scripted result would break the Firebase SDK’s decoder', async () => {
    const { app, state } = createApp();
    const res = await putScript(app, rules({ steps: [{ reply: 'fine' }, { result: { message: { '@type': 'x.Struct' } } }] })).expect(200);
    expect(res.body.warnings).toEqual([expect.stringContaining('rules[0].steps[1]')]);
    await replyOf(app);
    await replyOf(app);
    const [first, second] = state.journal.list('f8ChatEurW') as JournalEntry[];
    expect(first?.warnings).toEqual([]);
    expect(second?.sdkCode).toBe('decode-error');
    expect(second?.warnings).toEqual([expect.stringContaining('result.message carries an @type')]);
  });
});

describe('AI scenarios', () => {
  it('ships a scenario for every f8 case of SPEC 7 and 8', () => {
    const shapes = ['reply-object', 'reply-json-string', 'reply-fenced-json', 'reply-prose-around-json', 'reply-plain-text'];
    const edges = ['reply-unparseable', 'reply-empty', 'reply-no-message', 'slow', 'hang', 'drop'];
    const errors = ['invalid-argument', 'unauthenticated', 'permission-denied', 'not-found', 'aborted', 'resource-exhausted', 'internal'];
    const more = ['unimplemented', 'unavailable', 'deadline-exceeded'].map((e) => `error-${e}`);
    expect(SCENARIOS).toEqual(expect.arrayContaining([...shapes, ...edges, ...errors.map((e) => `error-${e}`), ...more]));
  });

  for (const name of SCENARIOS) {
    it(`loads ${name} and lists it with its description`, async () => {
      const { app } = createApp();
      const loaded = await request(app).post(`/__devkit/ai-script/scenarios/${name}`).send({}).expect(200);
      expect(loaded.body).toMatchObject({ ok: true, scenario: name, session: null });
      expect(loaded.body.rules).toBeGreaterThan(0);
      const list = await request(app).get('/__devkit/ai-script/scenarios').expect(200);
      expect(list.body.scenarios).toContainEqual({ name, description: expect.stringMatching(/\w/) });
    });
  }

  it('plays a loaded scenario, for the session that loaded it only', async () => {
    const { app } = createApp();
    await request(app).post('/__devkit/ai-script/scenarios/error-resource-exhausted').set(SESSION, 's-1').send({}).expect(200);
    expect((await ask(app, { session: 's-1' }).expect(429)).body.error.status).toBe('RESOURCE_EXHAUSTED');
    await ask(app, { session: 's-2' }).expect(404);
    await request(app).post('/__devkit/ai-script/scenarios/flaky').set(SESSION, 's-1').send({}).expect(200);
    await ask(app, { session: 's-1' }).expect(503);
    expect(await replyOf(app, { session: 's-1' })).toMatchObject({ message: { message: expect.stringContaining('back') } });
  });

  it('answers 404 naming the known scenarios for an unknown or unsafe name', async () => {
    const { app } = createApp();
    const res = await request(app).post('/__devkit/ai-script/scenarios/nope').send({}).expect(404);
    expect(res.body.error).toContain('reply-object');
    await request(app).post('/__devkit/ai-script/scenarios/..%2Fpackage').send({}).expect(404);
  });

  it("answers the dashboard chat with a rule for it, storing the reply as f8's as the function does; f8 chat rules leave it alone", async () => {
    const { app, state } = createApp();
    const dashboard = (userMessage: string, uid = 'u1') =>
      request(app)
        .post('/demo-f8/europe-west1/chatEurW')
        .set('Authorization', `Bearer ${emulatorToken(uid)}`)
        .send({ data: { userId: uid, userName: 'Sam', userMessage, chatHistory: [] } });
    await putScript(
      app,
      rules(
        { steps: [{ reply: 'An f8 chat answer' }] },
        {
          match: { chat: 'dashboard', contains: 'tea' },
          steps: [{ reply: 'Scripted: put the kettle on.' }, { error: { status: 'UNAVAILABLE' } }],
        },
      ),
    ).expect(200);
    expect((await dashboard('Tea with my sister?').expect(200)).body).toEqual({ result: { response: 'Scripted: put the kettle on.' } });
    const chat = Object.entries(state.store.export())
      .filter(([path]) => path.startsWith('users/u1/chat/'))
      .map(([, doc]) => doc as { message: string; sender: string; timestamp: string })
      .sort((a, b) => a.timestamp.localeCompare(b.timestamp));
    expect(chat.map(({ message, sender }) => ({ message, sender }))).toEqual([
      { message: 'Tea with my sister?', sender: 'user' },
      { message: 'Scripted: put the kettle on.', sender: 'f8' },
    ]);
    await dashboard('More tea?').expect(503);
    // No dashboard rule matches: the companion answers; and the f8 chat's rule still answers the f8 chat.
    expect((await dashboard('Coffee?').expect(200)).body.result.response).not.toBe('An f8 chat answer');
    expect(await replyOf(app)).toMatchObject({ message: 'An f8 chat answer' });
    // Another user's chat is refused before any rule plays, as the function refuses it.
    await request(app)
      .post('/demo-f8/europe-west1/chatEurW')
      .set('Authorization', `Bearer ${emulatorToken('u2')}`)
      .send({ data: { userId: 'u1', userName: 'Sam', userMessage: 'tea', chatHistory: [] } })
      .expect(403);
    const warned = await putScript(
      app,
      rules(
        { match: { chat: 'dashboard', threadId: 't1' }, steps: [{ reply: 'x' }] },
        { match: { chat: 'dashboard' }, steps: [{ responses: ['a'] }, { reply: 'y', responses: ['b'] }, { result: { response: 'raw' } }] },
      ),
    ).expect(200);
    expect(warned.body.warnings).toEqual([
      'rules[0].match: the dashboard chat has no mentions or thread, so this rule never matches',
      expect.stringMatching(/^rules\[1\]\.steps\[0\]: .*without a reply/),
      expect.stringMatching(/^rules\[1\]\.steps\[1\]: .*are not used$/),
      'rules[1].steps[2]: a result is answered as it is, so the dashboard chat stores nothing (a reply is stored as f8’s answer)',
    ]);
    const bad = await putScript(app, rules({ match: { chat: 'email' }, steps: [{ reply: 'x' }] })).expect(400);
    expect((bad.body as Invalid).issues[0]?.path).toBe('rules[0].match.chat');
  });

  it('lists every shipped scenario in the tester guide', async () => {
    const { readFile } = await import('node:fs/promises');
    const readme = await readFile(new URL('../../docs/testers.md', import.meta.url), 'utf8');
    for (const name of SCENARIOS) expect(readme, name).toContain(`\`${name}\``);
  });
});

/** Polls `probe` until it gives a value (at most 5 s). */
async function until<T>(probe: () => Promise<T | undefined>): Promise<T> {
  const end = Date.now() + 5000;
  for (;;) {
    const value = await probe();
    if (value !== undefined) return value;
    if (Date.now() > end) throw new Error('timed out waiting');
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

describe('AI script: templated replies', () => {
  it('fills {{message}}, {{mentions}}, {{call}}, {{threadId}} and {{uid}} in a reply, its responses and an error message', async () => {
    const { app } = createApp();
    await putScript(
      app,
      rules(
        {
          match: { contains: 'fail' },
          steps: [{ error: { status: 'UNAVAILABLE', message: 'No answer to “{{message}}” for {{uid}}' } }],
        },
        {
          steps: [
            {
              reply: { message: 'You said “{{ message }}” about {{mentions}}', meta: ['call {{call}}', { thread: '{{threadId}}' }] },
              responses: ['More about {{mentions}}?', 'Call {{call}} of {{uid}}'],
            },
          ],
        },
      ),
    ).expect(200);
    const mentions = [
      { name: 'Sam', id: 'p1' },
      { name: 'Ana', id: 'p2' },
    ];
    expect(await replyOf(app, { message: 'Hi @Sam and @Ana', mentions, threadId: 't-7', uid: 'u9' })).toEqual({
      message: { message: 'You said “Hi @Sam and @Ana” about Sam, Ana', meta: ['call 1', { thread: 't-7' }] },
      responses: ['More about Sam, Ana?', 'Call 1 of u9'],
    });
    expect(((await replyOf(app, { message: 'again' })) as { responses: string[] }).responses).toEqual(['More about ?', 'Call 2 of u1']);
    const failed = await ask(app, { message: 'please fail', uid: 'u3' }).expect(503);
    expect(failed.body.error.message).toBe('No answer to “please fail” for u3');
  });

  it('refuses when saved a placeholder it does not know, naming it and where it is', async () => {
    const { app } = createApp();
    const { body } = await putScript(
      app,
      rules(
        { steps: [{ reply: { message: 'Hi {{name}}' } }] },
        {
          steps: [
            { reply: 'ok', responses: ['{{message}}', '{{ thread }}'] },
            { error: { status: 'INTERNAL', message: '{{uid}} {{when}}' } },
          ],
        },
      ),
    ).expect(400);
    const known = '{{message}}, {{mentions}}, {{call}}, {{threadId}} and {{uid}}';
    expect((body as Invalid).issues).toEqual([
      { path: 'rules[0].steps[0].reply.message', message: `{{name}} is not a placeholder; the placeholders are ${known}` },
      { path: 'rules[1].steps[0].responses[1]', message: `{{thread}} is not a placeholder; the placeholders are ${known}` },
      { path: 'rules[1].steps[1].error.message', message: `{{when}} is not a placeholder; the placeholders are ${known}` },
    ]);
  });
});
