import { relative } from 'node:path';
import { firstLine } from './first-error';

/** The part of Vitest's JSON report the test command reads. */
export interface VitestReport {
  numTotalTests: number;
  numPassedTests: number;
  numFailedTests: number;
  numPendingTests: number;
  numTodoTests: number;
  testResults?: {
    name: string;
    status: string;
    message?: string;
    assertionResults: { fullName: string; status: string; failureMessages?: string[] }[];
  }[];
}

export interface VitestTally {
  passed: number;
  failed: number;
  skipped: number;
  /** Each failed test as `file › name: the error's first line`, and each file that failed outside its tests. */
  failures: string[];
  /** Each test that passed only on a retry (CI), named the same way with its first try's error. */
  flaky: string[];
}

/** What the closing summary says of a Vitest run, naming what failed, since CI logs are often read from the end. */
export function vitestTally(report: VitestReport, root: string): VitestTally {
  const failures: string[] = [];
  const flaky: string[] = [];
  for (const file of report.testResults ?? []) {
    const where = relative(root, file.name);
    const failed = file.assertionResults.filter((test) => test.status === 'failed');
    for (const test of failed) failures.push(`${where} › ${test.fullName}: ${firstLine(test.failureMessages?.[0])}`);
    // A test that passed keeps the errors of the tries before.
    for (const test of file.assertionResults)
      if (test.status === 'passed' && test.failureMessages?.length)
        flaky.push(`${where} › ${test.fullName}: ${firstLine(test.failureMessages[0])}`);
    if (file.status === 'failed' && failed.length === 0)
      failures.push(`${where}: ${firstLine(file.message) || 'failed outside its tests'}`);
  }
  return {
    passed: report.numPassedTests,
    failed: report.numFailedTests,
    skipped: report.numPendingTests + report.numTodoTests,
    failures,
    flaky,
  };
}
