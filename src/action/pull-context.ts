// What a run on a pull request or an issue is told and allowed: the pull request's context (the issue
// it fixes, the description people wrote), the issue's discussion, and the pull request's cost cap.
// Shared by every gate (command, label, CI failure).
import { formatUsd } from '../report/format.js';
import type { GitHubApi } from '../github/api.js';
import { isOwnComment } from '../github/authorize.js';
import type { Overrides } from '../github/command.js';
import type { PullInfo } from '../github/event.js';
import { MARKER } from '../github/marker.js';
import { parsePrBody, vouchedCost } from '../report/pr-body.js';
import type { ActionInputs } from './inputs.js';

/** Issue comments given to the model as task data: the newest first, within this many characters. */
const COMMENT_BUDGET = 12_000;

const CLOSING = /\b(?:close[sd]?|fix(?:e[sd])?|resolve[sd]?)\s*:?\s+#(\d+)/i;

/**
 * The pull request's own cost cap, counted from the runs its body can vouch for: why no run may start,
 * or undefined (with max-cost-usd lowered in `overrides` to what is left, and a note saying so).
 */
export function withinPrCap(
  inputs: Pick<ActionInputs, 'max-pr-cost-usd' | 'max-cost-usd'>,
  pull: Pick<PullInfo, 'body'>,
  overrides: Overrides,
  notes: string[],
): string | undefined {
  const prCap = prCostCap(inputs);
  if (prCap === null) return undefined;
  const spent = vouchedCost(parsePrBody(pull.body));
  const left = prCap - spent;
  if (left <= 0)
    return `this pull request has already cost ${formatUsd(spent)} of its ${formatUsd(prCap)} cap (max-pr-cost-usd), so agent-fix will not start another run on it`;
  const runCap = overrides.maxCostUsd ?? inputs['max-cost-usd'];
  if (runCap === null || left < runCap) {
    overrides.maxCostUsd = left;
    notes.push(
      `max-cost-usd lowered to ${formatUsd(left)}: the pull request has cost ${formatUsd(spent)} of its ${formatUsd(prCap)} cap (max-pr-cost-usd).`,
    );
  }
  return undefined;
}

/** max-pr-cost-usd: explicit, none, or (empty) five times max-cost-usd. */
export function prCostCap(inputs: Pick<ActionInputs, 'max-pr-cost-usd' | 'max-cost-usd'>): number | null {
  const set = inputs['max-pr-cost-usd'];
  if (set !== undefined) return set;
  return inputs['max-cost-usd'] === null ? null : 5 * inputs['max-cost-usd'];
}

/** What every run on a pull request is told of it: `lead`, the issue it fixes, the description people wrote. */
export async function pullContext(api: GitHubApi, pull: PullInfo, lead: string): Promise<{ parts: string[]; issueNumber?: number }> {
  const parsed = parsePrBody(pull.body);
  const issueNumber = Number(CLOSING.exec(pull.body)?.[1] ?? NaN);
  const parts = [lead];
  if (Number.isInteger(issueNumber)) {
    const issue = await api.getIssue(issueNumber).catch(() => undefined);
    if (issue) parts.push(`The issue it fixes, #${issueNumber}: ${issue.title}\n\n${issue.body}`.trim());
  }
  const human = `${parsed.before}\n${parsed.after}`.replace(MARKER, '').trim();
  if (human) parts.push(`The pull request's description (written by people):\n${human}`);
  return { parts, ...(Number.isInteger(issueNumber) ? { issueNumber } : {}) };
}

/** The issue's discussion (not the command itself, not agent-fix's own comments), newest kept. */
export async function discussion(api: GitHubApi, issueNumber: number, commandId: number): Promise<{ author: string; body: string }[]> {
  let all;
  try {
    all = await api.octokit.paginate(api.octokit.rest.issues.listComments, {
      owner: api.owner,
      repo: api.repo,
      issue_number: issueNumber,
      per_page: 100,
    });
  } catch {
    // The discussion is helpful context, not a precondition: run on the issue text alone.
    return [];
  }
  const kept: { author: string; body: string }[] = [];
  let used = 0;
  for (const c of [...all].reverse()) {
    const body = c.body ?? '';
    if (c.id === commandId || isOwnComment(body) || !body.trim()) continue;
    // One huge comment is skipped rather than ending the discussion there.
    if (used + body.length > COMMENT_BUDGET) continue;
    used += body.length;
    kept.unshift({ author: c.user?.login ?? 'unknown', body });
  }
  return kept;
}
