// Lists and searches the workspace's files the way a developer sees them: .gitignore respected,
// .git/ never shown. Read-only; confinement is by construction (we only walk below the root).
import { execFile } from 'node:child_process';
import { readFile, readdir, stat } from 'node:fs/promises';
import { join, posix, relative, sep } from 'node:path';
import { promisify } from 'node:util';
import ignore from 'ignore';
import { decodeBytes, splitLines } from '../edit/text.js';

const run = promisify(execFile);

/** All files below `root` that git would not ignore, as sorted POSIX paths. */
export async function listAllFiles(root: string): Promise<string[]> {
  try {
    const { stdout } = await run('git', ['-C', root, 'ls-files', '-z', '--cached', '--others', '--exclude-standard'], {
      maxBuffer: 64 * 1024 * 1024,
    });
    const files = stdout.split('\0').filter(Boolean);
    // ls-files also lists deleted-but-tracked files; keep only what exists now.
    const present = await Promise.all(files.map(async (f) => ((await isFile(join(root, f))) ? f : null)));
    return present.filter((f): f is string => f !== null).sort();
  } catch {
    return walk(root);
  }
}

async function isFile(p: string): Promise<boolean> {
  try {
    return (await stat(p)).isFile();
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

const MAX_SEARCH_BYTES = 1024 * 1024;

/** Literal or regex search over the listed files; binary and oversized files are skipped. */
export async function searchFiles(
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
      bytes = await readFile(join(root, path));
    } catch {
      continue;
    }
    if (bytes.length > MAX_SEARCH_BYTES) continue;
    const decoded = decodeBytes(bytes);
    if (!decoded.ok) continue;
    filesSearched++;
    const { lines } = splitLines(decoded.text);
    for (let i = 0; i < lines.length; i++) {
      const line = lines[i] ?? '';
      if (!matcher(line)) continue;
      if (hits.length >= maxHits) return { hits, filesSearched, truncated: true };
      hits.push({ path, line: i + 1, text: line.length > 300 ? `${line.slice(0, 300)}…` : line });
    }
  }
  return { hits, filesSearched, truncated: false };
}
