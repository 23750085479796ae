// The listing and search as they were before issue 17 (commit b368fbc), kept verbatim as the
// oracle of the equivalence tests: the new implementation must list and find exactly what this did.
// Only the import path changed. Do not "fix" it: its behaviour is the reference.
// Lists and searches the workspace's files the way a developer sees them: .gitignore respected,
// .git/ never shown. Read-only; confinement is by construction (we only walk below the root).
import { execFile } from 'node:child_process';
import { lstat, readFile, readdir, realpath, stat } from 'node:fs/promises';
import { join, posix, relative, sep } from 'node:path';
import { promisify } from 'node:util';
import { Worker } from 'node:worker_threads';
import ignore from 'ignore';
import { decodeBytes, splitLines } from '../../src/edit/text.js';

const run = promisify(execFile);

/** All files below `root` that git would not ignore, as sorted POSIX paths. */
export async function listAllFiles(root: string): Promise<string[]> {
  try {
    const { stdout } = await run('git', ['-C', root, 'ls-files', '-z', '--cached', '--others', '--exclude-standard'], {
      maxBuffer: 64 * 1024 * 1024,
    });
    const files = stdout.split('\0').filter(Boolean);
    // ls-files also lists deleted-but-tracked files; keep only what exists now.
    const realRoot = await realpath(root);
    const present = await Promise.all(files.map(async (f) => ((await isPlainFile(realRoot, f)) ? f : null)));
    return present.filter((f): f is string => f !== null).sort();
  } catch {
    return walk(root);
  }
}

/**
 * Only regular files inside the tree: a symbolic link (even a committed one) may point out of the
 * workspace or into .git/, so listing and search never follow one (read_file confines links itself).
 */
async function isPlainFile(root: string, rel: string): Promise<boolean> {
  if (rel.split('/').some((seg) => seg.toLowerCase() === '.git')) return false;
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

export interface SearchHit {
  path: string;
  line: number;
  text: string;
}

export interface SearchResult {
  hits: SearchHit[];
  filesSearched: number;
  truncated: boolean;
}

export interface SearchQuery {
  pattern: string;
  regex: boolean;
  caseSensitive: boolean;
}

const MAX_SEARCH_BYTES = 1024 * 1024;
const MAX_LINE_CHARS = 4000;

/**
 * Literal or regex search over the listed files; binary and oversized files are skipped. A regex
 * runs in a worker thread that is terminated after `timeoutMs`: a model-written pattern with
 * catastrophic backtracking must not freeze the run (limits and SIGTERM handling live on this thread).
 */
export async function searchFiles(
  root: string,
  files: readonly string[],
  query: SearchQuery,
  maxHits: number,
  timeoutMs = 10_000,
): Promise<SearchResult | { error: string }> {
  if (query.regex) {
    try {
      new RegExp(query.pattern, query.caseSensitive ? '' : 'i');
    } catch (err) {
      return { error: `invalid regular expression: ${(err as Error).message}` };
    }
    return runInWorker(root, files, query, maxHits, timeoutMs);
  }
  const needle = query.caseSensitive ? query.pattern : query.pattern.toLowerCase();
  return searchSync(root, files, (l) => (query.caseSensitive ? l : l.toLowerCase()).includes(needle), maxHits);
}

async function searchSync(
  root: string,
  files: readonly string[],
  matcher: (line: string) => boolean,
  maxHits: number,
): Promise<SearchResult> {
  const hits: SearchHit[] = [];
  let filesSearched = 0;
  for (const path of files) {
    let bytes: Buffer;
    try {
      if ((await stat(join(root, path))).size > MAX_SEARCH_BYTES) continue;
      bytes = await readFile(join(root, path));
    } catch {
      continue;
    }
    const decoded = decodeBytes(bytes);
    if (!decoded.ok) continue;
    filesSearched++;
    const { lines } = splitLines(decoded.text);
    for (let i = 0; i < lines.length; i++) {
      const line = (lines[i] ?? '').slice(0, MAX_LINE_CHARS);
      if (!matcher(line)) continue;
      if (hits.length >= maxHits) return { hits, filesSearched, truncated: true };
      hits.push({ path, line: i + 1, text: line.length > 300 ? `${line.slice(0, 300)}…` : line });
    }
  }
  return { hits, filesSearched, truncated: false };
}

// Plain JS for the worker (eval'd, so it also works inside the single-file bundle).
const WORKER_SOURCE = `
const { parentPort, workerData } = require('node:worker_threads');
const { readFileSync, statSync } = require('node:fs');
const { join } = require('node:path');
const { root, files, pattern, flags, maxHits, maxBytes, maxLine } = workerData;
const re = new RegExp(pattern, flags);
const hits = [];
let filesSearched = 0;
let truncated = false;
outer: for (const path of files) {
  let buf;
  try { if (statSync(join(root, path)).size > maxBytes) continue; buf = readFileSync(join(root, path)); } catch { continue; }
  if (buf.subarray(0, 8192).includes(0)) continue;
  let text;
  try { text = new TextDecoder('utf-8', { fatal: true }).decode(buf); } catch { continue; }
  filesSearched++;
  const lines = text.split('\\n');
  if (lines.length > 0 && lines[lines.length - 1] === '') lines.pop();
  for (let i = 0; i < lines.length; i++) {
    let line = lines[i];
    if (line.endsWith('\\r')) line = line.slice(0, -1);
    // (The old code also stripped a second BOM here; since W1 it is text of line 1, as decodeBytes reads it.)
    line = line.slice(0, maxLine);
    if (!re.test(line)) continue;
    if (hits.length >= maxHits) { truncated = true; break outer; }
    hits.push({ path, line: i + 1, text: line.length > 300 ? line.slice(0, 300) + '…' : line });
  }
}
parentPort.postMessage({ hits, filesSearched, truncated });
`;

function runInWorker(
  root: string,
  files: readonly string[],
  query: SearchQuery,
  maxHits: number,
  timeoutMs: number,
): Promise<SearchResult | { error: string }> {
  return new Promise((resolve) => {
    const worker = new Worker(WORKER_SOURCE, {
      eval: true,
      workerData: {
        root,
        files,
        pattern: query.pattern,
        flags: query.caseSensitive ? '' : 'i',
        maxHits,
        maxBytes: MAX_SEARCH_BYTES,
        maxLine: MAX_LINE_CHARS,
      },
    });
    const timer = setTimeout(() => {
      void worker.terminate();
      resolve({
        error: `the search took longer than ${(timeoutMs / 1000).toFixed(1)} s (a regular expression with catastrophic backtracking?)`,
      });
    }, timeoutMs);
    worker.once('message', (m: SearchResult) => {
      clearTimeout(timer);
      void worker.terminate();
      resolve(m);
    });
    worker.once('error', (err) => {
      clearTimeout(timer);
      resolve({ error: `search failed: ${err.message}` });
    });
  });
}
