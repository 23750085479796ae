// test/durations.json orders the test files (test/support/sequencer.ts): a name there that is no
// longer a test file means the list is stale, and the longest files may no longer start first.
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { DURATIONS_FILE, TEST_ROOT } from '../support/sequencer.js';

describe('the order test files start in', () => {
  it('test/durations.json names only test files that exist, each with a duration in seconds', () => {
    const seconds = JSON.parse(readFileSync(DURATIONS_FILE, 'utf8')) as Record<string, unknown>;
    const stale = Object.keys(seconds).filter((f) => !f.endsWith('.test.ts') || !existsSync(join(TEST_ROOT, f)));
    expect(stale, 'refresh it: npm test -- --reporter=default --reporter=./test/support/durations-reporter.ts').toEqual([]);
    for (const [f, s] of Object.entries(seconds)) expect(typeof s === 'number' && s >= 0, f).toBe(true);
    expect(Object.keys(seconds).length).toBeGreaterThan(100);
  });
});
