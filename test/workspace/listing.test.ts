// The listing and search of issue #15 must list and find exactly what the implementation before it
// did (kept as the oracle in listing-oracle.ts), on trees with every case the safety rules are
// about: .gitignore (nested, negated), links in and out of the tree, into .git, committed links,
// deleted and type-changed tracked files, a tracked folder replaced by a link, index flags
// (assume-unchanged, skip-worktree), a gitlink, a nested repository, binary, non-UTF-8 and huge files.
import { execFileSync } from 'node:child_process';
import { mkdirSync, renameSync, rmSync, symlinkSync, unlinkSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { listAllFiles } from '../../src/workspace/listing.js';
import { searchFiles, type SearchQuery } from '../../src/workspace/search.js';
import { listAllFiles as oracleList, searchFiles as oracleSearch } from './listing-oracle.js';
import { makeTree, removeTree } from './tree.js';

const git = (root: string, ...args: string[]): void => void execFileSync('git', args, { cwd: root, stdio: 'ignore' });

const huge = `${'needle in a huge file\n'.repeat(60_000)}`; // ~1.3 MB: over the 1 MiB search limit
const long = `${'x'.repeat(3990)}needle-at-3990 ${'y'.repeat(100)} needle-past-4000\n`;

const CONTENT: Record<string, string | Uint8Array> = {
  '.gitignore': 'build/\n*.log\n!keep.log\n',
  'src/a.ts': 'export const needle = 1;\nconst other = 2;\n',
  'src/b.ts': 'const NEEDLE = 2;\nreturn needle;\n',
  'src/deep/c.py': 'def parse_args(argv):\n    return argv  # needle\n',
  'sub/.gitignore': 'local.txt\n',
  'sub/local.txt': 'needle ignored by a nested .gitignore\n',
  'sub/deeper/x.txt': 'needle untracked in a subfolder\n',
  'build/out.js': 'needle\n',
  'debug.log': 'needle\n',
  'keep.log': 'needle kept by a negated pattern\n',
  'node_modules/dep/index.js': 'needle in node_modules (not gitignored here)\n',
  'bin.dat': new Uint8Array([0x6e, 0x65, 0x65, 0x64, 0x6c, 0x65, 0, 1, 2]),
  'late-nul.txt': `${'needle\n'.repeat(1300)}\0`, // the NUL is after the first 8 KiB: still text
  'latin1.txt': new Uint8Array([0x6e, 0x65, 0x65, 0x64, 0x6c, 0x65, 0x20, 0xe9, 0x0a]),
  'huge.txt': huge,
  'long.txt': long,
  'bom.txt': new Uint8Array([0xef, 0xbb, 0xbf, ...new TextEncoder().encode('needle after a BOM\n')]),
  'bom2.txt': new Uint8Array([0xef, 0xbb, 0xbf, 0xef, 0xbb, 0xbf, ...new TextEncoder().encode('needle after two BOMs\n')]),
  'crlf.txt': 'first\r\nneedle in CRLF\r\nlast\r\n',
  'empty.txt': '',
  'greek.txt': 'ΟΔΟΣ ΣΟΦΟΣ\nodos\nΣ\n',
  // Cut at 4,000 characters, the line ends in a final sigma (ς) that the whole file has as σ.
  'sigma-edge.txt': `${'x'.repeat(3998)}ΟΣΑ\n`,
  'unicode.txt': 'İstanbul\nKelvin 273\nstraße STRASSE ẞ\n',
  'ü.txt': 'needle ü\n',
  '\uE000.txt': 'needle private use\n',
  '😀.txt': 'needle emoji\n',
  'tab\tname.txt': 'needle tab\n',
  'a b.txt': 'needle space\n',
  '.GIT/x.txt': 'needle in an upper-case .GIT folder\n',
  'deleted.txt': 'needle deleted\n',
  'typechanged.txt': 'needle typechanged\n',
  'tc-in.txt': 'needle tc-in\n',
  'moved/f.txt': 'needle moved\n',
  'gone/f.txt': 'needle gone\n',
  'dirrep.txt': 'needle dirrep\n',
  'assume.txt': 'needle assume\n',
  'skip.txt': 'needle skip\n',
  'skip2.txt': 'needle skip2\n',
  'vendor/sub/inner.txt': 'needle in a gitlink folder\n',
};
const UNTRACKED = ['src/b.ts', 'sub/deeper/x.txt', 'keep.log', '.GIT/x.txt', 'a b.txt'];

let root = '';
let outside = '';

/** The tree above, then every change that makes index and disk disagree. */
function buildRepo(): void {
  outside = makeTree({ 'secret.txt': 'needle outside\n', 'gone-target/f.txt': 'needle outside folder\n' });
  root = makeTree(CONTENT);
  git(root, 'init', '-q');
  const tracked = Object.keys(CONTENT).filter((p) => !UNTRACKED.includes(p) && !p.startsWith('vendor/'));
  git(root, 'add', '-f', '--', ...tracked.filter((p) => !['build/out.js', 'debug.log', 'sub/local.txt'].includes(p)));
  // A committed link that is still a link, and one that became a regular file.
  symlinkSync('src/a.ts', join(root, 'link-committed'));
  symlinkSync('src/a.ts', join(root, 'link-now-file'));
  git(root, 'add', 'link-committed', 'link-now-file');
  unlinkSync(join(root, 'link-now-file'));
  writeFileSync(join(root, 'link-now-file'), 'needle link-now-file\n');
  // Untracked links: in, out (file and folder), into .git.
  symlinkSync('src/a.ts', join(root, 'link-in'));
  symlinkSync(join(outside, 'secret.txt'), join(root, 'out-file'));
  symlinkSync(outside, join(root, 'out-dir'));
  symlinkSync(join(root, '.git', 'config'), join(root, 'cfg'));
  // Tracked files deleted or changed into links, folders replaced by links (in and out).
  unlinkSync(join(root, 'deleted.txt'));
  unlinkSync(join(root, 'typechanged.txt'));
  symlinkSync(join(outside, 'secret.txt'), join(root, 'typechanged.txt'));
  unlinkSync(join(root, 'tc-in.txt'));
  symlinkSync('src/a.ts', join(root, 'tc-in.txt'));
  renameSync(join(root, 'moved'), join(root, 'moved2'));
  symlinkSync('moved2', join(root, 'moved'));
  rmSync(join(root, 'gone'), { recursive: true });
  symlinkSync(join(outside, 'gone-target'), join(root, 'gone'));
  unlinkSync(join(root, 'dirrep.txt'));
  mkdirSync(join(root, 'dirrep.txt'));
  writeFileSync(join(root, 'dirrep.txt', 'f.txt'), 'needle in a folder that was a file\n');
  // Index flags: git stops looking at these entries; the listing must not.
  git(root, 'update-index', '--assume-unchanged', 'assume.txt');
  unlinkSync(join(root, 'assume.txt'));
  symlinkSync(join(outside, 'secret.txt'), join(root, 'assume.txt'));
  git(root, 'update-index', '--skip-worktree', 'skip.txt', 'skip2.txt');
  unlinkSync(join(root, 'skip.txt'));
  writeFileSync(join(root, 'skip2.txt'), 'needle skip2 changed\n');
  // A gitlink (submodule entry) with a checked-out folder, and an untracked nested repository.
  git(root, 'update-index', '--add', '--cacheinfo', `160000,${'1'.repeat(40)},vendor/sub`);
  mkdirSync(join(root, 'nest'));
  writeFileSync(join(root, 'nest', 'n.txt'), 'needle nested repo\n');
  git(join(root, 'nest'), 'init', '-q');
  // A FIFO is neither listed nor opened.
  execFileSync('mkfifo', [join(root, 'fifo')]);
}

beforeAll(buildRepo);
afterAll(() => {
  removeTree(root);
  removeTree(outside);
});

describe('listAllFiles in a git checkout', () => {
  it('lists exactly what the old implementation listed', async () => {
    const now = await listAllFiles(root);
    expect(now).toEqual(await oracleList(root));
    // And what that is, so both cannot be wrong the same way unnoticed.
    for (const p of ['src/a.ts', 'src/b.ts', 'keep.log', 'moved/f.txt', 'moved2/f.txt', 'link-now-file', 'skip2.txt', 'dirrep.txt/f.txt']) {
      expect(now).toContain(p);
    }
    for (const p of [
      'build/out.js',
      'debug.log',
      'sub/local.txt',
      'link-committed',
      'link-in',
      'out-file',
      'cfg',
      'deleted.txt',
      'typechanged.txt',
      'tc-in.txt',
      'gone/f.txt',
      'assume.txt',
      'skip.txt',
      'vendor/sub/inner.txt',
      'nest/n.txt',
      '.GIT/x.txt',
      'fifo',
    ]) {
      expect(now).not.toContain(p);
    }
    expect(now.some((p) => p.startsWith('out-dir/') || p.startsWith('.git/'))).toBe(false);
    expect([...now].sort()).toEqual(now);
  });

  it('in a folder of the checkout (paths relative to it, the parent .gitignore applies)', async () => {
    for (const dir of ['src', 'sub', 'moved2']) expect(await listAllFiles(join(root, dir))).toEqual(await oracleList(join(root, dir)));
  });

  it('in a plain folder (no git), the walk is unchanged', async () => {
    const plain = makeTree(CONTENT);
    try {
      symlinkSync(join(outside, 'secret.txt'), join(plain, 'out-file'));
      expect(await listAllFiles(plain)).toEqual(await oracleList(plain));
    } finally {
      removeTree(plain);
    }
  });
});

const QUERIES: SearchQuery[] = [
  { pattern: 'needle', regex: false, caseSensitive: true },
  { pattern: 'NEEDLE', regex: false, caseSensitive: false },
  { pattern: 'needle-past-4000', regex: false, caseSensitive: true },
  { pattern: 'needle-at-3990', regex: false, caseSensitive: true },
  { pattern: 'in a huge file', regex: false, caseSensitive: true },
  { pattern: 'ΟΔΟΣ', regex: false, caseSensitive: false },
  { pattern: 'οδος', regex: false, caseSensitive: false },
  { pattern: 'σοφος', regex: false, caseSensitive: false },
  { pattern: 'σ', regex: false, caseSensitive: false },
  { pattern: 'ος', regex: false, caseSensitive: false },
  { pattern: 'i̇stanbul', regex: false, caseSensitive: false },
  { pattern: 'kelvin', regex: false, caseSensitive: false },
  { pattern: 'STRASSE', regex: false, caseSensitive: false },
  { pattern: 'ß', regex: false, caseSensitive: false },
  { pattern: '\u00e9', regex: false, caseSensitive: true },
  { pattern: 'needle', regex: true, caseSensitive: true },
  { pattern: 'NEEDLE', regex: true, caseSensitive: false },
  { pattern: '^needle', regex: true, caseSensitive: true },
  { pattern: 'needle$', regex: true, caseSensitive: true },
  { pattern: 'needle in (CRLF|a BOM)$', regex: true, caseSensitive: true },
  { pattern: '^const [A-Z]+', regex: true, caseSensitive: true },
  { pattern: 'def parse_[a-z]+\\(argv\\)', regex: true, caseSensitive: true },
  { pattern: '(?<=export )const', regex: true, caseSensitive: true },
  { pattern: 'x{3990}needle', regex: true, caseSensitive: true },
  { pattern: '\\d+', regex: true, caseSensitive: true },
  { pattern: 'ODOS|kelvin', regex: true, caseSensitive: false },
  { pattern: 'σοφοσ', regex: true, caseSensitive: false },
  { pattern: '^$', regex: true, caseSensitive: true },
  { pattern: 'no such text anywhere', regex: false, caseSensitive: true },
  { pattern: 'no such text anywhere', regex: true, caseSensitive: false },
];

describe('searchFiles finds exactly what the old implementation found', () => {
  let files: string[] = [];
  beforeAll(async () => {
    // Everything the old listing lists (the huge file included), and a name that does not exist.
    files = [...(await oracleList(root)), 'missing.txt'].sort();
  });

  // One worker and the default batches; several workers with tiny batches (answers arrive out of
  // order and the cap falls inside a batch).
  const tunings = [{}, { workers: 3, batchSize: 2 }];
  for (const q of QUERIES) {
    it(`${q.regex ? 'regex' : 'literal'} ${JSON.stringify(q.pattern)}${q.caseSensitive ? '' : ' (any case)'}`, async () => {
      for (const maxHits of [2, 80]) {
        const expected = await oracleSearch(root, files, q, maxHits);
        for (const tuning of tunings) {
          expect(await searchFiles(root, files, q, maxHits, 10_000, tuning), `maxHits ${maxHits}, ${JSON.stringify(tuning)}`).toEqual(
            expected,
          );
        }
      }
    });
  }

  it('an invalid regex is the same error', async () => {
    const q = { pattern: '(', regex: true, caseSensitive: true };
    expect(await searchFiles(root, files, q, 10)).toEqual(await oracleSearch(root, files, q, 10));
  });

  it('over many files and batches, the hits, the cap and the count of files searched stay exact', async () => {
    const many: Record<string, string> = {};
    for (let i = 0; i < 700; i++) many[`m/f${String(i).padStart(4, '0')}.txt`] = i % 97 === 5 ? `x\nneedle ${i}\n` : `line ${i}\n`;
    const dir = makeTree(many);
    try {
      const list = await oracleList(dir);
      for (const q of [
        { pattern: 'needle', regex: false, caseSensitive: true },
        { pattern: 'needle \\d+', regex: true, caseSensitive: true },
        { pattern: 'LINE', regex: false, caseSensitive: false },
      ]) {
        for (const maxHits of [2, 5, 80]) {
          const expected = await oracleSearch(dir, list, q, maxHits);
          for (const tuning of [{}, { workers: 2, batchSize: 16 }, { workers: 4, batchSize: 3 }]) {
            expect(await searchFiles(dir, list, q, maxHits, 10_000, tuning)).toEqual(expected);
          }
        }
      }
    } finally {
      removeTree(dir);
    }
  });
});

describe('searchFiles safety', () => {
  it('a catastrophic regex is still stopped, with or without a literal to prefilter on, on every worker', async () => {
    const dir = makeTree({ 'a.txt': `x${'a'.repeat(40)}!\n`, 'b.txt': `x${'a'.repeat(40)}!\n` });
    try {
      for (const pattern of ['(a+)+$', 'x(a+)+$']) {
        for (const tuning of [{}, { workers: 2, batchSize: 1 }]) {
          const t0 = Date.now();
          const res = await searchFiles(dir, ['a.txt', 'b.txt'], { pattern, regex: true, caseSensitive: true }, 10, 300, tuning);
          expect('error' in res && res.error).toMatch(/took longer than 0\.3 s/);
          expect(Date.now() - t0).toBeLessThan(10_000);
        }
      }
    } finally {
      removeTree(dir);
    }
  });

  it('a FIFO in the list is skipped, not waited on', async () => {
    const res = await searchFiles(root, ['fifo', 'src/a.ts'], { pattern: 'needle', regex: false, caseSensitive: true }, 10);
    expect(res).toEqual({ hits: [{ path: 'src/a.ts', line: 1, text: 'export const needle = 1;' }], filesSearched: 1, truncated: false });
  });

  it('a file that became a link since it was listed is not read through', async () => {
    const dir = makeTree({ 'a.txt': 'needle inside\n', 'd/b.txt': 'needle in d\n' });
    try {
      const list = await listAllFiles(dir);
      unlinkSync(join(dir, 'a.txt'));
      symlinkSync(join(outside, 'secret.txt'), join(dir, 'a.txt'));
      rmSync(join(dir, 'd'), { recursive: true });
      mkdirSync(join(outside, 'd2'), { recursive: true });
      writeFileSync(join(outside, 'd2', 'b.txt'), 'needle outside d2\n');
      symlinkSync(join(outside, 'd2'), join(dir, 'd'));
      for (const regex of [false, true]) {
        const res = await searchFiles(dir, list, { pattern: 'needle', regex, caseSensitive: true }, 10);
        expect(res).toMatchObject({ hits: [] });
      }
    } finally {
      removeTree(dir);
    }
  });
});
