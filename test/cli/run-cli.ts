// Spawns the installed command (bin/agent-fix.mjs, the bundled dist/cli.js) in a child process.
// The bundle is what users run; the global setup rebuilds it when src/ changed, and it starts in a
// fraction of what the TypeScript entry through tsx takes (which compiles src/ at every start).
import { spawnSync } from 'node:child_process';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { BUNDLE_NODE_FLAGS } from '../support/bundle-flags.js';

const repo = join(dirname(fileURLToPath(import.meta.url)), '..', '..');
/** The installed `agent-fix` entry (package.json bin). */
export const CLI_BIN = join(repo, 'bin', 'agent-fix.mjs');

/** node's arguments for the installed command with `args` (the flags tests start bundles with first). */
export const cliArgv = (...args: string[]): string[] => [...BUNDLE_NODE_FLAGS, CLI_BIN, ...args];

export interface CliRun {
  code: number | null;
  stdout: string;
  stderr: string;
}

export function runCli(args: string[], opts: { cwd: string; stdin?: string }): CliRun {
  const r = spawnSync(process.execPath, cliArgv(...args), {
    cwd: opts.cwd,
    input: opts.stdin ?? '',
    encoding: 'utf8',
    timeout: 60_000,
  });
  return { code: r.status, stdout: r.stdout, stderr: r.stderr };
}
