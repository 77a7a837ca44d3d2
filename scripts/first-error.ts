/**
 * The first error a runner printed, in a few lines (colour codes removed): the summary names it when a runner
 * failed before any test ran (a global setup that threw), since CI logs are often read from the end.
 */
export function firstError(output: string): string | null {
  // eslint-disable-next-line no-control-regex
  const lines = output.replace(/\u001b\[[0-9;]*m/g, '').split('\n');
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
