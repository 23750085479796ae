// W1 + E6 on disk: every file of a call is written through a temporary file in its own folder and
// renamed into place, keeping the file's mode. All temporaries are staged before the first rename;
// if anything fails, files already replaced or deleted are restored from their original bytes and
// created files and folders are removed, so a failed call leaves the tree as it was.
import { randomBytes } from 'node:crypto';
import { chmod, lstat, mkdir, readFile, rename, rmdir, stat, unlink, writeFile } from 'node:fs/promises';
import { basename, dirname, join } from 'node:path';
import { workspaceReasons } from '../edit/index.js';

export interface WriteOp {
  /** Confined absolute path. */
  abs: string;
  /** New bytes, or null to delete the file. */
  bytes: Uint8Array | null;
}

/** Test seam: runs just before the i-th file is renamed or deleted (fault injection on a real tree). */
export interface CommitHooks {
  beforeCommit?: (abs: string, index: number) => void | Promise<void>;
}

export type CommitResult = { ok: true } | { ok: false; error: string };

interface Original {
  bytes: Uint8Array;
  mode: number;
}

interface Staged {
  op: WriteOp;
  original: Original | null;
  temp: string | null;
  done: boolean;
}

function tempPathFor(abs: string): string {
  // Short fixed-length name: never longer than the folder allows, even for long file names.
  return join(dirname(abs), `.af-${randomBytes(6).toString('hex')}.tmp`);
}

async function readOriginal(abs: string): Promise<Original | null> {
  try {
    const info = await stat(abs);
    return { bytes: new Uint8Array(await readFile(abs)), mode: info.mode & 0o7777 };
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code === 'ENOENT') return null;
    throw err;
  }
}

/** Creates the missing ancestors of `dir`; returns the ones created, deepest last. */
async function makeParents(dir: string, created: string[]): Promise<void> {
  const missing: string[] = [];
  let cur = dir;
  for (;;) {
    const exists = await lstat(cur).then(
      () => true,
      () => false,
    );
    if (exists) break;
    missing.unshift(cur);
    const up = dirname(cur);
    if (up === cur) break;
    cur = up;
  }
  for (const d of missing) {
    await mkdir(d);
    created.push(d);
  }
}

async function writeTemp(abs: string, bytes: Uint8Array, mode: number | null): Promise<string> {
  const temp = tempPathFor(abs);
  await writeFile(temp, bytes, { flag: 'wx' });
  // Explicit chmod: the mode given to open() is masked by the umask.
  if (mode !== null) await chmod(temp, mode);
  return temp;
}

async function quietly(fn: () => Promise<unknown>): Promise<void> {
  try {
    await fn();
  } catch {
    // Best effort during cleanup; the first error is what gets reported.
  }
}

function describe(err: unknown, abs: string): string {
  const e = err as NodeJS.ErrnoException;
  return workspaceReasons.ioError(e.code ?? 'error', basename(abs), e.message ?? String(err));
}

export async function commitWrites(ops: readonly WriteOp[], hooks: CommitHooks = {}): Promise<CommitResult> {
  const staged: Staged[] = [];
  const createdDirs: string[] = [];
  let current = ops[0]?.abs ?? '';
  try {
    for (const op of ops) {
      current = op.abs;
      const original = await readOriginal(op.abs);
      const entry: Staged = { op, original, temp: null, done: false };
      staged.push(entry);
      if (op.bytes !== null) {
        await makeParents(dirname(op.abs), createdDirs);
        entry.temp = await writeTemp(op.abs, op.bytes, original?.mode ?? null);
      }
    }
    // Writes first, deletes last: a delete is the cheapest thing to undo.
    const order = [...staged.filter((s) => s.op.bytes !== null), ...staged.filter((s) => s.op.bytes === null)];
    for (let i = 0; i < order.length; i++) {
      const s = order[i]!;
      current = s.op.abs;
      await hooks.beforeCommit?.(s.op.abs, i);
      if (s.temp !== null) {
        await rename(s.temp, s.op.abs);
        s.temp = null;
      } else if (s.original !== null) {
        await unlink(s.op.abs);
      }
      s.done = true;
    }
    return { ok: true };
  } catch (err) {
    await rollback(staged, createdDirs);
    return { ok: false, error: describe(err, current) };
  }
}

async function rollback(staged: Staged[], createdDirs: string[]): Promise<void> {
  for (const s of staged) if (s.temp !== null) await quietly(() => unlink(s.temp!));
  for (const s of [...staged].reverse()) {
    if (!s.done) continue;
    const original = s.original;
    if (original === null) {
      await quietly(() => unlink(s.op.abs));
      continue;
    }
    await quietly(async () => {
      const temp = await writeTemp(s.op.abs, original.bytes, original.mode);
      try {
        await rename(temp, s.op.abs);
      } catch (err) {
        await quietly(() => unlink(temp));
        throw err;
      }
    });
  }
  for (const d of [...createdDirs].reverse()) await quietly(() => rmdir(d));
}
