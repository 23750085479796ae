// One report for a fan-out's combined pull request, from its shards' reports: totals summed, every
// edit attempt kept with its shard, files merged, the worst stop on top. Pure.
import { REPORT_SCHEMA_VERSION, RunReport, type StopCode } from './run-report.js';

/** A stop that means the run did not finish as asked, worst first. */
const SEVERITY: StopCode[] = [
  'internal_error',
  'model_error',
  'cancelled',
  'timeout',
  'max_cost',
  'max_output_tokens',
  'max_tool_calls',
  'max_model_calls',
  'done',
];

export interface ShardOutcome {
  index: number;
  /** Absent when the shard left no report (its job failed before it could). */
  report?: RunReport;
  /** What else happened to it: missing, or its changes conflicted with another shard's. */
  problem?: string;
}

export function combineReports(shards: readonly ShardOutcome[], task: RunReport['task']): RunReport {
  const reports = shards.flatMap((s) => (s.report ? [{ index: s.index, report: s.report }] : []));
  const first = reports[0]?.report;
  if (!first) throw new Error('no shard left a report');
  const sum = (f: (r: RunReport) => number): number => reports.reduce((n, s) => n + f(s.report), 0);
  const cost = (f: (r: RunReport) => number | null): number | null =>
    reports.some((s) => f(s.report) === null) ? null : reports.reduce((n, s) => n + (f(s.report) ?? 0), 0);
  const worst = [...reports].sort((a, b) => SEVERITY.indexOf(a.report.stopReason.code) - SEVERITY.indexOf(b.report.stopReason.code))[0]!;
  const problems = shards.filter((s) => s.problem).map((s) => `Shard ${s.index}: ${s.problem}`);
  const byCode: Record<string, number> = {};
  for (const { report } of reports)
    for (const [code, n] of Object.entries(report.editMetrics.refusedByCode)) byCode[code] = (byCode[code] ?? 0) + n;
  const firsts = reports.map((s) => s.report.editMetrics.firstTargetedEditAccepted).filter((v) => v !== null);
  return RunReport.parse({
    ...first,
    schemaVersion: REPORT_SCHEMA_VERSION,
    task,
    steps: [],
    attempts: reports.flatMap(({ index, report }) => report.attempts.map(({ step: _step, ...a }) => ({ ...a, shard: index }))),
    totals: {
      modelCalls: sum((r) => r.totals.modelCalls),
      toolCalls: sum((r) => r.totals.toolCalls),
      inputTokens: sum((r) => r.totals.inputTokens),
      cachedInputTokens: sum((r) => r.totals.cachedInputTokens),
      outputTokens: sum((r) => r.totals.outputTokens),
      reasoningTokens: sum((r) => r.totals.reasoningTokens),
      costBilledUsd: cost((r) => r.totals.costBilledUsd),
      costPerfectCachingUsd: cost((r) => r.totals.costPerfectCachingUsd),
      // The shards ran side by side: the longest is the fan-out's wall time.
      durationMs: Math.max(...reports.map((s) => s.report.totals.durationMs)),
    },
    editMetrics: {
      firstTargetedEditAccepted: firsts.length ? firsts.every(Boolean) : null,
      attempted: sum((r) => r.editMetrics.attempted),
      accepted: sum((r) => r.editMetrics.accepted),
      aligned: sum((r) => r.editMetrics.aligned),
      refusedByCode: byCode,
      heldBack: sum((r) => r.editMetrics.heldBack),
      brokenWritesCaught: sum((r) => r.editMetrics.brokenWritesCaught),
      refLinesCopied: sum((r) => r.editMetrics.refLinesCopied),
      wholeFileWrites: sum((r) => r.editMetrics.wholeFileWrites),
      rereads: sum((r) => r.editMetrics.rereads),
    },
    files: reports.flatMap((s) => s.report.files),
    // Each shard changed its own files: their diffs side by side (steps stay per shard, not combined).
    diffs: reports.flatMap((s) => s.report.diffs ?? []),
    stopReason:
      problems.length > 0 && worst.report.stopReason.code === 'done'
        ? { code: 'done', detail: `the shards that ran finished; ${problems.length} did not add their changes` }
        : { code: worst.report.stopReason.code, detail: `shard ${worst.index}: ${worst.report.stopReason.detail}` },
    warnings: [...new Set([...problems, ...reports.flatMap((s) => s.report.warnings)])],
    summary: reports.map(({ index, report }) => `**Shard ${index}:** ${report.summary.trim() || '(no summary)'}`).join('\n\n'),
    startedAt: reports.map((s) => s.report.startedAt).sort()[0],
    finishedAt: reports
      .map((s) => s.report.finishedAt)
      .sort()
      .at(-1),
  });
}
