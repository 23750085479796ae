// The action's outputs, from the run report (or only a stop reason when the agent never ran).
import { countAttempts } from '../report/attempts.js';
import type { RunReport } from '../report/run-report.js';
import type { Delivered } from './pull-request.js';

export type Outputs = Record<string, string>;

/** The plan's outputs (mode plan); empty in every other mode. */
export interface PlanOutputs {
  matrix: string;
  shardCount: number;
  baseSha: string;
  maxTotalCostUsd: number | null;
}

export function outputsOf(o: {
  report?: RunReport;
  reportPath?: string;
  /** The run viewer beside the report, when it was written. */
  viewerPath?: string;
  pr?: Delivered;
  stopReason?: string;
  plan?: PlanOutputs;
  branch?: string;
}): Outputs {
  const r = o.report;
  // Counted from the attempt rows, as the PR body and job summary count them: refused = refused + held back.
  const attempts = r ? countAttempts(r.attempts) : undefined;
  return {
    'pr-url': o.pr?.htmlUrl ?? '',
    'pr-number': o.pr ? String(o.pr.number) : '',
    branch: o.pr?.branch ?? o.branch ?? '',
    draft: o.pr ? String(o.pr.draft) : '',
    'stop-reason': o.stopReason ?? r?.stopReason.code ?? '',
    'edits-accepted': String(attempts?.accepted ?? 0),
    'edits-refused': String(attempts?.notWritten ?? 0),
    'input-tokens': r ? String(r.totals.inputTokens) : '0',
    'cached-input-tokens': r ? String(r.totals.cachedInputTokens) : '0',
    'output-tokens': r ? String(r.totals.outputTokens) : '0',
    'cost-usd': r?.totals.costBilledUsd != null ? r.totals.costBilledUsd.toFixed(6) : '',
    'report-path': o.reportPath ?? '',
    'viewer-path': o.viewerPath ?? '',
    matrix: o.plan?.matrix ?? '',
    'shard-count': o.plan ? String(o.plan.shardCount) : '',
    'base-sha': o.plan?.baseSha ?? '',
    'max-total-cost-usd': o.plan?.maxTotalCostUsd != null ? o.plan.maxTotalCostUsd.toFixed(6) : '',
  };
}
