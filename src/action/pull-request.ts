// How agent-fix opens a pull request, once for every path (a run, a fan-out's combined branch, each
// shard of a per-shard collect): the commit message, the body with its runs record, the draft rule,
// the label, and what to do when GitHub refuses (the branch is already pushed: say so and link it).
import type { GitHubApi, PullRequestRef } from '../github/api.js';
import { neutralizeGitHubRefs } from '../report/escape.js';
import { composePrBody, type RunRecord } from '../report/pr-body.js';
import type { RunReport, StopCode } from '../report/run-report.js';
import { figuresOf } from '../report/slots.js';
import type { ActionInputs } from './inputs.js';
import type { Logger } from './log.js';

/** A pull request agent-fix opened or added a commit to. */
export interface Delivered extends PullRequestRef {
  branch: string;
  draft: boolean;
  /** False when a follow-up run changed nothing (no commit; the body still records the run). */
  pushed: boolean;
}

/** The default GITHUB_TOKEN's identity: GitHub starts no workflow for what it pushes. */
export const BOT_NAME = 'github-actions[bot]';

/** GitHub's answer (403) when the repository or organisation does not let workflows open pull requests. */
const PR_PERMISSION = /not permitted to create or approve pull requests/i;

/** A run behind a pull request, for the draft rule: how it stopped, or what went wrong with it (a shard that failed or clashed). */
export interface RunBehind {
  stop?: StopCode;
  problem?: string;
}

export interface PullRequestRequest {
  api: GitHubApi;
  inputs: Pick<ActionInputs, 'draft' | 'label'>;
  log: Logger;
  /** The pushed branch and the branch it goes into. */
  head: string;
  base: string;
  title: string;
  /** agent-fix's section of the body (renderPullRequestBody). */
  rendered: string;
  /** This pull request's first row of the runs record. */
  record: RunRecord;
  /** Every run whose work it holds. */
  runs: readonly RunBehind[];
  /** The one-click link that opens a pull request from `head` into `base` by hand. */
  compareUrl?: (base: string, head: string) => string;
  /**
   * agent-fix's section again, with the line saying CI will not run (renderPullRequestBody's
   * ciWillNotRun): used when GitHub reports github-actions[bot] as the new pull request's author.
   */
  rerenderCiWillNotRun?: () => string;
}

/** Draft when asked (input draft), or whenever a run behind it did not finish: stopped early, failed, missing or in conflict. */
export const isDraft = (draft: boolean, runs: readonly RunBehind[]): boolean =>
  draft || runs.length === 0 || runs.some((r) => r.stop !== 'done' || r.problem !== undefined);

export async function openPullRequest(r: PullRequestRequest): Promise<Delivered> {
  const draft = isDraft(r.inputs.draft, r.runs);
  // The renderer puts the closing keyword first, so truncation of a long body can never drop it.
  const body = composePrBody({ rendered: r.rendered, records: [r.record] });
  let pr;
  try {
    pr = await r.api.createPullRequest({ head: r.head, base: r.base, title: r.title.slice(0, 250) || 'agent-fix', body, draft });
  } catch (err) {
    // The branch is already on the remote: say so, so nothing half-done goes unreported.
    const why = (err as Error).message;
    const compare = r.compareUrl?.(r.base, r.head);
    const fix = PR_PERMISSION.test(why)
      ? ` GitHub refuses pull requests from the workflow token until "Allow GitHub Actions to create and approve pull requests" is on (repository Settings → Actions → General → Workflow permissions; for an organisation, its Actions settings too).${compare ? ` Open this one from the pushed branch: ${compare}` : ''}`
      : compare
        ? ` Open it by hand from the pushed branch: ${compare}`
        : '';
    throw new Error(`the branch ${r.head} was pushed, but opening the pull request failed: ${why}.${fix}`);
  }
  if (!pr.existing && pr.author === BOT_NAME && r.rerenderCiWillNotRun) {
    const again = composePrBody({ rendered: r.rerenderCiWillNotRun(), records: [r.record] });
    await r.api.updatePullBody(pr.number, again).catch((err: Error) => r.log.warning(`could not add the CI note: ${err.message}`));
  }
  if (r.inputs.label) {
    await r.api.addLabels(pr.number, [r.inputs.label]).catch((err: Error) => r.log.warning(`could not add the label: ${err.message}`));
  }
  return { ...pr, branch: r.head, draft, pushed: true };
}

/** One row of a pull request's runs record. */
export function runRecord(
  trigger: string,
  runUrl: string | undefined,
  report: RunReport,
  ci?: { run: { htmlUrl: string; name: string } },
): RunRecord {
  return {
    trigger,
    ...(runUrl ? { url: runUrl } : {}),
    outcome: report.stopReason.code,
    figures: figuresOf(report),
    at: report.startedAt,
    ...(ci ? { ci: { url: ci.run.htmlUrl, workflow: ci.run.name } } : {}),
  };
}

/** The link that opens a pull request from a pushed branch by hand. */
export function compareLink(at: { serverUrl: string; owner: string; repo: string }): (base: string, head: string) => string {
  return (base, head) =>
    `${at.serverUrl}/${at.owner}/${at.repo}/compare/${encodeURIComponent(base)}...${encodeURIComponent(head)}?expand=1`;
}

/** Every commit agent-fix makes: issue titles and paths are untrusted, so no closing keywords or mentions from them. */
export function commitMessage(report: RunReport, lead = ''): string {
  const issue = report.task.issueNumber;
  const title = neutralizeGitHubRefs(report.task.title.replace(/\s+/g, ' ').trim());
  const subject = `agent-fix: ${title}`.slice(0, 72);
  const files = report.files.map((f) => `- ${neutralizeGitHubRefs(f.path)} (+${f.added} −${f.removed})`).join('\n');
  const closes = issue && report.task.source !== 'pull_request' ? `Fixes #${issue}\n\n` : '';
  return `${subject}\n\n${lead}${closes}Changed by agent-fix (${report.settings.model}, stop: ${report.stopReason.code}):\n${files}\n`;
}
