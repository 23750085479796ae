// The eval's three files in --out: eval.json (the figures), eval.md (the table), eval.svg (the chart).
import { mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { EvalSummary } from './harness.js';
import { renderEvalMarkdown } from './report-md.js';
import { renderEvalChart } from './report-svg.js';
import type { RoutingEntry } from './routing.js';

export const EVAL_FILES = { json: 'eval.json', markdown: 'eval.md', chart: 'eval.svg' } as const;

export async function writeEvalFiles(
  outDir: string,
  summary: EvalSummary,
  routing?: RoutingEntry,
): Promise<{ json: string; markdown: string; chart: string; table: string }> {
  await mkdir(outDir, { recursive: true });
  const table = renderEvalMarkdown(summary, routing);
  const paths = { json: join(outDir, EVAL_FILES.json), markdown: join(outDir, EVAL_FILES.markdown), chart: join(outDir, EVAL_FILES.chart) };
  await writeFile(paths.json, `${JSON.stringify({ ...summary, ...(routing ? { routing } : {}) }, null, 2)}\n`);
  await writeFile(paths.markdown, table);
  await writeFile(paths.chart, renderEvalChart(summary));
  return { ...paths, table };
}
