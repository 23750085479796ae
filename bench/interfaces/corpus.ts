// The benchmark corpus: real source files that exist after `npm ci` and on a Debian/Ubuntu
// machine, read in place (never copied into the repo). A manifest (path, sha256, lines) is
// written with the results so a figure can be traced to the exact bytes it came from.
import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { decodeBytes, revisionOf, splitLines } from '../../src/edit/index.js';
import { langOfPath, type LangId } from './grammar.js';
import { readZipEntries } from './zip-reader.js';

export interface CorpusFile {
  /** Logical path used in calls and snapshots, e.g. "py/argparse.py". */
  path: string;
  /** Where the bytes were read: an absolute path, or "archive.zip!entry". */
  source: string;
  language: LangId;
  text: string;
  sha256: string;
  revision: string;
  lines: number;
}

export interface ManifestEntry {
  path: string;
  source: string;
  language: LangId;
  sha256: string;
  lines: number;
}

export interface Corpus {
  files: CorpusFile[];
  /** How the corpus was found (fallbacks, missing languages). */
  notes: string[];
}

export interface CorpusOptions {
  /** At most this many files per language (evenly spread over the sorted candidates). */
  perLanguage: number;
}

const MIN_LINES = 150;
const MAX_LINES = 6000;
const repoRoot = resolve(dirname(fileURLToPath(import.meta.url)), '..', '..');

// Pinned by package-lock.json, so `npm ci` reproduces these bytes.
const NODE_MODULES_TS = [
  'zod/src/v4/core/schemas.ts',
  'zod/src/v4/core/checks.ts',
  'zod/src/v4/core/util.ts',
  'zod/src/v4/core/api.ts',
  'zod/src/v4/classic/schemas.ts',
  'zod/src/v4/mini/schemas.ts',
  'zod/src/v3/types.ts',
  'openai/src/client.ts',
  'openai/src/lib/ChatCompletionStream.ts',
  'openai/src/resources/beta/assistants.ts',
  'typescript/lib/lib.es5.d.ts',
  'ajv/lib/compile/index.ts',
];
const NODE_MODULES_JS = [
  'eslint/lib/linter/linter.js',
  'eslint/lib/rule-tester/rule-tester.js',
  'eslint/lib/languages/js/source-code/source-code.js',
  'eslint/lib/rules/indent.js',
  'eslint/lib/rules/no-unused-vars.js',
  'eslint/lib/linter/code-path-analysis/code-path-state.js',
  'eslint/lib/eslint/eslint.js',
  'espree/dist/espree.cjs',
];
const JAVA_ENTRIES = [
  'ArrayList',
  'HashMap',
  'LinkedList',
  'ArrayDeque',
  'TreeMap',
  'Optional',
  'PriorityQueue',
  'BitSet',
  'StringJoiner',
  'Objects',
  'Scanner',
  'Vector',
].map((c) => `java.base/java/util/${c}.java`);

function sha256(bytes: Uint8Array): string {
  return createHash('sha256').update(bytes).digest('hex');
}

function toFile(path: string, source: string, bytes: Uint8Array): CorpusFile | null {
  const language = langOfPath(path);
  if (!language) return null;
  const decoded = decodeBytes(bytes);
  // CRLF or BOM files would make search/replace texts differ from what a model sees; skip them.
  if (!decoded.ok || decoded.bom || decoded.text.includes('\r')) return null;
  const lines = splitLines(decoded.text).lines.length;
  if (lines < MIN_LINES || lines > MAX_LINES) return null;
  return { path, source, language, text: decoded.text, sha256: sha256(bytes), revision: revisionOf(bytes), lines };
}

/** Evenly spaced picks from a sorted list, so the choice does not depend on the seed. */
function spread<T>(items: readonly T[], n: number): T[] {
  if (items.length <= n) return [...items];
  const out: T[] = [];
  for (let i = 0; i < n; i++) out.push(items[Math.floor((i * items.length) / n)] as T);
  return out;
}

function pythonRoots(): { roots: string[]; note: string } {
  const system = existsSync('/usr/lib')
    ? readdirSync('/usr/lib')
        .filter((d) => /^python3\.\d+$/.test(d))
        .map((d) => join('/usr/lib', d))
    : [];
  const usable = system.filter((d) => existsSync(join(d, 'argparse.py')));
  const byVersion = (a: string, b: string) => Number(b.split('.').pop()) - Number(a.split('.').pop());
  if (usable.length > 0) {
    const root = usable.sort(byVersion)[0] as string;
    return { roots: [root], note: `Python stdlib from ${root}` };
  }
  const pyenv = join(process.env.HOME ?? '/root', '.pyenv', 'versions');
  if (existsSync(pyenv)) {
    for (const v of readdirSync(pyenv).sort().reverse()) {
      const lib = join(pyenv, v, 'lib');
      if (!existsSync(lib)) continue;
      const dir = readdirSync(lib).find((d) => /^python3\.\d+$/.test(d));
      if (dir && existsSync(join(lib, dir, 'argparse.py'))) {
        return { roots: [join(lib, dir)], note: `Python stdlib: /usr/lib/python3.* not found, fell back to ${join(lib, dir)}` };
      }
    }
  }
  return { roots: [], note: 'Python stdlib not found: no Python files in the corpus' };
}

function pythonFiles(perLanguage: number): { files: CorpusFile[]; note: string } {
  const { roots, note } = pythonRoots();
  const root = roots[0];
  if (!root) return { files: [], note };
  const candidates: CorpusFile[] = [];
  for (const name of readdirSync(root)
    .filter((n) => n.endsWith('.py'))
    .sort()) {
    const abs = join(root, name);
    if (!statSync(abs).isFile()) continue;
    const f = toFile(`py/${name}`, abs, readFileSync(abs));
    if (f && f.lines >= 300 && f.lines <= 4000) candidates.push(f);
  }
  return { files: spread(candidates, perLanguage), note };
}

function nodeModulesFiles(list: readonly string[], prefix: string, perLanguage: number): CorpusFile[] {
  const out: CorpusFile[] = [];
  for (const rel of list) {
    const abs = join(repoRoot, 'node_modules', rel);
    if (!existsSync(abs)) continue;
    const f = toFile(`${prefix}/${rel}`, abs, readFileSync(abs));
    if (f) out.push(f);
  }
  return spread(out, perLanguage);
}

function goFiles(perLanguage: number): CorpusFile[] {
  const dirs = ['/usr/share/doc/git/contrib/persistent-https', '/usr/lib/go/src/net/http', '/usr/local/go/src/net/http'];
  const out: CorpusFile[] = [];
  for (const dir of dirs) {
    if (!existsSync(dir)) continue;
    for (const name of readdirSync(dir)
      .filter((n) => n.endsWith('.go') && !n.endsWith('_test.go'))
      .sort()) {
      const abs = join(dir, name);
      const bytes = readFileSync(abs);
      const language = langOfPath(abs);
      const decoded = decodeBytes(bytes);
      if (!language || !decoded.ok || decoded.text.includes('\r')) continue;
      // Go files found on Debian are small; accept them from 60 lines so moves across files exist.
      const lines = splitLines(decoded.text).lines.length;
      if (lines < 60 || lines > MAX_LINES) continue;
      out.push({
        path: `go/${name}`,
        source: abs,
        language,
        text: decoded.text,
        sha256: sha256(bytes),
        revision: revisionOf(bytes),
        lines,
      });
    }
    if (out.length > 0) break;
  }
  return spread(out, perLanguage);
}

function javaFiles(perLanguage: number): { files: CorpusFile[]; note: string } {
  const jvm = '/usr/lib/jvm';
  if (!existsSync(jvm)) return { files: [], note: 'no JDK found: no Java files' };
  for (const d of readdirSync(jvm).sort()) {
    const zip = join(jvm, d, 'lib', 'src.zip');
    if (!existsSync(zip)) continue; // also skips dangling symlinks
    try {
      const entries = readZipEntries(zip, JAVA_ENTRIES);
      const files: CorpusFile[] = [];
      for (const name of JAVA_ENTRIES) {
        const bytes = entries.get(name);
        if (!bytes) continue;
        const f = toFile(`java/${name.split('/').pop() ?? name}`, `${zip}!${name}`, bytes);
        if (f) files.push(f);
      }
      if (files.length > 0) return { files: spread(files, perLanguage), note: `Java sources read in place from ${zip}` };
    } catch {
      continue;
    }
  }
  return { files: [], note: 'no readable JDK src.zip: no Java files' };
}

function rustFiles(perLanguage: number): CorpusFile[] {
  const toolchains = join(process.env.HOME ?? '/root', '.rustup', 'toolchains');
  if (!existsSync(toolchains)) return [];
  const rels = ['core/src/option.rs', 'core/src/result.rs', 'alloc/src/vec/mod.rs', 'std/src/path.rs', 'core/src/str/mod.rs'];
  for (const t of readdirSync(toolchains).sort()) {
    const lib = join(toolchains, t, 'lib', 'rustlib', 'src', 'rust', 'library');
    if (!existsSync(lib)) continue;
    const out: CorpusFile[] = [];
    for (const rel of rels) {
      const abs = join(lib, rel);
      if (!existsSync(abs)) continue;
      const f = toFile(`rs/${rel}`, abs, readFileSync(abs));
      if (f) out.push(f);
    }
    if (out.length > 0) return spread(out, perLanguage);
  }
  return [];
}

export function loadCorpus(opts: CorpusOptions): Corpus {
  const notes: string[] = [];
  const py = pythonFiles(opts.perLanguage);
  notes.push(py.note);
  const ts = nodeModulesFiles(NODE_MODULES_TS, 'ts', opts.perLanguage);
  const js = nodeModulesFiles(NODE_MODULES_JS, 'js', opts.perLanguage);
  const go = goFiles(opts.perLanguage);
  notes.push(go.length > 0 ? `Go sources from ${dirname(go[0]?.source ?? '')}` : 'no Go sources found');
  const java = javaFiles(opts.perLanguage);
  notes.push(java.note);
  const rust = rustFiles(opts.perLanguage);
  notes.push(
    rust.length > 0
      ? `Rust sources from the rust-src component (${rust.length} files)`
      : 'no Rust sources found (rust-src component absent)',
  );
  return { files: [...py.files, ...ts, ...js, ...go, ...java.files, ...rust], notes };
}

export function manifestOf(corpus: Corpus): ManifestEntry[] {
  return corpus.files.map((f) => ({ path: f.path, source: f.source, language: f.language, sha256: f.sha256, lines: f.lines }));
}
