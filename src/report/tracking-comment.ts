// Texts of the one tracking comment agent-fix keeps on the issue (pure renderers).
import type { RunReport } from './run-report.js';
import { renderOneLineCost } from './markdown.js';
import { codeSpan, safeLink, sanitizeMarkdownBlock } from './escape.js';

const link = (runUrl: string | undefined): string => (runUrl ? ` ([workflow run](${runUrl}))` : '');

/** How the working comment starts: a tracking comment that still does is a run without a final state. */
const WORKING = '🛠️ agent-fix is working on this';

export const isWorkingComment = (body: string): boolean => body.startsWith(WORKING);

export function workingComment(runUrl: string | undefined, notes: readonly string[] = []): string {
  const extra = notes.length ? `\n\n${notes.map((n) => `- ${sanitizeMarkdownBlock(n, 300)}`).join('\n')}` : '';
  return `${WORKING}${link(runUrl)}. This comment will be updated when it finishes.${extra}`;
}

export function prOpenedComment(report: RunReport, pr: { number: number; htmlUrl: string; draft: boolean }, runUrl?: string): string {
  const partial =
    report.stopReason.code === 'done'
      ? ''
      : `\n\nThe run stopped early (\`${report.stopReason.code}\`: ${report.stopReason.detail}), so the pull request is a draft with partial work.`;
  return [
    `✅ agent-fix opened ${pr.draft ? 'draft ' : ''}pull request #${pr.number}: ${pr.htmlUrl}${link(runUrl)}`,
    '',
    `Cost: ${renderOneLineCost(report)}${partial}`,
  ].join('\n');
}

export function noChangesComment(report: RunReport, runUrl?: string): string {
  const ok = report.stopReason.code === 'done';
  const head = ok
    ? `ℹ️ agent-fix made no changes${link(runUrl)}.`
    : `⚠️ agent-fix stopped without changes: \`${report.stopReason.code}\` — ${report.stopReason.detail}${link(runUrl)}.`;
  const why = report.summary.trim() ? `\n\n> ${sanitizeMarkdownBlock(report.summary.trim(), 4000).split('\n').join('\n> ')}` : '';
  return `${head}${why}\n\nCost: ${renderOneLineCost(report)}`;
}

export function failedComment(stage: string, detail: string, report: RunReport | undefined, runUrl?: string): string {
  const cost = report ? `\n\nCost so far: ${renderOneLineCost(report)}` : '';
  const stop = report ? `\nAgent stop reason: \`${report.stopReason.code}\` (${report.stopReason.detail}).` : '';
  return `❌ agent-fix failed while ${stage}${link(runUrl)}: ${sanitizeMarkdownBlock(detail, 1000)}${stop}\nThe base branch was not changed.${cost}`;
}

export function cancelledComment(report: RunReport | undefined, runUrl?: string): string {
  const cost = report ? `\n\nCost so far: ${renderOneLineCost(report)}` : '';
  return `🛑 agent-fix was cancelled before it finished${link(runUrl)}. No branch or pull request was created.${cost}`;
}

export function refusedTriggerComment(login: string | undefined, reason: string): string {
  return `${login ? `@${login} ` : ''}agent-fix did not start: ${sanitizeMarkdownBlock(reason, 500)}`;
}

/** A follow-up run on a pull request: one more commit, or none (the body records the run either way). */
export function followUpComment(report: RunReport, pr: { number: number; htmlUrl: string; pushed: boolean }, runUrl?: string): string {
  const stop =
    report.stopReason.code === 'done' ? '' : ` The run stopped early (\`${report.stopReason.code}\`: ${report.stopReason.detail}).`;
  const head = pr.pushed
    ? `✅ agent-fix pushed a commit to pull request #${pr.number}${link(runUrl)}.${stop}`
    : `ℹ️ agent-fix made no changes to pull request #${pr.number}${link(runUrl)}.${stop}`;
  const why =
    !pr.pushed && report.summary.trim() ? `\n\n> ${sanitizeMarkdownBlock(report.summary.trim(), 4000).split('\n').join('\n> ')}` : '';
  return `${head}${why}\n\nCost of this run: ${renderOneLineCost(report)}. The pull request's body lists every run and their total.`;
}

/**
 * The one answer when the workflow cannot run as configured (a bad input, an unpriced model): which
 * inputs to change and where. Posted instead of the working comment: nothing was started or spent.
 */
export function misconfiguredComment(problems: readonly string[], workflowFile: string | undefined, runUrl?: string): string {
  const where = workflowFile ? ` of the agent-fix step in \`${workflowFile}\`` : ' of the agent-fix step in the workflow file';
  return [
    `⚠️ agent-fix did not start: the workflow is misconfigured${link(runUrl)}. Change ${problems.length === 1 ? 'this input' : 'these inputs'}${where}:`,
    '',
    ...problems.map((p) => `- ${sanitizeMarkdownBlock(p, 600)}`),
    '',
    'Nothing was checked out and no model was called.',
  ].join('\n');
}

/**
 * A CI-fix run's reply on its pull request: which workflow and jobs failed, and what was changed
 * (the files, the model's summary) or why nothing was.
 */
export function ciFixComment(
  report: RunReport,
  pr: { number: number; pushed: boolean },
  ci: { run: { name: string; htmlUrl: string }; jobs: readonly string[] },
  runUrl?: string,
): string {
  const jobs = ci.jobs.map((j) => codeSpan(j, true, 80)).join(', ');
  const failed = `CI ${safeLink(ci.run.name || 'workflow', ci.run.htmlUrl)} failed in ${jobs}`;
  const stop =
    report.stopReason.code === 'done' ? '' : ` The run stopped early (\`${report.stopReason.code}\`: ${report.stopReason.detail}).`;
  const head = pr.pushed
    ? `🔧 ${failed}: agent-fix pushed a fix to pull request #${pr.number}${link(runUrl)}.${stop}`
    : `ℹ️ ${failed}: agent-fix made no changes${link(runUrl)}.${stop}`;
  const files = pr.pushed
    ? `\n\n${report.files.map((f) => `- ${codeSpan(f.path, true, 200)} (+${f.added} −${f.removed})`).join('\n')}`
    : '';
  const why = report.summary.trim() ? `\n\n> ${sanitizeMarkdownBlock(report.summary.trim(), 2000).split('\n').join('\n> ')}` : '';
  return `${head}${files}${why}\n\nCost of this run: ${renderOneLineCost(report)}. The pull request's body lists every run and their total.`;
}
