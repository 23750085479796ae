// The emulator's Git Data API against its bare repository: every object it makes must be the object
// real git makes from the same content (trees are compared with a commit made by `git` in a clone),
// refs move only by fast-forward unless forced, and the pull request endpoints follow the branch.
// Requests go through real Octokit over real HTTP and must all be valid GitHub API calls.
import { GitHub } from '@actions/github/lib/utils';
import { execFileSync } from 'node:child_process';
import { chmodSync, mkdirSync, symlinkSync, unlinkSync, writeFileSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { ACTIONS_BOT, expectNoViolations, startGitHubEmulator, type GitHubEmulator } from '../support/github-emulator.js';

const log = { debug: () => {}, info: () => {}, warn: () => {}, error: () => {} };
const R = { owner: 'octo', repo: 'demo' };

let tmp: string;
let bare: string;
let clone: string;
let emu: GitHubEmulator;
let gh: InstanceType<typeof GitHub>;
let base: string;

function git(cwd: string, ...args: string[]): string {
  return execFileSync('git', ['-c', 'user.name=Seed', '-c', 'user.email=seed@example.com', ...args], {
    cwd,
    encoding: 'utf8',
    stdio: ['ignore', 'pipe', 'pipe'],
  }).trim();
}
const bareGit = (...args: string[]): string => git(bare, ...args);

async function status(p: Promise<unknown>): Promise<number> {
  try {
    await p;
    return 200;
  } catch (err) {
    return (err as { status: number }).status;
  }
}

beforeEach(async () => {
  tmp = await mkdtemp(join(tmpdir(), 'agent-fix-emu-git-'));
  bare = join(tmp, 'demo.git');
  clone = join(tmp, 'clone');
  git(tmp, 'init', '-q', '--bare', '-b', 'main', bare);
  git(tmp, 'clone', '-q', bare, clone);
  mkdirSync(join(clone, 'src'));
  writeFileSync(join(clone, 'README.md'), '# demo\n');
  writeFileSync(join(clone, 'src', 'a.js'), 'export const a = 1;\n');
  writeFileSync(join(clone, 'src', 'run.sh'), '#!/bin/sh\necho run\n');
  writeFileSync(join(clone, 'old.txt'), 'to be deleted\n');
  git(clone, 'add', '-A');
  git(clone, 'commit', '-q', '-m', 'initial');
  git(clone, 'push', '-q', 'origin', 'HEAD:main');
  base = git(clone, 'rev-parse', 'HEAD');
  emu = await startGitHubEmulator();
  emu.state.addRepo({ owner: 'octo', name: 'demo', defaultBranch: 'main', gitDir: bare });
  gh = new GitHub({ auth: 'token test-token', baseUrl: emu.url, log });
});

afterEach(async () => {
  await emu.close();
  await rm(tmp, { recursive: true, force: true });
});

describe('git data: blobs and trees', () => {
  it('stores blobs in the bare repository under the sha git computes, in both encodings', async () => {
    const bytes = Buffer.from([0, 1, 2, 255, 10, 13, 0x80]);
    const b64 = await gh.rest.git.createBlob({ ...R, content: bytes.toString('base64'), encoding: 'base64' });
    const text = await gh.rest.git.createBlob({ ...R, content: 'héllo\n' });
    expect(b64.status).toBe(201);
    expect(b64.data.sha).toBe(execFileSync('git', ['hash-object', '--stdin'], { input: bytes, encoding: 'utf8' }).trim());
    expect(text.data.sha).toBe(execFileSync('git', ['hash-object', '--stdin'], { input: 'héllo\n', encoding: 'utf8' }).trim());
    expect(execFileSync('git', ['--git-dir', bare, 'cat-file', 'blob', b64.data.sha])).toEqual(bytes);
    const back = await gh.rest.git.getBlob({ ...R, file_sha: text.data.sha });
    expect(Buffer.from(back.data.content, 'base64').toString('utf8')).toBe('héllo\n');
    expect(await status(gh.rest.git.createBlob({ ...R, content: 'x', encoding: 'latin1' }))).toBe(422);
    expectNoViolations(emu);
  });

  it('builds on base_tree exactly the tree git makes: edit, mode change, symlink, deletion, nested new file', async () => {
    const baseTree = bareGit('rev-parse', `${base}^{tree}`);
    const edited = await gh.rest.git.createBlob({
      ...R,
      content: Buffer.from('export const a = 2;\n').toString('base64'),
      encoding: 'base64',
    });
    const runSh = bareGit('rev-parse', `${base}:src/run.sh`);
    const link = await gh.rest.git.createBlob({ ...R, content: 'a.js' });
    const tree = await gh.rest.git.createTree({
      ...R,
      base_tree: baseTree,
      tree: [
        { path: 'src/a.js', mode: '100644', type: 'blob', sha: edited.data.sha },
        { path: 'src/run.sh', mode: '100755', type: 'blob', sha: runSh },
        { path: 'src/link.js', mode: '120000', type: 'blob', sha: link.data.sha },
        { path: 'old.txt', mode: '100644', type: 'blob', sha: null },
        { path: 'docs/deep/new.md', mode: '100644', type: 'blob', content: '# new\n' },
      ],
    });
    expect(tree.status).toBe(201);

    // The same changes made with git in the clone give the same tree sha.
    writeFileSync(join(clone, 'src', 'a.js'), 'export const a = 2;\n');
    chmodSync(join(clone, 'src', 'run.sh'), 0o755);
    symlinkSync('a.js', join(clone, 'src', 'link.js'));
    unlinkSync(join(clone, 'old.txt'));
    mkdirSync(join(clone, 'docs', 'deep'), { recursive: true });
    writeFileSync(join(clone, 'docs', 'deep', 'new.md'), '# new\n');
    git(clone, 'add', '-A');
    git(clone, 'commit', '-q', '-m', 'same by git');
    expect(tree.data.sha).toBe(git(clone, 'rev-parse', 'HEAD^{tree}'));
    expect(tree.data.tree.map((e) => [e.path, e.mode, e.type])).toEqual([
      ['README.md', '100644', 'blob'],
      ['docs', '040000', 'tree'],
      ['src', '040000', 'tree'],
    ]);
    const deep = await gh.rest.git.getTree({ ...R, tree_sha: tree.data.sha, recursive: '1' });
    expect(deep.data.tree.filter((e) => e.type === 'blob').map((e) => [e.path, e.mode])).toEqual([
      ['README.md', '100644'],
      ['docs/deep/new.md', '100644'],
      ['src/a.js', '100644'],
      ['src/link.js', '120000'],
      ['src/run.sh', '100755'],
    ]);
    expectNoViolations(emu);
  });

  it('refuses what GitHub refuses: deleting a missing path, sha and content together, a mode that does not fit, bad paths', async () => {
    const baseTree = bareGit('rev-parse', `${base}^{tree}`);
    const blob = bareGit('rev-parse', `${base}:README.md`);
    const attempts = [
      [{ path: 'nope.txt', mode: '100644', type: 'blob', sha: null }],
      [{ path: 'x.txt', mode: '100644', type: 'blob', sha: blob, content: 'x' }],
      [{ path: 'x.txt', mode: '100644', type: 'blob' }],
      [{ path: 'x.txt', mode: '040000', type: 'blob', sha: blob }],
      [{ path: '../x.txt', mode: '100644', type: 'blob', sha: blob }],
      [{ path: '.git/config', mode: '100644', type: 'blob', sha: blob }],
      [{ path: 'x.txt', mode: '100644', type: 'blob', sha: baseTree }],
      [{ path: 'x.txt', mode: '100644', type: 'blob', sha: 'f'.repeat(40) }],
    ] as const;
    for (const tree of attempts) {
      expect(await status(gh.rest.git.createTree({ ...R, base_tree: baseTree, tree: [...tree] })), JSON.stringify(tree)).toBe(422);
    }
    expect(await status(gh.rest.git.createTree({ ...R, base_tree: blob, tree: [] }))).toBe(422);
    expectNoViolations(emu);
  });
});

describe('git data: commits', () => {
  it('creates the commit on the given tree and parent; without author, committer and signature GitHub signs it', async () => {
    const tree = await gh.rest.git.createTree({
      ...R,
      base_tree: bareGit('rev-parse', `${base}^{tree}`),
      tree: [{ path: 'NEW.md', mode: '100644', type: 'blob', content: 'new\n' }],
    });
    const message = 'Add NEW.md\n\nCo-authored-by: alice <42+alice@users.noreply.github.com>\n';
    const made = await gh.rest.git.createCommit({ ...R, message, tree: tree.data.sha, parents: [base] });
    expect(made.status).toBe(201);
    expect(made.data.verification).toMatchObject({ verified: true, reason: 'valid' });
    expect(made.data.author).toMatchObject({
      name: ACTIONS_BOT.login,
      email: `${ACTIONS_BOT.id}+${ACTIONS_BOT.login}@users.noreply.github.com`,
    });
    expect(made.data.committer).toMatchObject({ name: 'GitHub', email: 'noreply@github.com' });
    // In the bare repository: a real commit with exactly that tree, parent and message.
    expect(bareGit('rev-parse', `${made.data.sha}^{tree}`)).toBe(tree.data.sha);
    expect(bareGit('rev-parse', `${made.data.sha}^`)).toBe(base);
    const raw = execFileSync('git', ['--git-dir', bare, 'cat-file', 'commit', made.data.sha], { encoding: 'utf8' });
    expect(raw.slice(raw.indexOf('\n\n') + 2)).toBe(message);
    const got = await gh.rest.git.getCommit({ ...R, commit_sha: made.data.sha });
    expect(got.data.parents.map((p) => p.sha)).toEqual([base]);
    expect(got.data.message).toBe(message);
    expect(got.data.verification.verified).toBe(true);

    const authored = await gh.rest.git.createCommit({
      ...R,
      message: 'by hand',
      tree: tree.data.sha,
      parents: [base],
      author: { name: 'Someone', email: 'someone@example.com' },
    });
    expect(authored.data.verification.verified).toBe(false);
    expect(authored.data.committer).toMatchObject({ name: 'Someone', email: 'someone@example.com' });
    expect(emu.calls('git/create-commit').map((c) => Object.keys(c.body as object).sort())).toEqual([
      ['message', 'parents', 'tree'],
      ['author', 'message', 'parents', 'tree'],
    ]);

    expect(await status(gh.rest.git.createCommit({ ...R, message: 'x', tree: base, parents: [base] }))).toBe(422);
    expect(await status(gh.rest.git.createCommit({ ...R, message: 'x', tree: tree.data.sha, parents: ['e'.repeat(40)] }))).toBe(422);
    expect(await status(gh.rest.git.getCommit({ ...R, commit_sha: 'e'.repeat(40) }))).toBe(404);
    expectNoViolations(emu);
  });
});

describe('git data: refs', () => {
  async function commitOn(parent: string, name: string): Promise<string> {
    const tree = await gh.rest.git.createTree({
      ...R,
      base_tree: bareGit('rev-parse', `${parent}^{tree}`),
      tree: [{ path: name, mode: '100644', type: 'blob', content: `${name}\n` }],
    });
    return (await gh.rest.git.createCommit({ ...R, message: name, tree: tree.data.sha, parents: [parent] })).data.sha;
  }

  it('creates a branch once, reads it exactly, fast-forwards it, and refuses a non-fast-forward without force', async () => {
    const first = await commitOn(base, 'one.txt');
    const created = await gh.rest.git.createRef({ ...R, ref: 'refs/heads/agent-fix/issue-1', sha: first });
    expect(created.status).toBe(201);
    expect(bareGit('rev-parse', 'refs/heads/agent-fix/issue-1')).toBe(first);
    expect(await status(gh.rest.git.createRef({ ...R, ref: 'refs/heads/agent-fix/issue-1', sha: base }))).toBe(422);
    expect(await status(gh.rest.git.createRef({ ...R, ref: 'heads/x', sha: base }))).toBe(422);
    expect(await status(gh.rest.git.createRef({ ...R, ref: 'refs/heads/bad..name', sha: base }))).toBe(422);

    const got = await gh.rest.git.getRef({ ...R, ref: 'heads/agent-fix/issue-1' });
    expect(got.data).toMatchObject({ ref: 'refs/heads/agent-fix/issue-1', object: { type: 'commit', sha: first } });
    expect(await status(gh.rest.git.getRef({ ...R, ref: 'heads/agent-fix' }))).toBe(404);

    const second = await commitOn(first, 'two.txt');
    const ff = await gh.rest.git.updateRef({ ...R, ref: 'heads/agent-fix/issue-1', sha: second, force: false });
    expect(ff.data.object.sha).toBe(second);
    expect(bareGit('rev-parse', 'agent-fix/issue-1')).toBe(second);

    // A sibling of `second` (the branch moved on while someone built on `first`): refused, ref unchanged.
    const sibling = await commitOn(first, 'other.txt');
    const refused = await gh.rest.git.updateRef({ ...R, ref: 'heads/agent-fix/issue-1', sha: sibling }).catch((e: unknown) => e);
    expect(refused).toMatchObject({ status: 422, message: expect.stringMatching(/not a fast forward/) });
    expect(bareGit('rev-parse', 'agent-fix/issue-1')).toBe(second);
    expect((await gh.rest.git.updateRef({ ...R, ref: 'heads/agent-fix/issue-1', sha: sibling, force: true })).data.object.sha).toBe(
      sibling,
    );
    expect(await status(gh.rest.git.updateRef({ ...R, ref: 'heads/nope', sha: sibling }))).toBe(422);
    expect(bareGit('rev-parse', 'main')).toBe(base);
    expectNoViolations(emu);
  });

  it('pulls: head.sha follows the branch; update changes title, body and state; review comments are listed', async () => {
    const first = await commitOn(base, 'one.txt');
    await gh.rest.git.createRef({ ...R, ref: 'refs/heads/feature', sha: first });
    const pr = await gh.rest.pulls.create({ ...R, title: 'Feature', head: 'feature', base: 'main', body: 'v1' });
    const second = await commitOn(first, 'two.txt');
    await gh.rest.git.updateRef({ ...R, ref: 'heads/feature', sha: second });
    expect((await gh.rest.pulls.get({ ...R, pull_number: pr.data.number })).data.head.sha).toBe(second);

    const updated = await gh.rest.pulls.update({ ...R, pull_number: pr.data.number, body: 'v2', title: 'Feature, again' });
    expect([updated.data.title, updated.data.body]).toEqual(['Feature, again', 'v2']);
    expect((await gh.rest.issues.get({ ...R, issue_number: pr.data.number })).data.body).toBe('v2');
    expect(await status(gh.rest.pulls.update({ ...R, pull_number: pr.data.number, base: 'no-such-branch' }))).toBe(422);
    expect(await status(gh.rest.pulls.update({ ...R, pull_number: 99, body: 'x' }))).toBe(404);

    const c1 = emu.state.addReviewComment('octo/demo', pr.data.number, {
      body: 'Rename this',
      author: 'alice',
      path: 'one.txt',
      line: 1,
      diffHunk: '@@ -0,0 +1 @@\n+one.txt',
    });
    emu.state.addReviewComment('octo/demo', pr.data.number, {
      body: 'Agreed',
      author: 'bob',
      path: 'one.txt',
      line: 1,
      diffHunk: c1.diffHunk,
      inReplyTo: c1.id,
    });
    const listed = await gh.rest.pulls.listReviewComments({ ...R, pull_number: pr.data.number });
    expect(listed.data.map((c) => [c.body, c.path, c.line, c.in_reply_to_id])).toEqual([
      ['Rename this', 'one.txt', 1, undefined],
      ['Agreed', 'one.txt', 1, c1.id],
    ]);
    expect(
      (await gh.rest.pulls.listReviewComments({ ...R, pull_number: pr.data.number, sort: 'created', direction: 'desc' })).data[0]?.body,
    ).toBe('Agreed');
    await gh.rest.pulls.update({ ...R, pull_number: pr.data.number, state: 'closed' });
    expect((await gh.rest.pulls.list({ ...R, state: 'open' })).data).toHaveLength(0);
    expectNoViolations(emu);
  });
});
