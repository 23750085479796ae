// The Git Data API (blobs, trees, commits, refs), implemented for real on the repository's bare `gitDir`
// with git plumbing: every sha the emulator answers is the sha git computes, so a client can compare
// them with its own objects, and whatever a test pushes or fetches sees the same refs.
//
// Signing: GitHub signs a commit made through create-commit only when the request has no `author`,
// `committer` or `signature`; the emulator records the request (GitHubEmulator.calls) and marks such a
// commit verified in its answers. The signature itself cannot be made or checked offline: the commit
// written to the bare repository carries none.
import { execFileSync } from 'node:child_process';
import { HttpError, type Handler, type HandlerContext } from './handlers.js';
import { refSha } from './refs.js';
import type { Renderer } from './render.js';
import type { EmuRepo } from './state.js';

const SHA = /^[0-9a-f]{40}$/;

/** GitHub's committer for the commits it signs itself (web-flow). */
const WEB_FLOW = { name: 'GitHub', email: 'noreply@github.com' };

/** The mode each tree entry type must have (create-tree's enum). */
const MODES: Record<string, readonly string[]> = { blob: ['100644', '100755', '120000'], tree: ['040000'], commit: ['160000'] };

function git(gitDir: string, args: string[], opts: { input?: string | Buffer; env?: Record<string, string> } = {}): string {
  return execFileSync('git', ['-c', 'core.hooksPath=/dev/null', '--git-dir', gitDir, ...args], {
    encoding: 'utf8',
    stdio: ['pipe', 'pipe', 'pipe'],
    maxBuffer: 256 * 1024 * 1024,
    ...(opts.input !== undefined ? { input: opts.input } : {}),
    env: { ...process.env, LC_ALL: 'C', ...opts.env },
  });
}

function objectType(gitDir: string, sha: string): string | undefined {
  if (!SHA.test(sha)) return undefined;
  try {
    return git(gitDir, ['cat-file', '-t', sha]).trim();
  } catch {
    return undefined;
  }
}

function obj(body: unknown): Record<string, unknown> {
  return body && typeof body === 'object' && !Array.isArray(body) ? (body as Record<string, unknown>) : {};
}

/** Only repositories backed by a bare repository have Git data. */
function backed(ctx: HandlerContext): { repo: EmuRepo; gitDir: string } {
  const repo = ctx.state.findRepo(String(ctx.params['owner']), String(ctx.params['repo']));
  if (!repo) throw new HttpError(404, 'Not Found');
  if (!repo.gitDir) throw new HttpError(409, 'Git Repository is empty.');
  return { repo, gitDir: repo.gitDir };
}

const invalid = (message: string): HttpError => new HttpError(422, message);

/** GitHub refuses paths with empty, `.`, `..` or `.git` components and leading or trailing slashes. */
function checkPath(path: unknown): string {
  if (typeof path !== 'string' || path === '') throw invalid('Must supply a valid tree.path');
  const parts = path.split('/');
  if (parts.some((p) => p === '' || p === '.' || p === '..' || p.toLowerCase() === '.git' || p.includes('\0'))) {
    throw invalid('tree.path contains a malformed path component');
  }
  return path;
}

interface Entry {
  mode: string;
  type: string;
  sha: string;
}

/** path -> entry for every blob and gitlink of `tree`, recursively. */
function flatten(gitDir: string, tree: string, prefix = ''): Map<string, Entry> {
  const out = new Map<string, Entry>();
  for (const line of git(gitDir, ['ls-tree', '-r', '-z', tree]).split('\0')) {
    if (!line) continue;
    const tab = line.indexOf('\t');
    const [mode, type, sha] = line.slice(0, tab).split(' ') as [string, string, string];
    out.set(prefix + line.slice(tab + 1), { mode, type, sha });
  }
  return out;
}

/** Writes the nested trees of a flat path -> entry map bottom-up with mktree; returns the root tree's sha. */
function writeTree(gitDir: string, entries: Map<string, Entry>): string {
  const dirs = new Map<string, Map<string, Entry>>([['', new Map()]]);
  const dirOf = (path: string): Map<string, Entry> => {
    let d = dirs.get(path);
    if (!d) dirs.set(path, (d = new Map()));
    return d;
  };
  for (const [path, e] of entries) {
    const parts = path.split('/');
    for (let i = 1; i < parts.length; i++) dirOf(parts.slice(0, i).join('/'));
    dirOf(parts.slice(0, -1).join('/')).set(parts[parts.length - 1]!, e);
  }
  // Deepest first, so every subtree's sha is known before its parent is written.
  const order = [...dirs.keys()].sort((a, b) => b.split('/').length - a.split('/').length || b.length - a.length);
  const written = new Map<string, string>();
  for (const dir of order) {
    if (dir === '') continue;
    const sha = mktree(gitDir, dirs.get(dir)!);
    written.set(dir, sha);
    const slash = dir.lastIndexOf('/');
    dirOf(slash < 0 ? '' : dir.slice(0, slash)).set(dir.slice(slash + 1), { mode: '040000', type: 'tree', sha });
  }
  return mktree(gitDir, dirs.get('')!);
}

function mktree(gitDir: string, entries: Map<string, Entry>): string {
  const input = [...entries].map(([name, e]) => `${e.mode} ${e.type} ${e.sha}\t${name}\0`).join('');
  // --missing: gitlinks name commits of other repositories; every other sha was checked before.
  return git(gitDir, ['mktree', '-z', '--missing'], { input }).trim();
}

function removeUnder(entries: Map<string, Entry>, path: string): void {
  for (const key of [...entries.keys()]) if (key === path || key.startsWith(`${path}/`)) entries.delete(key);
  // A file where a directory of the new path would go is replaced, as git does.
  const parts = path.split('/');
  for (let i = 1; i < parts.length; i++) entries.delete(parts.slice(0, i).join('/'));
}

function createTree(ctx: HandlerContext, gitDir: string): string {
  const b = obj(ctx.body);
  const base = b['base_tree'];
  if (base !== undefined && objectType(gitDir, String(base)) !== 'tree') throw invalid(`base_tree ${String(base)} is not a valid tree`);
  const entries = base === undefined ? new Map<string, Entry>() : flatten(gitDir, String(base));
  for (const raw of b['tree'] as unknown[]) {
    const item = obj(raw);
    const path = checkPath(item['path']);
    const mode = String(item['mode'] ?? '');
    const type = String(item['type'] ?? '');
    if (!MODES[type]?.includes(mode)) throw invalid(`tree.mode ${mode || '(none)'} does not fit tree.type ${type || '(none)'}`);
    const hasSha = 'sha' in item;
    const hasContent = typeof item['content'] === 'string';
    if (hasSha === hasContent) throw invalid('Must supply either tree.sha or tree.content. Request will be rejected if both are present.');
    if (hasSha && item['sha'] === null) {
      // GitHub answers this for a deletion of a path the base tree does not have as a file.
      if (!entries.has(path)) throw invalid('GitRPC::BadObjectState');
      entries.delete(path);
      continue;
    }
    let sha: string;
    if (hasContent) {
      if (type !== 'blob') throw invalid('tree.content is only valid for blobs');
      sha = git(gitDir, ['hash-object', '-w', '--stdin'], { input: String(item['content']) }).trim();
    } else {
      sha = String(item['sha']);
      if (type === 'commit' ? !SHA.test(sha) : objectType(gitDir, sha) !== type) throw invalid(`tree.sha ${sha} is not a valid ${type}`);
    }
    removeUnder(entries, path);
    if (type === 'tree') for (const [p, e] of flatten(gitDir, sha, `${path}/`)) entries.set(p, e);
    else entries.set(path, { mode, type, sha });
  }
  return writeTree(gitDir, entries);
}

interface Person {
  name: string;
  email: string;
  date: string;
}

interface ParsedCommit {
  tree: string;
  parents: string[];
  author: Person;
  committer: Person;
  message: string;
}

function person(line: string): Person {
  const m = /^(.*) <(.*)> (\d+) [+-]\d{4}$/.exec(line);
  if (!m) return { name: line, email: '', date: new Date(0).toISOString() };
  return { name: m[1]!, email: m[2]!, date: new Date(Number(m[3]) * 1000).toISOString().replace(/\.\d{3}Z$/, 'Z') };
}

function readCommit(gitDir: string, sha: string): ParsedCommit {
  const raw = git(gitDir, ['cat-file', 'commit', sha]);
  const split = raw.indexOf('\n\n');
  const headers = (split < 0 ? raw : raw.slice(0, split)).split('\n').filter((l) => !l.startsWith(' '));
  const field = (name: string): string[] => headers.filter((l) => l.startsWith(`${name} `)).map((l) => l.slice(name.length + 1));
  return {
    tree: field('tree')[0] ?? '',
    parents: field('parent'),
    author: person(field('author')[0] ?? ''),
    committer: person(field('committer')[0] ?? ''),
    message: split < 0 ? '' : raw.slice(split + 2),
  };
}

function identity(value: unknown): Person | undefined {
  const p = obj(value);
  if (value === undefined) return undefined;
  return { name: String(p['name']), email: String(p['email']), date: typeof p['date'] === 'string' ? p['date'] : '' };
}

function createCommit(ctx: HandlerContext, repo: EmuRepo, gitDir: string): string {
  const b = obj(ctx.body);
  const tree = String(b['tree']);
  if (objectType(gitDir, tree) !== 'tree') throw invalid(`Tree SHA does not exist`);
  const parents = (b['parents'] as unknown[] | undefined)?.map(String) ?? [];
  for (const p of parents) if (objectType(gitDir, p) !== 'commit') throw invalid(`Parent SHA does not exist or is not a commit object`);
  const now = ctx.state.now();
  const self = { name: ctx.actor.login, email: `${ctx.actor.id}+${ctx.actor.login}@users.noreply.github.com`, date: now };
  const author = identity(b['author']) ?? self;
  const signed = b['author'] === undefined && b['committer'] === undefined && b['signature'] === undefined;
  const committer = identity(b['committer']) ?? (signed ? { ...WEB_FLOW, date: now } : author);
  const env = {
    GIT_AUTHOR_NAME: author.name,
    GIT_AUTHOR_EMAIL: author.email,
    GIT_AUTHOR_DATE: author.date || now,
    GIT_COMMITTER_NAME: committer.name,
    GIT_COMMITTER_EMAIL: committer.email,
    GIT_COMMITTER_DATE: committer.date || now,
  };
  const args = ['commit-tree', tree, ...parents.flatMap((p) => ['-p', p]), '-F', '-'];
  const sha = git(gitDir, args, { input: String(b['message']), env }).trim();
  if (signed) repo.signedCommits.add(sha);
  return sha;
}

function renderCommit(render: Renderer, repo: EmuRepo, gitDir: string, sha: string): Record<string, unknown> {
  const c = readCommit(gitDir, sha);
  const full = `${repo.owner.login}/${repo.name}`;
  const api = `${render.urls.api}/repos/${full}/git`;
  const verified = repo.signedCommits.has(sha);
  return {
    sha,
    node_id: Buffer.from(`Commit:${sha}`).toString('base64'),
    url: `${api}/commits/${sha}`,
    html_url: `${render.urls.web}/${full}/commit/${sha}`,
    author: c.author,
    committer: c.committer,
    message: c.message,
    tree: { sha: c.tree, url: `${api}/trees/${c.tree}` },
    parents: c.parents.map((p) => ({ sha: p, url: `${api}/commits/${p}`, html_url: `${render.urls.web}/${full}/commit/${p}` })),
    verification: {
      verified,
      reason: verified ? 'valid' : 'unsigned',
      signature: null,
      payload: null,
      verified_at: null,
    },
  };
}

function renderRef(render: Renderer, repo: EmuRepo, ref: string, sha: string): Record<string, unknown> {
  const api = `${render.urls.api}/repos/${repo.owner.login}/${repo.name}/git`;
  return {
    ref,
    node_id: Buffer.from(`Ref:${ref}`).toString('base64'),
    url: `${api}/${ref}`,
    object: { type: 'commit', sha, url: `${api}/commits/${sha}` },
  };
}

function renderTree(render: Renderer, repo: EmuRepo, gitDir: string, sha: string, recursive: boolean): Record<string, unknown> {
  const api = `${render.urls.api}/repos/${repo.owner.login}/${repo.name}/git`;
  const tree = git(gitDir, ['ls-tree', '-l', '-z', ...(recursive ? ['-r', '-t'] : []), sha])
    .split('\0')
    .filter(Boolean)
    .map((line) => {
      const tab = line.indexOf('\t');
      const [mode, type, object, size] = line.slice(0, tab).split(/ +/) as [string, string, string, string];
      return {
        path: line.slice(tab + 1),
        mode,
        type,
        sha: object,
        ...(type === 'blob'
          ? { size: Number(size), url: `${api}/blobs/${object}` }
          : type === 'tree'
            ? { url: `${api}/trees/${object}` }
            : {}),
      };
    });
  return { sha, url: `${api}/trees/${sha}`, tree, truncated: false };
}

/** `heads/x` as the ref endpoints take it (path parameter) -> `refs/heads/x`. */
const fullRef = (ctx: HandlerContext): string => `refs/${String(ctx.params['ref'])}`;

function checkRefName(gitDir: string, ref: string): void {
  try {
    git(gitDir, ['check-ref-format', ref]);
  } catch {
    throw invalid('Reference name is invalid');
  }
}

export const gitDataHandlers: Record<string, Handler> = {
  'git/create-blob': (ctx) => {
    const { repo, gitDir } = backed(ctx);
    const b = obj(ctx.body);
    const encoding = String(b['encoding'] ?? 'utf-8');
    if (encoding !== 'utf-8' && encoding !== 'base64')
      throw invalid(`encoding must be "utf-8" or "base64", got ${JSON.stringify(encoding)}`);
    const content = String(b['content']);
    if (encoding === 'base64' && !/^[A-Za-z0-9+/\s]*={0,2}\s*$/.test(content)) throw invalid('content is not valid Base64');
    const bytes = encoding === 'base64' ? Buffer.from(content, 'base64') : Buffer.from(content, 'utf8');
    const sha = git(gitDir, ['hash-object', '-w', '--stdin'], { input: bytes }).trim();
    const url = `${ctx.render.urls.api}/repos/${repo.owner.login}/${repo.name}/git/blobs/${sha}`;
    return { status: 201, body: { url, sha }, headers: { location: url } };
  },

  'git/get-blob': (ctx) => {
    const { repo, gitDir } = backed(ctx);
    const sha = String(ctx.params['file_sha']);
    if (objectType(gitDir, sha) !== 'blob') throw new HttpError(404, 'Not Found');
    const bytes = execFileSync('git', ['--git-dir', gitDir, 'cat-file', 'blob', sha], { maxBuffer: 256 * 1024 * 1024 });
    return {
      status: 200,
      body: {
        sha,
        node_id: Buffer.from(`Blob:${sha}`).toString('base64'),
        url: `${ctx.render.urls.api}/repos/${repo.owner.login}/${repo.name}/git/blobs/${sha}`,
        size: bytes.length,
        content: bytes.toString('base64'),
        encoding: 'base64',
      },
    };
  },

  'git/create-tree': (ctx) => {
    const { repo, gitDir } = backed(ctx);
    const sha = createTree(ctx, gitDir);
    return { status: 201, body: renderTree(ctx.render, repo, gitDir, sha, false) };
  },

  'git/get-tree': (ctx) => {
    const { repo, gitDir } = backed(ctx);
    const sha = String(ctx.params['tree_sha']);
    if (objectType(gitDir, sha) !== 'tree') throw new HttpError(404, 'Not Found');
    return { status: 200, body: renderTree(ctx.render, repo, gitDir, sha, ctx.query['recursive'] !== undefined) };
  },

  'git/create-commit': (ctx) => {
    const { repo, gitDir } = backed(ctx);
    const sha = createCommit(ctx, repo, gitDir);
    return { status: 201, body: renderCommit(ctx.render, repo, gitDir, sha) };
  },

  'git/get-commit': (ctx) => {
    const { repo, gitDir } = backed(ctx);
    const sha = String(ctx.params['commit_sha']);
    if (objectType(gitDir, sha) !== 'commit') throw new HttpError(404, 'Not Found');
    return { status: 200, body: renderCommit(ctx.render, repo, gitDir, sha) };
  },

  'git/get-ref': (ctx) => {
    const { repo, gitDir } = backed(ctx);
    const ref = fullRef(ctx);
    // Exactly this ref (GitHub's get-ref does not match prefixes; list-matching-refs does).
    const sha = git(gitDir, ['for-each-ref', '--format=%(refname) %(objectname)', ref])
      .split('\n')
      .map((l) => l.split(' '))
      .find(([name]) => name === ref)?.[1];
    if (!sha) throw new HttpError(404, 'Not Found');
    return { status: 200, body: renderRef(ctx.render, repo, ref, sha) };
  },

  'git/create-ref': (ctx) => {
    const { repo, gitDir } = backed(ctx);
    const b = obj(ctx.body);
    const ref = String(b['ref']);
    if (!ref.startsWith('refs/') || ref.split('/').length < 3) throw invalid('Reference name is invalid');
    checkRefName(gitDir, ref);
    const sha = String(b['sha']);
    if (!objectType(gitDir, sha)) throw invalid('Object does not exist');
    try {
      // The empty old value: created only if it does not exist (compare-and-swap in git itself).
      git(gitDir, ['update-ref', ref, sha, '']);
    } catch {
      throw invalid('Reference already exists');
    }
    return { status: 201, body: renderRef(ctx.render, repo, ref, sha) };
  },

  'git/update-ref': (ctx) => {
    const { repo, gitDir } = backed(ctx);
    const ref = fullRef(ctx);
    const b = obj(ctx.body);
    const sha = String(b['sha']);
    const old = refSha(gitDir, ref);
    if (!old) throw invalid('Reference does not exist');
    if (objectType(gitDir, sha) !== 'commit') throw invalid('Object does not exist');
    if (b['force'] !== true && old !== sha) {
      try {
        git(gitDir, ['merge-base', '--is-ancestor', old, sha]);
      } catch {
        throw invalid('Update is not a fast forward');
      }
    }
    try {
      // With the value just checked as the old one: a push in between makes this fail, not overwrite.
      git(gitDir, ['update-ref', ref, sha, old]);
    } catch {
      throw invalid('Update is not a fast forward');
    }
    return { status: 200, body: renderRef(ctx.render, repo, ref, sha) };
  },
};
