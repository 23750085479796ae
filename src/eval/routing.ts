// Routing from measurements: which edit interface to use for a model, written by
// `agent-fix eval --write-routing FILE` and read by the action's `edit-interface: auto` from
// .github/agent-fix-routing.json at the base commit.
//
// The rule: the best interface by cost per solved task (by solved tasks per 1M output tokens when
// the model is not priced) is used only when its 95% interval and verified_selection's do not
// overlap; otherwise verified_selection stays. Measured noise never moves a repository off the
// default.
import { z } from 'zod';
import { baseModelId } from '../agent/pricing.js';
import { RunSettings } from '../agent/settings.js';
import { EditInterface, zodIssues } from '../edit/index.js';
import { formatUsd } from '../report/format.js';
import type { InterfaceSummary, Interval, RoutingMeasure } from './summary.js';
import { measureOf } from './summary.js';

export const ROUTING_PATH = '.github/agent-fix-routing.json';
export const ROUTING_FORMAT = 'agent-fix-routing/1';
/** The interface routing starts from and falls back to: the default of edit-interface. */
export const BASELINE_INTERFACE: EditInterface = RunSettings.parse({}).editInterface;

const Count = z.number().int().nonnegative();
const Figure = z.number().nonnegative().finite().nullable();

export const RoutingCandidate = z.strictObject({
  interface: EditInterface,
  runs: Count,
  solved: Count,
  /** The measure's value (null: nothing solved / no output), its 95% interval (high null: unbounded). */
  value: Figure,
  low: Figure,
  high: Figure,
});

export const RoutingEntry = z.strictObject({
  interface: EditInterface,
  /** One sentence: what was compared and why this interface. */
  reason: z.string().min(1),
  measure: z.enum(['cost_per_solved_task', 'solved_per_1m_output_tokens']),
  candidates: z.array(RoutingCandidate).min(1),
  tasks: Count,
  repeat: z.number().int().positive(),
  /** From hand-written trajectories (eval --scripted): not a measurement; the action ignores it. */
  scripted: z.boolean(),
  measuredAt: z.iso.datetime(),
  /** agent-fix version that measured it. */
  tool: z.string(),
});
export type RoutingEntry = z.infer<typeof RoutingEntry>;

export const RoutingFile = z.strictObject({
  format: z.literal(ROUTING_FORMAT),
  /** By model id, as the endpoint names it (a dated snapshot also finds its base id). */
  models: z.record(z.string().min(1), RoutingEntry),
});
export type RoutingFile = z.infer<typeof RoutingFile>;

export function parseRoutingFile(text: string, source = ROUTING_PATH): { ok: true; file: RoutingFile } | { ok: false; error: string } {
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch (err) {
    return { ok: false, error: `${source} is not valid JSON (${(err as Error).message})` };
  }
  const parsed = RoutingFile.safeParse(json);
  if (parsed.success) return { ok: true, file: parsed.data };
  return { ok: false, error: `${source} is not an ${ROUTING_FORMAT} file: ${zodIssues(parsed.error, 3)}` };
}

/** The entry for a model: its exact id, else its base id (gpt-5-mini-2025-08-07 -> gpt-5-mini). */
export function routeFor(file: RoutingFile, model: string): RoutingEntry | undefined {
  const exact = model.trim();
  if (Object.hasOwn(file.models, exact)) return file.models[exact];
  const base = baseModelId(exact);
  return Object.hasOwn(file.models, base) ? file.models[base] : undefined;
}

export interface RoutingContext {
  tasks: number;
  repeat: number;
  scripted: boolean;
  measuredAt: string;
  tool: string;
}

/** The rule above, over an eval's per-interface summaries. */
export function decideRouting(
  summaries: readonly InterfaceSummary[],
  ctx: RoutingContext,
): { ok: true; entry: RoutingEntry } | { ok: false; error: string } {
  const measured = summaries.filter((s) => s.runs > 0);
  const baseline = measured.find((s) => s.interface === BASELINE_INTERFACE);
  if (!baseline)
    return {
      ok: false,
      error: `routing compares against ${BASELINE_INTERFACE}, which this eval did not measure; add it to eval-interfaces`,
    };
  const measure = measureOf(measured);
  const candidates = measured.map((s) => candidateOf(s, measure));
  const base = candidates.find((c) => c.interface === BASELINE_INTERFACE)!;
  // Best first; a tie keeps the baseline (then the order given).
  const better = (a: RoutingCandidateT, b: RoutingCandidateT): boolean =>
    a.value !== null && (b.value === null || (measure === 'cost_per_solved_task' ? a.value < b.value : a.value > b.value));
  let best = base;
  for (const c of candidates) if (better(c, best)) best = c;
  const show = (c: RoutingCandidateT): string => `${c.interface} ${describe(c, measure)}`;
  const what = measure === 'cost_per_solved_task' ? 'cost per solved task' : 'solved tasks per 1M output tokens';
  let iface: EditInterface = BASELINE_INTERFACE;
  let reason: string;
  if (best === base) {
    reason =
      base.value === null
        ? `no interface solved a task, so ${BASELINE_INTERFACE} stays`
        : `${BASELINE_INTERFACE} measured best by ${what}: ${show(base)}`;
  } else if (apart(best, base, measure)) {
    iface = best.interface;
    reason = `${best.interface} measured best by ${what} and its interval does not overlap ${BASELINE_INTERFACE}'s: ${show(best)} vs ${show(base)}`;
  } else {
    reason = `${best.interface} measured best by ${what}, but its interval overlaps ${BASELINE_INTERFACE}'s, so ${BASELINE_INTERFACE} stays: ${show(best)} vs ${show(base)}`;
  }
  const entry: RoutingEntry = { interface: iface, reason, measure, candidates, ...ctx };
  return { ok: true, entry: RoutingEntry.parse(entry) };
}

type RoutingCandidateT = z.infer<typeof RoutingCandidate>;

function candidateOf(s: InterfaceSummary, measure: RoutingMeasure): RoutingCandidateT {
  const v: Interval = measure === 'cost_per_solved_task' ? (s.costPerSolvedUsd ?? NONE) : s.solvedPer1MOutputTokens;
  return { interface: s.interface, runs: s.runs, solved: s.solved, value: v.value, low: v.lo, high: v.hi };
}

const NONE: Interval = { value: null, lo: null, hi: null };

/** True when a's whole interval is better than b's whole interval. */
function apart(a: RoutingCandidateT, b: RoutingCandidateT, measure: RoutingMeasure): boolean {
  if (measure === 'cost_per_solved_task') return a.high !== null && b.low !== null && a.high < b.low;
  return a.low !== null && b.high !== null && a.low > b.high;
}

/**
 * "0.0123 USD per solved task [0.0100–0.0200]" or "12.3 [8.1–16.0]" (∞: unbounded). No dollar signs:
 * the reason is shown in pull request bodies, where GitHub reads text between two of them as math.
 */
export function describe(
  c: { value: number | null; low: number | null; high: number | null; solved: number; runs: number },
  measure: RoutingMeasure,
): string {
  const f =
    measure === 'cost_per_solved_task'
      ? (v: number | null) => (v === null ? '∞' : `${formatUsd(v).replace('$', '')} USD`)
      : (v: number | null) => (v === null ? '–' : v.toFixed(1));
  const value = c.value === null ? (measure === 'cost_per_solved_task' ? 'no task solved' : '–') : f(c.value);
  return `${value} [${f(c.low)}–${c.high === null ? '∞' : f(c.high)}] (${c.solved}/${c.runs} solved)`;
}

/** The file with this model's entry set (other models' entries kept). */
export function withEntry(file: RoutingFile | undefined, model: string, entry: RoutingEntry): RoutingFile {
  return { format: ROUTING_FORMAT, models: { ...(file?.models ?? {}), [model]: entry } };
}
