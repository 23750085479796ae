// The action's git operations, through the real `git` binary, started the one safe way
// (git-run.ts, src/sandbox/git.ts). The token is only ever passed as a per-command
// `-c http.<origin>/.extraheader` (never in a URL, never persisted), and every error message is
// redacted. After the agent ran, git never looks at the working tree: the commit is built from the
// Workspace's record of its own writes (commit-build.ts), and branches move with plumbing.
import { existsSync, readdirSync } from 'node:fs';
import { homedir } from 'node:os';
import { dirname, isAbsolute, join, relative, resolve, sep } from 'node:path';
import { isValidBranchName } from './branch-name.js';
import { buildCommit, outgoingTexts, type BuiltCommit, type OutgoingText, type PathChange } from './commit-build.js';
import { GitError, runGit as run, runGitBytes, type RunOptions } from './git-run.js';

export { GitError, type GitErrorCode } from './git-run.js';
export { modeChange, type BuiltCommit, type FileMode, type OutgoingText, type PathChange } from './commit-build.js';

export interface CoAuthor {
  login: string;
  id?: number;
}

/** What a commit holds: exactly `changes` (the agent's writes), vetted by `vet`, with the identity and trailer. */
export interface CommitOptions {
  message: string;
  authorName: string;
  authorEmail: string;
  coAuthor?: CoAuthor;
  changes: readonly PathChange[];
  /** Sees every byte that would leave with the commit (its new objects, raw) before anything moves or is sent; throws to refuse. */
  vet?: (outgoing: readonly OutgoingText[]) => void;
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

/** The branch's name leaves with the commit (a push names it, the API puts it in a URL): vetted with the objects. */
export function withBranchVetted(req: PublishRequest): PublishRequest {
  const vet = req.vet;
  return vet ? { ...req, vet: (objects) => vet([{ what: 'the branch name', text: req.branch }, ...objects]) } : req;
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
  /** The mode the path had before; null for a new path. */
  beforeMode: string | null;
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

export class GitWorkspace {
  constructor(
    readonly dir: string,
    /** The branch pull requests target; push refuses to write to it. */
    readonly baseBranch: string,
    private readonly token?: string,
  ) {}

  /**
   * Asked of git once per workspace object: a run would otherwise start a git process (and, for the
   * default branch, a round trip to the remote) at every push gate for an answer that cannot change
   * in the run: nothing agent-fix does changes them, and the sandbox hides .git from checks.
   */
  private readonly asked = new Map<string, Promise<string | undefined>>();

  private once<T extends string | undefined>(key: string, ask: () => Promise<T>): Promise<T> {
    let answer = this.asked.get(key) as Promise<T> | undefined;
    if (!answer) {
      answer = ask();
      this.asked.set(key, answer);
      // A failed question is asked again next time, not answered with the old error.
      answer.catch(() => this.asked.delete(key));
    }
    return answer;
  }

  private git(args: string[], extra: Omit<RunOptions, 'cwd' | 'token'> = {}): Promise<string> {
    return run(args, { cwd: this.dir, ...extra, ...(this.token ? { token: this.token } : {}) });
  }

  private gitBytes(args: string[], extra: Omit<RunOptions, 'cwd' | 'token'> = {}): Promise<Buffer> {
    return runGitBytes(args, { cwd: this.dir, ...extra, ...(this.token ? { token: this.token } : {}) });
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

  remoteUrl(remote = 'origin'): Promise<string> {
    return this.once(`url\0${remote}`, async () => (await this.git(['remote', 'get-url', remote])).trim());
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
    // Plumbing: a new branch at HEAD, checked out without touching the working tree or the index.
    await this.git(['update-ref', `refs/heads/${candidate}`, await this.currentSha(), '']);
    await this.git(['symbolic-ref', 'HEAD', `refs/heads/${candidate}`]);
    return candidate;
  }

  /**
   * Whether the checkout differs from HEAD. Only for the start of a run, before any check touched the
   * tree: after the agent ran, what changed is the Workspace's record, never a question to git.
   */
  async hasChanges(): Promise<boolean> {
    return (await this.git(['status', '--porcelain', '--untracked-files=all'])).trim() !== '';
  }

  /**
   * Throws when the repository's git config includes a file from the working tree (`include.path` or
   * `includeIf.*.path` naming, say, ../.gitconfig): a check may rewrite that file, and git would then
   * read filters and other commands from it. The only config read inside the workspace is .git/config.
   */
  async assertNoConfigFromTree(): Promise<void> {
    const listed = await this.git(['config', '--no-includes', '--show-origin', '-z', '--get-regexp', '^include(if\\..+)?\\.path$'], {
      okCodes: [1],
    });
    const fields = listed.split('\0');
    const top = resolve(this.dir);
    for (let i = 0; i + 1 < fields.length; i += 2) {
      const origin = fields[i]!;
      if (!origin.startsWith('file:')) continue;
      const value = fields[i + 1]!.slice(fields[i + 1]!.indexOf('\n') + 1);
      const from = dirname(resolve(top, origin.slice('file:'.length)));
      const target = value.startsWith('~/') ? join(homedir(), value.slice(2)) : resolve(from, value);
      const rel = relative(top, target);
      if (rel === '' || rel.startsWith('..') || isAbsolute(rel) || rel === '.git' || rel.startsWith(`.git${sep}`)) continue;
      throw new GitError(
        'command_failed',
        `the repository's git config (${origin.slice('file:'.length)}) includes ${value}, a file in the working tree that a check could rewrite; agent-fix reads no git config from the working tree: remove the include from .git/config`,
      );
    }
  }

  /**
   * The commit of `opts.changes` on top of HEAD (objects only: no branch moves), vetted; null when
   * they change nothing. See commit-build.ts for what is refused.
   */
  buildCommit(opts: CommitOptions): Promise<BuiltCommit | null> {
    const message = opts.coAuthor ? `${opts.message.trimEnd()}\n\n${coAuthorTrailer(opts.coAuthor)}\n` : opts.message;
    return buildCommit(
      (args, extra) => this.git(args, extra),
      (args, extra) => this.gitBytes(args, extra),
      {
        message,
        identity: { name: opts.authorName, email: opts.authorEmail },
        changes: opts.changes,
        ...(opts.vet ? { vet: opts.vet } : {}),
      },
    );
  }

  /**
   * Moves the current branch from `from` to `sha` (compare-and-swap: it must still be at `from`) and
   * makes the index that commit's tree. The working tree is not touched.
   */
  async advance(sha: string, from: string): Promise<void> {
    await this.git(['update-ref', '-m', 'agent-fix: commit', 'HEAD', sha, from]);
    await this.git(['read-tree', sha]);
  }

  /**
   * Pushes `branch` to the same-named remote branch. Never to the base branch, never forced. With
   * `expect`, the remote branch must still be at that commit (git's compare-and-swap): a branch
   * rewound to an ancestor meanwhile would otherwise take a fast-forward that brings back what
   * was removed. The local branch is one commit on top of `expect`, so what lands is a fast-forward.
   */
  async push(opts: { branch: string; token?: string; remote?: string; expect?: string; source?: string }): Promise<void> {
    const remote = opts.remote ?? 'origin';
    const token = opts.token ?? this.token;
    const url = await this.assertPushable(opts.branch, { remote, token });
    // No advice: the error keeps its last lines, which must include the "[rejected] ... (fetch first)" reason.
    const quiet = ['-c', 'advice.pushUpdateRejected=false'];
    const ref = `refs/heads/${opts.branch}`;
    const lease = opts.expect ? [`--force-with-lease=${ref}:${opts.expect}`] : [];
    await run([...authArgs(url, token), ...quiet, 'push', '--no-verify', '--quiet', ...lease, remote, `${opts.source ?? ref}:${ref}`], {
      cwd: this.dir,
      ...(token ? { token } : {}),
    });
  }

  /**
   * Uploads the Git LFS objects a commit's pointers name (`git lfs push --object-id`) to the remote's
   * LFS store, with the push's credentials. Pushes run with hooks off, so git-lfs's pre-push hook
   * never does this; a branch whose pointers name objects the remote lacks cannot be checked out.
   */
  async pushLfsObjects(oids: readonly string[], opts: { token?: string; remote?: string } = {}): Promise<void> {
    if (oids.length === 0) return;
    const remote = opts.remote ?? 'origin';
    const token = opts.token ?? this.token;
    const url = await this.remoteUrl(remote);
    try {
      await run([...authArgs(url, token), 'lfs', 'push', '--object-id', remote, ...oids], { cwd: this.dir, ...(token ? { token } : {}) });
    } catch (err) {
      throw new GitError(
        'lfs_upload_failed',
        `the commit holds ${oids.length} Git LFS object(s), and uploading them failed, so the branch was not pushed: ${(err as Error).message}`,
      );
    }
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
    // -z raw format (names unquoted): ":<old mode> <new mode> <old sha> <new sha> <status>" NUL "<path>" NUL, per path.
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
        beforeMode: status === 'A' ? null : oldMode,
      });
    }
    return changes;
  }

  /** A blob's bytes, as stored (no text decoding, no filters). */
  readBlob(sha: string): Promise<Buffer> {
    return this.gitBytes(['cat-file', 'blob', sha]);
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
    vet?: (outgoing: readonly OutgoingText[]) => void,
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
    const commit = (await this.git(['commit-tree', '--no-gpg-sign', tree, '-m', `agent-fix: ${fileName}`], { env })).trim();
    // What leaves: the ref's name and every object of the orphan commit, read back raw.
    vet?.([
      { what: 'the ref name', text: ref },
      ...(await outgoingTexts(
        (a, o) => this.git(a, o),
        (a, o) => this.gitBytes(a, o),
        commit,
      )),
    ]);
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

  /** A file's text at a commit (`rev:path`), as stored (no textconv, no filter). */
  async showFile(rev: string, path: string): Promise<string> {
    return (await this.gitBytes(['cat-file', 'blob', `${rev}:${path}`])).toString('utf8');
  }

  /** Restores the working tree to HEAD after a failed run (ignored files such as node_modules stay). */
  async resetHard(ref = 'HEAD'): Promise<void> {
    await this.git(['reset', '-q', '--hard', ref]);
    await this.git(['clean', '-q', '-fd']);
  }

  /** The branch the remote's HEAD points to (its default branch). */
  private remoteDefaultBranch(remote: string, url: string, token: string | undefined): Promise<string | undefined> {
    return this.once(`default\0${remote}\0${url}\0${token ?? ''}`, async () => {
      const out = await run([...authArgs(url, token), 'ls-remote', '--symref', remote, 'HEAD'], {
        cwd: this.dir,
        ...(token ? { token } : {}),
      });
      return /^ref: refs\/heads\/(\S+)\tHEAD$/m.exec(out)?.[1];
    });
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
