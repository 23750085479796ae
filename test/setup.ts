// Property tests run with a fixed seed so CI is reproducible; explore new cases with
// FC_SEED=random npm test (or a number), and turn any failure into a fixed regression test.
import fc from 'fast-check';
import { afterAll } from 'vitest';

const seedEnv = process.env.FC_SEED;
if (seedEnv !== 'random') fc.configureGlobal({ seed: seedEnv ? Number(seedEnv) : 20261129 });

// Test files share worker processes (isolate: false, for speed): whatever a file changes in the
// environment or the working directory is put back when it ends, so the next file starts as this one did.
const envAtStart = { ...process.env };
const cwdAtStart = process.cwd();
afterAll(() => {
  for (const k of Object.keys(process.env)) if (!(k in envAtStart)) delete process.env[k];
  Object.assign(process.env, envAtStart);
  if (process.cwd() !== cwdAtStart) process.chdir(cwdAtStart);
});
