// Where the generated text goes: action.yml's inputs block and docs/inputs.md's reference section.
// `expected*` give each file as it must be; scripts/settings-docs.ts writes them, a test compares.
import { actionInputsYaml, inputsReference, REFERENCE_BEGIN, REFERENCE_END } from './render.js';

/** action.yml with its `inputs:` block (up to `outputs:`) as the declaration says. */
export function expectedActionYml(current: string): string {
  const start = current.indexOf('\ninputs:\n');
  const end = current.indexOf('\noutputs:\n');
  if (start < 0 || end < start) throw new Error('action.yml has no inputs: block followed by outputs:');
  return `${current.slice(0, start + 1)}${actionInputsYaml()}${current.slice(end + 1)}`;
}

/** docs/inputs.md with its generated section as the declaration says. */
export function expectedInputsDoc(current: string): string {
  const start = current.indexOf(REFERENCE_BEGIN.slice(0, 20));
  const end = current.indexOf(REFERENCE_END);
  if (start < 0 || end < start) throw new Error(`docs/inputs.md has no ${REFERENCE_BEGIN} ... ${REFERENCE_END} section`);
  return `${current.slice(0, start)}${inputsReference()}${current.slice(end + REFERENCE_END.length)}`;
}
