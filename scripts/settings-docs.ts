// Writes what src/settings/declaration.ts declares into action.yml's inputs and docs/inputs.md's
// reference table, and the CLI's usage lines into docs/cli.md (npm run settings:docs).
// test/settings/declaration.test.ts and test/docs/pages.test.ts fail until they agree.
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { expectedCliDoc } from '../src/cli/usage-doc.js';
import { expectedActionYml, expectedInputsDoc } from '../src/settings/files.js';

const root = join(import.meta.dirname, '..');
for (const [file, expected] of [
  ['action.yml', expectedActionYml],
  ['docs/inputs.md', expectedInputsDoc],
  ['docs/cli.md', expectedCliDoc],
] as const) {
  const path = join(root, file);
  const before = readFileSync(path, 'utf8');
  const after = expected(before);
  if (after !== before) writeFileSync(path, after);
  console.log(`${file}: ${after === before ? 'up to date' : 'written'}`);
}
