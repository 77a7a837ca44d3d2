/** One figure of the bench table: what was measured, beside its goal and the command that measures it again. */
export interface Row {
  figure: string;
  /** The route or setting the figure is for ('' when it has none). */
  subject: string;
  measured: string;
  goal: string;
  /** Whether the goal is met; null when the figure has no goal or could not be measured. */
  met: boolean | null;
  command: string;
}

const mark = (met: boolean | null) => (met === null ? '–' : met ? 'yes' : 'NO');
const HEAD = ['figure', 'for', 'measured', 'goal', 'met', 'reproduce'];
const cells = (r: Row) => [r.figure, r.subject, r.measured, r.goal, mark(r.met), r.command];

/** The table as aligned plain text for the terminal. */
export function formatText(rows: readonly Row[]): string {
  const all = [HEAD, ...rows.map(cells)];
  const widths = HEAD.map((_, i) => Math.max(...all.map((r) => (r[i] ?? '').length)));
  const line = (r: string[]) =>
    r
      .map((c, i) => c.padEnd(widths[i] ?? 0))
      .join('  ')
      .trimEnd();
  return [line(HEAD), widths.map((w) => '─'.repeat(w)).join('  '), ...rows.map((r) => line(cells(r)))].join('\n');
}

const escape = (s: string) => s.replace(/\|/g, '\\|');

/** The same table as markdown; the reproduce command in code spans. */
export function formatMarkdown(rows: readonly Row[]): string {
  const md = (r: string[]) => `| ${r.map(escape).join(' | ')} |`;
  return [
    md(HEAD),
    md(HEAD.map(() => '---')),
    ...rows.map((r) => md([r.figure, r.subject ? `\`${r.subject}\`` : '', r.measured, r.goal, mark(r.met), `\`${r.command}\``])),
  ].join('\n');
}
