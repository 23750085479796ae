// Prints the closing line CI reads, `N passed, N failed`, from vitest's JSON report.
import { readFileSync } from 'node:fs';

const file = process.argv[2] ?? '.tmp/vitest-report.json';
let report;
try {
  report = JSON.parse(readFileSync(file, 'utf8'));
} catch (err) {
  console.log(`could not read the test report ${file}: ${err.message}`);
  console.log('0 passed, 1 failed');
  process.exit(1);
}
const passed = report.numPassedTests ?? 0;
const failed = (report.numFailedTests ?? 0) + (report.numFailedTestSuites ?? 0) - countSuitesWithFailedTests(report);
const skipped = (report.numPendingTests ?? 0) + (report.numTodoTests ?? 0);
for (const suite of report.testResults ?? []) {
  for (const t of suite.assertionResults ?? []) {
    if (t.status === 'failed') console.log(`FAILED ${suite.name}: ${t.fullName}`);
  }
  if (suite.status === 'failed' && (suite.assertionResults ?? []).every((t) => t.status !== 'failed')) {
    console.log(`FAILED ${suite.name}: ${String(suite.message ?? '').split('\n')[0]}`);
  }
}
console.log(`${passed} passed, ${failed} failed${skipped ? `, ${skipped} skipped` : ''}`);
process.exit(failed > 0 || passed === 0 ? 1 : 0);

// A suite counted as failed because a test in it failed is already counted by its tests.
function countSuitesWithFailedTests(r) {
  return (r.testResults ?? []).filter((s) => s.status === 'failed' && (s.assertionResults ?? []).some((t) => t.status === 'failed')).length;
}
