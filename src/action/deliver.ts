// Branch, one commit of exactly the agent's files, push, pull request. Never the base branch;
// the PR body is the run report; no secret may reach the commit.
import type { GitHubApi } from '../github/api.js';
import { branchName } from '../github/branch-name.js';
import { modeChange, type GitWorkspace, type OutgoingText, type PathChange } from '../github/git.js';
import { commitPublisher } from '../github/publish.js';
import { renderPullRequestBody } from '../report/markdown.js';
import type { RunReport } from '../report/run-report.js';
import { composePrBody, parsePrBody, runEntries, type RunRecord } from '../report/pr-body.js';
import type { Actor, PullInfo } from '../github/event.js';
import type { Secrets } from '../secrets/index.js';
import { SECRET_INPUTS, type ActionInputs } from './inputs.js';
import { SHARD_RESULT_FILE, type ShardResult } from './shards.js';
import type { Logger } from './log.js';
import { BOT_NAME, commitMessage, openPullRequest, type Delivered } from './pull-request.js';

export { BOT_NAME };

export type { Delivered };

export const BOT_EMAIL = '41898282+github-actions[bot]@users.noreply.github.com';

/**
 * Throws when anything that would leave with a commit (every new object, read raw: file bytes, file
 * names, the commit message and trailers; the branch or ref name) contains a complete form of a secret
 * (raw, URL-encoded, base64 at any offset, base64url, hex; wrapped, split over lines or string
 * concatenations). Nothing is committed or pushed.
 */
export function refuseSecrets(outgoing: readonly OutgoingText[], secrets: Secrets): void {
  for (const item of outgoing) {
    const hit = secrets.find(item.text);
    if (!hit) continue;
    const input = SECRET_INPUTS[hit.secret] ?? 'a secret';
    throw new Error(`the changes contain a secret (input ${input}, ${hit.kind} form) in ${item.what}; nothing was committed or pushed`);
  }
}

/** What every delivery needs: the checkout, GitHub, the inputs, the run's report and secrets. */
export interface DeliverContext {
  git: GitWorkspace;
  api: GitHubApi;
  inputs: ActionInputs;
  report: RunReport;
  runUrl?: string;
  actor?: Actor;
  log: Logger;
  /** The run's secrets (actionSecrets): nothing that leaves with a commit may contain one. */
  secrets: Secrets;
  /** The agent's writes (the Workspace's record): the only content of its commit. */
  changes: readonly PathChange[];
  /** This run's row in the pull request's runs record. */
  run: RunRecord;
  /** Called once the branch is on the remote, so a later failure can say so. */
  onPushed?: (branch: string) => void;
  /** The docs section on tokens whose pushes start CI (linked when CI will not run on the pull request). */
  ciDocs?: string;
}

/** A new branch with one commit, pushed, and a pull request whose body is the report and the runs record. */
export async function deliver(
  opts: DeliverContext & {
    base: string;
    /** The one-click link that opens a PR from `branch` into `base` by hand. */
    compareUrl?: (base: string, branch: string) => string;
  },
): Promise<Delivered> {
  const { git, api, inputs, report } = opts;
  const issue = report.task.issueNumber;
  const branch = await git.createBranch(branchName(inputs['branch-prefix'], { issueNumber: issue, title: report.task.title }));
  const sha = await publishCommit(opts, branch, false, commitMessage(report));
  if (!sha) throw new Error('the agent reported changes, but the commit built from them changes nothing');
  opts.onPushed?.(branch);
  opts.log.info(`pushed ${branch}`);
  const shown = await withModeChanges(git, report, sha);
  return openPullRequest({
    api,
    inputs,
    log: opts.log,
    head: branch,
    base: opts.base,
    title: report.task.title,
    rendered: renderPullRequestBody(shown, { runUrl: opts.runUrl, issueNumber: issue, viewerArtifact: inputs['viewer-artifact'] }),
    rerenderCiWillNotRun: () =>
      renderPullRequestBody(shown, {
        runUrl: opts.runUrl,
        issueNumber: issue,
        viewerArtifact: inputs['viewer-artifact'],
        ciWillNotRun: opts.ciDocs ?? '',
      }),
    record: { ...opts.run, commit: sha },
    runs: [{ stop: report.stopReason.code }],
    compareUrl: opts.compareUrl,
  });
}

/**
 * A follow-up run on a pull request: one more commit on its branch (fast-forward only; if the branch
 * moved during the run nothing is pushed), then the body gets this run's row and report. The body is
 * read again just before it is written, so text a human added meanwhile is kept.
 */
export async function deliverFollowUp(opts: DeliverContext & { pull: PullInfo; changed: boolean; lead?: string }): Promise<Delivered> {
  const { api, report, pull } = opts;
  let pushed = false;
  let shown = report;
  let record = opts.run;
  if (opts.changed) {
    const sha = await publishCommit(opts, pull.headRef, true, commitMessage(report, opts.lead ?? ''));
    pushed = sha !== null;
    if (sha) record = { ...record, commit: sha };
    if (sha) {
      opts.onPushed?.(pull.headRef);
      opts.log.info(`pushed one commit to ${pull.headRef}`);
      shown = await withModeChanges(opts.git, report, sha);
    }
  }
  const current = parsePrBody((await api.getPull(pull.number)).body);
  const runs = runEntries(current, record);
  const rendered = renderPullRequestBody(shown, {
    runUrl: opts.runUrl,
    issueNumber: report.task.issueNumber,
    runs,
    viewerArtifact: opts.inputs['viewer-artifact'],
    ...(pull.author === BOT_NAME ? { ciWillNotRun: opts.ciDocs ?? '' } : {}),
  });
  const records = [...current.records, record];
  await api.updatePullBody(pull.number, composePrBody({ before: current.before, after: current.after, rendered, records }));
  // The pull request stays what it was: a draft only if it already was one.
  return { number: pull.number, htmlUrl: pull.url, existing: true, branch: pull.headRef, draft: pull.draft, pushed };
}

function publishCommit(opts: DeliverContext, branch: string, existing: boolean, message: string): Promise<string | null> {
  const { git, api, inputs } = opts;
  const publish = commitPublisher(inputs['commit-signing'], { git, api, token: inputs['github-token'] });
  return publish({
    branch,
    existing,
    message,
    authorName: BOT_NAME,
    authorEmail: BOT_EMAIL,
    coAuthor: opts.actor,
    // Exactly what the agent wrote: not what a check command or a test run left behind or changed.
    changes: opts.changes,
    vet: (outgoing) => refuseSecrets(outgoing, opts.secrets),
  });
}

/** The report with each file's type or mode change in the commit ("symlink → file"), where there is one. */
export async function withModeChanges(git: GitWorkspace, report: RunReport, sha: string): Promise<RunReport> {
  const notes = new Map<string, string>();
  for (const c of await git.treeChanges(`${sha}^`, sha)) {
    const note = modeChange(c.beforeMode, c.sha === null ? null : c.mode);
    if (note) notes.set(c.path, note);
  }
  if (notes.size === 0) return report;
  return { ...report, files: report.files.map((f) => (notes.has(f.path) ? { ...f, mode: notes.get(f.path) } : f)) };
}

/**
 * A fan-out shard: its commit on its own branch (no pull request), and its result (report and branch)
 * left under its report ref for collect, whatever happened. Returns the branch, or null without changes.
 */
export async function deliverShard(
  opts: DeliverContext & { branch: string; changed: boolean; ref: string; shard: { index: number; count: number } },
): Promise<string | null> {
  let branch: string | null = null;
  try {
    if (opts.changed) {
      const sha = await publishCommit(
        opts,
        opts.branch,
        false,
        commitMessage(opts.report, `Shard ${opts.shard.index} of ${opts.shard.count}.\n\n`),
      );
      if (sha) {
        branch = opts.branch;
        opts.onPushed?.(branch);
        opts.log.info(`pushed ${branch}`);
      }
    }
  } finally {
    await leaveShardResult(opts, branch);
  }
  return branch;
}

/** The shard's result under its report ref, redacted like every report that leaves the runner. */
export async function leaveShardResult(
  opts: Pick<DeliverContext, 'git' | 'report' | 'secrets'> & { ref: string; shard: { index: number; count: number } },
  branch: string | null,
): Promise<void> {
  const result: ShardResult = { shard: opts.shard, branch, report: opts.report };
  await opts.git.pushFileRef(
    opts.ref,
    SHARD_RESULT_FILE,
    opts.secrets.redact(`${JSON.stringify(result, null, 2)}\n`),
    { name: BOT_NAME, email: BOT_EMAIL },
    // What leaves is scanned after redaction, as read back from the objects that are pushed.
    (outgoing) => refuseSecrets(outgoing, opts.secrets),
  );
}
