// `commit-signing: api`: the agent's commit made through GitHub's Git Data API with the workflow token
// (blobs, tree, commit, ref), which GitHub signs: it does so only when create-commit carries no
// `author`, `committer` or `signature`, so none is sent.
//
// What goes into the commit is decided exactly as in `git` mode: buildCommit makes the commit of the
// agent's writes as a local object (no branch moves), refuses anything the agent did not write, and
// runs the secret scan on every new object, all before any request. That commit's changes against
// its parent (paths, modes, deletions) are then sent, and GitHub's tree must come out with the local
// tree's sha (git objects are content-addressed, so any difference is a bug, caught before anything
// is referenced). Only then is the branch created or fast-forwarded, and the local branch moved onto
// GitHub's commit.
import { GitHubApiError, type GitHubApi } from './api.js';
import { GitError, withBranchVetted, type GitWorkspace, type PublishRequest, type TreeChange } from './git.js';

/** GitHub's answer to create-ref for an existing ref and to update-ref for a non-fast-forward. */
const UNPROCESSABLE = 422;

function moved(branch: string, detail: string): GitError {
  return new GitError('branch_moved', `the branch ${branch} changed on GitHub during the run (${detail}); nothing was pushed`);
}

/** The commit the remote branch points to; undefined when there is no such branch. */
async function branchHead(api: GitHubApi, branch: string): Promise<string | undefined> {
  try {
    const { data } = await api.read('read branch', () =>
      api.octokit.rest.git.getRef({ owner: api.owner, repo: api.repo, ref: `heads/${branch}` }),
    );
    return data.object.sha;
  } catch (err) {
    if (err instanceof GitHubApiError && err.status === 404) return undefined;
    throw err;
  }
}

/** Blobs are content-addressed: sending one twice stores it once, so a plain retry is safe. */
async function createBlob(api: GitHubApi, bytes: Buffer): Promise<string> {
  const { data } = await api.write('create blob', (request) =>
    api.octokit.rest.git.createBlob({ owner: api.owner, repo: api.repo, content: bytes.toString('base64'), encoding: 'base64', request }),
  );
  return data.sha;
}

async function createTree(api: GitHubApi, baseTree: string, changes: TreeChange[]): Promise<string> {
  const tree = changes.map((c) => ({ path: c.path, mode: c.mode, type: c.type, sha: c.sha }));
  const { data } = await api.write('create tree', (request) =>
    api.octokit.rest.git.createTree({ owner: api.owner, repo: api.repo, base_tree: baseTree, tree, request }),
  );
  return data.sha;
}

/** Retried plainly: a commit from a lost attempt is referenced by nothing and changes nothing. */
async function createCommit(api: GitHubApi, commit: { message: string; tree: string; parent: string }): Promise<string> {
  const { data } = await api.write('create commit', (request) =>
    api.octokit.rest.git.createCommit({
      owner: api.owner,
      repo: api.repo,
      message: commit.message,
      tree: commit.tree,
      parents: [commit.parent],
      request,
    }),
  );
  return data.sha;
}

/** Creates (new branch) or fast-forwards the branch to `sha`; never forced. A lost attempt that landed counts. */
async function moveBranch(api: GitHubApi, branch: string, sha: string, existing: boolean): Promise<void> {
  const landed = async (): Promise<true | undefined> => ((await branchHead(api, branch)) === sha ? true : undefined);
  try {
    if (existing) {
      await api.write(
        'update branch',
        (request) =>
          api.octokit.rest.git
            .updateRef({ owner: api.owner, repo: api.repo, ref: `heads/${branch}`, sha, force: false, request })
            .then(() => true as const),
        landed,
      );
    } else {
      await api.write(
        'create branch',
        (request) =>
          api.octokit.rest.git
            .createRef({ owner: api.owner, repo: api.repo, ref: `refs/heads/${branch}`, sha, request })
            .then(() => true as const),
        landed,
      );
    }
  } catch (err) {
    if (err instanceof GitHubApiError && err.status === UNPROCESSABLE) {
      throw moved(branch, existing ? err.message : `it was created meanwhile: ${err.message}`);
    }
    throw err;
  }
}

/**
 * Commits exactly the agent's writes on top of the local HEAD through the Git Data API and puts the
 * commit on `req.branch` (created, or fast-forwarded from the local HEAD). Returns GitHub's commit sha
 * (the local branch is then at it), or null when nothing is committable. On any failure the local
 * branch has not moved, and nothing on GitHub points to anything new.
 */
export async function commitThroughApi(git: GitWorkspace, api: GitHubApi, req: PublishRequest): Promise<string | null> {
  await git.assertPushable(req.branch);
  const local = await git.buildCommit(withBranchVetted(req));
  if (!local) return null;
  const { parent } = local;
  if (req.existing) {
    const head = await branchHead(api, req.branch);
    if (head !== parent) {
      throw moved(req.branch, head ? `it is at ${head.slice(0, 12)}, the run started from ${parent.slice(0, 12)}` : 'it was deleted');
    }
  }
  const changes = await git.treeChanges(parent, local.sha);
  for (const c of changes) {
    // A mode-only change keeps its blob, which GitHub already has.
    if (c.type !== 'blob' || c.sha === null || c.sha === c.before) continue;
    const stored = await createBlob(api, await git.readBlob(c.sha));
    if (stored !== c.sha) throw new Error(`GitHub stored ${c.path} as blob ${stored}, expected ${c.sha}; nothing was pushed`);
  }
  // The LFS objects before anything names them (the API stores the pointers only).
  await git.pushLfsObjects(local.lfsObjects);
  const tree = await createTree(api, await git.revParse(`${parent}^{tree}`), changes);
  if (tree !== local.tree) throw new Error(`GitHub built tree ${tree}, the local commit has ${local.tree}; nothing was pushed`);
  const sha = await createCommit(api, { message: await git.commitMessage(local.sha), tree, parent });
  await moveBranch(api, req.branch, sha, req.existing);
  // The local branch onto GitHub's commit: same tree, so index and files stay as they are.
  const fetched = await git.fetchBranch(req.branch);
  if (fetched !== sha) throw new Error(`the branch ${req.branch} was pushed as ${sha}, but fetching it back gave ${fetched}`);
  await git.advance(sha, parent);
  return sha;
}
