// How the agent's one commit reaches its branch on GitHub: the interface deliver uses (and follow-up
// runs on a pull request reuse). `git` commits locally and pushes; `api` (commit-signing: api) makes the
// same commit through the Git Data API, which GitHub signs. Both: exactly the agent's writes (never
// the working tree), the secret scan of every new object before anything leaves the runner, never the
// base branch, fast-forward only.
import type { GitHubApi } from './api.js';
import { commitThroughApi } from './api-commit.js';
import { GitError, withBranchVetted, type GitWorkspace, type PublishRequest } from './git.js';

import type { CommitSigning } from './signing.js';

export { COMMIT_SIGNING, type CommitSigning } from './signing.js';

export type { PublishRequest } from './git.js';

/** Commits and publishes; the new commit's sha (the local branch is at it), or null when nothing is committable. */
export type PublishCommit = (req: PublishRequest) => Promise<string | null>;

/** git push's words for a ref the remote has moved: past ours, or (stale info) anywhere but where the run started. */
const REJECTED = /\[rejected\].*\((?:fetch first|non-fast-forward|stale info)\)/;

export function commitPublisher(mode: CommitSigning, deps: { git: GitWorkspace; api: GitHubApi; token?: string }): PublishCommit {
  const { git, api, token } = deps;
  if (mode === 'api') return (req) => commitThroughApi(git, api, req);
  return async (req) => {
    await git.assertPushable(req.branch, token ? { token } : {});
    const built = await git.buildCommit(withBranchVetted(req));
    if (!built) return null;
    // The LFS objects first: the branch never names content the remote does not have.
    await git.pushLfsObjects(built.lfsObjects, token ? { token } : {});
    try {
      // An existing branch must still be where the run started (a rewind is a move too).
      await git.push({
        branch: req.branch,
        source: built.sha,
        ...(token ? { token } : {}),
        ...(req.existing ? { expect: built.parent } : {}),
      });
    } catch (err) {
      if (err instanceof GitError && REJECTED.test(err.message)) {
        throw new GitError(
          'branch_moved',
          `the branch ${req.branch} changed on GitHub during the run (${err.message}); nothing was pushed`,
        );
      }
      throw err;
    }
    // The local branch follows what was pushed; files stay as the agent left them.
    await git.advance(built.sha, built.parent);
    return built.sha;
  };
}
