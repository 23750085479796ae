// One git command of the action, through the real `git` binary (execFile, never a shell), started
// the one safe way (src/sandbox/git.ts). Every error message is redacted before it leaves here.
import { execFile } from 'node:child_process';
import { gitEnv, safeGitArgs } from '../sandbox/index.js';
import { Secrets } from '../secrets/index.js';

export type GitErrorCode =
  | 'command_failed'
  | 'push_to_base_refused'
  | 'invalid_branch'
  | 'workspace_not_empty'
  | 'branch_moved'
  /** The commit would hold something the agent did not write (a gitlink, a symlink, a mode), or needs a filter agent-fix does not run. */
  | 'commit_refused'
  /** The commit holds Git LFS pointers whose objects could not be uploaded. */
  | 'lfs_upload_failed';

export class GitError extends Error {
  override name = 'GitError';
  constructor(
    readonly code: GitErrorCode,
    message: string,
  ) {
    super(message);
  }
}

export interface RunOptions {
  /** Written to git's stdin. */
  input?: string | Uint8Array;
  cwd?: string;
  env?: Record<string, string>;
  token?: string;
  /** Exit codes that are answers, not failures (git check-ignore exits 1 when nothing is ignored). */
  okCodes?: readonly number[];
}

export function runGit(args: string[], opts: RunOptions = {}): Promise<string> {
  return exec(args, opts, 'utf8');
}

/** The raw bytes git prints (file contents, -z listings of names: never decoded as text on the way). */
export function runGitBytes(args: string[], opts: RunOptions = {}): Promise<Buffer> {
  return exec(args, opts, 'buffer');
}

function exec(args: string[], opts: RunOptions, encoding: 'utf8'): Promise<string>;
function exec(args: string[], opts: RunOptions, encoding: 'buffer'): Promise<Buffer>;
function exec(args: string[], opts: RunOptions, encoding: 'utf8' | 'buffer'): Promise<string | Buffer> {
  return new Promise((resolve, reject) => {
    const child = execFile(
      'git',
      safeGitArgs(args),
      {
        cwd: opts.cwd,
        encoding,
        maxBuffer: 256 * 1024 * 1024,
        // Never wait for a password prompt; keep messages in English so callers can match them.
        env: { ...gitEnv(process.env), GIT_TERMINAL_PROMPT: '0', LC_ALL: 'C', ...opts.env },
      },
      (err, stdout, stderr) => {
        if (!err) return resolve(stdout);
        const code = (err as { code?: unknown }).code;
        if (typeof code === 'number' && opts.okCodes?.includes(code)) return resolve(stdout);
        const sub = args.find((a, i) => !a.startsWith('-') && args[i - 1] !== '-c' && args[i - 1] !== '-C') ?? 'git';
        const exit = typeof code === 'number' ? ` (exit ${code})` : '';
        // Not err.message: it repeats the command line, auth header included.
        const detail = String(stderr).trim().split('\n').slice(-6).join('\n') || 'no output';
        reject(new GitError('command_failed', Secrets.of([opts.token]).redactMessage(`git ${sub} failed${exit}: ${detail}`)));
      },
    );
    // A command that does not read all of its input closes the pipe early: that is its answer, not an error.
    child.stdin?.on('error', () => {});
    if (opts.input !== undefined) child.stdin?.end(opts.input);
    else child.stdin?.end();
  });
}
