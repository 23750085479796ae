// W1's write locks in one process: a live holder blocks (until the wait runs out), release frees
// only the holder's own locks, and a lock of a process that is gone is taken over.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, utimesSync, writeFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { LOCK_DIR, lockFileOf, lockFiles } from '../../src/workspace/file-lock.js';

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
    mkdirSync(LOCK_DIR, { recursive: true });
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
});
