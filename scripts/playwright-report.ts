import { firstLine } from './first-error';

/** The part of Playwright's JSON report the test command reads. */
export interface PlaywrightReport {
  suites?: ReportSuite[];
  stats: { expected: number; unexpected: number; flaky: number; skipped: number };
}
interface ReportSuite {
  title: string;
  specs?: {
    title: string;
    file: string;
    line: number;
    tests: { projectName: string; status: string; results?: { error?: { message?: string } }[] }[];
  }[];
  suites?: ReportSuite[];
}

export interface E2eTally {
  passed: number;
  failed: number;
  skipped: number;
  /** Tests that passed only on a retry, each as `[project] file:line › title`. */
  flaky: string[];
  /** Tests that failed, each as `[project] file:line › title: the last attempt's error, first line`. */
  failures: string[];
}

/** What the closing summary says of a Playwright run: a flaky test counts as passed; flaky and failed are named. */
export function e2eTally(report: PlaywrightReport): E2eTally {
  const flaky: string[] = [];
  const failures: string[] = [];
  const visit = (suite: ReportSuite) => {
    for (const spec of suite.specs ?? [])
      for (const test of spec.tests) {
        const name = `[${test.projectName}] ${spec.file}:${spec.line} › ${spec.title}`;
        if (test.status === 'flaky') flaky.push(name);
        if (test.status === 'unexpected') failures.push(`${name}: ${firstLine(test.results?.at(-1)?.error?.message)}`);
      }
    for (const child of suite.suites ?? []) visit(child);
  };
  for (const suite of report.suites ?? []) visit(suite);
  const { expected, unexpected, flaky: flakyCount, skipped } = report.stats;
  return { passed: expected + flakyCount, failed: unexpected, skipped, flaky, failures };
}
