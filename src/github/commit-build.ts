// The agent's commit, built from what the agent wrote and from nothing else. The working tree is
// never asked what a file is: a check may have chmodded a file the agent wrote, replaced it with a
// symbolic link, or turned a folder into a repository, and `git add` would have committed that
// (a set-id mode, a link to /etc/shadow, a gitlink). Here each path gets the bytes the Workspace
// wrote (hashed with `git hash-object`) and the mode it had in the parent commit (100644 for a new
// file), in a throw-away index built from the parent's tree; deletions are removals from it. The
// commit is written with plumbing (write-tree, commit-tree) and moves no ref: the caller vets it
// first. Anything the agent did not write is refused before any request: a gitlink added, changed
// or written into, a symbolic link the agent did not replace itself, a mode change, a file whose
// .gitattributes filter is not git-lfs (agent-fix runs no other filter driver: it would be
// repository-chosen code, and committing past it would skip what the repository wants, e.g.
// encryption). git-lfs's filter is set on the command line, so a repository cannot redefine it.
import { execFile } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { GitError, type RunOptions } from './git-run.js';
import { gitEnv } from '../sandbox/index.js';

/** The modes a file the agent wrote can have: regular, or executable when it was before. */
export type FileMode = '100644' | '100755';

/** One path of a commit, as the agent left it. */
export type PathChange =
  /**
   * The bytes the agent wrote. `fresh`: the agent's first change of the path in the run created it
   * (or deleted it first), so its type is the agent's: a regular file, even where the parent had a link.
   */
  | { path: string; bytes: Uint8Array; fresh: boolean }
  /** A blob already in the repository, with its mode (collect: what a shard committed). */
  | { path: string; blob: string; mode: FileMode }
  | { path: string; deleted: true };

/** Text that leaves the machine with a commit, for the secret scan: `what` names it in a refusal. */
export interface OutgoingText {
  what: string;
  text: string;
}

export interface BuildOptions {
  message: string;
  identity: { name: string; email: string };
  changes: readonly PathChange[];
  /** Sees every new object of the commit (raw) before anything moves; throws to refuse. */
  vet?: (outgoing: readonly OutgoingText[]) => void;
}

export interface BuiltCommit {
  sha: string;
  parent: string;
  tree: string;
  /**
   * The Git LFS objects (sha256 oids) of the pointers this commit adds: git-lfs's clean filter stored
   * them in .git/lfs/objects, and the publisher uploads them before the branch moves (pushes run
   * with hooks off, so git-lfs's pre-push hook never does).
   */
  lfsObjects: string[];
}

/** The oid a Git LFS pointer names (spec v1), or undefined when the text is not a pointer. */
export function lfsPointerOid(text: string): string | undefined {
  return /^version https:\/\/git-lfs\.github\.com\/spec\/v1\noid sha256:([0-9a-f]{64})\nsize \d+\n/.exec(text)?.[1];
}

interface HeadEntry {
  mode: string;
  sha: string;
}

type Git = (args: string[], opts?: Omit<RunOptions, 'cwd'>) => Promise<string>;
type GitBytes = (args: string[], opts?: Omit<RunOptions, 'cwd'>) => Promise<Buffer>;

const MODE_NAMES: Readonly<Record<string, string>> = {
  '100644': 'file',
  '100755': 'executable',
  '120000': 'symlink',
  '160000': 'submodule',
};

/** How a path's type or mode changed in a commit ("symlink → file"), or undefined when it did not. */
export function modeChange(before: string | null, after: string | null): string | undefined {
  const name = (m: string): string => MODE_NAMES[m] ?? m;
  if (before === null || after === null) {
    const m = before ?? after;
    return m && m !== '100644' ? `${name(m)} ${after === null ? 'deleted' : 'added'}` : undefined;
  }
  return before === after ? undefined : `${name(before)} → ${name(after)}`;
}

const refuse = (why: string): GitError => new GitError('commit_refused', `refusing to commit: ${why}; nothing was committed or pushed`);

let lfsInstalled: Promise<boolean> | undefined;
/** Whether git-lfs is on PATH (asked once per process). */
export function hasGitLfs(): Promise<boolean> {
  // (git-lfs runs git itself: the trusted PATH of gitEnv, as for every git command.)
  lfsInstalled ??= new Promise((resolve) => execFile('git-lfs', ['version'], { env: gitEnv(process.env) }, (err) => resolve(!err)));
  return lfsInstalled;
}

/** `-c` settings that pin the filter named `name` for one hash: git-lfs's own commands, or none at all. */
function filterConfig(name: 'lfs', lfs: boolean): string[] {
  const set = (k: string, v: string): string[] => ['-c', `filter.${name}.${k}=${v}`];
  return lfs
    ? [
        ...set('clean', 'git-lfs clean -- %f'),
        ...set('smudge', 'git-lfs smudge -- %f'),
        ...set('process', 'git-lfs filter-process'),
        ...set('required', 'true'),
      ]
    : [...set('clean', ''), ...set('smudge', ''), ...set('process', ''), ...set('required', 'false')];
}

/** A repository path as a commit can hold it: relative, `/`-separated, no empty, `.`, `..` or `.git` part. */
function checkPath(path: string): void {
  const parts = path.split('/');
  if (path.includes('\0') || parts.some((p) => p === '' || p === '.' || p === '..' || p.toLowerCase() === '.git'))
    throw refuse(`${JSON.stringify(path)} is not a path a commit can hold`);
}

/** Every entry of `rev`'s tree, by path (names as git stores them, read raw with -z). */
async function treeEntries(gitBytes: GitBytes, rev: string): Promise<Map<string, HeadEntry>> {
  const out = await gitBytes(['ls-tree', '-r', '-z', '--full-tree', rev]);
  const entries = new Map<string, HeadEntry>();
  for (const record of out.toString('utf8').split('\0')) {
    const tab = record.indexOf('\t');
    if (tab < 0) continue;
    const [mode, , sha] = record.slice(0, tab).split(' ') as [string, string, string];
    entries.set(record.slice(tab + 1), { mode, sha });
  }
  return entries;
}

/** Builds the commit (objects only: no ref moves). Null when the changes change nothing. */
export async function buildCommit(git: Git, gitBytes: GitBytes, opts: BuildOptions): Promise<BuiltCommit | null> {
  const parent = (await git(['rev-parse', '--verify', 'HEAD^{commit}'])).trim();
  const head = await treeEntries(gitBytes, parent);
  const folders = new Set<string>();
  for (const p of head.keys()) for (let i = p.indexOf('/'); i > 0; i = p.indexOf('/', i + 1)) folders.add(p.slice(0, i));

  const changes = new Map<string, PathChange>();
  for (const c of opts.changes) {
    checkPath(c.path);
    changes.set(c.path, c);
  }
  const removed = new Set([...changes.values()].filter((c) => 'deleted' in c && head.has(c.path)).map((c) => c.path));
  const removes: string[] = [];
  const adds: { path: string; mode: string; sha: string }[] = [];
  const toHash: { path: string; bytes: Uint8Array; mode: FileMode; before: HeadEntry | undefined }[] = [];

  for (const c of changes.values()) {
    const before = head.get(c.path);
    if (before?.mode === '160000') throw refuse(`${c.path} is a submodule (a gitlink) in the repository, and agent-fix never changes one`);
    if ('deleted' in c) {
      if (before) removes.push(c.path);
      continue;
    }
    const parts = c.path.split('/');
    for (let i = 1; i < parts.length; i++) {
      const up = parts.slice(0, i).join('/');
      const entry = head.get(up);
      if (entry?.mode === '160000') throw refuse(`${c.path} is inside the submodule ${up}`);
      if (entry && !removed.has(up)) throw refuse(`${c.path} needs ${up} to be a folder, but the repository has a file there`);
    }
    if (folders.has(c.path) && [...head.keys()].some((p) => p.startsWith(`${c.path}/`) && !removed.has(p)))
      throw refuse(`${c.path} is a folder in the repository, not a file`);
    if ('blob' in c) {
      const was = before?.mode === '120000' ? '100644' : before?.mode;
      if (was && was !== c.mode) throw refuse(`${c.path} would change mode ${before!.mode} to ${c.mode}`);
      if (!before && c.mode !== '100644') throw refuse(`${c.path} would be a new executable file`);
      if (!(before?.sha === c.blob && before.mode === c.mode)) adds.push({ path: c.path, mode: c.mode, sha: c.blob });
      continue;
    }
    if (before?.mode === '120000' && !c.fresh)
      throw refuse(
        `${c.path} is a symbolic link in the repository, but a regular file was there when the agent wrote it (something replaced the link after checkout)`,
      );
    const mode: FileMode = before?.mode === '100755' ? '100755' : '100644';
    toHash.push({ path: c.path, bytes: c.bytes, mode, before });
  }

  const work = await mkdtemp(join(tmpdir(), 'agent-fix-index-'));
  // The parent's tree in an index of our own: whatever a check staged in the real index is not read.
  const env = { GIT_INDEX_FILE: join(work, 'index') };
  try {
    await git(['read-tree', parent], { env });
    // A new file .gitignore matches is committed all the same: the agent wrote it on purpose, and
    // the PR body and the commit message list what the Workspace recorded, so the commit holds
    // exactly that (one source of truth; `git add` would have left it out silently).
    const hashing = toHash;
    const filters = await filterAttributes(
      git,
      env,
      hashing.map((h) => h.path),
    );
    // git-lfs is asked only when a path is LFS-tracked (it starts git itself, at every commit otherwise).
    const lfs = hashing.some((h) => filters.get(h.path) === 'lfs') && (await hasGitLfs());
    const lfsObjects: string[] = [];
    for (const h of hashing) {
      const filter = filters.get(h.path) ?? 'unspecified';
      if (filter !== 'unspecified' && filter !== 'unset' && filter !== 'lfs')
        throw refuse(
          `${h.path} has filter=${filter} in .gitattributes, and agent-fix runs no filter driver but git-lfs's, so it cannot commit the file as git would`,
        );
      const pin = filter === 'lfs' ? filterConfig('lfs', lfs) : [];
      // --path: the repository's text/eol attributes apply as they would to `git add`; the bytes are ours.
      const sha = (await git([...pin, 'hash-object', '-w', '--stdin', `--path=${h.path}`], { env, input: h.bytes })).trim();
      if (!(h.before?.sha === sha && h.before.mode === h.mode)) {
        adds.push({ path: h.path, mode: h.mode, sha });
        const oid = filter === 'lfs' && lfs ? lfsPointerOid(await git(['cat-file', 'blob', sha])) : undefined;
        if (oid && !lfsObjects.includes(oid)) lfsObjects.push(oid);
      }
    }
    if (removes.length === 0 && adds.length === 0) return null;
    const none = '0'.repeat(parent.length);
    // Removals first, so a file may replace a folder the same commit removes. -z: names as they are.
    const info = [...removes.map((p) => `0 ${none}\t${p}\0`), ...adds.map((a) => `${a.mode} ${a.sha}\t${a.path}\0`)].join('');
    await git(['update-index', '-z', '--index-info'], { env, input: info });
    const tree = (await git(['write-tree'], { env })).trim();
    const message = await git(['stripspace'], { input: opts.message });
    const identity = {
      GIT_AUTHOR_NAME: opts.identity.name,
      GIT_AUTHOR_EMAIL: opts.identity.email,
      GIT_COMMITTER_NAME: opts.identity.name,
      GIT_COMMITTER_EMAIL: opts.identity.email,
    };
    const sha = (await git(['commit-tree', '--no-gpg-sign', tree, '-p', parent], { env: identity, input: message })).trim();
    if (opts.vet) opts.vet(await outgoingTexts(git, gitBytes, sha, parent));
    return { sha, parent, tree, lfsObjects };
  } finally {
    await rm(work, { recursive: true, force: true });
  }
}

/** The `filter` attribute of each path (`unspecified` when none). */
async function filterAttributes(git: Git, env: Record<string, string>, paths: readonly string[]): Promise<Map<string, string>> {
  const out = new Map<string, string>();
  if (paths.length === 0) return out;
  const fields = (await git(['check-attr', '-z', '--stdin', 'filter'], { env, input: paths.join('\0') })).split('\0');
  for (let i = 0; i + 2 < fields.length; i += 3) out.set(fields[i]!, fields[i + 2]!);
  return out;
}

/**
 * Every object `tip` brings that `exclude` does not have (what a push or the Git Data API sends),
 * read raw: the commit object (message and trailers included), the names in each new tree, the
 * bytes of each new blob. Nothing passes through git's quoted porcelain, which writes a non-ASCII
 * byte in a name as an octal escape whose digits would split a secret for the scan.
 */
export async function outgoingTexts(git: Git, gitBytes: GitBytes, tip: string, exclude?: string): Promise<OutgoingText[]> {
  const ids = (await git(['rev-list', '--objects', '--no-object-names', tip, ...(exclude ? ['--not', exclude] : [])]))
    .split('\n')
    .filter(Boolean);
  if (ids.length === 0) return [];
  const raw = await gitBytes(['cat-file', '--batch'], { input: `${ids.join('\n')}\n` });
  const objects: { sha: string; type: string; body: Buffer }[] = [];
  let at = 0;
  while (at < raw.length) {
    const eol = raw.indexOf(10, at);
    const [sha, type, size] = raw.subarray(at, eol).toString('latin1').split(' ') as [string, string, string | undefined];
    if (size === undefined) throw new GitError('command_failed', `git cat-file could not read object ${sha} (${type})`);
    const body = raw.subarray(eol + 1, eol + 1 + Number(size));
    objects.push({ sha, type, body });
    at = eol + 1 + Number(size) + 1;
  }
  const names = new Map<string, string>();
  const out: OutgoingText[] = [];
  const hashBytes = tip.length / 2;
  // File names, then contents, then the message (which lists the paths): a refusal names the first place.
  for (const o of objects) {
    if (o.type !== 'tree') continue;
    const entries: string[] = [];
    for (let i = 0; i < o.body.length;) {
      const space = o.body.indexOf(32, i);
      const nul = o.body.indexOf(0, space);
      const name = o.body.subarray(space + 1, nul).toString('utf8');
      names.set(o.body.subarray(nul + 1, nul + 1 + hashBytes).toString('hex'), name);
      entries.push(name);
      i = nul + 1 + hashBytes;
    }
    out.push({ what: 'the file names', text: entries.join('\n') });
  }
  for (const o of objects) if (o.type === 'blob') out.push({ what: names.get(o.sha) ?? 'a file', text: o.body.toString('utf8') });
  for (const o of objects) if (o.type === 'commit') out.push({ what: 'the commit message', text: o.body.toString('utf8') });
  return out;
}
