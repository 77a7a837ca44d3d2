import { createContext, Script } from 'node:vm';
import { z } from 'zod';
import { undecodablePath } from './sdk-view';
import { stepSchema, type Step } from './steps';

/** `/pattern/flags`, with the flags a RegExp takes. */
const REGEX_LITERAL = /^\/(.*)\/([dgimsuvy]*)$/s;

/** `/pattern/flags` or a bare pattern (no flags), compiled; null when it is not a valid regular expression. */
export function compileRegex(source: string): RegExp | null {
  const literal = REGEX_LITERAL.exec(source);
  try {
    return literal ? new RegExp(literal[1] ?? '', (literal[2] ?? '').replace(/[gy]/g, '')) : new RegExp(source);
  } catch {
    return null;
  }
}

// A rule's regex time per message, as one thread answers everyone. It is wall-clock time, so a GC pause can use up the
// first budget on a harmless pattern: only giving up on the longer second one too counts as runaway.
export const REGEX_BUDGETS_MS = [50, 500] as const;
const regexRun = new Script('pattern.test(text)');
const regexSandbox = createContext({ pattern: /(?:)/, text: '' });

function runRegex(regex: RegExp, text: string, budgetMs: number): boolean | 'timed-out' {
  Object.assign(regexSandbox, { pattern: regex, text });
  try {
    return regexRun.runInContext(regexSandbox, { timeout: budgetMs }) === true;
  } catch (error) {
    if ((error as { code?: string }).code === 'ERR_SCRIPT_EXECUTION_TIMEOUT') return 'timed-out';
    throw error;
  } finally {
    Object.assign(regexSandbox, { pattern: /(?:)/, text: '' });
  }
}

/** Whether `regex` matches `text`, or 'timed-out' after every budget: a backtracking `(a+)+$` would stall the whole server. */
export function testRegex(regex: RegExp, text: string, budgetsMs: readonly number[] = REGEX_BUDGETS_MS): boolean | 'timed-out' {
  for (const budget of budgetsMs) {
    const result = runRegex(regex, text, budget);
    if (result !== 'timed-out') return result;
  }
  return 'timed-out';
}

const names = z.union([z.string().min(1).max(100), z.array(z.string().min(1).max(100)).min(1).max(20)], {
  error: 'mentions is a name or a list of names',
});

/** When a rule applies; every field given must hold, and a rule without `match` takes every call. */
export const matchSchema = z.strictObject({
  /** The chat the rule answers: the f8 chat screen's AI function (the default), or the dashboard chat (chatEurW). */
  chat: z.enum(['f8', 'dashboard'], { error: 'chat is "f8" or "dashboard"' }).optional(),
  /** A case-insensitive substring of the message. */
  contains: z.string().min(1).max(250).optional(),
  /** A regular expression the message matches: `/pattern/flags` or a bare pattern. */
  regex: z
    .string()
    .min(1)
    .max(500)
    .refine((source) => compileRegex(source) !== null, { message: 'not a valid regular expression' })
    .optional(),
  /** Names that must all be among the call's mentions (case-insensitive). */
  mentions: names.optional(),
  threadId: z.string().min(1).max(128).optional(),
  uid: z.string().min(1).max(128).optional(),
  /** Only the n-th call (from 1) that meets this rule's other conditions. */
  call: z.number().int().min(1).max(1_000_000).optional(),
});

export const ruleSchema = z.strictObject({
  /** A label for the journal and the control page. */
  name: z.string().max(200).optional(),
  match: matchSchema.optional(),
  /** Used in order, one per answered call; the last repeats. */
  steps: z.array(stepSchema).min(1).max(100),
  /** How many calls the rule answers before it stops matching; every call when absent. */
  times: z
    .union([z.number().int().min(1).max(1_000_000), z.literal('once')], { error: 'times is a whole number from 1, or "once"' })
    .optional(),
});

/** The AI script: ordered rules, the first match wins, unmatched calls go on to the model or the companion. */
export const aiScriptSchema = z.strictObject({
  description: z.string().max(2000).optional(),
  rules: z.array(ruleSchema).max(200),
});
export type AiScript = z.output<typeof aiScriptSchema>;
type Rule = AiScript['rules'][number];

/** What an f8 chat function was asked, as rules see it. */
export interface AiCall {
  /** Which chat called: the f8 chat screen's AI function, or the dashboard chat (no mentions, no thread). */
  chat: 'f8' | 'dashboard';
  message: string;
  mentions: string[];
  threadId: string;
  uid: string;
  session: string | null;
}

export interface ScriptMatch {
  index: number;
  step: number;
  scope: 'session' | 'global';
  name?: string;
  /** The step to play. */
  play: Step;
}

/** How often each rule has been used: `calls` met its conditions, `answered` were answered by it. */
export interface RuleUsage {
  calls: number;
  answered: number;
}

interface Loaded {
  script: AiScript;
  usage: RuleUsage[];
  regexes: (RegExp | null)[];
}

const GLOBAL = Symbol('global');
type Key = string | typeof GLOBAL;

/** Warnings, by rule and step, for what will not do what it seems: undecodable answers, dashboard rules that cannot work. */
export function scriptWarnings(script: AiScript): string[] {
  return script.rules.flatMap((rule, r) => {
    const dashboard = rule.match?.chat === 'dashboard';
    const never = dashboard && (rule.match?.mentions !== undefined || rule.match?.threadId !== undefined);
    // `/sister/I` is a bare pattern matching the text "/sister/I": a slip in the flags, most likely (or a path: `/api/users`).
    const regex = rule.match?.regex;
    const flagLike = regex !== undefined && /^\/.+\/[A-Za-z]+$/s.test(regex) && !REGEX_LITERAL.test(regex);
    return [
      ...(never ? [`rules[${r}].match: the dashboard chat has no mentions or thread, so this rule never matches`] : []),
      ...(flagLike
        ? [
            `rules[${r}].match.regex ${regex}: looks like /pattern/flags, but its flags are not among d, g, i, m, s, u, v and y, so it is read as a bare pattern matching that very text`,
          ]
        : []),
      ...rule.steps.flatMap((step, s) => {
        const answer = Object.hasOwn(step, 'result') ? step.result : { message: step.reply, responses: step.responses };
        const path = undecodablePath(answer);
        return [
          ...(path ? [`rules[${r}].steps[${s}]: ${path} carries an @type, so the Firebase SDK will fail to decode the answer`] : []),
          ...(dashboard && Object.hasOwn(step, 'responses')
            ? [
                `rules[${r}].steps[${s}]: the dashboard chat has no suggested replies; responses ${Object.hasOwn(step, 'reply') ? 'are not used' : 'without a reply answer in the f8 chat’s shape, which the dashboard cannot read'}`,
              ]
            : []),
          ...(dashboard && Object.hasOwn(step, 'result')
            ? [
                `rules[${r}].steps[${s}]: a result is answered as it is, so the dashboard chat stores nothing (a reply is stored as f8’s answer)`,
              ]
            : []),
        ];
      }),
    ];
  });
}

/** Whether a rule's conditions hold for a call; 'regex-timed-out' when its regex gave up (so it does not hold). */
function fits(rule: Rule, regex: RegExp | null, call: AiCall): boolean | 'regex-timed-out' {
  const match = rule.match ?? {};
  if ((match.chat ?? 'f8') !== call.chat) return false;
  if (match.contains !== undefined && !call.message.toLowerCase().includes(match.contains.toLowerCase())) return false;
  if (regex) {
    const tested = testRegex(regex, call.message);
    if (tested !== true) return tested === 'timed-out' ? 'regex-timed-out' : false;
  }
  if (match.threadId !== undefined && match.threadId !== call.threadId) return false;
  if (match.uid !== undefined && match.uid !== call.uid) return false;
  if (match.mentions !== undefined) {
    const mentioned = new Set(call.mentions.map((name) => name.toLowerCase()));
    const wanted = typeof match.mentions === 'string' ? [match.mentions] : match.mentions;
    if (!wanted.every((name) => mentioned.has(name.toLowerCase()))) return false;
  }
  return true;
}

/** One global AI script and one per dev kit session; usage is counted per script, so `call`, `times` and steps hold per script. */
export class AiScripts {
  private readonly scripts = new Map<Key, Loaded>();

  set(session: string | null, script: AiScript): void {
    this.scripts.set(session ?? GLOBAL, {
      script,
      usage: script.rules.map(() => ({ calls: 0, answered: 0 })),
      regexes: script.rules.map((rule) => (rule.match?.regex === undefined ? null : compileRegex(rule.match.regex))),
    });
  }

  /** The script a session's calls use (its own, else the global one), with whose it is and its rules' usage. */
  get(session: string | null): { scope: 'session' | 'global'; script: AiScript; usage: RuleUsage[] } | null {
    const own = session === null ? undefined : this.scripts.get(session);
    const loaded = own ?? this.scripts.get(GLOBAL);
    if (!loaded) return null;
    return { scope: own ? 'session' : 'global', script: loaded.script, usage: loaded.usage.map((u) => ({ ...u })) };
  }

  /** Clears one session's script (the global one for null). */
  clear(session: string | null): void {
    this.scripts.delete(session ?? GLOBAL);
  }

  clearAll(): void {
    this.scripts.clear();
  }

  /** The first rule that takes this call and its step, or null; after one regex times out, later patterns are skipped (`warn`). */
  match(call: AiCall, warn: (warning: string) => void = () => undefined): ScriptMatch | null {
    const own = call.session === null ? undefined : this.scripts.get(call.session);
    const loaded = own ?? this.scripts.get(GLOBAL);
    if (!loaded) return null;
    let gaveUp = false;
    for (const [index, rule] of loaded.script.rules.entries()) {
      const usage = loaded.usage[index] as RuleUsage;
      const times = rule.times === 'once' ? 1 : rule.times;
      if (times !== undefined && usage.answered >= times) continue;
      const regex = loaded.regexes[index] ?? null;
      if (regex && gaveUp) {
        // One pattern giving up costs the whole server its budgets; a second one on the same message is not tried.
        warn(`rules[${index}].match.regex ${rule.match?.regex ?? ''} was not tried: an earlier rule's pattern gave up on this message`);
        continue;
      }
      const fit = fits(rule, regex, call);
      if (fit === 'regex-timed-out') {
        gaveUp = true;
        warn(
          `rules[${index}].match.regex ${rule.match?.regex ?? ''} gave up after ${REGEX_BUDGETS_MS.join(' ms, then ')} ms on this message (catastrophic backtracking?), so the rule did not match`,
        );
      }
      if (fit !== true) continue;
      usage.calls += 1;
      if (rule.match?.call !== undefined && usage.calls !== rule.match.call) continue;
      const step = Math.min(usage.answered, rule.steps.length - 1);
      usage.answered += 1;
      return {
        index,
        step,
        scope: own ? 'session' : 'global',
        ...(rule.name === undefined ? {} : { name: rule.name }),
        play: rule.steps[step] as Step,
      };
    }
    return null;
  }
}
