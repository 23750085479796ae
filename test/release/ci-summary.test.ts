// CI's closing line, `N passed, N failed`, from vitest's JSON report: one failed test in a nested
// describe is one failure (vitest's numFailedTestSuites also counts its describe blocks), and a
// file that failed without a failed test (an import error) counts once.
import { execFileSync } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

const SCRIPT = join(import.meta.dirname, '..', '..', 'scripts', 'ci-summary.mjs');

function summary(report: unknown): string {
  const file = join(mkdtempSync(join(tmpdir(), 'agent-fix-ci-summary-')), 'report.json');
  writeFileSync(file, JSON.stringify(report));
  try {
    return execFileSync(process.execPath, [SCRIPT, file], { encoding: 'utf8' }).trim().split('\n').at(-1)!;
  } catch (err) {
    return String((err as { stdout: string }).stdout)
      .trim()
      .split('\n')
      .at(-1)!;
  }
}

describe('scripts/ci-summary.mjs', () => {
  it('counts a failed test inside two describe blocks once, and an import error once', () => {
    // The shape vitest 4 wrote for a file whose test in outer > inner failed, beside a file that did not import.
    const report = {
      numPassedTests: 1,
      numFailedTests: 1,
      numFailedTestSuites: 4,
      numPendingTests: 0,
      numTodoTests: 0,
      testResults: [
        {
          name: '/r/test/a.test.ts',
          status: 'failed',
          assertionResults: [
            { status: 'failed', fullName: 'outer inner fails' },
            { status: 'passed', fullName: 'outer inner passes' },
          ],
        },
        { name: '/r/test/b.test.ts', status: 'failed', message: 'broken import', assertionResults: [] },
      ],
    };
    expect(summary(report)).toBe('1 passed, 2 failed');
  });

  it('a clean report is all passed', () => {
    const report = {
      numPassedTests: 3,
      numFailedTests: 0,
      numFailedTestSuites: 0,
      testResults: [{ name: 'a', status: 'passed', assertionResults: [] }],
    };
    expect(summary(report)).toBe('3 passed, 0 failed');
  });
});
