// Runs exactly the user's configured check command; the model chooses nothing but when.
import { spawn } from 'node:child_process';
import { z } from 'zod';
import { defineTool } from './tool.js';

const TAIL_CHARS = 4000;
/**
 * The check runs model-written code, so it gets an allowlisted environment: what toolchains need
 * to be found, nothing that could be a credential. (Same-user processes can still read the
 * action's own /proc environment; README says so, and the commit is scanned for secrets.)
 */
const ALLOWED_ENV =
  /^(PATH|HOME|USER|LOGNAME|SHELL|LANG|LANGUAGE|TERM|TZ|TMPDIR|TMP|TEMP|CI|PWD|LC_[A-Z]+|RUNNER_(OS|ARCH|TEMP|TOOL_CACHE)|ImageOS|ImageVersion|[A-Z0-9]+_HOME|GOPATH|GOROOT|GOFLAGS|GOCACHE|GOMODCACHE|CARGO_[A-Z_]+|RUSTUP_TOOLCHAIN|PYTHON[A-Z_]*|VIRTUAL_ENV|PIPX_[A-Z_]+|NODE_OPTIONS|NODE_PATH|NVM_[A-Z_]+|DOTNET_[A-Z_]+|NUGET_PACKAGES|GEM_[A-Z_]+|BUNDLE_[A-Z_]+|LD_LIBRARY_PATH|PKG_CONFIG_PATH|CC|CXX|CFLAGS|CXXFLAGS|LDFLAGS|MAKEFLAGS|DEBIAN_FRONTEND)$/;
const SECRET_LIKE = /(TOKEN|SECRET|PASSWORD|PASSWD|API_?KEY|PRIVATE|CREDENTIAL|AUTH|_PAT$|_KEY$|SESSION|COOKIE)/i;

export function sanitizedEnv(env: NodeJS.ProcessEnv): NodeJS.ProcessEnv {
  const out: NodeJS.ProcessEnv = {};
  for (const [k, v] of Object.entries(env)) if (ALLOWED_ENV.test(k) && !SECRET_LIKE.test(k)) out[k] = v;
  return out;
}

export interface CheckRun {
  exitCode: number | null;
  timedOut: boolean;
  output: string;
  durationMs: number;
}

export function runCheckCommand(command: string, cwd: string, timeoutMs: number, signal?: AbortSignal): Promise<CheckRun> {
  const started = Date.now();
  return new Promise((resolve) => {
    const child = spawn(command, { cwd, shell: true, detached: true, env: sanitizedEnv(process.env), stdio: ['ignore', 'pipe', 'pipe'] });
    let output = '';
    const keep = (chunk: Buffer): void => {
      output = (output + chunk.toString('utf8')).slice(-TAIL_CHARS * 4);
    };
    child.stdout.on('data', keep);
    child.stderr.on('data', keep);
    let timedOut = false;
    const killGroup = (): void => {
      try {
        if (child.pid) process.kill(-child.pid, 'SIGKILL');
      } catch {
        /* already gone */
      }
    };
    const timer = setTimeout(() => {
      timedOut = true;
      killGroup();
    }, timeoutMs);
    signal?.addEventListener('abort', killGroup, { once: true });
    child.on('close', (code) => {
      clearTimeout(timer);
      signal?.removeEventListener('abort', killGroup);
      resolve({ exitCode: code, timedOut, output: output.slice(-TAIL_CHARS), durationMs: Date.now() - started });
    });
    child.on('error', (err) => {
      clearTimeout(timer);
      resolve({ exitCode: null, timedOut: false, output: `could not start: ${err.message}`, durationMs: Date.now() - started });
    });
  });
}

export const runChecksTool = defineTool({
  name: 'run_checks',
  description: "Run the repository's configured check command (for example its tests) and see the tail of its output.",
  schema: z.object({}),
  async run(_args, ctx) {
    if (!ctx.checkCommand) return { text: 'No check command is configured.', outcome: 'refused', code: 'malformed' };
    const r = await runCheckCommand(ctx.checkCommand, ctx.root, ctx.checkTimeoutMs, ctx.signal);
    ctx.workspace.invalidateListing();
    const status = r.timedOut ? `timed out after ${Math.round(ctx.checkTimeoutMs / 1000)} s` : `exit code ${r.exitCode}`;
    const text = `$ ${ctx.checkCommand}\n${status} (${(r.durationMs / 1000).toFixed(1)} s)\n--- last output ---\n${r.output}`;
    return { text, outcome: r.exitCode === 0 ? 'ok' : 'error', message: status };
  },
});
