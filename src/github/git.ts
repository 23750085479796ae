// The action's git operations, through the real `git` binary (execFile, never a shell). The token is
// only ever passed as a per-command `-c http.<origin>/.extraheader` (never in a URL, never persisted),
// and every error message is redacted before it leaves this module.
import { execFile } from 'node:child_process';
import { existsSync, readdirSync } from 'node:fs';
import { isValidBranchName } from './branch-name.js';
import { gitEnv, SAFE_GIT_CONFIG } from '../sandbox/index.js';
import { Secrets } from '../secrets/index.js';

export type GitErrorCode = 'command_failed' | 'push_to_base_refused' | 'invalid_branch' | 'workspace_not_empty' | 'branch_moved';

export class GitError extends Error {
  override name = 'GitError';
  constructor(
    readonly code: GitErrorCode,
    message: string,
  ) {
    super(message);
  }
}

export interface CoAuthor {
  login: string;
  id?: number;
}

/** What commitAll commits: exactly `paths` (or everything), vetted by `beforeCommit`, with the identity and trailer. */
export interface CommitOptions {
  message: string;
  authorName: string;
  authorEmail: string;
  coAuthor?: CoAuthor;
  paths?: readonly string[];
  beforeCommit?: (stagedDiff: string) => void;
}

/** A commit on its way to a branch on GitHub, by either `commit-signing` mode (see publish.ts). */
export interface PublishRequest extends CommitOptions {
  /** The remote branch the commit goes to (checked out locally, the commit's parent is its HEAD). */
  branch: string;
  /**
   * false: the branch is new on the remote and is created there. true: it exists and must still be at
   * the local HEAD; it is fast-forwarded, and if it moved the publish fails (GitError 'branch_moved').
   */
  existing: boolean;
}

/** One path a commit changes against its parent, in the Git Data API's terms: `sha` null means deleted. */
export interface TreeChange {
  path: string;
  /** The new mode (of a deleted path: its old one): file, executable, symlink or submodule. */
  mode: '100644' | '100755' | '120000' | '160000';
  type: 'blob' | 'commit';
  sha: string | null;
  /** The object the path had before; null for a new path. */
  before: string | null;
}

export interface CheckoutOptions {
  workspace: string;
  remoteUrl: string;
  token?: string;
  /** Base branch; default: the remote's default branch (clone) or the current branch (existing checkout). */
  branch?: string;
}

/** `Co-authored-by` trailer with GitHub's noreply address, which links the commit to the account. */
export function coAuthorTrailer(author: CoAuthor): string {
  // Logins are [A-Za-z0-9-] (plus "[bot]"); anything else could forge extra trailer lines.
  const login = author.login.replace(/[^A-Za-z0-9\-[\]]/g, '');
  const email = author.id !== undefined ? `${author.id}+${login}@users.noreply.github.com` : `${login}@users.noreply.github.com`;
  return `Co-authored-by: ${login} <${email}>`;
}

/**
 * Config args that authenticate one git command against an http(s) remote. The empty value first
 * clears a header actions/checkout may have persisted for the same origin: two Authorization headers
 * make GitHub reject the request. Plain http only for loopback (tests); other remotes get nothing.
 */
export function authArgs(remoteUrl: string, token: string | undefined): string[] {
  if (!token) return [];
  let url: URL;
  try {
    url = new URL(remoteUrl);
  } catch {
    return [];
  }
  const loopback = ['127.0.0.1', 'localhost', '[::1]'].includes(url.hostname);
  if (!(url.protocol === 'https:' || (url.protocol === 'http:' && loopback))) return [];
  const key = `http.${url.protocol}//${url.host}/.extraheader`;
  const basic = Buffer.from(`x-access-token:${token}`).toString('base64');
  return ['-c', `${key}=`, '-c', `${key}=AUTHORIZATION: basic ${basic}`, '-c', 'credential.helper='];
}

interface RunOptions {
  /** Written to git's stdin. */
  input?: string;
  cwd?: string;
  env?: Record<string, string>;
  token?: string;
}

function run(args: string[], opts: RunOptions = {}): Promise<string> {
  return exec(args, opts, 'utf8');
}

/** The raw bytes git prints (file contents: not decoded as text). */
function runBytes(args: string[], opts: RunOptions = {}): Promise<Buffer> {
  return exec(args, opts, 'buffer');
}

function exec(args: string[], opts: RunOptions, encoding: 'utf8'): Promise<string>;
function exec(args: string[], opts: RunOptions, encoding: 'buffer'): Promise<Buffer>;
function exec(args: string[], opts: RunOptions, encoding: 'utf8' | 'buffer'): Promise<string | Buffer> {
  return new Promise((resolve, reject) => {
    const child = execFile(
      'git',
      [...SAFE_GIT_CONFIG, ...args],
      {
        cwd: opts.cwd,
        encoding,
        maxBuffer: 64 * 1024 * 1024,
        // Never wait for a password prompt; keep messages in English so callers can match them.
        env: { ...gitEnv(process.env), GIT_TERMINAL_PROMPT: '0', LC_ALL: 'C', ...opts.env },
      },
      (err, stdout, stderr) => {
        if (!err) return resolve(stdout);
        const sub = args.find((a, i) => !a.startsWith('-') && args[i - 1] !== '-c' && args[i - 1] !== '-C') ?? 'git';
        const code = typeof (err as { code?: unknown }).code === 'number' ? ` (exit ${(err as { code: number }).code})` : '';
        // Not err.message: it repeats the command line, auth header included.
        const detail = String(stderr).trim().split('\n').slice(-6).join('\n') || 'no output';
        reject(new GitError('command_failed', Secrets.of([opts.token]).redactMessage(`git ${sub} failed${code}: ${detail}`)));
      },
    );
    if (opts.input !== undefined) child.stdin?.end(opts.input);
  });
}

export class GitWorkspace {
  constructor(
    readonly dir: string,
    /** The branch pull requests target; push refuses to write to it. */
    readonly baseBranch: string,
    private readonly token?: string,
  ) {}

  private git(args: string[], extra: Omit<RunOptions, 'cwd' | 'token'> = {}): Promise<string> {
    return run(args, { cwd: this.dir, ...extra, ...(this.token ? { token: this.token } : {}) });
  }

  private gitInput(args: string[], input: string): Promise<string> {
    return this.git(args, { input });
  }

  async currentSha(): Promise<string> {
    return (await this.git(['rev-parse', 'HEAD'])).trim();
  }

  async currentBranch(): Promise<string> {
    return (await this.git(['rev-parse', '--abbrev-ref', 'HEAD'])).trim();
  }

  async remoteUrl(remote = 'origin'): Promise<string> {
    return (await this.git(['remote', 'get-url', remote])).trim();
  }

  /** Creates and checks out a branch; if `name` exists locally or on the remote, uses name-2, name-3 ... */
  async createBranch(name: string, remote = 'origin'): Promise<string> {
    if (!isValidBranchName(name)) throw new GitError('invalid_branch', `invalid branch name ${JSON.stringify(name)}`);
    const taken = new Set((await this.git(['for-each-ref', '--format=%(refname:short)', 'refs/heads/'])).split('\n').filter(Boolean));
    const url = await this.remoteUrl(remote);
    const remoteRefs = await this.git([...authArgs(url, this.token), 'ls-remote', '--heads', remote]);
    for (const line of remoteRefs.split('\n')) {
      const ref = line.split('\t')[1];
      if (ref?.startsWith('refs/heads/')) taken.add(ref.slice('refs/heads/'.length));
    }
    let candidate = name;
    for (let n = 2; taken.has(candidate) || candidate === this.baseBranch; n++) candidate = `${name}-${n}`;
    await this.git(['checkout', '-q', '-b', candidate]);
    return candidate;
  }

  async hasChanges(): Promise<boolean> {
    return (await this.git(['status', '--porcelain', '--untracked-files=all'])).trim() !== '';
  }

  /**
   * Stages `paths` (or everything, respecting .gitignore, when absent) and commits; returns the new
   * sha, or null when nothing changed. `beforeCommit` sees the staged diff and may veto by throwing.
   */
  async commitAll(opts: CommitOptions): Promise<string | null> {
    if (opts.paths) {
      // Paths are literal file names, never patterns (a file named "src/[ab].ts" must not stage src/a.ts).
      const literal = { GIT_LITERAL_PATHSPECS: '1' };
      const ignored = new Set(
        (await this.git(['ls-files', '-z', '--others', '--ignored', '--exclude-standard', '--', ...opts.paths], { env: literal }))
          .split('\0')
          .filter(Boolean),
      );
      const wanted = opts.paths.filter((p) => !ignored.has(p));
      if (wanted.length === 0) return null;
      await this.git(['reset', '-q']); // only these paths: nothing a check command may have staged
      await this.git(['add', '-A', '--', ...wanted], { env: literal });
      const staged = (await this.git(['diff', '--cached', '--name-only', '-z'])).split('\0').filter(Boolean);
      const extra = staged.filter((p) => !wanted.includes(p));
      if (extra.length > 0) {
        await this.git(['reset', '-q']);
        throw new GitError('command_failed', `refusing to commit files the agent did not edit: ${extra.slice(0, 5).join(', ')}`);
      }
      if (staged.length === 0) return null;
    } else {
      if (!(await this.hasChanges())) return null;
      await this.git(['add', '-A']);
    }
    if (opts.beforeCommit) {
      try {
        // --text: a file marked -diff in .gitattributes must not hide its content from the scan.
        opts.beforeCommit(await this.git(['diff', '--cached', '--text', '--no-textconv', '--no-color', '--no-ext-diff']));
      } catch (err) {
        await this.git(['reset', '-q']);
        throw err;
      }
    }
    const message = opts.coAuthor ? `${opts.message.trimEnd()}\n\n${coAuthorTrailer(opts.coAuthor)}\n` : opts.message;
    // Identity via env overrides both config and any GIT_AUTHOR_* inherited from the runner.
    const identity = {
      GIT_AUTHOR_NAME: opts.authorName,
      GIT_AUTHOR_EMAIL: opts.authorEmail,
      GIT_COMMITTER_NAME: opts.authorName,
      GIT_COMMITTER_EMAIL: opts.authorEmail,
    };
    // --no-verify: hooks are repository code the agent may have edited; they must not run with our identity.
    await this.git(['-c', 'commit.gpgsign=false', 'commit', '-q', '--no-verify', '-m', message], { env: identity });
    return this.currentSha();
  }

  /**
   * Pushes `branch` to the same-named remote branch. Never to the base branch, never forced. With
   * `expect`, the remote branch must still be at that commit (git's compare-and-swap): a branch
   * rewound to an ancestor meanwhile would otherwise take a fast-forward that brings back what
   * was removed. The local branch is one commit on top of `expect`, so what lands is a fast-forward.
   */
  async push(opts: { branch: string; token?: string; remote?: string; expect?: string }): Promise<void> {
    const remote = opts.remote ?? 'origin';
    const token = opts.token ?? this.token;
    const url = await this.assertPushable(opts.branch, { remote, token });
    // No advice: the error keeps its last lines, which must include the "[rejected] ... (fetch first)" reason.
    const quiet = ['-c', 'advice.pushUpdateRejected=false'];
    const ref = `refs/heads/${opts.branch}`;
    const lease = opts.expect ? [`--force-with-lease=${ref}:${opts.expect}`] : [];
    await run([...authArgs(url, token), ...quiet, 'push', '--no-verify', '--quiet', ...lease, remote, `${ref}:${ref}`], {
      cwd: this.dir,
      ...(token ? { token } : {}),
    });
  }

  /**
   * Throws unless agent-fix may write `branch` on the remote (by push or through the API): never the
   * base branch, never the remote's default branch. Returns the remote's URL.
   */
  async assertPushable(branch: string, opts: { remote?: string; token?: string } = {}): Promise<string> {
    const remote = opts.remote ?? 'origin';
    const refuse = (): GitError =>
      new GitError('push_to_base_refused', `refusing to push to ${branch}: agent-fix only pushes its own branches`);
    if (branch === this.baseBranch || branch === 'HEAD') throw refuse();
    if (!isValidBranchName(branch)) throw new GitError('invalid_branch', `invalid branch name ${JSON.stringify(branch)}`);
    const token = opts.token ?? this.token;
    const url = await this.remoteUrl(remote);
    // A single-branch clone of another base does not know the remote's default branch: ask the remote.
    if (branch === (await this.remoteDefaultBranch(remote, url, token))) throw refuse();
    return url;
  }

  async revParse(rev: string): Promise<string> {
    return (await this.git(['rev-parse', '--verify', '--quiet', '--end-of-options', rev])).trim();
  }

  /** Every path `to` changes against `from` (renames as a deletion and a new path, as trees take them). */
  async treeChanges(from: string, to: string): Promise<TreeChange[]> {
    const fields = (await this.git(['diff-tree', '-r', '-z', '--no-renames', from, to])).split('\0');
    const changes: TreeChange[] = [];
    // -z raw format: ":<old mode> <new mode> <old sha> <new sha> <status>" NUL "<path>" NUL, per path.
    for (let i = 0; i + 1 < fields.length; i += 2) {
      const [oldMode, newMode, oldSha, newSha, status] = fields[i]!.slice(1).split(' ') as [string, string, string, string, string];
      const deleted = status === 'D';
      // -r lists no trees, and git writes no other file modes.
      const mode = (deleted ? oldMode : newMode) as TreeChange['mode'];
      changes.push({
        path: fields[i + 1]!,
        mode,
        type: mode === '160000' ? 'commit' : 'blob',
        sha: deleted ? null : newSha,
        before: status === 'A' ? null : oldSha,
      });
    }
    return changes;
  }

  /** A blob's bytes, as stored (no text decoding, no filters). */
  readBlob(sha: string): Promise<Buffer> {
    return runBytes(['cat-file', 'blob', sha], { cwd: this.dir });
  }

  /** A commit's message exactly as stored. */
  async commitMessage(sha: string): Promise<string> {
    const raw = await this.git(['cat-file', 'commit', sha]);
    const split = raw.indexOf('\n\n');
    return split < 0 ? '' : raw.slice(split + 2);
  }

  /** Fetches the remote's `branch` and returns the commit it points to. */
  async fetchBranch(branch: string, remote = 'origin'): Promise<string> {
    const url = await this.remoteUrl(remote);
    await this.git([...authArgs(url, this.token), 'fetch', '--quiet', '--no-tags', remote, `refs/heads/${branch}`]);
    return this.revParse('FETCH_HEAD');
  }

  /** Moves the current branch to `sha`: `soft` keeps index and files, `mixed` keeps only the files. */
  async reset(sha: string, mode: 'soft' | 'mixed'): Promise<void> {
    await this.git(['reset', '-q', `--${mode}`, sha]);
  }

  /** A new local branch at `sha` (a fan-out shard starts from the plan's commit); fetches it when missing. */
  async startBranchAt(name: string, sha: string, fromBranch: string): Promise<void> {
    if (!isValidBranchName(name)) throw new GitError('invalid_branch', `invalid branch name ${JSON.stringify(name)}`);
    const have = (): Promise<boolean> =>
      this.git(['cat-file', '-e', `${sha}^{commit}`]).then(
        () => true,
        () => false,
      );
    if (!(await have())) await this.fetchBranch(fromBranch);
    if (!(await have()))
      throw new GitError(
        'command_failed',
        `commit ${sha} is not on ${fromBranch}: the base moved past the plan's commit and it is no longer fetchable`,
      );
    await this.git(['checkout', '-q', '-B', name, sha]);
  }

  /**
   * Leaves a file on the remote under `ref` (outside refs/heads: not a branch) as an orphan commit
   * holding it. Replaced when the same ref is written again (a re-run of the same job).
   */
  async pushFileRef(
    ref: string,
    fileName: string,
    content: string,
    identity: { name: string; email: string },
    remote = 'origin',
  ): Promise<void> {
    if (!/^refs\/agent-fix\/[A-Za-z0-9._/-]+$/.test(ref) || ref.includes('..'))
      throw new GitError('invalid_branch', `invalid report ref ${ref}`);
    const blob = (await this.gitInput(['hash-object', '-w', '--stdin'], content)).trim();
    const tree = (await this.gitInput(['mktree'], `100644 blob ${blob}\t${fileName}\n`)).trim();
    const env = {
      GIT_AUTHOR_NAME: identity.name,
      GIT_AUTHOR_EMAIL: identity.email,
      GIT_COMMITTER_NAME: identity.name,
      GIT_COMMITTER_EMAIL: identity.email,
    };
    const commit = (await this.git(['commit-tree', tree, '-m', `agent-fix: ${fileName}`], { env })).trim();
    const url = await this.remoteUrl(remote);
    await this.git([...authArgs(url, this.token), 'push', '--quiet', '--no-verify', remote, `+${commit}:${ref}`]);
  }

  /** Fetches every remote ref under `prefix` (e.g. refs/agent-fix/runs/42/) to the same names; returns them. */
  async fetchRefs(prefix: string, remote = 'origin'): Promise<string[]> {
    const url = await this.remoteUrl(remote);
    const listed = await this.git([...authArgs(url, this.token), 'ls-remote', remote, `${prefix}*`]);
    const refs = listed.split('\n').flatMap((l) => (l.split('\t')[1] ? [l.split('\t')[1]!] : []));
    if (refs.length > 0)
      await this.git([...authArgs(url, this.token), 'fetch', '--quiet', '--no-tags', remote, ...refs.map((r) => `+${r}:${r}`)]);
    return refs;
  }

  /** A file's text at a commit (`rev:path`). */
  async showFile(rev: string, path: string): Promise<string> {
    return this.git(['show', `${rev}:${path}`]);
  }

  /** Makes the working tree and index hold these paths as they are at `sha` (deleted where `sha` has none). */
  async takePaths(sha: string, changes: readonly TreeChange[]): Promise<void> {
    const present = changes.filter((c) => c.sha !== null).map((c) => c.path);
    const gone = changes.filter((c) => c.sha === null).map((c) => c.path);
    const literal = { GIT_LITERAL_PATHSPECS: '1' };
    if (present.length) await this.git(['checkout', sha, '--', ...present], { env: literal });
    if (gone.length) await this.git(['rm', '-q', '--', ...gone], { env: literal });
  }

  /** Restores the working tree to HEAD after a failed run (ignored files such as node_modules stay). */
  async resetHard(ref = 'HEAD'): Promise<void> {
    await this.git(['reset', '-q', '--hard', ref]);
    await this.git(['clean', '-q', '-fd']);
  }

  /** The branch the remote's HEAD points to (its default branch). */
  private async remoteDefaultBranch(remote: string, url: string, token: string | undefined): Promise<string | undefined> {
    const out = await run([...authArgs(url, token), 'ls-remote', '--symref', remote, 'HEAD'], {
      cwd: this.dir,
      ...(token ? { token } : {}),
    });
    const m = /^ref: refs\/heads\/(\S+)\tHEAD$/m.exec(out);
    return m?.[1];
  }
}

/**
 * Returns the workspace as a git checkout. A directory without .git is shallow-cloned from `remoteUrl`
 * (the default branch, or `branch`); an existing checkout is used as is, switched to `branch` if given.
 */
export async function ensureCheckout(opts: CheckoutOptions): Promise<GitWorkspace> {
  const tokenOpt = opts.token ? { token: opts.token } : {};
  if (!existsSync(`${opts.workspace}/.git`)) {
    if (existsSync(opts.workspace) && readdirSync(opts.workspace).length > 0) {
      throw new GitError('workspace_not_empty', `${opts.workspace} has files but no .git; refusing to clone over them`);
    }
    const branchArgs = opts.branch ? ['--branch', opts.branch] : [];
    await run(
      [
        ...authArgs(opts.remoteUrl, opts.token),
        'clone',
        '--quiet',
        '--depth',
        '1',
        '--no-tags',
        ...branchArgs,
        '--',
        opts.remoteUrl,
        opts.workspace,
      ],
      tokenOpt,
    );
  }
  const probe = new GitWorkspace(opts.workspace, opts.branch ?? '', opts.token);
  let current = await probe.currentBranch();
  if (opts.branch && current !== opts.branch) {
    const url = await probe.remoteUrl();
    await run([...authArgs(url, opts.token), 'fetch', '--quiet', '--depth', '1', 'origin', `refs/heads/${opts.branch}`], {
      cwd: opts.workspace,
      ...tokenOpt,
    });
    await run(['checkout', '-q', '-B', opts.branch, 'FETCH_HEAD'], { cwd: opts.workspace, ...tokenOpt });
    current = opts.branch;
  }
  if (current === 'HEAD') throw new GitError('invalid_branch', `${opts.workspace} is on a detached HEAD; pass the base branch explicitly`);
  return new GitWorkspace(opts.workspace, current, opts.token);
}
