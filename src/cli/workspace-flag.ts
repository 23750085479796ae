// The --workspace flag shared by commands: an existing directory, default the working directory.
import { statSync } from 'node:fs';
import { resolve } from 'node:path';

export function resolveWorkspace(flag: string | undefined, cwd: string): { ok: true; root: string } | { ok: false; error: string } {
  const root = resolve(cwd, flag ?? '.');
  try {
    if (statSync(root).isDirectory()) return { ok: true, root };
    return { ok: false, error: `--workspace ${flag ?? root} is not a directory` };
  } catch {
    return { ok: false, error: `--workspace ${flag ?? root} does not exist` };
  }
}
