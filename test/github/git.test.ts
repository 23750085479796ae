// git.ts against real git: a bare repository in a temp dir is "origin"; an HTTP server stands in for a
// failing https remote to check the auth header and that the token never shows in errors.
import { execFileSync } from 'node:child_process';
import { cpSync, existsSync, mkdirSync, writeFileSync } from 'node:fs';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { GitHubApi } from '../../src/github/api.js';
import {
  authArgs,
  coAuthorTrailer,
  ensureCheckout,
  GitError,
  GitWorkspace,
  type CommitOptions,
  type PathChange,
} from '../../src/github/git.js';
import { expectNoViolations, startGitHubEmulator } from '../support/github-emulator.js';
import { leaksIn } from '../support/secret-oracle.js';

const TOKEN = 'ghs_FAKEgitTOKEN0123456789';
let root: string;
let origin: string;
let n = 0;

function git(args: string[], cwd?: string): string {
  return execFileSync('git', args, { cwd, encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'] }).trim();
}

beforeAll(async () => {
  root = await mkdtemp(join(tmpdir(), 'agent-fix-git-'));
  // Nothing from the developer's or CI's git config may leak into these tests.
  const emptyConfig = join(root, 'gitconfig');
  writeFileSync(emptyConfig, '');
  process.env['GIT_CONFIG_GLOBAL'] = emptyConfig;
  process.env['GIT_CONFIG_NOSYSTEM'] = '1';
  for (const k of ['GIT_AUTHOR_NAME', 'GIT_AUTHOR_EMAIL', 'GIT_COMMITTER_NAME', 'GIT_COMMITTER_EMAIL']) delete process.env[k];
});

afterAll(async () => {
  await rm(root, { recursive: true, force: true });
});

/** The origin every test starts from, built once: main with two commits, a feature branch and an existing agent branch. */
let template = '';

function buildTemplate(): void {
  template = join(root, 'origin-template.git');
  git(['init', '-q', '--bare', '-b', 'main', template]);
  const seed = join(root, 'seed');
  git(['clone', '-q', template, seed]);
  const id = ['-c', 'user.name=Seed', '-c', 'user.email=seed@example.com'];
  writeFileSync(join(seed, 'README.md'), 'hello\n');
  writeFileSync(join(seed, '.gitignore'), 'ignored.txt\n');
  git([...id, 'add', '-A'], seed);
  git([...id, 'commit', '-q', '-m', 'one'], seed);
  writeFileSync(join(seed, 'README.md'), 'hello world\n');
  git([...id, 'commit', '-q', '-am', 'two'], seed);
  git(['push', '-q', 'origin', 'main'], seed);
  git(['push', '-q', 'origin', 'main:feature', 'main:agent-fix/issue-1-bug'], seed);
}

beforeEach(() => {
  // A fresh origin per test: a copy of the template (the same repository the seven git commands
  // that build it would make again; each test pushes to and reads its own copy only).
  if (!template) buildTemplate();
  n += 1;
  origin = join(root, `origin-${n}.git`);
  cpSync(template, origin, { recursive: true });
});

async function checkout(branch?: string): Promise<GitWorkspace> {
  return ensureCheckout({
    workspace: join(root, `ws-${n}-${branch ?? 'default'}`),
    remoteUrl: `file://${origin}`,
    token: TOKEN,
    ...(branch ? { branch } : {}),
  });
}

/** The error a promise rejects with; fails the test if it resolves. */
async function rejectionOf<T = Error>(p: Promise<unknown>): Promise<T> {
  try {
    await p;
  } catch (err) {
    return err as T;
  }
  throw new Error('expected the promise to reject');
}

const identity = { authorName: 'agent-fix[bot]', authorEmail: 'agent-fix@example.com' };

/** The agent wrote these files (new or changed: `fresh` false is an update of a file it read). */
const wrote = (files: Record<string, string>, fresh = false): PathChange[] =>
  Object.entries(files).map(([path, text]) => ({ path, bytes: Buffer.from(text), fresh }));

/** Builds the commit of `changes` and moves the branch to it, as publishing does; its sha or null. */
async function commit(ws: GitWorkspace, opts: Omit<CommitOptions, 'authorName' | 'authorEmail'>): Promise<string | null> {
  const built = await ws.buildCommit({ ...identity, ...opts });
  if (built) await ws.advance(built.sha, built.parent);
  return built?.sha ?? null;
}

describe('ensureCheckout', () => {
  it('shallow-clones the default branch into an empty workspace', async () => {
    const ws = await checkout();
    expect(ws.baseBranch).toBe('main');
    expect(await readFile(join(ws.dir, 'README.md'), 'utf8')).toBe('hello world\n');
    expect(git(['rev-list', '--count', 'HEAD'], ws.dir)).toBe('1');
    expect(await ws.currentSha()).toBe(git(['--git-dir', origin, 'rev-parse', 'main']));
    // The token was only passed per command: nothing persisted in the clone's config.
    expect(git(['config', '--list', '--local'], ws.dir)).not.toMatch(/extraheader|x-access-token/i);
  });

  it('clones a given base branch, and reuses an existing checkout', async () => {
    const ws = await checkout('feature');
    expect(ws.baseBranch).toBe('feature');
    const again = await ensureCheckout({ workspace: ws.dir, remoteUrl: 'file:///unused', token: TOKEN });
    expect(again.baseBranch).toBe('feature');
  });

  it('refuses to clone over a non-empty directory', async () => {
    const dir = join(root, `busy-${n}`);
    mkdirSync(dir);
    writeFileSync(join(dir, 'file'), 'x');
    await expect(ensureCheckout({ workspace: dir, remoteUrl: `file://${origin}` })).rejects.toMatchObject({ code: 'workspace_not_empty' });
  });
});

describe('GitWorkspace', () => {
  it('creates unique branch names against local and remote branches', async () => {
    const ws = await checkout();
    expect(await ws.createBranch('agent-fix/issue-1-bug')).toBe('agent-fix/issue-1-bug-2');
    git(['checkout', '-q', 'main'], ws.dir);
    expect(await ws.createBranch('agent-fix/issue-1-bug')).toBe('agent-fix/issue-1-bug-3');
    expect(await ws.currentBranch()).toBe('agent-fix/issue-1-bug-3');
    expect(await ws.createBranch('agent-fix/new')).toBe('agent-fix/new');
    await expect(ws.createBranch('bad..name')).rejects.toMatchObject({ code: 'invalid_branch' });
  });

  it("commits the agent's writes with the identity and a Co-authored-by trailer", async () => {
    const ws = await checkout();
    expect(await ws.hasChanges()).toBe(false);
    expect(await commit(ws, { message: 'nothing', changes: [] })).toBeNull();
    expect(await commit(ws, { message: 'same bytes', changes: wrote({ 'README.md': 'hello world\n' }) })).toBeNull();
    await writeFile(join(ws.dir, 'README.md'), 'fixed\n');
    await writeFile(join(ws.dir, 'new.txt'), 'new\n');
    await writeFile(join(ws.dir, 'ignored.txt'), 'scratch\n');
    expect(await ws.hasChanges()).toBe(true);
    const sha = await commit(ws, {
      message: 'Fix the README (#1)',
      coAuthor: { login: 'alice', id: 42 },
      changes: [...wrote({ 'README.md': 'fixed\n' }), ...wrote({ 'new.txt': 'new\n', 'ignored.txt': 'scratch\n' }, true)],
    });
    expect(sha).toBe(await ws.currentSha());
    expect(git(['log', '-1', '--format=%an <%ae>|%cn <%ce>'], ws.dir)).toBe(
      'agent-fix[bot] <agent-fix@example.com>|agent-fix[bot] <agent-fix@example.com>',
    );
    expect(git(['log', '-1', '--format=%B'], ws.dir)).toBe(
      'Fix the README (#1)\n\nCo-authored-by: alice <42+alice@users.noreply.github.com>',
    );
    expect(git(['log', '-1', '--format=%(trailers:key=Co-authored-by,valueonly)'], ws.dir)).toBe(
      'alice <42+alice@users.noreply.github.com>',
    );
    // The ignored file the agent wrote is committed too: the commit holds what the Workspace recorded.
    expect(git(['show', '--name-only', '--format=', 'HEAD'], ws.dir).split('\n').sort()).toEqual(['README.md', 'ignored.txt', 'new.txt']);
    expect(await ws.hasChanges()).toBe(false);
  });

  it('pushes the branch to origin, where the emulator can open a pull request for it', async () => {
    const ws = await checkout();
    const branch = await ws.createBranch('agent-fix/issue-7-typo');
    await writeFile(join(ws.dir, 'README.md'), 'typo fixed\n');
    const sha = await commit(ws, { message: 'Fix typo', changes: wrote({ 'README.md': 'typo fixed\n' }) });
    await ws.push({ branch });
    expect(git(['--git-dir', origin, 'log', '-1', '--format=%H %s', `refs/heads/${branch}`])).toBe(`${sha} Fix typo`);
    expect(git(['--git-dir', origin, 'rev-parse', 'main'])).not.toBe(sha);

    const emu = await startGitHubEmulator();
    try {
      emu.state.addRepo({ owner: 'octo', name: 'demo', gitDir: origin });
      const api = new GitHubApi({ token: TOKEN, owner: 'octo', repo: 'demo', baseUrl: emu.url, retries: 0 });
      const pr = await api.createPullRequest({ head: branch, base: 'main', title: 'Fix typo', body: 'b' });
      expect(emu.state.repo('octo/demo').pulls.get(pr.number)?.headSha).toBe(sha);
      await expect(api.createPullRequest({ head: 'agent-fix/never-pushed', base: 'main', title: 't', body: 'b' })).rejects.toMatchObject({
        status: 422,
      });
      await expect(api.createPullRequest({ head: 'feature', base: 'main', title: 't', body: 'b' })).rejects.toThrow(
        /No commits between main and feature/,
      );
      expectNoViolations(emu);
    } finally {
      await emu.close();
    }
  });

  it('refuses to push to the base branch or the remote default branch', async () => {
    const before = git(['--git-dir', origin, 'rev-parse', 'main']);
    const ws = await checkout('feature');
    await writeFile(join(ws.dir, 'README.md'), 'direct\n');
    await commit(ws, { message: 'direct', changes: wrote({ 'README.md': 'direct\n' }) });
    await expect(ws.push({ branch: 'feature' })).rejects.toMatchObject({ code: 'push_to_base_refused' });
    git(['branch', '-q', 'main'], ws.dir);
    await expect(ws.push({ branch: 'main' })).rejects.toMatchObject({ code: 'push_to_base_refused' });
    expect(git(['--git-dir', origin, 'rev-parse', 'main'])).toBe(before);
  });

  it('restores the tree with resetHard, keeping ignored files', async () => {
    const ws = await checkout();
    await writeFile(join(ws.dir, 'README.md'), 'broken\n');
    await writeFile(join(ws.dir, 'stray.txt'), 'x');
    mkdirSync(join(ws.dir, 'dir'));
    await writeFile(join(ws.dir, 'dir', 'deep.txt'), 'x');
    await writeFile(join(ws.dir, 'ignored.txt'), 'keep');
    await ws.resetHard();
    expect(await readFile(join(ws.dir, 'README.md'), 'utf8')).toBe('hello world\n');
    expect([existsSync(join(ws.dir, 'stray.txt')), existsSync(join(ws.dir, 'dir')), existsSync(join(ws.dir, 'ignored.txt'))]).toEqual([
      false,
      false,
      true,
    ]);
    expect(await ws.hasChanges()).toBe(false);
  });
});

describe('credentials', () => {
  it('builds a per-origin header that first clears a persisted one', () => {
    const args = authArgs('https://github.com/octo/demo.git', 'abc');
    expect(args).toEqual([
      '-c',
      'http.https://github.com/.extraheader=',
      '-c',
      `http.https://github.com/.extraheader=AUTHORIZATION: basic ${Buffer.from('x-access-token:abc').toString('base64')}`,
      '-c',
      'credential.helper=',
    ]);
    expect(authArgs('http://example.com/x.git', 'abc')).toEqual([]);
    expect(authArgs('git@github.com:octo/demo.git', 'abc')).toEqual([]);
    expect(authArgs('https://github.com/octo/demo.git', undefined)).toEqual([]);
  });

  it('builds trailers that cannot inject lines', () => {
    expect(coAuthorTrailer({ login: 'bob' })).toBe('Co-authored-by: bob <bob@users.noreply.github.com>');
    expect(coAuthorTrailer({ login: 'eve\nSigned-off-by: x', id: 1 })).toBe(
      'Co-authored-by: eveSigned-off-byx <1+eveSigned-off-byx@users.noreply.github.com>',
    );
  });

  it('sends exactly one Authorization header and never shows the token in errors', async () => {
    const seen: string[][] = [];
    const urls: string[] = [];
    const server = createServer((req, res) => {
      const auth: string[] = [];
      for (let i = 0; i < req.rawHeaders.length; i += 2) {
        if (req.rawHeaders[i]!.toLowerCase() === 'authorization') auth.push(req.rawHeaders[i + 1]!);
      }
      seen.push(auth);
      urls.push(req.url ?? '');
      if (req.url?.includes('service=git-upload-pack')) {
        // Minimal smart-HTTP ref advertisement so ls-remote (the default-branch check) succeeds and push is reached.
        const pkt = (line: string): string => (line.length + 4).toString(16).padStart(4, '0') + line;
        const sha = 'a'.repeat(40);
        res.writeHead(200, { 'content-type': 'application/x-git-upload-pack-advertisement' });
        res.end(
          `${pkt('# service=git-upload-pack\n')}0000${pkt(`${sha} HEAD\0symref=HEAD:refs/heads/main\n`)}${pkt(`${sha} refs/heads/main\n`)}0000`,
        );
        return;
      }
      res.writeHead(500, { 'content-type': 'text/plain' });
      res.end(`internal error for ${String(req.headers['authorization'])}`);
    });
    await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
    const remote = `http://127.0.0.1:${(server.address() as AddressInfo).port}/octo/demo.git`;
    try {
      const ws = await checkout();
      git(['remote', 'set-url', 'origin', remote], ws.dir);
      // What actions/checkout persists; it must not be sent alongside ours.
      const origin = new URL(remote);
      git(['config', `http.${origin.protocol}//${origin.host}/.extraheader`, 'AUTHORIZATION: basic c3RhbGU='], ws.dir);
      git(['checkout', '-q', '-b', 'agent-fix/x'], ws.dir);
      const err = await rejectionOf<GitError>(ws.push({ branch: 'agent-fix/x' }));
      expect(err).toBeInstanceOf(GitError);
      expect(err.message).toMatch(/git push failed/);
      expect(leaksIn(err.message, [TOKEN])).toEqual([]);
      expect(seen.length).toBeGreaterThanOrEqual(2);
      for (const headers of seen) expect(headers).toEqual([`basic ${Buffer.from(`x-access-token:${TOKEN}`).toString('base64')}`]);
      expect(urls.some((u) => u.includes('service=git-receive-pack'))).toBe(true);
    } finally {
      server.closeAllConnections();
      await new Promise((r) => server.close(r));
    }
  });
});

describe("buildCommit: exactly the agent's writes", () => {
  const who = { message: 'm' };

  it('paths are literal (no globs), new ignored files the agent wrote are committed, and nothing a check staged or left is', async () => {
    const ws = await checkout();
    const dir = join(root, `ws-${n}-default`);
    mkdirSync(join(dir, 'src'), { recursive: true });
    writeFileSync(join(dir, 'src', '[ab].ts'), 'on disk, not what the agent wrote\n');
    writeFileSync(join(dir, 'src', 'a.ts'), 'left by a check run\n');
    git(['add', 'src/a.ts'], dir); // something a check command staged
    const sha = await commit(ws, { ...who, changes: wrote({ 'src/[ab].ts': 'agent\n', 'ignored.txt': 'agent but ignored\n' }, true) });
    expect(sha).not.toBeNull();
    expect(git(['show', '--name-only', '--format=', 'HEAD'], dir).split('\n')).toEqual(['ignored.txt', 'src/[ab].ts']);
    // The agent's bytes, not the disk's.
    expect(git(['cat-file', 'blob', 'HEAD:src/[ab].ts'], dir)).toBe('agent');
  });

  it('commits a file the agent wrote even when .gitignore matches it', async () => {
    const ws = await checkout();
    expect(await commit(ws, { ...who, changes: wrote({ 'ignored.txt': 'x\n' }, true) })).not.toBeNull();
    expect(git(['show', '--name-only', '--format=', 'HEAD'], ws.dir)).toBe('ignored.txt');
  });

  it('the secret scan sees content that .gitattributes marks as binary, as stored', async () => {
    const ws = await checkout();
    let seen = '';
    await commit(ws, {
      ...who,
      changes: wrote({ '.gitattributes': '*.lock -diff\n', 'deps.lock': `token=${TOKEN}\n` }, true),
      vet: (o) => void (seen = o.map((x) => x.text).join('\n')),
    });
    expect(seen).toContain(TOKEN);
  });

  it('deletions remove the path; a deletion of a path the parent lacks changes nothing', async () => {
    const ws = await checkout();
    const dir = join(root, `ws-${n}-default`);
    const sha = await commit(ws, {
      ...who,
      changes: [
        { path: '.gitignore', deleted: true },
        { path: 'never.txt', deleted: true },
      ],
    });
    expect(git(['ls-tree', '--name-only', sha!], dir)).toBe('README.md');
    expect(await commit(ws, { ...who, changes: [{ path: 'never.txt', deleted: true }] })).toBeNull();
  });
});
