// The long files of the long-file tasks are generated; the committed bytes must be what the generator writes.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { longFiles } from '../../scripts/eval-long-files.js';
import { LONG_FILE_LINES, TASKS_ROOT } from '../../src/eval/index.js';

describe('generated long files', () => {
  it.each(longFiles().map((f) => [f.path, f] as const))('%s is committed as generated and is long', (path, file) => {
    const committed = readFileSync(join(TASKS_ROOT, path), 'utf8');
    expect(committed === file.content, 'run: npx tsx scripts/eval-long-files.ts').toBe(true);
    expect(committed.split('\n').length).toBeGreaterThan(LONG_FILE_LINES);
  });
});
