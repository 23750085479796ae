// Once per `npm test`: the e2e tests run the committed bundle, so it is rebuilt first when its
// inputs changed since the last build; every temporary file goes under one folder of this run (TMPDIR,
// which the workers inherit), removed at the end; users the sandbox tests created are removed too.
import { execFileSync } from 'node:child_process';
import { chmodSync, existsSync, mkdirSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { basename, dirname, join } from 'node:path';
import { buildInputsHash, recordedBuildHash } from '../scripts/build-hash.mjs';
import { TEST_USERS } from './support/root.js';

const ROOT = join(import.meta.dirname, '..');
/** One file per `npm test` in flight on this machine (other clones or worktrees): the users are shared, so only the last run to end removes them. */
const RUNS = '/tmp/agent-fix-test-runs';
const alive = (pid: number): boolean => {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
};

/** This run's temporary folder: world-writable and sticky like /tmp, since tests run as other users too. */
const RUN_TMP = join(tmpdir(), `agent-fix-test-${process.pid}`);

/**
 * A PATH whose python3 is the interpreter itself, not a version manager's shim. pyenv's shims (on
 * PATH on this machine's image) are bash scripts that start about 16 processes for each `python3`,
 * about 0.6 CPU-seconds here, and the sandbox binds the whole manager folder back for them (its
 * socket scan then walks every installed version). The manager's folders are left out (and
 * PYENV_ROOT, in setup). When the system has its own python3 further on PATH (/usr/bin here, the
 * same minor version whose standard library the parse tests read), that one is used: a sandboxed
 * check then binds no Python toolchain back, and the socket scan does not walk one (60,000 entries
 * for pyenv's 3.11 here, a third of every scan). Otherwise the run asks the shim once which
 * interpreter it picks and puts that folder first. Elsewhere PATH is unchanged.
 */
export function withoutPythonShims(path: string): string {
  const dirs = path.split(':');
  const hasPython = (d: string): boolean => d.startsWith('/') && existsSync(join(d, 'python3'));
  const first = dirs.find(hasPython);
  if (!first || basename(first) !== 'shims') return path;
  const manager = dirname(first);
  const rest = dirs.filter((d) => d !== manager && !d.startsWith(`${manager}/`));
  if (rest.some(hasPython)) return rest.join(':');
  let exe: string;
  try {
    exe = execFileSync(join(first, 'python3'), ['-c', 'import sys; print(sys.executable)'], { encoding: 'utf8' }).trim();
  } catch {
    return path;
  }
  if (!exe.startsWith('/') || !existsSync(exe)) return path;
  return [dirname(exe), ...rest].join(':');
}

export function setup(): void {
  mkdirSync(RUN_TMP, { recursive: true });
  chmodSync(RUN_TMP, 0o1777);
  process.env.TMPDIR = RUN_TMP;
  const path = withoutPythonShims(process.env.PATH ?? '');
  if (path !== process.env.PATH) {
    process.env.PATH = path;
    // The manager's root is a toolchain folder the sandbox would bind back (and scan) too.
    delete process.env.PYENV_ROOT;
  }
  if (recordedBuildHash(ROOT) !== buildInputsHash(ROOT)) {
    execFileSync(process.execPath, [join(ROOT, 'scripts', 'build.mjs')], { cwd: ROOT, stdio: 'inherit' });
  }
  if (process.getuid?.() === 0) {
    mkdirSync(RUNS, { recursive: true, mode: 0o700 });
    writeFileSync(join(RUNS, String(process.pid)), '');
  }
}

export function teardown(): void {
  rmSync(RUN_TMP, { recursive: true, force: true });
  if (process.getuid?.() !== 0) return;
  rmSync(join(RUNS, String(process.pid)), { force: true });
  const others = existsSync(RUNS) ? readdirSync(RUNS).filter((f) => alive(Number(f))) : [];
  if (others.length > 0) return;
  rmSync(RUNS, { recursive: true, force: true });
  for (const name of [...TEST_USERS, 'agent-fix-sandbox']) {
    try {
      execFileSync('userdel', ['--remove', name], { stdio: 'ignore' });
    } catch {
      /* not created by this run */
    }
    const sudoers = `/etc/sudoers.d/${name}`;
    if (existsSync(sudoers)) rmSync(sudoers);
  }
}
