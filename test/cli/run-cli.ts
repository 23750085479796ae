// Spawns the real CLI (TypeScript entry through tsx) in a child process.
import { spawnSync } from 'node:child_process';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const repo = join(dirname(fileURLToPath(import.meta.url)), '..', '..');
const tsx = join(repo, 'node_modules', '.bin', 'tsx');
const entry = join(repo, 'src', 'cli', 'main.ts');

export interface CliRun {
  code: number | null;
  stdout: string;
  stderr: string;
}

export function runCli(args: string[], opts: { cwd: string; stdin?: string }): CliRun {
  const r = spawnSync(tsx, [entry, ...args], { cwd: opts.cwd, input: opts.stdin ?? '', encoding: 'utf8', timeout: 60_000 });
  return { code: r.status, stdout: r.stdout, stderr: r.stderr };
}
