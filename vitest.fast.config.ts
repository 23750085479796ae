// `npm run test:fast`: the pure units (edit engine, report renderers, settings, secrets, import
// layers) for the edit-compile loop. No global setup: nothing here runs the bundle or the sandbox
// (the run viewer's browser tests run the bundled CLI, so they are in npm test only).
import { availableParallelism } from 'node:os';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: [
      'test/edit/**/*.test.ts',
      'test/report/**/*.test.ts',
      'test/settings/**/*.test.ts',
      'test/secrets/**/*.test.ts',
      'test/architecture/**/*.test.ts',
    ],
    exclude: ['test/report/viewer-browser.test.ts'],
    setupFiles: ['test/setup.ts'],
    testTimeout: 60_000,
    pool: 'forks',
    isolate: false,
    maxWorkers: availableParallelism(),
  },
});
