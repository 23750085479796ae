// `npm run test:fast`: the pure units (edit engine, report renderers, settings, secrets, import
// layers) for the edit-compile loop. No global setup: nothing here runs the bundle or the sandbox.
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
    setupFiles: ['test/setup.ts'],
    testTimeout: 60_000,
    pool: 'forks',
  },
});
