import { RE2JS } from 're2js';
import { z } from 'zod';
import { undecodablePath } from './sdk-view';
import { wholeNumber } from '../../src/contract/zod';
import { stepSchema, type Step } from './steps';
import { fillStep, unknownPlaceholders } from './templates';

/** `/pattern/flags`, with the flags a RegExp takes. */
const REGEX_LITERAL = /^\/(.*)\/([dgimsuvy]*)$/s;

/** The RE2 flags of a RegExp's; d, g, y and the Unicode modes change nothing for a test of the whole message. */
const RE2_FLAGS: Record<string, number> = { i: RE2JS.CASE_INSENSITIVE, m: RE2JS.MULTILINE, s: RE2JS.DOTALL };

// RE2 matches in time linear in the message: a backtracking `(a+)+$` in a script would stall the one thread that
// answers everyone. The price is no backreferences and no lookaround, refused when the script is saved.
/** `/pattern/flags` or a bare pattern (no flags), compiled for RE2; the reason when RE2 cannot run it. */
export function compileRegex(source: string): RE2JS | { error: string } {
  const literal = REGEX_LITERAL.exec(source);
  const pattern = literal ? (literal[1] ?? '') : source;
  const flags = [...(literal?.[2] ?? '')].reduce((all, flag) => all | (RE2_FLAGS[flag] ?? 0), 0);
  try {
    return RE2JS.compile(pattern, flags);
  } catch (error) {
    const reason = error instanceof Error ? error.message : String(error);
    return { error: `${reason} (patterns are matched in linear time by RE2, which has no backreferences and lookaround)` };
  }
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
    .superRefine((source, ctx) => {
      const compiled = compileRegex(source);
      if (!(compiled instanceof RE2JS)) ctx.addIssue({ code: 'custom', message: compiled.error });
    })
    .optional(),
  /** Names that must all be among the call's mentions (case-insensitive). */
  mentions: names.optional(),
  threadId: z.string().min(1).max(128).optional(),
  uid: z.string().min(1).max(128).optional(),
  /** Only the n-th call (from 1) that meets this rule's other conditions. */
  call: z.optional(wholeNumber(1, 1_000_000)),
});

export const ruleSchema = z
  .strictObject({
    /** A label for the journal and the control page. */
    name: z.string().max(200).optional(),
    match: matchSchema.optional(),
    /** Used in order, one per answered call; the last repeats. */
    steps: z.array(stepSchema).min(1).max(100),
    /** How many calls the rule answers before it stops matching; every call when absent. */
    times: z.union([wholeNumber(1, 1_000_000), z.literal('once')], { error: 'times is a whole number from 1, or "once"' }).optional(),
  })
  .superRefine((rule, ctx) => {
    // A misspelt placeholder would reach the page as it is written.
    for (const [s, step] of rule.steps.entries())
      for (const { path, message } of unknownPlaceholders(step)) ctx.addIssue({ code: 'custom', path: ['steps', s, ...path], message });
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
  regexes: (RE2JS | null)[];
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

/** Whether a rule's conditions hold for a call. */
function fits(rule: Rule, regex: RE2JS | null, call: AiCall): boolean {
  const match = rule.match ?? {};
  if ((match.chat ?? 'f8') !== call.chat) return false;
  if (match.contains !== undefined && !call.message.toLowerCase().includes(match.contains.toLowerCase())) return false;
  if (regex && !regex.test(call.message)) return false;
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
      regexes: script.rules.map((rule) => {
        const compiled = rule.match?.regex === undefined ? null : compileRegex(rule.match.regex);
        // The schema refused a pattern RE2 cannot compile, so there is none here.
        return compiled instanceof RE2JS ? compiled : null;
      }),
    });
  }

  /** The script a session's calls use (its own, else the global one), with whose it is and its rules' usage. */
  get(session: string | null): { scope: 'session' | 'global'; script: AiScript; usage: RuleUsage[] } | null {
    const own = session === null ? undefined : this.scripts.get(session);
    const loaded = own ?? this.scripts.get(GLOBAL);
    if (!loaded) return null;
    return { scope: own ? 'session' : 'global', script: loaded.script, usage: loaded.usage.map((u) => ({ ...u })) };
  }

  /** Whether this session (the global scope for null) has a script of its own. */
  has(session: string | null): boolean {
    return this.scripts.has(session ?? GLOBAL);
  }

  /** How many sessions have a script of their own. */
  get sessions(): number {
    return this.scripts.size - (this.scripts.has(GLOBAL) ? 1 : 0);
  }

  /** Clears one session's script (the global one for null). */
  clear(session: string | null): void {
    this.scripts.delete(session ?? GLOBAL);
  }

  clearAll(): void {
    this.scripts.clear();
  }

  /** The first rule that takes this call and its step, or null. */
  match(call: AiCall): ScriptMatch | null {
    const own = call.session === null ? undefined : this.scripts.get(call.session);
    const loaded = own ?? this.scripts.get(GLOBAL);
    if (!loaded) return null;
    for (const [index, rule] of loaded.script.rules.entries()) {
      const usage = loaded.usage[index] as RuleUsage;
      const times = rule.times === 'once' ? 1 : rule.times;
      if (times !== undefined && usage.answered >= times) continue;
      if (!fits(rule, loaded.regexes[index] ?? null, call)) continue;
      usage.calls += 1;
      if (rule.match?.call !== undefined && usage.calls !== rule.match.call) continue;
      const step = Math.min(usage.answered, rule.steps.length - 1);
      usage.answered += 1;
      return {
        index,
        step,
        scope: own ? 'session' : 'global',
        ...(rule.name === undefined ? {} : { name: rule.name }),
        play: fillStep(rule.steps[step] as Step, {
          message: call.message,
          mentions: call.mentions.join(', '),
          call: String(usage.calls),
          threadId: call.threadId,
          uid: call.uid,
        }),
      };
    }
    return null;
  }
}
