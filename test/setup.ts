// Property tests run with a fixed seed so CI is reproducible; explore new cases with
// FC_SEED=random npm test (or a number), and turn any failure into a fixed regression test.
import fc from 'fast-check';

const seedEnv = process.env.FC_SEED;
if (seedEnv !== 'random') fc.configureGlobal({ seed: seedEnv ? Number(seedEnv) : 20261129 });
