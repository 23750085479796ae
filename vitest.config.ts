import { availableParallelism } from 'node:os';
import { defineConfig } from 'vitest/config';
import LongestFirst from './test/support/sequencer.js';

export default defineConfig({
  test: {
    include: ['test/**/*.test.ts'],
    setupFiles: ['test/setup.ts'],
    globalSetup: ['test/global-setup.ts'],
    testTimeout: 60_000,
    hookTimeout: 60_000,
    pool: 'forks',
    // Test files reuse a worker process instead of starting one each (about 2 s of CPU per file);
    // test/setup.ts puts back what a file changed in process.env and the working directory.
    isolate: false,
    // Most tests wait on child processes (git, the bundled action, the sandbox): one worker per core,
    // not vitest's default of one fewer.
    maxWorkers: availableParallelism(),
    // The longest files first, also in a fresh clone (test/support/sequencer.ts).
    sequence: { sequencer: LongestFirst },
  },
});
