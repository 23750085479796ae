// How agent-fix starts git, everywhere (the action's commits and pushes, the listing, instruction
// reads, the eval): git runs repository code on its own when asked the wrong question. A hook on
// commit or checkout; the core.fsmonitor command even on `git ls-files --others`; a filter, diff
// driver or textconv named by .gitattributes; and, through submodule recursion, every one of these
// again from the config of any repository a check plants in a submodule folder (issue 21: `git
// status` recursed into such a folder and ran its `filter.x.clean` with the action's secrets in
// reach). So every command gets, from here:
// - hooks and the fsmonitor command off;
// - no submodule recursion of any kind, so git never opens a nested repository (or its config, its
//   includes, its hooks): the only config read is system, global and the top-level .git/config
//   (actions/checkout's safe.directory, http.proxy and git-lfs's filters keep working);
// - no external diff and no textconv on the commands that diff (safeGitArgs);
// - no automatic housekeeping (maintenance, gc) started after a fetch or a commit;
// - an environment without the action's inputs, anything named like a credential, or a
//   GIT_EXTERNAL_DIFF, and a PATH of trusted folders only (trusted.ts): `git` itself, git-lfs and
//   every helper git starts are found where no other user can plant a program.
// The commit itself runs no filter but git-lfs's (src/github/commit-build.ts).
import { isSecretName } from './env.js';
import { trustedPath } from './trusted.js';

export const SAFE_GIT_CONFIG = [
  '-c',
  'core.hooksPath=/dev/null',
  '-c',
  'core.fsmonitor=false',
  '-c',
  'submodule.recurse=false',
  '-c',
  'diff.ignoreSubmodules=all',
  '-c',
  'status.submoduleSummary=false',
  '-c',
  'diff.external=',
  '-c',
  'fetch.recurseSubmodules=false',
  '-c',
  'push.recurseSubmodules=no',
  // A remote URL is config too: `ext::` would run a command on fetch or push.
  '-c',
  'protocol.ext.allow=never',
  // No housekeeping: after a fetch or a commit git would start `git maintenance run --auto` (and
  // `gc --auto`, detached by default): processes that outlive the command and take .git's locks
  // while the action's next git command runs, in a checkout that is thrown away with the job.
  '-c',
  'maintenance.auto=false',
  '-c',
  'gc.auto=0',
] as const;

/** Per subcommand: what keeps it from running a driver or entering a submodule. */
const SUBCOMMAND_FLAGS: Readonly<Record<string, readonly string[]>> = {
  status: ['--ignore-submodules=all'],
  diff: ['--no-ext-diff', '--no-textconv', '--ignore-submodules=all'],
  log: ['--no-ext-diff', '--no-textconv', '--ignore-submodules=all'],
  show: ['--no-ext-diff', '--no-textconv', '--ignore-submodules=all'],
  grep: ['--no-textconv'],
};

/**
 * The full argument list for one git command: SAFE_GIT_CONFIG, then `args` with the subcommand's
 * own guards right after the subcommand (the first argument that is not a global option).
 */
export function safeGitArgs(args: readonly string[]): string[] {
  let i = 0;
  while (i < args.length) {
    const a = args[i]!;
    if (a === '-c' || a === '-C' || a === '--git-dir' || a === '--work-tree') i += 2;
    else if (a.startsWith('-')) i += 1;
    else break;
  }
  const sub = args[i];
  const guards = sub === undefined ? [] : (SUBCOMMAND_FLAGS[sub] ?? []);
  return [...SAFE_GIT_CONFIG, ...args.slice(0, i + 1), ...guards, ...args.slice(i + 1)];
}

/**
 * The environment without the action's inputs, anything named like a credential, or an external
 * diff command; PATH keeps only trusted folders (child_process looks `git` up in this PATH).
 */
export function gitEnv(env: NodeJS.ProcessEnv): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [k, v] of Object.entries(env)) if (v !== undefined && !isSecretName(k) && k !== 'GIT_EXTERNAL_DIFF') out[k] = v;
  out.PATH = keptTrustedPath(env.PATH);
  return out;
}

/**
 * trustedPath, kept for the last PATH asked about: a run starts git about 30 times with one PATH, and
 * each check stats every folder above every entry (most of gitEnv's half millisecond). A folder that
 * turned writable for others since could only have been changed by root or the action's own user;
 * one found untrusted stays left out.
 */
function keptTrustedPath(path: string | undefined): string {
  if (lastTrusted === undefined || lastTrusted.path !== path) lastTrusted = { path, trusted: trustedPath(path) };
  return lastTrusted.trusted;
}
let lastTrusted: { path: string | undefined; trusted: string } | undefined;
