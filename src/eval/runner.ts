// The injected command runner for checks and hidden tests, and a plain local default. The lead's
// sandbox (#6) plugs in as another CommandRunner; nothing else in src/eval starts test processes.
import { spawn } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

export interface CommandResult {
  /** null when the process was killed or could not start. */
  exitCode: number | null;
  timedOut: boolean;
  /** The tail of stdout and stderr, interleaved as they arrived. */
  output: string;
}

export type CommandRunner = (command: string, cwd: string, timeoutMs: number) => Promise<CommandResult>;

/** Enough for the harness summaries, which come last. */
export const OUTPUT_TAIL_CHARS = 64 * 1024;
/** After a kill, how long to wait for the pipes to close before giving up on them. */
const CLOSE_GRACE_MS = 2000;

/**
 * The environment tests run with: nothing from the caller but PATH, a fresh HOME (and TMPDIR) per
 * command so nothing persists between runs, a fixed locale, and no bytecode writes.
 */
export function judgeEnv(home: string): NodeJS.ProcessEnv {
  return {
    PATH: process.env.PATH ?? '/usr/local/bin:/usr/bin:/bin',
    HOME: home,
    TMPDIR: home,
    LANG: 'C.UTF-8',
    PYTHONDONTWRITEBYTECODE: '1',
  };
}

/** Runs through `sh -c` in its own process group; the whole group is killed on timeout and when the shell exits. */
export const localRunner: CommandRunner = async (command, cwd, timeoutMs) => {
  const home = await mkdtemp(join(tmpdir(), 'agent-fix-eval-home-'));
  try {
    return await runInGroup(command, cwd, timeoutMs, judgeEnv(home));
  } finally {
    await rm(home, { recursive: true, force: true });
  }
};

function runInGroup(command: string, cwd: string, timeoutMs: number, env: NodeJS.ProcessEnv): Promise<CommandResult> {
  return new Promise((resolve) => {
    const child = spawn(command, { cwd, shell: true, detached: true, env, stdio: ['ignore', 'pipe', 'pipe'] });
    let output = '';
    const keep = (chunk: string): void => {
      output = (output + chunk).slice(-OUTPUT_TAIL_CHARS);
    };
    child.stdout.setEncoding('utf8').on('data', keep);
    child.stderr.setEncoding('utf8').on('data', keep);
    let timedOut = false;
    let exitCode: number | null = null;
    let settled = false;
    let grace: NodeJS.Timeout | undefined;
    const killGroup = (): void => {
      try {
        if (child.pid) process.kill(-child.pid, 'SIGKILL');
      } catch {
        /* the group is already gone */
      }
    };
    const finish = (result: CommandResult): void => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      clearTimeout(grace);
      resolve(result);
    };
    const timer = setTimeout(() => {
      timedOut = true;
      killGroup();
      // A process that left the group could still hold the pipes open; do not wait on it forever.
      grace = setTimeout(() => {
        child.stdout.destroy();
        child.stderr.destroy();
        finish({ exitCode: null, timedOut, output });
      }, CLOSE_GRACE_MS);
    }, timeoutMs);
    child.on('exit', (code) => {
      exitCode = code;
      killGroup(); // background processes the command left behind do not outlive it
    });
    child.on('close', () => finish({ exitCode: timedOut ? null : exitCode, timedOut, output }));
    child.on('error', (err) => finish({ exitCode: null, timedOut: false, output: `could not start: ${err.message}` }));
  });
}
