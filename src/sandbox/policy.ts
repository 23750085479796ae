// The check-sandbox vocabulary and the texts that explain it, declared once: the action input, the
// CLI flag, the tool answer the model sees and the tracking comment all use these.
import { z } from 'zod';

/** `auto`: model-written code runs only inside the sandbox, or not at all. `none`: explicit opt-out. */
export const SandboxMode = z.enum(['auto', 'none']);
export type SandboxMode = z.infer<typeof SandboxMode>;
export const DEFAULT_SANDBOX_MODE: SandboxMode = 'auto';

/** Why the check did not run, said the same way to the model, the log, the comment and the report. */
export function notRunText(reason: string): string {
  return (
    `The check command was not run: the sandbox for model-written code could not be set up (${reason}). ` +
    'It needs root or passwordless sudo and Linux namespaces. A maintainer can set the check-sandbox input ' +
    '(CLI: --check-sandbox) to none to run checks without it, which lets the checked code read the ' +
    "runner's secrets and use its network."
  );
}
