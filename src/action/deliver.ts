// Branch, one commit of exactly the agent's files, push, pull request. Never the base branch;
// the PR body is the run report; no secret may reach the commit.
import type { GitHubApi, PullRequestRef } from '../github/api.js';
import { branchName } from '../github/branch-name.js';
import type { GitWorkspace } from '../github/git.js';
import { commitPublisher } from '../github/publish.js';
import { neutralizeGitHubRefs } from '../report/escape.js';
import { renderPullRequestBody } from '../report/markdown.js';
import type { RunReport } from '../report/run-report.js';
import type { Secrets } from '../secrets/index.js';
import { SECRET_INPUTS, type ActionInputs } from './inputs.js';
import type { Logger } from './log.js';

export const BOT_NAME = 'github-actions[bot]';

/** GitHub's answer (403) when the repository or organisation does not let workflows open pull requests. */
const PR_PERMISSION = /not permitted to create or approve pull requests/i;
export const BOT_EMAIL = '41898282+github-actions[bot]@users.noreply.github.com';

export interface Delivered extends PullRequestRef {
  branch: string;
  draft: boolean;
}

/**
 * Throws when the staged diff contains a complete form of a secret (raw, URL-encoded, base64 at any
 * offset, base64url, hex; wrapped, split over lines or string concatenations). Nothing is committed.
 */
export function refuseSecrets(diff: string, secrets: Secrets): void {
  const hit = secrets.find(diff);
  if (!hit) return;
  const input = SECRET_INPUTS[hit.secret] ?? 'a secret';
  throw new Error(`the changes contain a secret (input ${input}, ${hit.kind} form); nothing was committed or pushed`);
}

export async function deliver(opts: {
  git: GitWorkspace;
  api: GitHubApi;
  inputs: ActionInputs;
  report: RunReport;
  base: string;
  runUrl?: string;
  actor?: { login: string; id?: number };
  log: Logger;
  /** The run's secrets (actionSecrets): the staged diff must contain none. */
  secrets: Secrets;
  /** Called once the branch is on the remote, so a later failure can say so. */
  onPushed?: (branch: string) => void;
  /** The one-click link that opens a PR from `branch` into `base` by hand. */
  compareUrl?: (base: string, branch: string) => string;
}): Promise<Delivered> {
  const { git, api, inputs, report } = opts;
  const issue = report.task.issueNumber;
  const branch = await git.createBranch(branchName(inputs['branch-prefix'], { issueNumber: issue, title: report.task.title }));
  // Issue titles and paths are untrusted: no closing keywords or mentions in the commit message.
  const title = neutralizeGitHubRefs(report.task.title.replace(/\s+/g, ' ').trim());
  const subject = `agent-fix: ${title}`.slice(0, 72);
  const files = report.files.map((f) => `- ${neutralizeGitHubRefs(f.path)} (+${f.added} −${f.removed})`).join('\n');
  const message = `${subject}\n\n${issue ? `Fixes #${issue}\n\n` : ''}Changed by agent-fix (${report.settings.model}, stop: ${report.stopReason.code}):\n${files}\n`;
  const publish = commitPublisher(inputs['commit-signing'], { git, api, token: inputs['github-token'] });
  const sha = await publish({
    branch,
    existing: false,
    message,
    authorName: BOT_NAME,
    authorEmail: BOT_EMAIL,
    coAuthor: opts.actor,
    // Exactly the files the agent changed: not what a check command or a test run left behind.
    paths: report.files.map((f) => f.path),
    beforeCommit: (diff) => refuseSecrets(diff, opts.secrets),
  });
  if (!sha) throw new Error('the agent reported changes, but none of them are committable (ignored by .gitignore?)');
  opts.onPushed?.(branch);
  opts.log.info(`pushed ${branch}`);
  const draft = inputs.draft || report.stopReason.code !== 'done';
  // The renderer puts the closing keyword first, so truncation of a long body can never drop it.
  const body = renderPullRequestBody(report, { runUrl: opts.runUrl, issueNumber: issue });
  let pr: PullRequestRef;
  try {
    pr = await api.createPullRequest({ head: branch, base: opts.base, title: report.task.title.slice(0, 250) || subject, body, draft });
  } catch (err) {
    // The branch is already on the remote: say so, so nothing half-done goes unreported.
    const why = (err as Error).message;
    const compare = opts.compareUrl?.(opts.base, branch);
    const fix = PR_PERMISSION.test(why)
      ? ` GitHub refuses pull requests from the workflow token until "Allow GitHub Actions to create and approve pull requests" is on (repository Settings → Actions → General → Workflow permissions; for an organisation, its Actions settings too).${compare ? ` Open this one from the pushed branch: ${compare}` : ''}`
      : compare
        ? ` Open it by hand from the pushed branch: ${compare}`
        : '';
    throw new Error(`the branch ${branch} was pushed, but opening the pull request failed: ${why}.${fix}`);
  }
  if (inputs.label.trim()) {
    await api
      .addLabels(pr.number, [inputs.label.trim()])
      .catch((err: Error) => opts.log.warning(`could not add the label: ${err.message}`));
  }
  return { ...pr, branch, draft };
}
