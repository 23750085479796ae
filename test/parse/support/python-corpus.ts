// The CPython agreement corpus: this machine's Python standard library, judged by CPython's own
// parser (ast.parse, one python3 process per batch) and by the tree-sitter parse check.
import { execFileSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';

export interface PyVerdict {
  ok: boolean;
  line: number | null;
  kind: string | null;
}

const VERDICT_SCRIPT = join(dirname(fileURLToPath(import.meta.url)), 'python_verdicts.py');
const MAX_BYTES = 400_000;

/** python3 on PATH, with its minor version, or null when there is none. */
export function findPython(): { exe: string; minor: string; stdlib: string } | null {
  try {
    const out = execFileSync(
      'python3',
      ['-c', 'import sys,sysconfig;print(f"{sys.version_info[1]}\\n" + sysconfig.get_paths()["stdlib"])'],
      {
        encoding: 'utf8',
      },
    );
    const [minor, stdlib] = out.trim().split('\n');
    return minor && stdlib ? { exe: 'python3', minor, stdlib } : null;
  } catch {
    return null;
  }
}

/** The system's stdlib of the same minor version (/usr/lib/python3.N), else python3's own. */
export function corpusRoot(py: { minor: string; stdlib: string }): string {
  const system = `/usr/lib/python3.${py.minor}`;
  return existsSync(system) ? system : py.stdlib;
}

function walk(dir: string, out: string[]): void {
  for (const name of readdirSync(dir).sort()) {
    if (name === '__pycache__' || name === 'site-packages' || name === 'dist-packages') continue;
    const full = join(dir, name);
    const st = statSync(full, { throwIfNoEntry: false });
    if (!st) continue;
    if (st.isDirectory()) walk(full, out);
    else if (name.endsWith('.py') && st.size <= MAX_BYTES) out.push(full);
  }
}

/** Deterministic PRNG (mulberry32) so samples and deleted lines are reproducible. */
export function rng(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

export interface CorpusFile {
  /** Path relative to the corpus root. */
  name: string;
  text: string;
}

/** Up to `max` UTF-8 .py files under root, a seeded sample when there are more. */
export function loadCorpus(root: string, max: number, seed: number): CorpusFile[] {
  const paths: string[] = [];
  walk(root, paths);
  const random = rng(seed);
  for (let i = paths.length - 1; i > 0; i--) {
    const j = Math.floor(random() * (i + 1));
    [paths[i], paths[j]] = [paths[j] as string, paths[i] as string];
  }
  const files: CorpusFile[] = [];
  const decoder = new TextDecoder('utf-8', { fatal: true });
  for (const p of paths) {
    if (files.length >= max) break;
    try {
      files.push({ name: relative(root, p), text: decoder.decode(readFileSync(p)) });
    } catch {
      // not UTF-8 (a few legacy test files): the parse check only ever sees decoded text
    }
  }
  return files.sort((a, b) => a.name.localeCompare(b.name));
}

/** CPython verdicts for many sources in one python3 process. */
export function pythonVerdicts(exe: string, texts: readonly string[]): PyVerdict[] {
  const out = execFileSync(exe, [VERDICT_SCRIPT], { input: JSON.stringify(texts), encoding: 'utf8', maxBuffer: 64 << 20 });
  return JSON.parse(out) as PyVerdict[];
}

/** The text with one non-blank line (chosen by `random`) deleted, and that line's 1-based number. */
export function deleteOneLine(text: string, random: () => number): { text: string; line: number } {
  const lines = text.split('\n');
  const candidates = lines.flatMap((l, i) => (l.trim() === '' ? [] : [i]));
  const at = candidates[Math.floor(random() * candidates.length)] ?? 0;
  lines.splice(at, 1);
  return { text: lines.join('\n'), line: at + 1 };
}
