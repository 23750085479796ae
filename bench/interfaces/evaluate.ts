// Runs one call variant through the real engine (planCall / planWriteFile), then the harness's
// parse gate (gateChanges in reject mode), and classifies what happened against the intended bytes.
import { performance } from 'node:perf_hooks';
import {
  planCall,
  planWriteFile,
  refusedPlan,
  revisionOf,
  WriteFileCall,
  type EditInterface,
  type FileSnapshot,
  type Plan,
  type RunMemory,
  type Snapshot,
} from '../../src/edit/index.js';
import type { ParseChecker } from '../../src/parse/checker.js';
import { gateChanges } from '../../src/workspace/parse-gate.js';
import type { Arm, ArmCall, Outcome } from './model.js';
import type { Injected } from './mistakes.js';

export const ALIGN_WINDOW = 3;

const IFACE: Record<Exclude<Arm, 'write_file'>, EditInterface> = {
  vs_ref: 'verified_selection',
  vs: 'verified_selection',
  line_range: 'line_range',
  sr_short: 'search_replace',
  sr_block: 'search_replace',
  patch: 'patch',
};

export interface Evaluation {
  /** Parse check off: what the engine alone lets through. */
  off: Outcome;
  /** Parse check `reject` (the default): broken results are refused. */
  on: Outcome;
  /** Refusal codes (engine, then gate). */
  codes: string[];
  planMs: number;
  /** Paths whose bytes differ from the intent (for examples). */
  wrongPaths: string[];
  /** Notes of an accepted plan (alignment, blank moves, references). */
  notes: string[];
}

export function snapshotOf(files: Iterable<{ path: string; text: string; revision: string }>): Map<string, FileSnapshot> {
  const m = new Map<string, FileSnapshot>();
  for (const f of files) m.set(f.path, { path: f.path, text: f.text, bom: false, revision: f.revision });
  return m;
}

/** What a workspace would remember of the run: the texts the model was shown (no own steps here). */
function memoryOf(variant: Injected): RunMemory {
  const seen = variant.seen ?? [];
  const texts = seen.map((s) => ({ ...s, revision: revisionOf(s.text) }));
  return {
    stepsOf: () => [],
    textOf: (path, revision) => texts.find((t) => t.path === path && t.revision === revision)?.text,
    seen: (path) => texts.filter((t) => t.path === path).map((t) => t.revision),
  };
}

function planCalls(arm: Arm, calls: readonly ArmCall[], snapshot: Snapshot, memory: RunMemory): Plan {
  if (arm !== 'write_file') {
    const call = calls[0];
    if (!call) throw new Error('internal: no call');
    return planCall(IFACE[arm], call.args, snapshot, { alignWindow: ALIGN_WINDOW }, memory);
  }
  // Whole-file writes: one call per file; all must be accepted.
  const merged: Plan = { ok: true, changes: [], refusals: [], notes: [] };
  for (const c of calls) {
    // Checked as the write_file tool checks it (a malformed-call mistake drops `content`): refused
    // as malformed before the engine. Only the code counts here; the model would read the tool's text.
    const args = WriteFileCall.safeParse(c.args);
    const p = args.success
      ? planWriteFile(args.data, snapshot)
      : refusedPlan([{ index: -1, code: 'malformed', message: args.error.message, next: '' }]);
    merged.ok &&= p.ok;
    merged.changes.push(...p.changes);
    merged.refusals.push(...p.refusals);
    merged.notes.push(...p.notes);
  }
  if (!merged.ok) merged.changes = [];
  return merged;
}

const REPAIRS = new Set(['aligned', 'blank_move', 'outside_change', 'quote_whitespace', 'reindented']);

function repaired(arm: Arm, plan: Plan): boolean {
  return plan.notes.some((n) => REPAIRS.has(n.kind) || (arm === 'patch' && /^chunk \d+: (matched|@@ context found)/.test(n.text)));
}

export async function evaluate(
  arm: Arm,
  variant: Injected,
  base: ReadonlyMap<string, FileSnapshot>,
  checker: ParseChecker,
): Promise<Evaluation> {
  let snapshot: Snapshot = base;
  if (variant.disk) {
    const m = new Map(base);
    for (const [path, text] of variant.disk) m.set(path, { path, text, bom: false, revision: revisionOf(text) });
    snapshot = m;
  }
  const t0 = performance.now();
  const plan = planCalls(arm, variant.calls, snapshot, memoryOf(variant));
  const planMs = performance.now() - t0;
  if (!plan.ok) return { off: 'refused', on: 'refused', codes: plan.refusals.map((r) => r.code), planMs, wrongPaths: [], notes: [] };

  const wrongPaths: string[] = [];
  const changed = new Set<string>();
  for (const c of plan.changes) {
    changed.add(c.path);
    // A call that must be refused is wrong whatever it writes.
    if (variant.mustRefuse || c.kind !== 'update' || c.after !== variant.expected.get(c.path)) wrongPaths.push(c.path);
  }
  for (const p of variant.expected.keys()) if (!changed.has(p) && !variant.mustRefuse) wrongPaths.push(p);

  const gate = await gateChanges(checker, plan.changes, 'reject', { hints: false });
  const broken = gate.parse.some((o) => o.language !== null && o.errorsAfter > o.errorsBefore);
  let off: Outcome;
  if (wrongPaths.length === 0) off = repaired(arm, plan) ? 'exact_aligned' : 'exact';
  else off = broken ? 'broken' : 'silent';
  const on: Outcome = gate.refusals.length > 0 ? 'refused' : off;
  const notes = plan.notes.filter((n) => n.kind !== 'info' || arm === 'patch').map((n) => `${n.kind}: ${n.text}`);
  return { off, on, codes: gate.refusals.map((r) => r.code), planMs, wrongPaths, notes };
}
