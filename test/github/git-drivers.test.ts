// Git on the runner never executes repository code (issue 21). Every driver git can be made to run
// is planted so that it would leave a marker file: filters (clean, and through include.path,
// includeIf and core.attributesFile), fsmonitor, hooks, diff drivers, textconv and merge drivers, in a
// repository a check plants in an empty submodule folder, behind a `.git` file pointing elsewhere,
// in the working tree through .git/config, and in .git/config itself (what a check with no sandbox
// could write). Each plant has a control: plain git, as the action ran it before, writes the marker.
// The action's own git operations (src/github/git.ts, the listing, instruction reads) write none.
// An LFS-tracked file the agent writes is committed as an LFS pointer, through git-lfs's own filter
// even when .git/config redefines `filter.lfs`.
import { execFileSync } from 'node:child_process';
import { chmodSync, existsSync, mkdirSync, readdirSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { hasGitLfs } from '../../src/github/commit-build.js';
import { ensureCheckout, GitWorkspace, type PathChange } from '../../src/github/git.js';
import { readCommitFile } from '../../src/workspace/instructions.js';
import { listAllFiles } from '../../src/workspace/listing.js';

let base = '';
let markers = '';
let mark = '';
let origin = '';
let n = 0;

function git(cwd: string, ...args: string[]): string {
  return execFileSync('git', ['-c', 'user.name=Seed', '-c', 'user.email=seed@example.com', ...args], {
    cwd,
    encoding: 'utf8',
    stdio: ['ignore', 'pipe', 'pipe'],
  }).trim();
}
/** Plain git as the action ran it before: no protection (errors are fine: the marker is the point). */
function plain(cwd: string, ...args: string[]): void {
  try {
    execFileSync('git', ['-c', 'user.name=P', '-c', 'user.email=p@example.com', ...args], { cwd, stdio: 'ignore' });
  } catch {
    // A driver that wrote its marker may still make the command fail.
  }
}
const fired = (): string[] => readdirSync(markers).sort();
const clear = (): void => {
  for (const f of readdirSync(markers)) rmSync(join(markers, f));
};

beforeAll(async () => {
  base = await mkdtemp(join(tmpdir(), 'agent-fix-drivers-'));
  const emptyConfig = join(base, 'gitconfig');
  writeFileSync(emptyConfig, '');
  process.env['GIT_CONFIG_GLOBAL'] = emptyConfig;
  process.env['GIT_CONFIG_NOSYSTEM'] = '1';
  markers = join(base, 'markers');
  mkdirSync(markers);
  // Writes a marker named by its first argument, then behaves like cat (filters, textconv).
  mark = join(base, 'mark.sh');
  writeFileSync(mark, `#!/bin/sh\ntouch '${markers}'/"$1"\nshift\n[ $# -gt 0 ] && exec cat "$1" 2>/dev/null\nexec cat\n`);
  chmodSync(mark, 0o755);
});
afterAll(async () => {
  await rm(base, { recursive: true, force: true });
});

/**
 * origin: README.md, c.x (.gitattributes: filter/diff/merge driver x), hooks in .husky, gitlinks
 * sub (with .gitmodules) and other (without), and an LFS-tracked pattern. Returns a fresh checkout.
 */
async function checkout(): Promise<GitWorkspace> {
  n += 1;
  origin = join(base, `origin-${n}.git`);
  git(base, 'init', '-q', '--bare', '-b', 'main', origin);
  const seed = join(base, `seed-${n}`);
  git(base, 'clone', '-q', origin, seed);
  writeFileSync(join(seed, 'README.md'), 'hello\n');
  writeFileSync(join(seed, 'c.x'), 'driven\n');
  writeFileSync(join(seed, '.gitattributes'), '*.x filter=x diff=x merge=x\n*.lfs.txt filter=lfs diff=lfs merge=lfs -text\n');
  // Shared driver definitions a repository may keep in its tree (read only if .git/config includes them).
  writeFileSync(
    join(seed, '.gitconfig'),
    `[filter "x"]\n\tclean = ${mark} top-filter-clean\n\tsmudge = ${mark} top-filter-smudge\n[diff "x"]\n\ttextconv = ${mark} top-textconv\n\tcommand = ${mark} top-diff-command\n[merge "x"]\n\tdriver = ${mark} top-merge %A\n`,
  );
  mkdirSync(join(seed, '.husky'));
  for (const hook of ['pre-commit', 'post-checkout', 'reference-transaction', 'pre-push', 'post-commit'])
    writeFileSync(join(seed, '.husky', hook), `#!/bin/sh\ntouch '${markers}/hook-${hook}'\n`, { mode: 0o755 });
  git(seed, 'add', '-A');
  git(seed, 'commit', '-q', '-m', 'initial');
  const head = git(seed, 'rev-parse', 'HEAD');
  git(seed, 'update-index', '--add', '--cacheinfo', `160000,${head},sub`);
  git(seed, 'update-index', '--add', '--cacheinfo', `160000,${head},other`);
  writeFileSync(join(seed, '.gitmodules'), '[submodule "sub"]\n\tpath = sub\n\turl = ./nowhere\n');
  git(seed, 'add', '.gitmodules');
  git(seed, 'commit', '-q', '-m', 'submodules');
  git(seed, 'push', '-q', 'origin', 'HEAD:main');
  const ws = await ensureCheckout({ workspace: join(base, `ws-${n}`), remoteUrl: `file://${origin}` });
  // What husky writes into .git/config: hooks from a folder of the working tree.
  git(ws.dir, 'config', 'core.hooksPath', '.husky');
  return ws;
}

/** A repository planted in `dir` whose config runs `name`-marked drivers on any status of it. */
function plantRepository(dir: string, name: string, gitdir?: string): void {
  mkdirSync(dir, { recursive: true });
  if (gitdir) git(base, 'init', '-q', `--separate-git-dir=${gitdir}`, dir);
  else git(dir, 'init', '-q');
  const cfg = (k: string, v: string) => git(dir, 'config', k, v);
  cfg('filter.nx.clean', `${mark} ${name}-filter`);
  cfg('core.fsmonitor', `${mark} ${name}-fsmonitor`);
  const inc = join(base, `${name}-inc.cfg`);
  writeFileSync(inc, `[filter "ni"]\n\tclean = ${mark} ${name}-include-path\n`);
  cfg('include.path', inc);
  const iif = join(base, `${name}-iif.cfg`);
  writeFileSync(iif, `[filter "nii"]\n\tclean = ${mark} ${name}-includeif\n`);
  cfg('includeIf.gitdir:/.path', iif);
  const attrs = join(base, `${name}-attributes`);
  writeFileSync(attrs, '*.af filter=naf\n');
  cfg('core.attributesFile', attrs);
  cfg('filter.naf.clean', `${mark} ${name}-attributesfile`);
  writeFileSync(join(dir, '.gitattributes'), '*.nx filter=nx\n*.ni filter=ni\n*.nii filter=nii\n');
  for (const f of ['f.nx', 'f.ni', 'f.nii', 'f.af']) writeFileSync(join(dir, f), 'data\n');
  git(dir, '-c', 'core.hooksPath=/dev/null', 'add', '-A');
  git(dir, '-c', 'core.hooksPath=/dev/null', 'commit', '-q', '-m', 'planted');
  // Same size, new time: git must read the files again, through their clean filters.
  const later = new Date(Date.now() + 5000);
  for (const f of ['f.nx', 'f.ni', 'f.nii', 'f.af']) utimesSync(join(dir, f), later, later);
}

const agentWrite = (path: string, text: string): PathChange => ({ path, bytes: Buffer.from(text), fresh: false });
const identity = { authorName: 'agent-fix[bot]', authorEmail: 'bot@example.com' };

beforeEach(clear);

describe('planted in the tree (what a sandboxed check can write): nothing runs', () => {
  it("a repository in an empty submodule folder and one behind a .git file: plain git status runs their filters, fsmonitor, include.path, includeIf and core.attributesFile; the action's git runs none", async () => {
    const ws = await checkout();
    plantRepository(join(ws.dir, 'sub'), 'nested');
    plantRepository(join(ws.dir, 'other'), 'gitfile', join(base, `elsewhere-${n}.git`));
    clear();
    const expected = ['filter', 'fsmonitor', 'include-path', 'includeif', 'attributesfile'];

    // The action's git, everything it does over a tree a check touched (and the pre-run status).
    await ws.hasChanges();
    expect(await listAllFiles(ws.dir)).toContain('README.md');
    expect(String(await readCommitFile(ws.dir, 'HEAD', 'README.md'))).toBe('hello\n');
    const branch = await ws.createBranch('agent-fix/drivers');
    const built = await ws.buildCommit({ ...identity, message: 'fix', changes: [agentWrite('README.md', 'fixed\n')], vet: () => {} });
    expect(built).not.toBeNull();
    await ws.push({ branch, source: built!.sha });
    await ws.advance(built!.sha, built!.parent);
    expect(await ws.fetchBranch(branch)).toBe(built!.sha);
    await ws.treeChanges(built!.parent, built!.sha);
    await ws.pushFileRef('refs/agent-fix/runs/1/shard-1-of-1', 'r.json', '{}\n', { name: 'b', email: 'b@example.com' }, () => {});
    await ws.resetHard(built!.parent);
    expect(fired()).toEqual([]);

    // Control: the status main's hasChanges() ran, with nothing but the git defaults.
    git(ws.dir, 'config', '--unset', 'core.hooksPath');
    plain(ws.dir, 'status', '--porcelain', '--untracked-files=all');
    expect(fired()).toEqual([...expected.map((e) => `gitfile-${e}`), ...expected.map((e) => `nested-${e}`)].sort());
  });

  it('hooks from a working-tree folder (core.hooksPath=.husky): plain git commit and checkout run them; the action never does', async () => {
    const ws = await checkout();
    const branch = await ws.createBranch('agent-fix/hooks');
    const built = await ws.buildCommit({ ...identity, message: 'fix', changes: [agentWrite('README.md', 'fixed\n')] });
    await ws.push({ branch, source: built!.sha });
    await ws.advance(built!.sha, built!.parent);
    await ws.resetHard(built!.parent);
    expect(fired()).toEqual([]);
    writeFileSync(join(ws.dir, 'README.md'), 'by hand\n');
    plain(ws.dir, 'commit', '-q', '-am', 'control');
    plain(ws.dir, 'checkout', '-q', '-b', 'control');
    plain(ws.dir, 'push', '-q', 'origin', 'control');
    expect(fired()).toEqual(['hook-post-checkout', 'hook-post-commit', 'hook-pre-commit', 'hook-pre-push', 'hook-reference-transaction']);
  });
});

describe('.gitattributes drivers defined in the working tree (.git/config includes ../.gitconfig)', () => {
  it('the checkout is refused before the run; control: plain git add, diff and merge run the filter, diff command, textconv and merge driver', async () => {
    const ws = await checkout();
    git(ws.dir, 'config', '--unset', 'core.hooksPath');
    git(ws.dir, 'config', 'include.path', '../.gitconfig');
    await expect(ws.assertNoConfigFromTree()).rejects.toThrow(/includes \.\.\/\.gitconfig, a file in the working tree/);
    git(ws.dir, 'config', '--unset', 'include.path');
    git(ws.dir, 'config', 'includeIf.onbranch:main.path', join(ws.dir, 'sub', 'x.cfg'));
    await expect(ws.assertNoConfigFromTree()).rejects.toThrow(/a file in the working tree/);
    git(ws.dir, 'config', '--unset', 'includeIf.onbranch:main.path');
    // Includes outside the tree (a shared file in HOME, say) are the runner's own config.
    git(ws.dir, 'config', 'include.path', join(base, 'gitconfig'));
    await ws.assertNoConfigFromTree();
    expect(fired()).toEqual([]);

    git(ws.dir, 'config', 'include.path', '../.gitconfig');
    writeFileSync(join(ws.dir, 'c.x'), 'changed\n');
    plain(ws.dir, 'diff');
    plain(ws.dir, 'diff', '--no-ext-diff');
    plain(ws.dir, 'add', 'c.x');
    plain(ws.dir, 'commit', '-q', '-m', 'one');
    plain(ws.dir, 'checkout', '-q', '-b', 'two', 'HEAD~1');
    writeFileSync(join(ws.dir, 'c.x'), 'other\n');
    plain(ws.dir, 'commit', '-q', '-am', 'two');
    plain(ws.dir, 'merge', '-q', 'main');
    expect(fired()).toEqual(['top-diff-command', 'top-filter-clean', 'top-filter-smudge', 'top-merge', 'top-textconv']);
  });
});

describe('drivers defined in .git/config itself (what a check without a sandbox could write)', () => {
  it('the commit path runs none: a filtered file is refused unhashed, nothing is diffed, merged or checked out', async () => {
    const ws = await checkout();
    git(ws.dir, 'config', '--unset', 'core.hooksPath');
    for (const [k, v] of [
      ['filter.x.clean', `${mark} config-filter-clean`],
      ['filter.x.smudge', `${mark} config-filter-smudge`],
      ['diff.x.textconv', `${mark} config-textconv`],
      ['diff.x.command', `${mark} config-diff-command`],
      ['diff.external', `${mark} config-diff-external`],
    ])
      git(ws.dir, 'config', k!, v!);
    const branch = await ws.createBranch('agent-fix/config');
    await expect(ws.buildCommit({ ...identity, message: 'm', changes: [agentWrite('c.x', 'agent\n')] })).rejects.toMatchObject({
      code: 'commit_refused',
      message: expect.stringMatching(/c\.x has filter=x in \.gitattributes/),
    });
    const built = await ws.buildCommit({ ...identity, message: 'm', changes: [agentWrite('README.md', 'fixed\n')], vet: () => {} });
    await ws.push({ branch, source: built!.sha });
    await ws.advance(built!.sha, built!.parent);
    await ws.treeChanges(built!.parent, built!.sha);
    expect(fired()).toEqual([]);
    // Control: plain git add and diff run them.
    writeFileSync(join(ws.dir, 'c.x'), 'changed\n');
    plain(ws.dir, 'diff', 'HEAD');
    plain(ws.dir, 'add', 'c.x');
    plain(ws.dir, 'diff', '--cached');
    plain(ws.dir, 'diff', '--cached', '--no-ext-diff');
    expect(fired()).toEqual([
      'config-diff-command',
      'config-diff-external',
      'config-filter-clean',
      'config-filter-smudge',
      'config-textconv',
    ]);
  });
});

describe('git-lfs', async () => {
  const lfs = await hasGitLfs();
  if (!lfs) console.log('git-lfs tests skipped: git-lfs is not installed (.ci/run installs it from Debian)');

  it.skipIf(!lfs)(
    'an LFS-tracked file the agent writes is committed as an LFS pointer, through git-lfs even where .git/config redefines filter.lfs',
    async () => {
      const ws = await checkout();
      git(ws.dir, 'config', '--unset', 'core.hooksPath');
      git(ws.dir, 'config', 'filter.lfs.clean', `${mark} lfs-hijacked`);
      git(ws.dir, 'config', 'filter.lfs.process', `${mark} lfs-hijacked`);
      const text = 'a large text the repository keeps in LFS\n';
      const built = await ws.buildCommit({
        ...identity,
        message: 'm',
        changes: [{ path: 'docs/big.lfs.txt', bytes: Buffer.from(text), fresh: true }],
      });
      const pointer = git(ws.dir, 'cat-file', 'blob', `${built!.sha}:docs/big.lfs.txt`);
      const oid = execFileSync('sha256sum', { input: text, encoding: 'utf8' }).split(' ')[0]!;
      expect(pointer).toBe(`version https://git-lfs.github.com/spec/v1\noid sha256:${oid}\nsize ${Buffer.byteLength(text)}`);
      expect(existsSync(join(ws.dir, '.git', 'lfs', 'objects', oid.slice(0, 2), oid.slice(2, 4), oid))).toBe(true);
      expect(fired()).toEqual([]);
      // Control: plain git add takes .git/config's filter.
      writeFileSync(join(ws.dir, 'x.lfs.txt'), text);
      plain(ws.dir, 'add', 'x.lfs.txt');
      expect(fired()).toEqual(['lfs-hijacked']);
    },
  );
});
