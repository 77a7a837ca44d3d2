/** The part of Playwright's JSON report the test command reads. */
export interface PlaywrightReport {
  suites?: ReportSuite[];
  stats: { expected: number; unexpected: number; flaky: number; skipped: number };
}
interface ReportSuite {
  title: string;
  specs?: { title: string; file: string; line: number; tests: { projectName: string; status: string }[] }[];
  suites?: ReportSuite[];
}

export interface E2eTally {
  passed: number;
  failed: number;
  skipped: number;
  /** Tests that passed only on a retry, each as `[project] file:line › title`. */
  flaky: string[];
}

/** What the closing summary says of a Playwright run: a flaky test counts as passed, and is named. */
export function e2eTally(report: PlaywrightReport): E2eTally {
  const flaky: string[] = [];
  const visit = (suite: ReportSuite) => {
    for (const spec of suite.specs ?? [])
      for (const test of spec.tests)
        if (test.status === 'flaky') flaky.push(`[${test.projectName}] ${spec.file}:${spec.line} › ${spec.title}`);
    for (const child of suite.suites ?? []) visit(child);
  };
  for (const suite of report.suites ?? []) visit(suite);
  const { expected, unexpected, flaky: flakyCount, skipped } = report.stats;
  return { passed: expected + flakyCount, failed: unexpected, skipped, flaky };
}
