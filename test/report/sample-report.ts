// A realistic run report for the report tests; overrides let each test stress one part.
import type { RunReport } from '../../src/report/run-report.js';

export function sampleReport(over: Partial<RunReport> = {}): RunReport {
  return {
    schemaVersion: 1,
    warnings: [],
    tool: { name: 'agent-fix', version: '0.1.0' },
    task: { source: 'issue', title: 'Off-by-one in pagination', body: 'Page 2 repeats the last item.', issueNumber: 12, url: 'https://github.com/o/r/issues/12' },
    settings: {
      model: 'gpt-5-mini',
      baseUrlHost: 'api.openai.com',
      editInterface: 'verified_selection',
      parseCheck: 'reject',
      limits: { maxModelCalls: 40, maxToolCalls: 120, maxOutputTokens: 60000, maxCostUsd: 2.5, timeoutMs: 1_200_000 },
      pricingSource: 'builtin',
    },
    promptHash: 'sha256:ab12',
    toolSchemaHash: 'sha256:cd34',
    steps: [
      { n: 1, kind: 'model', outcome: 'ok', usage: { inputTokens: 2345, cachedInputTokens: 0, outputTokens: 120, reasoningTokens: 64 }, durationMs: 1800 },
      { n: 2, kind: 'tool', tool: 'read_file', path: 'src/page.ts', outcome: 'ok', durationMs: 3 },
      { n: 3, kind: 'model', outcome: 'ok', usage: { inputTokens: 4000, cachedInputTokens: 2304, outputTokens: 300, reasoningTokens: 100 }, durationMs: 2500 },
      { n: 4, kind: 'tool', tool: 'edit', path: 'src/page.ts', outcome: 'refused', code: 'boundary_mismatch', message: 'first_line does not match line 41; it is line 43 | quoted text', durationMs: 2 },
      { n: 5, kind: 'model', outcome: 'ok', usage: { inputTokens: 6000, cachedInputTokens: 3968, outputTokens: 258, reasoningTokens: 36 }, durationMs: 2100 },
      { n: 6, kind: 'tool', tool: 'edit', path: 'src/page.ts', outcome: 'aligned', message: 'aligned by 2: lines 43-45 as quoted', durationMs: 2 },
    ],
    totals: {
      modelCalls: 3, toolCalls: 3, inputTokens: 12345, cachedInputTokens: 6272, outputTokens: 678, reasoningTokens: 200,
      costBilledUsd: 0.0123, costPerfectCachingUsd: 0.0101, durationMs: 63_000,
    },
    editMetrics: {
      firstTargetedEditAccepted: false, attempted: 2, accepted: 1, aligned: 1,
      refusedByCode: { boundary_mismatch: 1 }, brokenWritesCaught: 0, refLinesCopied: 12, wholeFileWrites: 0, rereads: 1,
    },
    files: [{ path: 'src/page.ts', kind: 'update', added: 3, removed: 2 }, { path: 'test/page.test.ts', kind: 'create', added: 20, removed: 0 }],
    stopReason: { code: 'done', detail: 'the model finished' },
    summary: 'Fixed the off-by-one in `nextPage`: the offset now starts at `page * size`.\n\n- Added a regression test.',
    startedAt: '2025-09-01T10:00:00.000Z',
    finishedAt: '2025-09-01T10:01:03.000Z',
    ...over,
  };
}
