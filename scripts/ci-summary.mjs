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
// Failed tests, plus each file that failed without a failed test (an import or hook error).
// vitest's numFailedTestSuites also counts describe blocks, so it is not used.
const failed = (report.numFailedTests ?? 0) + filesFailedWithoutTests(report);
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

function filesFailedWithoutTests(r) {
  return (r.testResults ?? []).filter((s) => s.status === 'failed' && (s.assertionResults ?? []).every((t) => t.status !== 'failed'))
    .length;
}
