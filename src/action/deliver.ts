// Branch, one commit, push, pull request. Never the base branch; the PR body is the run report.
import type { GitHubApi, PullRequestRef } from '../github/api.js';
import { branchName } from '../github/branch-name.js';
import type { GitWorkspace } from '../github/git.js';
import { fitGitHubBody } from '../report/fit-body.js';
import { renderRunMarkdown } from '../report/markdown.js';
import type { RunReport } from '../report/run-report.js';
import type { ActionInputs } from './inputs.js';
import type { Logger } from './pipeline.js';

export const BOT_NAME = 'github-actions[bot]';
export const BOT_EMAIL = '41898282+github-actions[bot]@users.noreply.github.com';

export interface Delivered extends PullRequestRef {
  branch: string;
  draft: boolean;
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
}): Promise<Delivered> {
  const { git, api, inputs, report } = opts;
  const issue = report.task.issueNumber;
  const branch = await git.createBranch(branchName(inputs['branch-prefix'], { issueNumber: issue, title: report.task.title }));
  const subject = `agent-fix: ${report.task.title}`.slice(0, 72);
  const files = report.files.map((f) => `- ${f.path} (+${f.added} −${f.removed})`).join('\n');
  const message = `${subject}\n\n${issue ? `Fixes #${issue}\n\n` : ''}Changed by agent-fix (${report.settings.model}, stop: ${report.stopReason.code}):\n${files}\n`;
  await git.commitAll({ message, authorName: BOT_NAME, authorEmail: BOT_EMAIL, coAuthor: opts.actor });
  await git.push({ branch, token: inputs['github-token'] });
  opts.log.info(`pushed ${branch}`);
  const draft = inputs.draft || report.stopReason.code !== 'done';
  const closing = issue ? `\n\nFixes #${issue}` : '';
  const body = fitGitHubBody(`${renderRunMarkdown(report, { runUrl: opts.runUrl })}${closing}`, 65_536 - 200);
  let pr: PullRequestRef;
  try {
    pr = await api.createPullRequest({ head: branch, base: opts.base, title: report.task.title.slice(0, 250) || subject, body, draft });
  } catch (err) {
    // The branch is already on the remote: say so, so nothing half-done goes unreported.
    throw new Error(`the branch ${branch} was pushed, but opening the pull request failed: ${(err as Error).message}`);
  }
  if (inputs.label.trim()) {
    await api.addLabels(pr.number, [inputs.label.trim()]).catch((err: Error) => opts.log.warning(`could not add the label: ${err.message}`));
  }
  return { ...pr, branch, draft };
}
