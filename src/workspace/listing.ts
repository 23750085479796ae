// Lists the workspace's files the way a developer sees them: .gitignore respected, .git/ never
// shown, symbolic links never followed. Read-only; confinement is by construction (we only list
// below the root).
//
// In a git checkout, git names the files and the file system says what they are: one readdir per
// folder gives the type of every entry in it (a link is a link, a deleted file is absent), instead
// of an lstat and a realpath per file (issue #15). The index is not trusted for types, so
// assume-unchanged, skip-worktree, fsmonitor or a stale index change nothing.
import { execFile } from 'node:child_process';
import { readdirSync } from 'node:fs';
import { lstat, readFile, readdir, realpath } from 'node:fs/promises';
import { join, posix, relative, sep } from 'node:path';
import { promisify } from 'node:util';
import ignore from 'ignore';
import { gitEnv, safeGitArgs } from '../sandbox/index.js';

const run = promisify(execFile);
const GIT_MAX_BUFFER = 256 * 1024 * 1024;

/** All files below `root` that git would not ignore, as sorted POSIX paths (JavaScript string order). */
export async function listAllFiles(root: string): Promise<string[]> {
  let realRoot: string;
  let tracked: string;
  let others: Promise<string>;
  try {
    realRoot = await realpath(root);
    // (git ls-files --others runs a configured core.fsmonitor command: see safeGitArgs.)
    const git = (args: string[]): Promise<string> =>
      run('git', safeGitArgs(['-C', realRoot, ...args]), { maxBuffer: GIT_MAX_BUFFER, env: gitEnv(process.env) }).then((r) => r.stdout);
    // The untracked walk is the long pole; the tracked names arrive first and their folders are
    // read while git is still walking.
    others = git(['ls-files', '-z', '--others', '--exclude-standard']);
    others.catch(() => {});
    tracked = await git(['ls-files', '-z', '--cached']);
  } catch {
    return walk(root);
  }
  const types = new FolderTypes(realRoot);
  const out: string[] = [];
  const doubtful: string[] = [];
  const take = (paths: string): void => {
    let previous = '';
    // git lists paths sorted, so a folder's entries come together: look the folder up once per run.
    let dir = '';
    let folder = types.folder('');
    for (const path of paths.split('\0')) {
      // An unmerged path is listed once per stage; a trailing slash is a nested repository.
      if (path === '' || path === previous || path.endsWith('/') || inGitDir(path)) continue;
      previous = path;
      const slash = path.lastIndexOf('/');
      if (slash !== dir.length || !path.startsWith(dir)) {
        dir = slash < 0 ? '' : path.slice(0, slash);
        folder = types.folder(dir);
      }
      if (folder === 'absent') continue;
      const kind = folder === 'check' ? undefined : folder.get(slash < 0 ? path : path.slice(slash + 1));
      if (kind === FILE) out.push(path);
      // Not among the names read: deleted, or named differently on a case- or normalisation-
      // insensitive file system (git's README.md is readme.md on disk): the per-file check decides.
      else if (kind === undefined) doubtful.push(path);
    }
  };
  take(tracked);
  const trackedCount = out.length;
  try {
    take(await others);
  } catch {
    return walk(root);
  }
  const files = mergeSorted(out, trackedCount);
  const checked: string[] = [];
  for (const path of doubtful) if (await isPlainFile(realRoot, path)) checked.push(path);
  return checked.length > 0 ? [...files, ...checked].sort() : files;
}

/**
 * The runs a[0, mid) and a[mid, end) merged into JavaScript string order (what sort() gives) in one
 * pass. git sorts by bytes, which differs from JavaScript's UTF-16 order only around astral
 * characters: if the merge is not in order, sort.
 */
function mergeSorted(a: string[], mid: number): string[] {
  const out: string[] = [];
  let i = 0;
  let j = mid;
  while (i < mid && j < a.length) out.push(a[j]! < a[i]! ? a[j++]! : a[i++]!);
  while (i < mid) out.push(a[i++]!);
  while (j < a.length) out.push(a[j++]!);
  for (let k = 1; k < out.length; k++) if (out[k]! < out[k - 1]!) return out.sort();
  return out;
}

const GIT_SEGMENT = /(^|\/)\.git(\/|$)/i;

function inGitDir(rel: string): boolean {
  // Most paths have no ".g" at all: skip the regex for them (this runs once per listed path).
  return (rel.includes('.g') || rel.includes('.G')) && GIT_SEGMENT.test(rel);
}

const FILE = 1;
const DIR = 2;
const LINK = 3;
const OTHER = 4;
type Kind = typeof FILE | typeof DIR | typeof LINK | typeof OTHER;
/** A folder's entries by name, or: nothing below it is listed ('absent'), or check each path ('check'). */
type Folder = Map<string, Kind> | 'absent' | 'check';

/**
 * Entry types below the root, one readdir per folder (the types come with the names, from lstat
 * where the file system does not report them). A path is a listed file when it is a regular file
 * and every folder above it is a real folder: then its real path is inside the root. A path under
 * a linked folder, or in a folder that cannot be read, gets the full check of isPlainFile.
 */
class FolderTypes {
  private readonly folders = new Map<string, Folder>();

  constructor(private readonly root: string) {
    this.folders.set('', this.read(''));
  }

  /** The entries of `dir`, if it and every folder above it are real folders. */
  folder(dir: string): Folder {
    const known = this.folders.get(dir);
    if (known) return known;
    const slash = dir.lastIndexOf('/');
    const parent = this.folder(slash < 0 ? '' : dir.slice(0, slash));
    let folder: Folder = parent;
    if (parent !== 'absent' && parent !== 'check') {
      const kind = parent.get(slash < 0 ? dir : dir.slice(slash + 1));
      // A link, or a name not read (see listAllFiles), is checked path by path; a file or a FIFO
      // where a folder was has nothing below it.
      folder = kind === DIR ? this.read(dir) : kind === LINK || kind === undefined ? 'check' : 'absent';
    }
    this.folders.set(dir, folder);
    return folder;
  }

  private read(dir: string): Folder {
    try {
      const entries = new Map<string, Kind>();
      for (const e of readdirSync(dir === '' ? this.root : `${this.root}/${dir}`, { withFileTypes: true })) {
        entries.set(e.name, e.isFile() ? FILE : e.isDirectory() ? DIR : e.isSymbolicLink() ? LINK : OTHER);
      }
      return entries;
    } catch {
      // Gone since its parent was read, or unreadable: check one by one.
      return 'check';
    }
  }
}

/**
 * Only regular files inside the tree: a symbolic link (even a committed one) may point out of the
 * workspace or into .git/, so listing and search never follow one (read_file confines links itself).
 */
async function isPlainFile(root: string, rel: string): Promise<boolean> {
  try {
    const abs = join(root, rel);
    if (!(await lstat(abs)).isFile()) return false;
    // A link in a parent folder would be resolved by lstat: the real path must stay inside.
    return (await realpath(abs)).startsWith(root + sep);
  } catch {
    return false;
  }
}

/** Fallback when the folder is not a git checkout: walk it, honouring every .gitignore met. */
async function walk(root: string): Promise<string[]> {
  const out: string[] = [];
  const visit = async (dir: string, rules: { base: string; ig: ReturnType<typeof ignore> }[]): Promise<void> => {
    let local = rules;
    try {
      const gi = await readFile(join(dir, '.gitignore'), 'utf8');
      local = [...rules, { base: toPosix(relative(root, dir)), ig: ignore().add(gi) }];
    } catch {
      /* no .gitignore here */
    }
    const entries = await readdir(dir, { withFileTypes: true });
    for (const e of entries) {
      if (e.name === '.git') continue;
      const abs = join(dir, e.name);
      const rel = toPosix(relative(root, abs));
      const ignored = local.some(({ base, ig }) => {
        const sub = base ? posix.relative(base, rel) : rel;
        return ig.ignores(e.isDirectory() ? `${sub}/` : sub);
      });
      if (ignored) continue;
      // Dirent types come from lstat: links are neither, so they are skipped (see isPlainFile).
      if (e.isDirectory()) await visit(abs, local);
      else if (e.isFile()) out.push(rel);
    }
  };
  await visit(root, [{ base: '', ig: ignore().add(['node_modules/']) }]);
  return out.sort();
}

function toPosix(p: string): string {
  return p.split(sep).join('/');
}

/**
 * One listing per run: computed on first use, dropped by every change the run makes (the
 * workspace's own writes, and run_checks, the only other thing that changes files during a run).
 */
export class FileListing {
  private current: Promise<readonly string[]> | undefined;

  constructor(private readonly root: string) {}

  files(): Promise<readonly string[]> {
    if (this.current) return this.current;
    const pending = listAllFiles(this.root).then((files): readonly string[] => Object.freeze(files));
    this.current = pending;
    // A failed listing is not kept: the next call tries again.
    pending.catch(() => {
      if (this.current === pending) this.current = undefined;
    });
    return pending;
  }

  invalidate(): void {
    this.current = undefined;
  }
}
