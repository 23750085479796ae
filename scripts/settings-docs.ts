// Writes what src/settings/declaration.ts declares into action.yml's inputs and docs/inputs.md's
// reference table (npm run settings:docs). test/settings/declaration.test.ts fails until they agree.
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { expectedActionYml, expectedInputsDoc } from '../src/settings/files.js';

const root = join(import.meta.dirname, '..');
for (const [file, expected] of [
  ['action.yml', expectedActionYml],
  ['docs/inputs.md', expectedInputsDoc],
] as const) {
  const path = join(root, file);
  const before = readFileSync(path, 'utf8');
  const after = expected(before);
  if (after !== before) writeFileSync(path, after);
  console.log(`${file}: ${after === before ? 'up to date' : 'written'}`);
}
