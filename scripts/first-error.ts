/**
 * The first error a runner printed, in a few lines (colour codes removed): the summary names it when a runner
 * failed before any test ran (a global setup that threw), since CI logs are often read from the end.
 */
export function firstError(output: string): string | null {
  const lines = withoutColour(output).split('\n');
  const at = lines.findIndex((line) => /^\s*(\w*Error\b|Error:)/.test(line));
  if (at < 0) return null;
  return lines
    .slice(at, at + 12)
    .join('\n')
    .trimEnd()
    .split('\n')
    .map((line) => `    ${line.trimEnd()}`)
    .join('\n');
}

/** A message's first line that says something, without colour codes, cut to one readable line. */
export function firstLine(message: string | undefined): string {
  const line =
    withoutColour(message ?? '')
      .split('\n')
      .find((text) => text.trim()) ?? '';
  const text = line.trim();
  return text.length > 160 ? `${text.slice(0, 159)}…` : text;
}

// eslint-disable-next-line no-control-regex
const withoutColour = (text: string) => text.replace(/\u001b\[[0-9;]*m/g, '');
