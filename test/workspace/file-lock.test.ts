// W1's write locks in one process: a live holder blocks (until the wait runs out), release frees
// only the holder's own locks, a lock of a process that is gone is taken over, and takers racing
// for that takeover never hold it together.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, utimesSync, writeFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { lockDir, lockFileOf, lockFiles } from '../../src/workspace/file-lock.js';

const unique = (name: string) => `/no/such/dir/${process.pid}-${Date.now()}-${Math.random()}/${name}`;

describe('W1: write locks', () => {
  it('a live holder blocks a second taker until its wait runs out; after release the lock is free', async () => {
    const path = unique('a.py');
    const first = await lockFiles([path]);
    expect(first.ok).toBe(true);
    const second = await lockFiles([path], 50);
    expect(second).toEqual({ ok: false, path });
    if (first.ok) await first.locks.release();
    expect(existsSync(lockFileOf(path))).toBe(false);
    const third = await lockFiles([path], 50);
    expect(third.ok).toBe(true);
    if (third.ok) await third.locks.release();
  });

  it('a failed taker releases the locks it already held (all or nothing)', async () => {
    const [a, b] = [unique('a.py'), unique('b.py')].sort();
    const holder = await lockFiles([b as string]);
    const both = await lockFiles([a as string, b as string], 50);
    expect(both.ok).toBe(false);
    expect(existsSync(lockFileOf(a as string))).toBe(false);
    if (holder.ok) await holder.locks.release();
  });

  it('takes over a lock whose process is gone, and an old lock nobody could read', async () => {
    const dead = spawnSync(process.execPath, ['-e', 'process.stdout.write(String(process.pid))'], { encoding: 'utf8' });
    const path = unique('c.py');
    mkdirSync(lockDir(), { recursive: true, mode: 0o700 });
    writeFileSync(lockFileOf(path), JSON.stringify({ pid: Number(dead.stdout), token: 'gone' }));
    const taken = await lockFiles([path], 50);
    expect(taken.ok).toBe(true);
    expect(readFileSync(lockFileOf(path), 'utf8')).toContain(`"pid":${process.pid}`);
    if (taken.ok) await taken.locks.release();
    const other = unique('d.py');
    writeFileSync(lockFileOf(other), '');
    const old = new Date(Date.now() - 10_000);
    utimesSync(lockFileOf(other), old, old);
    const again = await lockFiles([other], 50);
    expect(again.ok).toBe(true);
    if (again.ok) await again.locks.release();
  });

  it('many takers racing for one lock left by a gone process: never two holders at once', async () => {
    const dead = spawnSync(process.execPath, ['-e', 'process.stdout.write(String(process.pid))'], { encoding: 'utf8' });
    mkdirSync(lockDir(), { recursive: true, mode: 0o700 });
    for (let round = 0; round < 20; round++) {
      const path = unique(`race-${round}.py`);
      writeFileSync(lockFileOf(path), JSON.stringify({ pid: Number(dead.stdout), token: 'gone' }));
      let holders = 0;
      let most = 0;
      const taker = async (): Promise<void> => {
        const got = await lockFiles([path], 10_000);
        expect(got.ok).toBe(true);
        holders++;
        most = Math.max(most, holders);
        await new Promise((r) => setTimeout(r, 2));
        holders--;
        if (got.ok) await got.locks.release();
      };
      await Promise.all(Array.from({ length: 12 }, taker));
      expect(most, `round ${round}`).toBe(1);
    }
  });

  it('a removal guard left by a gone process does not block the takeover', async () => {
    const dead = spawnSync(process.execPath, ['-e', 'process.stdout.write(String(process.pid))'], { encoding: 'utf8' });
    const path = unique('guarded.py');
    mkdirSync(lockDir(), { recursive: true, mode: 0o700 });
    const stale = JSON.stringify({ pid: Number(dead.stdout), token: 'gone' });
    writeFileSync(lockFileOf(path), stale);
    writeFileSync(`${lockFileOf(path)}.guard`, stale);
    const taken = await lockFiles([path], 1_000);
    expect(taken.ok).toBe(true);
    expect(existsSync(`${lockFileOf(path)}.guard`)).toBe(false);
    if (taken.ok) await taken.locks.release();
  });
});
