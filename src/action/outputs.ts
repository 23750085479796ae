// The action's outputs, from the run report (or only a stop reason when the agent never ran).
import type { RunReport } from '../report/run-report.js';
import type { Delivered } from './deliver.js';

export type Outputs = Record<string, string>;

export function outputsOf(o: { report?: RunReport; reportPath?: string; pr?: Delivered; stopReason?: string }): Outputs {
  const r = o.report;
  const refused = r ? r.editMetrics.attempted - r.editMetrics.accepted : 0;
  return {
    'pr-url': o.pr?.htmlUrl ?? '',
    'pr-number': o.pr ? String(o.pr.number) : '',
    branch: o.pr?.branch ?? '',
    'stop-reason': o.stopReason ?? r?.stopReason.code ?? '',
    'edits-accepted': r ? String(r.editMetrics.accepted) : '0',
    'edits-refused': String(refused),
    'input-tokens': r ? String(r.totals.inputTokens) : '0',
    'cached-input-tokens': r ? String(r.totals.cachedInputTokens) : '0',
    'output-tokens': r ? String(r.totals.outputTokens) : '0',
    'cost-usd': r?.totals.costBilledUsd != null ? r.totals.costBilledUsd.toFixed(6) : '',
    'report-path': o.reportPath ?? '',
  };
}
