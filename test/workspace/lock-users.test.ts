// The write-lock folder belongs to the run's user alone: a run as root and then one as another user
// on the same machine both write (before, the first made a shared /tmp/agent-fix-locks 0755 and the
// second failed every write with EACCES). A folder someone else planted is refused, not used.
import { execFileSync, spawnSync } from 'node:child_process';
import { chmodSync, chownSync, mkdirSync, mkdtempSync, readFileSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { lockDir, lockFiles } from '../../src/workspace/file-lock.js';
import { ensureUser, IS_ROOT, NEEDS_ROOT } from '../support/root.js';

const REPO = join(import.meta.dirname, '..', '..');
const FIXTURE = join(REPO, 'test', 'workspace', 'fixtures', 'lock-and-write.ts');
const cleanup: string[] = [];
afterAll(() => {
  for (const p of cleanup) rmSync(p, { recursive: true, force: true });
});

/** The fixture as a real process of `uid`, with no RUNNER_TEMP (the CLI's case: the temp dir). */
function writeAs(user: { uid: number; gid: number; home: string } | null, file: string) {
  const env = { PATH: process.env.PATH, HOME: user?.home ?? '/root' };
  return spawnSync(process.execPath, ['--import', 'tsx', FIXTURE, file], {
    cwd: REPO,
    env,
    encoding: 'utf8',
    ...(user ? { uid: user.uid, gid: user.gid } : {}),
  });
}

describe.skipIf(!IS_ROOT)(`write locks of different users (${IS_ROOT ? 'root' : NEEDS_ROOT})`, () => {
  it('a run as root and then one as another user both write, each in a lock folder only it can write', () => {
    const runner = ensureUser('agent-fix-runner');
    const dir = mkdtempSync(join(tmpdir(), 'agent-fix-lockusers-'));
    cleanup.push(dir);
    chmodSync(dir, 0o777);
    const file = join(dir, 'shared.txt');
    const asRoot = writeAs(null, file);
    expect(asRoot.status, asRoot.stderr).toBe(0);
    chownSync(file, runner.uid, runner.gid);
    const asRunner = writeAs(runner, file);
    expect(asRunner.status, asRunner.stderr).toBe(0);
    expect(readFileSync(file, 'utf8')).toBe(`written by uid ${runner.uid}\n`);
    const [rootDir, runnerDir] = [asRoot.stdout.trim(), asRunner.stdout.trim()];
    expect(rootDir).not.toBe(runnerDir);
    for (const [d, uid] of [
      [rootDir, 0],
      [runnerDir, runner.uid],
    ] as const) {
      const s = statSync(d);
      expect([s.uid, s.mode & 0o777]).toEqual([uid, 0o700]);
    }
    cleanup.push(runnerDir);
  });

  it('control: in a folder root made 0755 (the old shared one), the other user cannot make a lock file', () => {
    const runner = ensureUser('agent-fix-runner');
    const shared = mkdtempSync(join(tmpdir(), 'agent-fix-locks-old-'));
    cleanup.push(shared);
    chmodSync(shared, 0o755);
    const r = spawnSync('sh', ['-c', `echo x > ${shared}/a.lock`], { uid: runner.uid, gid: runner.gid, encoding: 'utf8' });
    expect(r.status).not.toBe(0);
    expect(r.stderr).toMatch(/Permission denied/);
  });

  it('a lock folder planted by another user is refused with a clear error, and nothing is written in it', async () => {
    const runner = ensureUser('agent-fix-runner');
    const temp = mkdtempSync(join(tmpdir(), 'agent-fix-planted-'));
    cleanup.push(temp);
    const saved = process.env.RUNNER_TEMP;
    process.env.RUNNER_TEMP = temp;
    try {
      mkdirSync(lockDir());
      chmodSync(lockDir(), 0o777);
      chownSync(lockDir(), runner.uid, runner.gid);
      await expect(lockFiles([join(temp, 'x.txt')], 100)).rejects.toThrow(
        /is not this user's alone \(owner uid \d+, mode 777\): remove it/,
      );
      expect(execFileSync('ls', ['-A', lockDir()], { encoding: 'utf8' })).toBe('');
    } finally {
      if (saved === undefined) delete process.env.RUNNER_TEMP;
      else process.env.RUNNER_TEMP = saved;
    }
  });
});
