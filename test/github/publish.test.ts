// The two ways a commit reaches its branch (publish.ts): `git` (commit, push) and `api` (the Git Data
// API, api-commit.ts), against real git and the GitHub emulator backed by the same bare repository.
// Both must produce the same tree from the same workspace; `api` must send no author, committer or
// signature, keep modes and deletions, fast-forward only, and send nothing before the secret scan.
import { execFileSync } from 'node:child_process';
import { chmodSync, cpSync, symlinkSync, unlinkSync, writeFileSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { GitHubApi } from '../../src/github/api.js';
import { ensureCheckout, GitError, GitWorkspace, modeChange, type OutgoingText, type PathChange } from '../../src/github/git.js';
import { commitPublisher, type CommitSigning, type PublishRequest } from '../../src/github/publish.js';
import { expectNoViolations, startGitHubEmulator, type GitHubEmulator } from '../support/github-emulator.js';

const TOKEN = 'ghs_FAKEpublishTOKEN0123456789';
let root: string;
let origin: string;
let base: string;
let emu: GitHubEmulator;
let n = 0;

function git(args: string[], cwd?: string): string {
  return execFileSync('git', ['-c', 'user.name=Seed', '-c', 'user.email=seed@example.com', ...args], {
    cwd,
    encoding: 'utf8',
    stdio: ['ignore', 'pipe', 'pipe'],
  }).trim();
}
const originGit = (...args: string[]): string => git(['--git-dir', origin, ...args]);

beforeAll(async () => {
  root = await mkdtemp(join(tmpdir(), 'agent-fix-publish-'));
  const emptyConfig = join(root, 'gitconfig');
  writeFileSync(emptyConfig, '');
  process.env['GIT_CONFIG_GLOBAL'] = emptyConfig;
  process.env['GIT_CONFIG_NOSYSTEM'] = '1';
});

afterAll(async () => {
  await rm(root, { recursive: true, force: true });
});

/** The origin every test starts from (main: one commit), built once, and the clone that made it. */
let template = '';
let templateSeed = '';

function buildTemplate(): void {
  template = join(root, 'origin-template.git');
  git(['init', '-q', '--bare', '-b', 'main', template]);
  templateSeed = join(root, 'seed-template');
  git(['clone', '-q', template, templateSeed]);
  writeFileSync(join(templateSeed, 'README.md'), '# demo\n');
  writeFileSync(join(templateSeed, 'run.sh'), '#!/bin/sh\necho one\n', { mode: 0o755 });
  writeFileSync(join(templateSeed, 'old.txt'), 'to be deleted\n');
  writeFileSync(join(templateSeed, 'bin.dat'), Buffer.from([0, 255, 1, 254]));
  git(['add', '-A'], templateSeed);
  git(['commit', '-q', '-m', 'initial'], templateSeed);
  git(['push', '-q', 'origin', 'HEAD:main'], templateSeed);
  base = git(['rev-parse', 'HEAD'], templateSeed);
}

beforeEach(async () => {
  // A fresh origin per test: a copy of the template (what the git commands that build it would make
  // again; each test pushes to and reads its own copy only).
  if (!template) buildTemplate();
  n += 1;
  origin = join(root, `origin-${n}.git`);
  cpSync(template, origin, { recursive: true });
  emu = await startGitHubEmulator({ tokens: { [TOKEN]: 'github-actions[bot]' } });
  emu.state.addRepo({ owner: 'octo', name: 'demo', defaultBranch: 'main', gitDir: origin });
});

afterEach(async () => {
  await emu.close();
});

/** A checkout of `branch`; its base branch (never pushed to) is main, as for a PR's head branch. */
async function workspace(name: string, branch = 'main'): Promise<GitWorkspace> {
  const ws = await ensureCheckout({ workspace: join(root, `ws-${n}-${name}`), remoteUrl: `file://${origin}`, token: TOKEN, branch });
  return new GitWorkspace(ws.dir, 'main', TOKEN);
}

function publisher(mode: CommitSigning, ws: GitWorkspace) {
  const api = new GitHubApi({ token: TOKEN, baseUrl: emu.url, owner: 'octo', repo: 'demo', retryDelayMs: 1 });
  return commitPublisher(mode, { git: ws, api, token: TOKEN });
}

/** The agent's changes (on disk and in its record): an executable edited, a file deleted, a new file in a new folder, binary bytes. */
function change(ws: GitWorkspace): PathChange[] {
  const files: Record<string, Buffer> = {
    'run.sh': Buffer.from('#!/bin/sh\necho two\n'),
    'src/deep/new.js': Buffer.from('export const x = 1;\n'),
    'bin.dat': Buffer.from([0, 255, 2, 253, 0]),
  };
  execFileSync('mkdir', ['-p', join(ws.dir, 'src/deep')]);
  for (const [p, bytes] of Object.entries(files)) writeFileSync(join(ws.dir, p), bytes);
  unlinkSync(join(ws.dir, 'old.txt'));
  // Left behind by a check command: must not be committed.
  writeFileSync(join(ws.dir, 'coverage.txt'), 'not ours\n');
  return [
    ...Object.entries(files).map(([path, bytes]) => ({ path, bytes, fresh: path === 'src/deep/new.js' })),
    { path: 'old.txt', deleted: true as const },
  ];
}

const edit = (ws: GitWorkspace, path: string, text: string): PathChange[] => {
  writeFileSync(join(ws.dir, path), text);
  return [{ path, bytes: Buffer.from(text), fresh: false }];
};

const request = (branch: string, changes: PathChange[], extra: Partial<PublishRequest> = {}): PublishRequest => ({
  branch,
  existing: false,
  message: 'agent-fix: change things\n\nFixes #1\n',
  authorName: 'github-actions[bot]',
  authorEmail: '41898282+github-actions[bot]@users.noreply.github.com',
  coAuthor: { login: 'alice', id: 4242 },
  changes,
  ...extra,
});

const lsTree = (rev: string): string => originGit('ls-tree', '-r', rev);

describe('commit-signing: api', () => {
  it('creates the branch with exactly the tree git would commit (modes, deletion, binary), signed, parent = base', async () => {
    const viaGit = await workspace('git');
    await viaGit.createBranch('agent-fix/by-git');
    const gitSha = await publisher('git', viaGit)(request('agent-fix/by-git', change(viaGit)));

    const ws = await workspace('api');
    await ws.createBranch('agent-fix/by-api');
    const sha = await publisher('api', ws)(request('agent-fix/by-api', change(ws)));

    expect(sha).toMatch(/^[0-9a-f]{40}$/);
    expect(originGit('rev-parse', 'agent-fix/by-api')).toBe(sha);
    expect(originGit('rev-parse', `${sha}^`)).toBe(base);
    // Same tree sha as the commit git made and pushed from the same changes.
    expect(originGit('rev-parse', `${sha}^{tree}`)).toBe(originGit('rev-parse', `${gitSha}^{tree}`));
    expect(lsTree(sha!).replace(/ [0-9a-f]{40}\t/g, ' ')).toBe(
      ['100644 blob README.md', '100644 blob bin.dat', '100755 blob run.sh', '100644 blob src/deep/new.js'].join('\n'),
    );
    expect(execFileSync('git', ['--git-dir', origin, 'cat-file', 'blob', `${sha}:bin.dat`])).toEqual(Buffer.from([0, 255, 2, 253, 0]));

    // The request GitHub signs: no author, committer or signature; the message with the trailer.
    const commits = emu.calls('git/create-commit');
    expect(commits).toHaveLength(1);
    expect(Object.keys(commits[0]!.body as object).sort()).toEqual(['message', 'parents', 'tree']);
    expect((commits[0]!.body as { message: string }).message).toBe(
      'agent-fix: change things\n\nFixes #1\n\nCo-authored-by: alice <4242+alice@users.noreply.github.com>\n',
    );
    expect(emu.state.repo('octo/demo').signedCommits.has(sha!)).toBe(true);
    expect(originGit('log', '-1', '--format=%an <%ae> / %cn <%ce>', sha!)).toBe(
      'github-actions[bot] <41898282+github-actions[bot]@users.noreply.github.com> / GitHub <noreply@github.com>',
    );
    // One blob per changed file with new content (run.sh, new.js, bin.dat), nothing for the deletion.
    expect(emu.calls('git/create-blob')).toHaveLength(3);
    expect((emu.calls('git/create-tree')[0]!.body as { tree: unknown[] }).tree).toContainEqual({
      path: 'old.txt',
      mode: '100644',
      type: 'blob',
      sha: null,
    });
    expect(emu.calls('git/create-ref').map((c) => c.body)).toEqual([{ ref: 'refs/heads/agent-fix/by-api', sha }]);

    // The workspace matches the remote: the branch at GitHub's commit, only the leftover untracked.
    expect(await ws.currentSha()).toBe(sha);
    expect(git(['status', '--porcelain'], ws.dir)).toBe('?? coverage.txt');
    expect(originGit('rev-parse', 'main')).toBe(base);
    expectNoViolations(emu);
  });

  it("what a check did to written files on disk (chmod 4777, a symlink to /etc/shadow) is not committed: the agent's bytes, the old mode", async () => {
    for (const mode of ['git', 'api'] as const) {
      const ws = await workspace(`modes-${mode}`);
      await ws.createBranch(`agent-fix/modes-${mode}`);
      const changes = [...edit(ws, 'README.md', '# demo, fixed\n'), ...edit(ws, 'run.sh', '#!/bin/sh\necho fixed\n')];
      writeFileSync(join(ws.dir, 'new.md'), 'the agent wrote this\n');
      changes.push({ path: 'new.md', bytes: Buffer.from('the agent wrote this\n'), fresh: true });
      // The check, after the writes: a set-id mode on one, a link to a secret in place of another.
      chmodSync(join(ws.dir, 'README.md'), 0o4777);
      unlinkSync(join(ws.dir, 'new.md'));
      symlinkSync('/etc/shadow', join(ws.dir, 'new.md'));
      chmodSync(join(ws.dir, 'run.sh'), 0o644);
      // Control: git add takes both from disk.
      const probe = execFileSync('git', ['-c', 'core.hooksPath=/dev/null', 'add', '--dry-run', '-A', '--', 'new.md', 'README.md'], {
        cwd: ws.dir,
      });
      expect(String(probe)).toContain('new.md');
      git(['add', 'README.md', 'new.md'], ws.dir);
      expect(git(['ls-files', '-s', 'README.md', 'new.md'], ws.dir)).toMatch(/^100755 .*README\.md\n120000 .*new\.md$/);
      git(['reset', '-q'], ws.dir);

      const sha = await publisher(mode, ws)(request(`agent-fix/modes-${mode}`, changes));
      expect(lsTree(sha!).replace(/ [0-9a-f]{40}\t/g, ' ')).toBe(
        ['100644 blob README.md', '100644 blob bin.dat', '100644 blob new.md', '100644 blob old.txt', '100755 blob run.sh'].join('\n'),
      );
      expect(originGit('cat-file', 'blob', `${sha}:new.md`)).toBe('the agent wrote this');
    }
    expectNoViolations(emu);
  });

  it('refuses, before any request, a commit into a gitlink or over a symbolic link the agent did not replace', async () => {
    // A clone of this test's origin (the template's seed, pushing to this origin).
    const seed = join(root, `seed-${n}`);
    cpSync(templateSeed, seed, { recursive: true });
    git(['update-index', '--add', '--cacheinfo', `160000,${base},vendor/lib`], seed);
    symlinkSync('README.md', join(seed, 'link.md'));
    git(['add', 'link.md'], seed);
    git(['commit', '-q', '-m', 'gitlink and link'], seed);
    git(['push', '-q', origin, 'HEAD:main'], seed);
    for (const mode of ['git', 'api'] as const) {
      const ws = await workspace(`refuse-${mode}`);
      await ws.createBranch(`agent-fix/refuse-${mode}`);
      const head = await ws.currentSha();
      const publish = publisher(mode, ws);
      const tries: [PathChange[], RegExp][] = [
        [[{ path: 'vendor/lib/x.js', bytes: Buffer.from('x\n'), fresh: true }], /inside the submodule vendor\/lib/],
        [[{ path: 'vendor/lib', bytes: Buffer.from('x\n'), fresh: true }], /vendor\/lib is a submodule/],
        [[{ path: 'vendor/lib', deleted: true }], /vendor\/lib is a submodule/],
        [[{ path: 'link.md', bytes: Buffer.from('x\n'), fresh: false }], /link\.md is a symbolic link in the repository/],
        [[{ path: 'README.md', blob: base, mode: '100755' }], /would change mode 100644 to 100755/],
      ];
      for (const [changes, why] of tries) {
        await expect(publish(request(`agent-fix/refuse-${mode}`, changes))).rejects.toMatchObject({
          code: 'commit_refused',
          message: expect.stringMatching(why),
        });
      }
      expect(await ws.currentSha()).toBe(head);
      // The agent deleted the link, then created a file there: its own type change, committed and shown.
      const sha = await publish(
        request(`agent-fix/refuse-${mode}`, [{ path: 'link.md', bytes: Buffer.from('now a file\n'), fresh: true }]),
      );
      expect(originGit('ls-tree', sha!, 'link.md')).toMatch(/^100644 blob /);
      expect(modeChange('120000', '100644')).toBe('symlink → file');
    }
    expect(emu.calls('git/create-blob')).toHaveLength(1);
    expectNoViolations(emu);
  });

  it('fast-forwards an existing branch by one commit on top of its head', async () => {
    const first = await workspace('first');
    await first.createBranch('agent-fix/pr');
    const one = await publisher('api', first)(request('agent-fix/pr', change(first)));

    // A follow-up run: a checkout of the PR branch, one more change, existing: true.
    const follow = await workspace('follow', 'agent-fix/pr');
    const two = await publisher('api', follow)(request('agent-fix/pr', edit(follow, 'README.md', '# demo, again\n'), { existing: true }));
    expect(originGit('rev-parse', 'agent-fix/pr')).toBe(two);
    expect(originGit('rev-parse', `${two}^`)).toBe(one);
    expect(emu.calls('git/update-ref').map((c) => c.body)).toEqual([{ sha: two, force: false }]);
    expectNoViolations(emu);
  });

  it('a branch that moved during the run: clear error, nothing sent, nothing on the branch, the files kept', async () => {
    const first = await workspace('first');
    await first.createBranch('agent-fix/pr');
    await publisher('api', first)(request('agent-fix/pr', change(first)));
    const follow = await workspace('follow', 'agent-fix/pr');
    const parent = await follow.currentSha();

    // Someone pushes to the PR branch while the agent works.
    const other = await workspace('other', 'agent-fix/pr');
    writeFileSync(join(other.dir, 'README.md'), '# by a human\n');
    git(['commit', '-q', '-am', 'human'], other.dir);
    git(['push', '-q', 'origin', 'HEAD:agent-fix/pr'], other.dir);
    const moved = originGit('rev-parse', 'agent-fix/pr');

    const agent = edit(follow, 'README.md', '# by the agent\n');
    const blobsBefore = emu.calls('git/create-blob').length;
    const err = await publisher('api', follow)(request('agent-fix/pr', agent, { existing: true })).catch((e: unknown) => e);
    expect(err).toBeInstanceOf(GitError);
    expect(err).toMatchObject({
      code: 'branch_moved',
      message: expect.stringMatching(/changed on GitHub during the run.*nothing was pushed/),
    });
    expect(emu.calls('git/create-blob').length).toBe(blobsBefore);
    expect(originGit('rev-parse', 'agent-fix/pr')).toBe(moved);
    expect(await follow.currentSha()).toBe(parent);
    expect(git(['status', '--porcelain'], follow.dir)).toBe('M README.md');

    // Moved between the check and the ref update: GitHub's 422 for a non-fast-forward, same outcome.
    emu.failures.failNext('git/get-ref', {
      status: 200,
      body: { ref: 'refs/heads/agent-fix/pr', node_id: 'x', url: emu.url, object: { type: 'commit', sha: parent, url: emu.url } },
    });
    const late = await publisher('api', follow)(request('agent-fix/pr', agent, { existing: true })).catch((e: unknown) => e);
    expect(late).toMatchObject({ code: 'branch_moved', message: expect.stringMatching(/Update is not a fast forward/) });
    expect(originGit('rev-parse', 'agent-fix/pr')).toBe(moved);
    expect(await follow.currentSha()).toBe(parent);
  });

  it('git mode: a branch that moved is refused with the same error code', async () => {
    const first = await workspace('first');
    await first.createBranch('agent-fix/pr');
    await publisher('git', first)(request('agent-fix/pr', change(first)));
    const follow = await workspace('follow', 'agent-fix/pr');
    const other = await workspace('other', 'agent-fix/pr');
    writeFileSync(join(other.dir, 'README.md'), '# by a human\n');
    git(['commit', '-q', '-am', 'human'], other.dir);
    git(['push', '-q', 'origin', 'HEAD:agent-fix/pr'], other.dir);
    const agent = edit(follow, 'README.md', '# by the agent\n');
    const err = await publisher('git', follow)(request('agent-fix/pr', agent, { existing: true })).catch((e: unknown) => e);
    expect(err).toMatchObject({ code: 'branch_moved' });
    expect(emu.requests).toHaveLength(0);
  });

  it('sends nothing when the secret scan refuses, when nothing is committable, or for the base branch', async () => {
    const ws = await workspace('refuse');
    await ws.createBranch('agent-fix/secret');
    const leak = [{ path: 'leak.js', bytes: Buffer.from(`const t = '${TOKEN}';\n`), fresh: true }];
    const scan = (outgoing: readonly OutgoingText[]): void => {
      if (outgoing.some((o) => o.text.includes(TOKEN))) throw new Error('the changes contain a secret; nothing was committed or pushed');
    };
    for (const mode of ['api', 'git'] as const)
      await expect(publisher(mode, ws)(request('agent-fix/secret', leak, { vet: scan }))).rejects.toThrow(/contain a secret/);
    expect(await ws.currentSha()).toBe(base);
    // README.md unchanged: nothing to commit.
    expect(await publisher('api', ws)(request('agent-fix/secret', edit(ws, 'README.md', '# demo\n')))).toBeNull();

    const main = await workspace('main');
    await expect(publisher('api', main)(request('main', edit(main, 'README.md', 'x\n')))).rejects.toMatchObject({
      code: 'push_to_base_refused',
    });
    expect(emu.requests).toHaveLength(0);
    expect(originGit('for-each-ref', '--format=%(refname:short)', 'refs/heads/')).toBe('main');
  });

  it('a create-ref that landed although the answer was lost (502) counts once, and is not sent twice', async () => {
    const ws = await workspace('lost');
    await ws.createBranch('agent-fix/lost');
    emu.failures.failNext('git/create-ref', { status: 502, afterApplying: true });
    const sha = await publisher('api', ws)(request('agent-fix/lost', change(ws)));
    expect(originGit('rev-parse', 'agent-fix/lost')).toBe(sha);
    expect(emu.calls('git/create-ref')).toHaveLength(1);
    expect(await ws.currentSha()).toBe(sha);
  });
});
