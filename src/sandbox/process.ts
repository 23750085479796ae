// Spawning a command with a time limit, an output cap and cancellation. Shared by the sandboxed and
// the unsandboxed runner so both report the same way.
import { spawn } from 'node:child_process';

/** Characters of output kept (the tail); the rest is counted, not stored. */
export const OUTPUT_TAIL_CHARS = 16_000;

export interface CommandResult {
  exitCode: number | null;
  timedOut: boolean;
  /** The tail of stdout and stderr, interleaved as they arrived. */
  output: string;
  /** All output bytes, including what was dropped from the tail. */
  outputBytes: number;
  durationMs: number;
  /** Set by the sandbox when the check hit a cap (measured there: the cgroup's OOM count, a full disk). */
  ranOutOf?: ('memory' | 'disk')[];
}

export interface SpawnSpec {
  argv: [string, ...string[]];
  cwd: string;
  env: Record<string, string>;
  /** Own process group, killed as a whole (unsandboxed runs). */
  group: boolean;
  timeoutMs: number;
  /** How the child is asked to stop: a closed stdin (sandbox) or SIGKILL to its group. */
  stop: 'close-stdin' | 'kill-group';
  /** After asking, wait this long before SIGKILL to the child itself. */
  graceMs: number;
  signal?: AbortSignal;
  /**
   * `merged` (default): stdout and stderr are the output, interleaved. `split`: stdout is the output,
   * stderr a separate control channel (the sandbox's own lines), kept whole up to CONTROL_CAP.
   */
  channels?: 'merged' | 'split';
}

/** The sandbox's control channel is a few short lines; anything beyond this is dropped. */
const CONTROL_CAP = 256 * 1024;

export function runProcess(spec: SpawnSpec): Promise<CommandResult & { control?: string }> {
  const started = Date.now();
  return new Promise((resolve) => {
    const child = spawn(spec.argv[0], spec.argv.slice(1), {
      cwd: spec.cwd,
      env: spec.env,
      detached: spec.group,
      stdio: [spec.stop === 'close-stdin' ? 'pipe' : 'ignore', 'pipe', 'pipe'],
    });
    let output = '';
    let bytes = 0;
    let control = '';
    const keep = (chunk: Buffer): void => {
      bytes += chunk.length;
      output = (output + chunk.toString('utf8')).slice(-OUTPUT_TAIL_CHARS * 2);
    };
    child.stdout?.on('data', keep);
    if (spec.channels === 'split') {
      child.stderr?.on('data', (chunk: Buffer) => {
        if (control.length < CONTROL_CAP) control += chunk.toString('utf8');
      });
    } else child.stderr?.on('data', keep);
    child.stdin?.on('error', () => {});
    let timedOut = false;
    let hardKill: NodeJS.Timeout | undefined;
    const stop = (): void => {
      if (spec.stop === 'close-stdin') child.stdin?.end();
      else if (child.pid) {
        try {
          process.kill(-child.pid, 'SIGKILL');
        } catch {
          /* already gone */
        }
      }
      hardKill ??= setTimeout(() => child.kill('SIGKILL'), spec.graceMs);
    };
    const timer = setTimeout(() => {
      timedOut = true;
      stop();
    }, spec.timeoutMs);
    const onAbort = (): void => stop();
    if (spec.signal?.aborted) stop();
    else spec.signal?.addEventListener('abort', onAbort, { once: true });
    const finish = (exitCode: number | null, extra = ''): void => {
      clearTimeout(timer);
      clearTimeout(hardKill);
      spec.signal?.removeEventListener('abort', onAbort);
      if (spec.channels === 'split') control += extra;
      else output += extra;
      resolve({
        exitCode,
        timedOut,
        ...(spec.channels === 'split' ? { control } : {}),
        output: output.slice(-OUTPUT_TAIL_CHARS),
        outputBytes: bytes,
        durationMs: Date.now() - started,
      });
    };
    let done = false;
    const settle = (code: number | null): void => {
      if (done) return;
      done = true;
      finish(code);
    };
    child.on('close', (code) => settle(code));
    // A grandchild that left the process group can hold the pipes open forever: once the child
    // itself has exited, give the output a moment to drain, then stop waiting for it.
    child.on('exit', (code) => {
      setTimeout(() => {
        child.stdout?.destroy();
        child.stderr?.destroy();
        settle(code);
      }, 500).unref();
    });
    child.on('error', (err) => {
      if (done) return;
      done = true;
      finish(null, `could not start ${spec.argv[0]}: ${err.message}`);
    });
  });
}
