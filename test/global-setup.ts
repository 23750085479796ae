// Once per `npm test`: the e2e tests run the committed bundle, so it is rebuilt first when its
// inputs changed since the last build; every temporary file goes under one folder of this run (TMPDIR,
// which the workers inherit), removed at the end; users the sandbox tests created are removed too.
import { execFileSync } from 'node:child_process';
import { chmodSync, existsSync, mkdirSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
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

export function setup(): void {
  mkdirSync(RUN_TMP, { recursive: true });
  chmodSync(RUN_TMP, 0o1777);
  process.env.TMPDIR = RUN_TMP;
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
