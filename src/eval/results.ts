// One finished eval run, stored as <out>/runs/<id>.json the moment it is judged: the figures come
// from the run report (the same ledger the PR body reports), the verdict from the hidden tests.
// A rerun with the same --out reads these and skips those runs.
import { mkdir, readdir, readFile, rename, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { z } from 'zod';
import { EditInterface, zodIssues } from '../edit/index.js';
import { PricingSource, RunReport } from '../report/run-report.js';
import { VERDICTS } from './judge.js';

export const EVAL_RUN_FORMAT = 'agent-fix-eval-run/1';
export const RUNS_DIR = 'runs';

const Count = z.number().int().nonnegative();

/** Usage as the scripted server served it (summed over its answers), to prove the figures equal it. */
export const ServedUsage = z.strictObject({
  modelCalls: Count,
  inputTokens: Count,
  cachedInputTokens: Count,
  outputTokens: Count,
  reasoningTokens: Count,
});
export type ServedUsage = z.infer<typeof ServedUsage>;

const Command = z.strictObject({ exitCode: z.number().int().nullable(), timedOut: z.boolean() });

export const EvalRunResult = z.strictObject({
  format: z.literal(EVAL_RUN_FORMAT),
  id: z.string().min(1),
  task: z.string().min(1),
  interface: EditInterface,
  repeat: z.number().int().positive(),
  model: z.string(),
  baseUrlHost: z.string(),
  /** Replayed from a hand-written trajectory: its figures are the scripted server's estimates. */
  scripted: z.boolean(),
  pricingSource: PricingSource,
  solved: z.boolean(),
  verdict: z.enum(VERDICTS),
  visible: Command,
  hidden: Command.extend({ passed: Count.nullable(), failed: Count.nullable(), expected: Count }),
  /** Planted files judging removed (a run that tried to change how the tests start). */
  removed: z.array(z.string()),
  stopReason: RunReport.shape.stopReason,
  totals: RunReport.shape.totals,
  editMetrics: RunReport.shape.editMetrics.pick({
    firstTargetedEditAccepted: true,
    attempted: true,
    accepted: true,
    refusedByCode: true,
    brokenWritesCaught: true,
    rereads: true,
  }),
  /** The agent's wall time (totals.durationMs) plus judging. */
  judgeMs: Count,
  served: ServedUsage.optional(),
  finishedAt: z.iso.datetime(),
});
export type EvalRunResult = z.infer<typeof EvalRunResult>;

/** Written to a temporary name and renamed, so a killed eval never leaves half a result behind. */
export async function writeResult(outDir: string, result: EvalRunResult): Promise<void> {
  const dir = join(outDir, RUNS_DIR);
  await mkdir(dir, { recursive: true });
  const path = join(dir, `${result.id}.json`);
  await writeFile(`${path}.tmp`, `${JSON.stringify(EvalRunResult.parse(result), null, 2)}\n`);
  await rename(`${path}.tmp`, path);
}

/** Every stored result in outDir by id; a file that is not a valid result is an error naming it. */
export async function readResults(outDir: string): Promise<Map<string, EvalRunResult>> {
  const dir = join(outDir, RUNS_DIR);
  const names = await readdir(dir).catch(() => [] as string[]);
  const out = new Map<string, EvalRunResult>();
  for (const name of names.filter((n) => n.endsWith('.json')).sort()) {
    const path = join(dir, name);
    let json: unknown;
    try {
      json = JSON.parse(await readFile(path, 'utf8'));
    } catch (err) {
      throw new Error(`${path} is not valid JSON (${(err as Error).message}); delete it to run that run again`);
    }
    const parsed = EvalRunResult.safeParse(json);
    if (!parsed.success) {
      throw new Error(`${path} is not an ${EVAL_RUN_FORMAT} result (${zodIssues(parsed.error, 1)}); delete it to run that run again`);
    }
    if (`${parsed.data.id}.json` !== name) throw new Error(`${path} holds the result of ${parsed.data.id}`);
    out.set(parsed.data.id, parsed.data);
  }
  return out;
}
