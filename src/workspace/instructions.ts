// The repository's own instructions for coding agents (AGENTS.md and its kin), read once at the
// start of a run from a git commit (the base commit: the agent may edit AGENTS.md during the run,
// and a follow-up run checks out a pull request's head), or, outside git, from the files as they
// are at the start. Confined like every path: no absolute paths, no `..`, nothing in .git, no
// symbolic links (in a commit a link is a blob of mode 120000, and tree paths never pass through one).
import { execFile } from 'node:child_process';
import { lstat, readFile, realpath } from 'node:fs/promises';
import { join, posix } from 'node:path';
import { promisify } from 'node:util';
import { gitEnv, safeGitArgs } from '../sandbox/index.js';
import { normalisePath } from './paths.js';

const exec = promisify(execFile);

/** The default precedence: the first of these that exists at the root is used. */
export const DEFAULT_INSTRUCTION_FILES = ['AGENTS.md', 'CLAUDE.md', '.github/copilot-instructions.md'];
/** Files nearer to the code: offered when the agent first reads or edits under their folder. */
export const NESTED_INSTRUCTION_FILE = 'AGENTS.md';
/** Each file is cut here (and the agent is told so). */
export const MAX_INSTRUCTION_BYTES = 16 * 1024;
const MAX_NESTED = 200;

export interface InstructionFile {
  path: string;
  /** The file's full size in bytes. */
  bytes: number;
  /** At most MAX_INSTRUCTION_BYTES of it, cut at a character boundary. */
  text: string;
  truncated: boolean;
}

export interface Instructions {
  /** The root file used (the first of the list that exists), if any. */
  root: InstructionFile | null;
  /** Nested AGENTS.md files by folder (e.g. "src/api"). */
  nested: Map<string, InstructionFile>;
  /** Paths of the nested files already given to the model (each is offered once). */
  offered: Set<string>;
}

export interface LoadOptions {
  /** Names to look for at the root, in order; empty: none. */
  files: readonly string[];
  /** Read from this commit's objects; absent: from the working tree as it is now. */
  commit?: string;
}

export async function loadInstructions(root: string, opts: LoadOptions): Promise<Instructions> {
  const source = opts.commit ? gitSource(root, opts.commit) : treeSource(root);
  let found: InstructionFile | null = null;
  for (const name of opts.files) {
    const norm = normalisePath(name);
    if (!norm.ok || norm.rel.split('/').some((s) => s.toLowerCase() === '.git')) continue;
    found = await source.read(norm.rel);
    if (found) break;
  }
  const nested = new Map<string, InstructionFile>();
  if (opts.files.length > 0) {
    for (const path of (await source.listNested()).slice(0, MAX_NESTED)) {
      const dir = posix.dirname(path);
      if (dir === '.' || path === found?.path) continue;
      const file = await source.read(path);
      if (file) nested.set(dir, file);
    }
  }
  return { root: found, nested, offered: new Set() };
}

interface Source {
  /** The file, or null when it is not there or not a regular file (a link is never followed). */
  read(rel: string): Promise<InstructionFile | null>;
  /** Every nested AGENTS.md path. */
  listNested(): Promise<string[]>;
}

const gitIn = (root: string, args: string[], encoding: 'utf8' | 'buffer' = 'utf8') =>
  exec('git', safeGitArgs(args), { cwd: root, env: gitEnv(process.env), maxBuffer: 64 * 1024 * 1024, encoding });

/**
 * A regular file's bytes at `commit` (git objects, not the working tree, which the run may change), or
 * null when it is not there. Mode 100644/100755 only: 120000 is a symbolic link, 160000 a submodule.
 */
export async function readCommitFile(root: string, commit: string, rel: string): Promise<Buffer | null> {
  const listed = await gitIn(root, ['ls-tree', '-z', commit, '--', rel]).catch(() => ({ stdout: '' }));
  const entry = String(listed.stdout).split('\0')[0] ?? '';
  const m = /^(100644|100755) blob ([0-9a-f]+)\t(.*)$/.exec(entry);
  if (!m || m[3] !== rel) return null;
  const { stdout } = await gitIn(root, ['cat-file', 'blob', m[2]!], 'buffer');
  return stdout as unknown as Buffer;
}

function gitSource(root: string, commit: string): Source {
  return {
    async read(rel) {
      const bytes = await readCommitFile(root, commit, rel);
      return bytes ? file(rel, bytes) : null;
    },
    async listNested() {
      const { stdout } = await gitIn(root, ['ls-tree', '-r', '-z', '--name-only', commit]).catch(() => ({ stdout: '' }));
      return String(stdout)
        .split('\0')
        .filter((p) => posix.basename(p) === NESTED_INSTRUCTION_FILE && p.includes('/'));
    },
  };
}

function treeSource(root: string): Source {
  return {
    async read(rel) {
      const abs = join(root, rel);
      // Every folder on the way and the file itself must be real: a link is never followed.
      const parts = rel.split('/');
      for (let i = 1; i <= parts.length; i++) {
        const info = await lstat(join(root, ...parts.slice(0, i))).catch(() => null);
        if (!info || info.isSymbolicLink() || (i < parts.length ? !info.isDirectory() : !info.isFile())) return null;
      }
      return file(rel, await readFile(abs));
    },
    listNested() {
      return Promise.resolve([]); // Outside git only the root file is read (no listing of an untracked tree).
    },
  };
}

function file(path: string, bytes: Buffer): InstructionFile {
  const truncated = bytes.length > MAX_INSTRUCTION_BYTES;
  // Cut at a character boundary: drop a partial UTF-8 sequence at the end.
  let text = bytes.subarray(0, MAX_INSTRUCTION_BYTES).toString('utf8');
  if (truncated) text = text.replace(/\uFFFD$/, '');
  return { path, bytes: bytes.length, text, truncated };
}

/** The folders of `path` from the root down, e.g. "src/api/x.ts" -> ["src", "src/api"]. */
export function foldersOf(path: string): string[] {
  const parts = path.split('/').slice(0, -1);
  return parts.map((_, i) => parts.slice(0, i + 1).join('/'));
}

/** The commit checked out when `root` is the top of a git checkout; undefined otherwise. */
export async function headCommit(root: string): Promise<string | undefined> {
  const git = (args: string[]) => gitIn(root, args);
  try {
    const [top, real] = await Promise.all([git(['rev-parse', '--show-toplevel']), realpath(root)]);
    // A folder inside someone else's checkout is not a checkout of its own: read its files instead.
    if (String(top.stdout).trim() !== real) return undefined;
    const { stdout } = await git(['rev-parse', '--verify', '-q', 'HEAD^{commit}']);
    return String(stdout).trim() || undefined;
  } catch {
    return undefined;
  }
}
