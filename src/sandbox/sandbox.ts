// The one way model-written code is run: `prepareChecks` decides, once per run, whether commands run
// in the sandbox, unsandboxed (explicit `none`), or not at all, and says why.
import { execFile } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { lstatSync, realpathSync } from 'node:fs';
import { promisify } from 'node:util';
import { sanitizedEnv } from './env.js';
import { planLayout, toolDirsFrom, type StatFn } from './layout.js';
import { DEFAULT_CHECK_BOUNDS, notRunText, type CheckBounds, type SandboxMode } from './policy.js';
import { runProcess, type CommandResult } from './process.js';
import { notBuilt, parseControl, type Control } from './control.js';
import { buildScript, type HandOver, type Ids } from './script.js';
import { findSockets } from './sockets.js';
import { trustedPath, trustedProgram } from './trusted.js';

const exec = promisify(execFile);

/** The unprivileged account model-written code runs as. Never in sudoers, no home, no login shell. */
export const SANDBOX_USER = 'agent-fix-sandbox';
const MAX_PROCESSES = 4096;
/** How long the root side gets to tear down after a stop. */
const TEARDOWN_GRACE_MS = 15_000;
/** Building the view before the command starts (the in-namespace timer starts with the command). */
const SETUP_ALLOWANCE_MS = 10_000;
const PROBE_TIMEOUT_MS = 20_000;

export interface CheckRunner {
  /** `sandbox (root)`, `sandbox (sudo)` or `no sandbox (check-sandbox: none)`: for logs and reports. */
  readonly description: string;
  /** True when what the command writes is thrown away after it (the sandbox's copy-on-write view). */
  readonly isolated: boolean;
  /** The caps each command runs under (the sandbox only). */
  readonly bounds?: CheckBounds;
  run(command: string, cwd: string, timeoutMs: number, signal?: AbortSignal, options?: RunOptions): Promise<CommandResult>;
}

export interface RunOptions {
  /**
   * Top-level folders of the workspace the command may read but not change (the eval's hidden
   * tests). Enforced only in the sandbox: unsandboxed code can change anything its user can.
   */
  readOnly?: readonly string[];
}

export type Checks = { ok: true; runner: CheckRunner } | { ok: false; reason: string; text: string };

/** How root is reached; `prefix` names sudo by its absolute trusted path (trusted.ts). */
type Privilege = { via: 'root'; prefix: [] } | { via: 'sudo'; prefix: [string, '-n', '--'] };

export interface PrepareOptions {
  mode: SandboxMode;
  /** The workspace the checks run in; the sandbox is probed there. */
  workspace: string;
  /** Disk and memory caps of each check (default DEFAULT_CHECK_BOUNDS). */
  bounds?: CheckBounds;
  env?: NodeJS.ProcessEnv;
}

/** Decides how checks run in this run. In `auto`, the sandbox is built once with `true` as the command. */
export async function prepareChecks(opts: PrepareOptions): Promise<Checks> {
  const env = opts.env ?? process.env;
  if (opts.mode === 'none') return { ok: true, runner: unsandboxedRunner(env) };
  try {
    const runner = await sandboxRunner(env, { bounds: opts.bounds });
    const probe = await runner.probe(opts.workspace);
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
    isolated: false,
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

export interface SandboxOptions {
  bounds?: CheckBounds;
  /** Benchmarks and tests only: force the hand-over the kernel would otherwise pick (script.ts). */
  handOver?: HandOver;
  /** Tests only (the control): false leaves the host's file system as writable as its permissions say. */
  readOnlyHost?: boolean;
}

/** What the sandbox measured about one call, beside the command's own result. */
export interface SandboxFacts {
  /** How the workspace was handed to the sandbox user (script.ts HandOver). */
  handOver: string;
  /** How memory was capped: cgroup-v2, cgroup-v1, prlimit or none. */
  memory: string;
  /** Bytes in use in the check's writable space when the command had ended (upper layer, /tmp, HOME). */
  diskUsedBytes: number;
}

export interface SandboxRunner extends CheckRunner {
  /** Builds the sandbox once with `true` as the command (prepareChecks), without the socket scan. */
  probe(workspace: string): Promise<CommandResult>;
  /** What the last finished call measured. */
  lastFacts?: SandboxFacts;
}

/** A runner that builds the sandbox for every command. Throws when it cannot be used at all. */
export async function sandboxRunner(env: NodeJS.ProcessEnv = process.env, options: SandboxOptions = {}): Promise<SandboxRunner> {
  if (process.platform !== 'linux') throw new Error('the sandbox needs Linux');
  const priv = await privilege();
  const user = await ensureSandboxUser(priv);
  const owner: Ids = { uid: process.getuid?.() ?? 0, gid: process.getgid?.() ?? 0 };
  if (user.uid === owner.uid) throw new Error(`the sandbox user ${SANDBOX_USER} has the runner's own uid ${owner.uid}`);
  const bounds = options.bounds ?? DEFAULT_CHECK_BOUNDS;
  // Once per run, at the first check: the sockets on what stays visible. (The probe connects nowhere,
  // and a run whose model never calls run_checks does not pay for the walk.)
  let sockets: Promise<string[]> | undefined;
  const build = async (command: string, cwd: string, timeoutMs: number, signal?: AbortSignal, runOptions: RunOptions = {}, scan = true) => {
    const started = Date.now();
    const workspace = realpathSync(cwd);
    const readOnly = readOnlyNames(runOptions.readOnly);
    let found: string[] = [];
    try {
      if (scan) found = await (sockets ??= findSockets(priv.prefix, env, trustedProgram('find', env.PATH)));
    } catch (err) {
      return notBuilt((err as Error).message, Date.now() - started);
    }
    const layout = planLayout({
      workspace,
      home: env.HOME,
      runnerTemp: env.RUNNER_TEMP,
      toolDirs: toolDirsFrom(env),
      sockets: found,
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
    const script = buildScript({
      layout,
      sandbox: user,
      owner,
      command,
      env: commandEnv,
      timeoutMs,
      maxProcesses: MAX_PROCESSES,
      bounds,
      readOnly,
      handOver: options.handOver ?? 'idmap',
      readOnlyHost: options.readOnlyHost ?? true,
      id: `${process.pid}-${randomBytes(6).toString('hex')}`,
      workspaceMode: lstatSync(workspace).mode & 0o7777,
    });
    const argv = unshareArgv(priv, env, script);
    // The in-namespace timer fires first; this one only backs it up.
    const r = await runProcess({
      argv,
      cwd: '/',
      env: { PATH: trustedPath(env.PATH), LC_ALL: 'C' },
      group: false,
      stop: 'close-stdin',
      timeoutMs: timeoutMs + SETUP_ALLOWANCE_MS,
      graceMs: TEARDOWN_GRACE_MS,
      signal,
      channels: 'split',
    });
    const c = parseControl(r.control ?? '');
    if (!c.ready || c.errors.length) {
      // The command never started: the sandbox itself failed.
      return notBuilt(c.errors.join('; ') || c.other.slice(-4).join(' ') || `exit code ${r.exitCode}`, r.durationMs, r.exitCode);
    }
    runner.lastFacts = { handOver: c.handOver, memory: c.memory, diskUsedBytes: c.diskUsed };
    return commandResult(c, r);
  };
  const runner: SandboxRunner = {
    description: `sandbox (${priv.via})`,
    isolated: true,
    bounds,
    run: (command, cwd, timeoutMs, signal, runOptions) => build(command, cwd, timeoutMs, signal, runOptions),
    probe: (workspace) => build('true', workspace, PROBE_TIMEOUT_MS, undefined, {}, false),
  };
  return runner;
}

/** The eval's read-only folders, each checked to be one name in the workspace (it is bound by path in the script). */
function readOnlyNames(names: readonly string[] | undefined): string[] {
  const readOnly = [...(names ?? [])];
  for (const rel of readOnly)
    if (!/^[^/\0]+$/.test(rel) || rel === '.' || rel === '..')
      throw new Error(`read-only folder must be one name in the workspace, got ${rel}`);
  return readOnly;
}

/** The root side: the script as PID 1 of fresh mount, PID, network, IPC and UTS namespaces (script.ts). */
function unshareArgv(priv: Privilege, env: NodeJS.ProcessEnv, script: string): [string, ...string[]] {
  return [
    ...(priv.prefix.length ? priv.prefix : []),
    trustedProgram('unshare', env.PATH),
    '--mount',
    '--propagation',
    'private',
    '--mount-proc',
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
}

/** The command's result as the script reported it on its control channel, beside what the process saw. */
function commandResult(c: Control, r: CommandResult): CommandResult {
  const ranOutOf: ('memory' | 'disk')[] = [];
  if (c.oomKills > 0) ranOutOf.push('memory');
  if (c.diskFull) ranOutOf.push('disk');
  return {
    exitCode: c.exit ?? r.exitCode,
    timedOut: c.timedOut || r.timedOut,
    output: r.output,
    outputBytes: r.outputBytes,
    durationMs: r.durationMs,
    ...(ranOutOf.length ? { ranOutOf } : {}),
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
      const sudo = trustedProgram('sudo', process.env.PATH);
      await exec(sudo, ['-n', 'true'], { timeout: 10_000, env: { ...process.env, PATH: trustedPath(process.env.PATH) } });
      return { via: 'sudo', prefix: [sudo, '-n', '--'] };
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
    const [cmd, ...rest] = [...priv.prefix, trustedProgram('useradd', process.env.PATH), ...args] as [string, ...string[]];
    await exec(cmd, rest, { timeout: 20_000, env: { ...process.env, PATH: trustedPath(`${process.env.PATH ?? ''}:/usr/sbin:/sbin`) } });
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
    const { stdout } = await exec(trustedProgram('getent', process.env.PATH), ['passwd', name]);
    const [, , uid, gid] = stdout.trim().split(':');
    if (uid === undefined || gid === undefined) return null;
    return { name, uid: Number(uid), gid: Number(gid) };
  } catch {
    return null;
  }
}
