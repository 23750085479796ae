// The check-sandbox vocabulary and the texts that explain it, declared once: the action input, the
// CLI flag, the tool answer the model sees and the tracking comment all use these.
import { z } from 'zod';

/** `auto`: model-written code runs only inside the sandbox, or not at all. `none`: explicit opt-out. */
export const SandboxMode = z.enum(['auto', 'none']);
export type SandboxMode = z.infer<typeof SandboxMode>;
export const DEFAULT_SANDBOX_MODE: SandboxMode = 'auto';

/**
 * What one check may use in the sandbox, in MB; null = no cap (the input's `none`). Disk is the one
 * RAM-backed tmpfs that holds everything the check writes (the workspace's upper layer, /tmp,
 * /var/tmp, /dev/shm, HOME); memory is the check's processes' memory (cgroup, else a data limit).
 */
export interface CheckBounds {
  diskMb: number | null;
  memoryMb: number | null;
}
export const DEFAULT_CHECK_BOUNDS: CheckBounds = { diskMb: 2048, memoryMb: 4096 };
/** The largest cap the inputs accept (1 TiB): a typo such as 40960000 is an error, not a cap. */
export const MAX_BOUND_MB = 1_048_576;

/** Why the check did not run, said the same way to the model, the log, the comment and the report. */
export function notRunText(reason: string): string {
  return (
    `The check command was not run: the sandbox for model-written code could not be set up (${reason}). ` +
    'It needs root or passwordless sudo, Linux namespaces and overlayfs. A maintainer can set the check-sandbox input ' +
    '(CLI: --check-sandbox) to none to run checks without it, which lets the checked code read the ' +
    "runner's secrets, use its network and change the workspace."
  );
}

/** What the tool answer adds when a check hit a cap (measured, never guessed: see sandbox.ts). */
export function ranOutText(resource: 'memory' | 'disk', bounds: CheckBounds | null): string {
  const cap = bounds === null ? null : resource === 'memory' ? bounds.memoryMb : bounds.diskMb;
  const shown = cap === null ? 'none' : `${cap} MB`;
  return resource === 'memory'
    ? `ran out of memory (check-memory-mb: ${shown})`
    : `ran out of disk (check-disk-mb: ${shown}, shared by its copy of the workspace, /tmp and HOME)`;
}
