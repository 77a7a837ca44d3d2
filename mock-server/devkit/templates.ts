import type { Step } from './steps';

/** What a script step's reply, responses and error message may name, filled in for each call. */
export const PLACEHOLDERS = ['message', 'mentions', 'call', 'threadId', 'uid'] as const;
export type TemplateValues = Record<(typeof PLACEHOLDERS)[number], string>;

const PLACEHOLDER = /\{\{\s*([^{}]*?)\s*\}\}/g;
const KNOWN = new Set<string>(PLACEHOLDERS);
const LIST = `${PLACEHOLDERS.slice(0, -1)
  .map((name) => `{{${name}}}`)
  .join(', ')} and {{${PLACEHOLDERS.at(-1) ?? ''}}}`;

/** Every string in a JSON value, mapped; keys stay as they are. */
function mapStrings(value: unknown, map: (text: string, path: PropertyKey[]) => string, path: PropertyKey[] = []): unknown {
  if (typeof value === 'string') return map(value, path);
  if (Array.isArray(value)) return value.map((item: unknown, index) => mapStrings(item, map, [...path, index]));
  if (value === null || typeof value !== 'object') return value;
  return Object.fromEntries(Object.entries(value).map(([key, item]) => [key, mapStrings(item, map, [...path, key])]));
}

/** The templated parts of a step, by their field path within it. */
const templated = (step: Step): [PropertyKey[], unknown][] => [
  ...(Object.hasOwn(step, 'reply') ? [[['reply'], step.reply] as [PropertyKey[], unknown]] : []),
  ...(Object.hasOwn(step, 'responses') ? [[['responses'], step.responses] as [PropertyKey[], unknown]] : []),
  ...(step.error?.message === undefined ? [] : [[['error', 'message'], step.error.message] as [PropertyKey[], unknown]]),
];

/** Each placeholder of a step that is none of PLACEHOLDERS, with its path in the step, as a schema issue says it. */
export function unknownPlaceholders(step: Step): { path: PropertyKey[]; message: string }[] {
  const found: { path: PropertyKey[]; message: string }[] = [];
  for (const [at, value] of templated(step))
    mapStrings(value, (text, path) => {
      for (const [, name = ''] of text.matchAll(PLACEHOLDER))
        if (!KNOWN.has(name))
          found.push({ path: [...at, ...path], message: `{{${name}}} is not a placeholder; the placeholders are ${LIST}` });
      return text;
    });
  return found;
}

/** The step with its placeholders filled in for one call (only where a step may have them). */
export function fillStep(step: Step, values: TemplateValues): Step {
  const fill = (value: unknown) =>
    mapStrings(value, (text) =>
      text.replace(PLACEHOLDER, (whole, name: string) => (KNOWN.has(name) ? values[name as keyof TemplateValues] : whole)),
    );
  return {
    ...step,
    ...(Object.hasOwn(step, 'reply') ? { reply: fill(step.reply) } : {}),
    ...(Object.hasOwn(step, 'responses') ? { responses: fill(step.responses) } : {}),
    ...(step.error?.message === undefined ? {} : { error: { ...step.error, message: fill(step.error.message) as string } }),
  };
}
