// Write locks across processes (spec E1 at write time): a call re-checks the revisions of the files
// it writes while holding their locks, so two writers that both checked the same revision cannot
// both write (a lost update): the second one finds the new revision and is refused as stale.
// One lock file per written file, in a folder only the run's user writes (the workspace itself
// stays clean): `agent-fix-locks-<uid>` under RUNNER_TEMP (the job's own, on GitHub) or the
// temporary directory, made 0700 and refused when another user owns it or can write it. Runs as
// different users (root, then `runner`) never share it, so they never block each other; locks are taken in one fixed order (sorted paths), so two calls that write
// the same files never wait for each other in a circle. A lock whose process is gone (a killed
// writer) or that is older than any write can take is removed and taken over, one remover at a time.
import { createHash, randomBytes } from 'node:crypto';
import { lstat, mkdir, open, readFile, stat, unlink } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

/** This user's lock folder (see the top of the file). */
export function lockDir(env: NodeJS.ProcessEnv = process.env): string {
  return join(env.RUNNER_TEMP || tmpdir(), `agent-fix-locks-${process.getuid?.() ?? 'user'}`);
}
const WAIT_MS = 15_000;
const POLL_MS = 10;
/** No write holds a lock this long: older locks are left over. */
const STALE_MS = 60_000;

interface Owner {
  pid: number;
  token: string;
}

export interface Locks {
  release(): Promise<void>;
}

export type Locked = { ok: true; locks: Locks } | { ok: false; path: string };

/** Where the lock of absolute path `abs` lives. */
export function lockFileOf(abs: string): string {
  return join(lockDir(), `${createHash('sha256').update(abs).digest('hex').slice(0, 32)}.lock`);
}

/** Makes the lock folder, and refuses one that is not this user's alone (planted by someone else). */
async function ensureLockDir(): Promise<void> {
  const dir = lockDir();
  await mkdir(dir, { recursive: true, mode: 0o700 });
  const s = await lstat(dir);
  const uid = process.getuid?.();
  if (!s.isDirectory() || (uid !== undefined && s.uid !== uid) || (s.mode & 0o022) !== 0) {
    throw new Error(
      `the write-lock folder ${dir} is not this user's alone (owner uid ${s.uid}, mode ${(s.mode & 0o7777).toString(8)}): remove it`,
    );
  }
}

function alive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (err) {
    // EPERM: the process exists but belongs to someone else.
    return (err as NodeJS.ErrnoException).code === 'EPERM';
  }
}

async function tryTake(file: string, owner: Owner): Promise<boolean> {
  try {
    const handle = await open(file, 'wx');
    try {
      await handle.writeFile(JSON.stringify(owner));
    } finally {
      await handle.close();
    }
    return true;
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code === 'EEXIST') return false;
    throw err;
  }
}

/**
 * Removes a lock left by a writer that is gone; true when something was removed (or nothing was
 * there). Removals are serialized by a guard file taken with O_EXCL: without it, two waiters that
 * both judged the same lock stale could interleave so that the second removes the lock the first
 * has just taken, and both would write. Under the guard nobody else removes anything, so the lock
 * read again under it is still the one judged stale or a new one, never a swap in between.
 */
async function clearIfStale(file: string, owner: Owner): Promise<boolean> {
  const seen = await staleText(file);
  if (seen === 'free') return true;
  if (seen === 'live') return false;
  const guard = `${file}.guard`;
  if (!(await tryTake(guard, owner))) {
    // Another waiter is removing it. A guard left by a killed waiter is stale by the same rule as a
    // lock (its process is gone); removing that one is not guarded (it takes two faults at once).
    if (typeof (await staleText(guard)) === 'object') await unlink(guard).catch(() => undefined);
    return false;
  }
  try {
    const again = await readFile(file, 'utf8').catch(() => null);
    if (again === null) return true;
    if (again !== seen.text) return false;
    await unlink(file).catch(() => undefined);
    return true;
  } finally {
    await unlink(guard).catch(() => undefined);
  }
}

/** What a lock file holds: gone ('free'), a live writer's ('live'), or left over (its text). */
async function staleText(file: string): Promise<'free' | 'live' | { text: string }> {
  let text: string;
  let age: number;
  try {
    text = await readFile(file, 'utf8');
    age = Date.now() - (await stat(file)).mtimeMs;
  } catch {
    return 'free'; // released meanwhile
  }
  let owner: Partial<Owner> = {};
  try {
    owner = JSON.parse(text) as Owner;
  } catch {
    // A lock being written right now is empty for a moment: only an old unreadable one is stale.
  }
  const gone = typeof owner.pid === 'number' ? !alive(owner.pid) : age > 2_000;
  return gone || age >= STALE_MS ? { text } : 'live';
}

/** Takes the locks of every absolute path in sorted order, waiting while live writers hold them. */
export async function lockFiles(paths: readonly string[], waitMs = WAIT_MS): Promise<Locked> {
  await ensureLockDir();
  const owner: Owner = { pid: process.pid, token: randomBytes(8).toString('hex') };
  const held: string[] = [];
  const release = async (): Promise<void> => {
    for (const file of held.reverse()) {
      const text = await readFile(file, 'utf8').catch(() => null);
      if (text === JSON.stringify(owner)) await unlink(file).catch(() => undefined);
    }
  };
  const deadline = Date.now() + waitMs;
  for (const abs of [...new Set(paths)].sort()) {
    const file = lockFileOf(abs);
    for (;;) {
      if (await tryTake(file, owner)) break;
      if (await clearIfStale(file, owner)) continue;
      if (Date.now() > deadline) {
        await release();
        return { ok: false, path: abs };
      }
      await new Promise((r) => setTimeout(r, POLL_MS));
    }
    held.push(file);
  }
  return { ok: true, locks: { release } };
}
