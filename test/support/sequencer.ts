// The order test files start in: the longest first (by test/durations.json, the last full run's
// durations), so the two workers end together instead of one running a long file alone at the end.
// vitest's own order needs its cache of durations (node_modules/.vite), which a fresh clone such as
// CI's does not have; it then starts the larger files first, and eval/tasks.test.ts (about a minute)
// came 114th of 147. Files missing from the list go first, in vitest's order (they may be long).
// Refresh the list with `npm test -- --reporter=default --reporter=./test/support/durations-reporter.ts`.
import { readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { BaseSequencer, type TestSpecification } from 'vitest/node';

export const DURATIONS_FILE = join(import.meta.dirname, '..', 'durations.json');
export const TEST_ROOT = join(import.meta.dirname, '..');

export default class LongestFirst extends BaseSequencer {
  override async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
    const seconds = JSON.parse(readFileSync(DURATIONS_FILE, 'utf8')) as Record<string, number>;
    const known = (f: TestSpecification): number | undefined => seconds[relative(TEST_ROOT, f.moduleId)];
    const unknown = await super.sort(files.filter((f) => known(f) === undefined));
    const listed = files.filter((f) => known(f) !== undefined).sort((a, b) => (known(b) as number) - (known(a) as number));
    return [...unknown, ...listed];
  }
}
