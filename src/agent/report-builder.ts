// Assembles the run report from what the loop observed. Pure: the loop hands everything in.
import type { CallUsage } from '../model/types.js';
import { RunReport } from '../report/run-report.js';
import type { RunInput } from './loop.js';
import type { EditMetrics } from './metrics.js';
import type { UsageLedger } from './usage.js';

export type StopCode =
  | 'done'
  | 'max_model_calls'
  | 'max_tool_calls'
  | 'max_output_tokens'
  | 'max_cost'
  | 'timeout'
  | 'model_error'
  | 'cancelled'
  | 'internal_error';

export interface StopReason {
  code: StopCode;
  detail: string;
}

export interface StepRecord {
  n: number;
  kind: 'model' | 'tool';
  tool?: string;
  argsDigest?: string;
  path?: string;
  outcome: 'ok' | 'accepted' | 'aligned' | 'refused' | 'error';
  code?: string;
  message?: string;
  usage?: CallUsage;
  durationMs: number;
}

export interface ReportParts {
  input: RunInput;
  started: number;
  finished: number;
  ledger: UsageLedger;
  metrics: EditMetrics;
  rereads: number;
  steps: StepRecord[];
  files: { path: string; kind: 'update' | 'create' | 'delete'; added: number; removed: number }[];
  toolCalls: number;
  stop: StopReason;
  summary: string;
  promptHash: string;
  toolSchemaHash: string;
  warnings: string[];
}

export const TOOL_VERSION = '0.1.0';

export function buildRunReport(p: ReportParts): RunReport {
  const { input, ledger } = p;
  const pricing = input.pricing.pricing;
  return RunReport.parse({
    schemaVersion: 1,
    tool: { name: 'agent-fix', version: TOOL_VERSION },
    task: {
      source: input.task.source,
      title: input.task.title,
      body: input.task.body,
      issueNumber: input.task.issueNumber,
      url: input.task.url,
      extraInstructions: input.task.extraInstructions,
    },
    settings: {
      model: input.settings.model,
      baseUrlHost: input.baseUrlHost ?? 'unknown',
      editInterface: input.settings.editInterface,
      parseCheck: input.settings.parseCheck,
      limits: input.settings.limits,
      pricingSource: input.pricing.source,
    },
    promptHash: p.promptHash,
    toolSchemaHash: p.toolSchemaHash,
    steps: p.steps,
    // The ledger's figures; duration is the whole run's wall time, not only model time.
    totals: { ...ledger.summary(pricing), toolCalls: p.toolCalls, durationMs: p.finished - p.started },
    editMetrics: { ...p.metrics.snapshot(), rereads: p.rereads },
    files: p.files,
    stopReason: p.stop,
    warnings: p.warnings,
    summary: p.summary,
    startedAt: new Date(p.started).toISOString(),
    finishedAt: new Date(p.finished).toISOString(),
  });
}
