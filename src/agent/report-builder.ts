// Assembles the run report from what the observers recorded. Pure: everything is handed in.
import { formatUsd } from '../report/format.js';
import pkg from '../../package.json' with { type: 'json' };
import { NO_COST_CAP_WARNING } from '../report/markdown.js';
import type { Checks } from '../sandbox/index.js';
import {
  capText,
  DIFFS_CAP,
  FILE_DIFF_CAP,
  REPORT_SCHEMA_VERSION,
  RunReport,
  type ChangeKindFile,
  type FileDiffText,
  type StopReason,
} from '../report/run-report.js';
import type { Secrets } from '../secrets/index.js';
import type { RunRecorder } from './recorder.js';
import type { ResolvedPricing } from './pricing.js';
import type { RunTask } from './prompt.js';
import type { RunSettings } from './settings.js';

export interface ReportParts {
  input: {
    task: RunTask;
    settings: RunSettings;
    pricing: Pick<ResolvedPricing, 'pricing' | 'source'>;
    baseUrlHost?: string;
    interfaceReason?: string;
  };
  started: number;
  finished: number;
  recorder: RunRecorder;
  rereads: number;
  files: ChangeKindFile[];
  /** The final diff per file (Workspace.fileDiffs): redacted and capped here. */
  diffs?: { path: string; diff: string | null }[];
  secrets?: Secrets;
  stop: StopReason;
  summary: string;
  promptHash: string;
  toolSchemaHash: string;
  checks: Checks | undefined;
  /** How far the run went over max-cost-usd (an endpoint that ignored max_completion_tokens). */
  overshootUsd?: number | null;
  /** The instruction files the model was given (absent: reading them was switched off). */
  instructions?: { path: string; bytes: number; truncated: boolean }[];
  /** The context window the run kept under; null: never compacted. */
  contextWindow?: number | null;
  /** Warnings about the run's setup (e.g. a model not in the built-in table). */
  notes?: string[];
}

export function buildRunReport(p: ReportParts): RunReport {
  const { input, recorder } = p;
  const pricing = input.pricing.pricing;
  const ledger = recorder.ledger;
  return RunReport.parse({
    schemaVersion: REPORT_SCHEMA_VERSION,
    tool: { name: 'agent-fix', version: pkg.version },
    task: {
      source: input.task.source,
      title: input.task.title,
      body: input.task.body,
      issueNumber: input.task.issueNumber,
      url: input.task.url,
      extraInstructions: input.task.extraInstructions,
      prNumber: input.task.prNumber,
    },
    settings: {
      model: input.settings.model,
      baseUrlHost: input.baseUrlHost ?? 'unknown',
      editInterface: input.settings.editInterface,
      parseCheck: input.settings.parseCheck,
      limits: input.settings.limits,
      pricingSource: input.pricing.source,
      api: input.settings.api,
      ...(input.settings.reasoningEffort ? { reasoningEffort: input.settings.reasoningEffort } : {}),
      ...(p.contextWindow !== undefined ? { contextWindow: p.contextWindow } : {}),
      ...(input.interfaceReason ? { interfaceReason: input.interfaceReason } : {}),
    },
    promptHash: p.promptHash,
    toolSchemaHash: p.toolSchemaHash,
    steps: recorder.steps,
    attempts: recorder.attempts,
    // The ledger's figures; duration is the whole run's wall time, not only model time.
    totals: { ...ledger.summary(pricing), toolCalls: recorder.toolCalls, durationMs: p.finished - p.started },
    editMetrics: { ...recorder.metrics.snapshot(recorder.attempts), rereads: p.rereads },
    files: p.files,
    ...(p.diffs ? { diffs: reportDiffs(p.diffs, p.secrets) } : {}),
    ...(p.instructions ? { instructions: p.instructions } : {}),
    ...(recorder.compactions.length > 0 ? { compactions: recorder.compactions } : {}),
    stopReason: p.stop,
    warnings: [
      ...(input.settings.limits.maxCostUsd === null ? [NO_COST_CAP_WARNING] : []),
      ...(p.overshootUsd && pricing
        ? [
            `The endpoint did not honour max_completion_tokens: the run cost ${formatUsd(ledger.costBilled(pricing))}, ${formatUsd(p.overshootUsd)} over max-cost-usd (${formatUsd(input.settings.limits.maxCostUsd)}). The cost cap holds only with an endpoint that honours the output cap it is sent.`,
          ]
        : []),
      ...checkWarnings(p.checks),
      ...(p.notes ?? []),
      ...(recorder.usageMissing > 0
        ? [
            `The endpoint reported no token usage for ${recorder.usageMissing} of ${ledger.totals().modelCalls} model calls: token and cost figures are incomplete.`,
          ]
        : []),
      ...(pricing
        ? []
        : [`Model ${input.settings.model} is not priced: no cost is shown. Give its prices with the pricing input to see them.`]),
    ],
    summary: p.summary,
    startedAt: new Date(p.started).toISOString(),
    finishedAt: new Date(p.finished).toISOString(),
  });
}

/** The report says how model-written code ran: not at all (and why), or without the sandbox by choice. */
function checkWarnings(checks: Checks | undefined): string[] {
  if (!checks) return [];
  if (!checks.ok) return [checks.text];
  if (checks.runner.description.startsWith('no sandbox')) {
    return ["Checks ran without the sandbox (check-sandbox: none): the checked code could read the runner's secrets and use its network."];
  }
  return [];
}

/** Diffs as the report keeps them: redacted whole (before any cut), FILE_DIFF_CAP each, DIFFS_CAP in all. */
export function reportDiffs(diffs: readonly { path: string; diff: string | null }[], secrets?: Secrets): FileDiffText[] {
  let room = DIFFS_CAP;
  return diffs.map(({ path, diff }) => {
    if (diff === null) return { path, diff: '[no diff: too many lines changed to compare]', truncated: true };
    const whole = secrets ? secrets.redact(diff) : diff;
    const cap = Math.min(FILE_DIFF_CAP, room);
    const kept = cap <= 0 ? '[no diff: the report holds no more diff text]' : capText(whole, cap);
    room -= Math.min(whole.length, Math.max(0, cap));
    return { path, diff: kept, truncated: kept !== whole };
  });
}
