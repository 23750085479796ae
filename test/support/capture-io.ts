// A CliIO that records what a command prints, for tests that run the CLI in-process.
import { tmpdir } from 'node:os';
import type { CliIO } from '../../src/cli/io.js';

export function captureIO(cwd: string = tmpdir()): CliIO & { out: string[]; err: string[] } {
  const out: string[] = [];
  const err: string[] = [];
  return {
    out,
    err,
    stdout: (t) => void out.push(t),
    stderr: (t) => void err.push(t),
    readStdin: async () => ({ ok: true as const, text: '' }),
    stdinIsTTY: true,
    cwd,
  };
}
