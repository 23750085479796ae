// The one way model-written code is run: `prepareChecks` decides, once per run, whether commands run
// in the sandbox, unsandboxed (explicit `none`), or not at all, and says why.
import { execFile } from 'node:child_process';
import { lstatSync, realpathSync } from 'node:fs';
import { promisify } from 'node:util';
import { sanitizedEnv } from './env.js';
import { planLayout, toolDirsFrom, type StatFn } from './layout.js';
import { notRunText, type SandboxMode } from './policy.js';
import { runProcess, type CommandResult } from './process.js';
import { buildScript, READY, SETUP_FAILED, type Ids } from './script.js';

const exec = promisify(execFile);

/** The unprivileged account model-written code runs as. Never in sudoers, no home, no login shell. */
export const SANDBOX_USER = 'agent-fix-sandbox';
const MAX_PROCESSES = 4096;
/** How long the root side gets to tear down and hand the workspace back after a stop. */
const TEARDOWN_GRACE_MS = 15_000;
const PROBE_TIMEOUT_MS = 20_000;

export interface CheckRunner {
  /** `sandbox (root)`, `sandbox (sudo)` or `no sandbox (check-sandbox: none)`: for logs and reports. */
  readonly description: string;
  run(command: string, cwd: string, timeoutMs: number, signal?: AbortSignal): Promise<CommandResult>;
}

export type Checks = { ok: true; runner: CheckRunner } | { ok: false; reason: string; text: string };

type Privilege = { via: 'root'; prefix: [] } | { via: 'sudo'; prefix: ['sudo', '-n', '--'] };

export interface PrepareOptions {
  mode: SandboxMode;
  /** The workspace the checks run in; the sandbox is probed there. */
  workspace: string;
  env?: NodeJS.ProcessEnv;
}

/** Decides how checks run in this run. In `auto`, the sandbox is built once with `true` as the command. */
export async function prepareChecks(opts: PrepareOptions): Promise<Checks> {
  const env = opts.env ?? process.env;
  if (opts.mode === 'none') return { ok: true, runner: unsandboxedRunner(env) };
  try {
    const runner = await sandboxRunner(env);
    const probe = await runner.run('true', opts.workspace, PROBE_TIMEOUT_MS);
    if (probe.exitCode !== 0) throw new Error(probe.output.trim().split('\n').slice(-3).join(' ') || `exit code ${probe.exitCode}`);
    return { ok: true, runner };
  } catch (err) {
    const reason = (err as Error).message;
    return { ok: false, reason, text: notRunText(reason) };
  }
}

/** Runs commands as the runner's own user with the allowlisted environment (check-sandbox: none). */
export function unsandboxedRunner(env: NodeJS.ProcessEnv = process.env): CheckRunner {
  return {
    description: 'no sandbox (check-sandbox: none)',
    run: (command, cwd, timeoutMs, signal) =>
      runProcess({
        argv: ['/bin/sh', '-c', command],
        cwd,
        env: sanitizedEnv(env),
        group: true,
        stop: 'kill-group',
        timeoutMs,
        graceMs: 2000,
        signal,
      }),
  };
}

/** A runner that builds the sandbox for every command. Throws when it cannot be used at all. */
export async function sandboxRunner(env: NodeJS.ProcessEnv = process.env): Promise<CheckRunner> {
  if (process.platform !== 'linux') throw new Error('the sandbox needs Linux');
  const priv = await privilege();
  const user = await ensureSandboxUser(priv);
  const owner: Ids = { uid: process.getuid?.() ?? 0, gid: process.getgid?.() ?? 0 };
  if (user.uid === owner.uid) throw new Error(`the sandbox user ${SANDBOX_USER} has the runner's own uid ${owner.uid}`);
  return {
    description: `sandbox (${priv.via})`,
    async run(command, cwd, timeoutMs, signal) {
      const workspace = realpathSync(cwd);
      const layout = planLayout({
        workspace,
        home: env.HOME,
        runnerTemp: env.RUNNER_TEMP,
        toolDirs: toolDirsFrom(env),
        stat: lstatInfo,
      });
      if (!layout.stage) throw new Error(`no hidden place is free to build the file-system view for ${workspace}`);
      const commandEnv = {
        ...sanitizedEnv(env),
        HOME: layout.sandboxHome,
        USER: user.name,
        LOGNAME: user.name,
        TMPDIR: '/tmp',
        PWD: workspace,
      };
      const script = buildScript({ layout, sandbox: user, owner, command, env: commandEnv, timeoutMs, maxProcesses: MAX_PROCESSES });
      const argv: [string, ...string[]] = [
        ...(priv.prefix.length ? priv.prefix : []),
        'unshare',
        '--mount',
        '--pid',
        '--net',
        '--ipc',
        '--uts',
        '--fork',
        '--kill-child',
        '--',
        '/bin/sh',
        '-c',
        script,
      ] as [string, ...string[]];
      // The in-namespace timeout fires first; this one only backs it up.
      const r = await runProcess({
        argv,
        cwd: '/',
        env: { PATH: env.PATH ?? '/usr/sbin:/usr/bin:/sbin:/bin', LC_ALL: 'C' },
        group: false,
        stop: 'close-stdin',
        timeoutMs: timeoutMs + 3000,
        graceMs: TEARDOWN_GRACE_MS,
        signal,
      });
      const at = r.raw.indexOf(`${READY}\n`);
      if (at === -1) {
        // The command never started: the sandbox itself failed.
        const why = r.raw.trim().split('\n').slice(-4).join(' ') || `exit code ${r.exitCode}`;
        return { ...r, exitCode: r.exitCode ?? SETUP_FAILED, output: `the sandbox could not be set up: ${why}` };
      }
      const output = r.raw.slice(at + READY.length + 1);
      // SIGKILL from the in-namespace timeout shows as 137; the wall clock says whether it was the limit.
      const timedOut = r.timedOut || (r.exitCode === 137 && r.durationMs >= timeoutMs);
      return { ...r, timedOut, output: output.slice(-16_000), outputBytes: Buffer.byteLength(output) };
    },
  };
}

const lstatInfo: StatFn = (path) => {
  try {
    const s = lstatSync(path);
    return { isDirectory: s.isDirectory(), mode: s.mode & 0o7777 };
  } catch {
    return null;
  }
};

let cachedPrivilege: Promise<Privilege> | undefined;

/** Root as is; otherwise passwordless sudo (GitHub-hosted runners); otherwise no sandbox. */
function privilege(): Promise<Privilege> {
  cachedPrivilege ??= (async (): Promise<Privilege> => {
    if (process.getuid?.() === 0) return { via: 'root', prefix: [] };
    try {
      await exec('sudo', ['-n', 'true'], { timeout: 10_000 });
      return { via: 'sudo', prefix: ['sudo', '-n', '--'] };
    } catch {
      throw new Error('the action runs as a user that is neither root nor allowed to use sudo without a password');
    }
  })();
  cachedPrivilege.catch(() => (cachedPrivilege = undefined));
  return cachedPrivilege;
}

/** Finds or creates the sandbox account (a system user with its own group). */
export async function ensureSandboxUser(priv: Privilege): Promise<Ids & { name: string }> {
  const found = await lookupUser(SANDBOX_USER);
  if (found) return found;
  const args = ['--system', '--user-group', '--no-create-home', '--home-dir', '/nonexistent', '--shell', '/usr/sbin/nologin', SANDBOX_USER];
  try {
    const [cmd, ...rest] = [...priv.prefix, 'useradd', ...args] as [string, ...string[]];
    await exec(cmd, rest, { timeout: 20_000, env: { ...process.env, PATH: `${process.env.PATH ?? ''}:/usr/sbin:/sbin` } });
  } catch (err) {
    // Another process may have created it meanwhile.
    const again = await lookupUser(SANDBOX_USER);
    if (again) return again;
    throw new Error(`cannot create the sandbox user ${SANDBOX_USER} (useradd: ${(err as Error).message.split('\n')[0]})`);
  }
  const made = await lookupUser(SANDBOX_USER);
  if (!made) throw new Error(`the sandbox user ${SANDBOX_USER} was created but cannot be found`);
  return made;
}

async function lookupUser(name: string): Promise<(Ids & { name: string }) | null> {
  try {
    const { stdout } = await exec('getent', ['passwd', name]);
    const [, , uid, gid] = stdout.trim().split(':');
    if (uid === undefined || gid === undefined) return null;
    return { name, uid: Number(uid), gid: Number(gid) };
  } catch {
    return null;
  }
}
