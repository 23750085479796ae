// A synthetic git repository for the tools benchmark: `size` files on disk, about 10% of them
// gitignored (node_modules/, build/, *.log), the visible rest half tracked and half untracked
// (interleaved in the same folders, the worst case for a listing that must lstat untracked entries).
// Deterministic: the same size always gives the same tree. Rare-pattern files are placed by index.
import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';

export const RARE_LITERAL = 'def parse_args_rare';
/** A regex whose only match is the rare line (the bench checks the hit count against git grep). */
export const RARE_REGEX = 'def parse_args_[a-z]+\\(argv, \\*\\*opts\\)';
export const COMMON_LITERAL = 'return';

export interface SyntheticRepo {
  root: string;
  /** Files written (regular files, ignored ones included). */
  files: number;
  tracked: number;
  untracked: number;
  ignored: number;
  bytes: number;
  rareFiles: number;
}

const FILES_PER_DIR = 25;
const DIRS_PER_PKG = 20;

function lines(i: number): string[] {
  const out = [`# module ${i}`, `import os`, ''];
  const functions = 2 + (i % 5);
  for (let f = 0; f < functions; f++) {
    out.push(
      `def compute_${i}_${f}(values, limit=${(i * 7 + f) % 97}):`,
      `    """Sum the values below the limit (${i}.${f})."""`,
      `    total = 0`,
      `    for v in values:`,
      `        if v < limit:`,
      `            total += v`,
      `    return total`,
      '',
    );
  }
  return out;
}

/** Creates the repository in a new temp folder; the caller removes it. */
export function makeSyntheticRepo(size: number): SyntheticRepo {
  const root = mkdtempSync(join(tmpdir(), `agent-fix-tools-bench-${size}-`));
  const git = (args: string[], input?: string): void => {
    execFileSync('git', args, { cwd: root, input, stdio: ['pipe', 'ignore', 'inherit'], maxBuffer: 256 * 1024 * 1024 });
  };
  git(['init', '-q']);
  writeFileSync(join(root, '.gitignore'), 'node_modules/\nbuild/\n*.log\n');
  const ignoredCount = Math.floor(size / 10);
  const visibleCount = size - ignoredCount;
  const rareAt = new Set([Math.floor(visibleCount / 3), Math.floor(visibleCount / 2) + 1, visibleCount - 2]);
  const tracked: string[] = ['.gitignore'];
  let bytes = 0;
  const made = new Set<string>();
  const write = (rel: string, content: string | Buffer): void => {
    const abs = join(root, rel);
    const dir = dirname(abs);
    if (!made.has(dir)) {
      mkdirSync(dir, { recursive: true });
      made.add(dir);
    }
    writeFileSync(abs, content);
    bytes += content.length;
  };
  for (let i = 0; i < visibleCount; i++) {
    const dir = `src/pkg${Math.floor(i / (FILES_PER_DIR * DIRS_PER_PKG))}/mod${Math.floor(i / FILES_PER_DIR) % DIRS_PER_PKG}`;
    let rel = `${dir}/file${i}.py`;
    let content: string | Buffer;
    if (i % 200 === 7) {
      // Binary: a NUL byte near the start (skipped by search and by git grep -I).
      rel = `${dir}/blob${i}.bin`;
      content = Buffer.from([1, 2, 0, 3, ...Buffer.from(lines(i).join('\n'))]);
    } else {
      const body = lines(i);
      if (rareAt.has(i)) body.splice(3, 0, `${RARE_LITERAL}(argv, **opts):`, '    pass', '');
      content = `${body.join('\n')}\n`;
    }
    write(rel, content);
    if (i % 2 === 0) tracked.push(rel);
  }
  // One file over the 1 MiB search limit, and a link out of the tree (neither listed nor searched).
  write('data/huge.txt', `${'x'.repeat(99)}\n`.repeat(12_000));
  tracked.push('data/huge.txt');
  symlinkSync(tmpdir(), join(root, 'outside-link'));
  for (let i = 0; i < ignoredCount; i++) {
    const kind = i % 3;
    const rel =
      kind === 0 ? `node_modules/dep${Math.floor(i / FILES_PER_DIR)}/index${i}.js` : kind === 1 ? `build/out${i}.py` : `logs/run${i}.log`;
    write(rel, `// generated ${i}\n${RARE_LITERAL} in ignored content\nreturn ${i};\n`);
  }
  git(['add', '--pathspec-from-file=-', '--pathspec-file-nul'], tracked.join('\0'));
  // Like a fresh checkout: index stat data older than the files is not "racily clean", so git
  // trusts it; backdate the files, then refresh the index once.
  execFileSync('sh', ['-c', 'find . -path ./.git -prune -o -type f -exec touch -h -d "1 hour ago" {} +'], { cwd: root });
  git(['update-index', '-q', '--really-refresh']);
  return {
    root,
    files: visibleCount + ignoredCount + 2,
    tracked: tracked.length,
    untracked: visibleCount + 2 - tracked.length,
    ignored: ignoredCount,
    bytes,
    rareFiles: rareAt.size,
  };
}
