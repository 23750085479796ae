// Entry point of the engine: plans a typed call with its interface's planner. Every interface
// shares the same Plan contract. planCall is the edge for callers that hold raw JSON.
import { normalizeCall, type EditCall } from './call.js';
import { planLineRange } from './interfaces/line-range.js';
import { planPatch } from './interfaces/patch.js';
import { planSearchReplace } from './interfaces/search-replace.js';
import type { EditInterface, EngineOptions, Plan, Refusal, RunMemory, Snapshot } from './types.js';
import { planVerifiedSelection } from './verified-selection.js';

/**
 * Plans one normalized call against `snapshot`; nothing is written. With the run's `memory`,
 * verified-selection edits naming an older revision are placed in it and carried forward
 * (R-lineage, R-outside), and quotes from memory are told from miscounts (A8). Only verified
 * selection is carried forward: the other interfaces have no quotes to confirm the carried numbers.
 */
export function planEdit(call: EditCall, snapshot: Snapshot, opts: EngineOptions, memory?: RunMemory): Plan {
  switch (call.iface) {
    case 'verified_selection':
      return planVerifiedSelection(call, snapshot, opts, memory);
    case 'search_replace':
      return planSearchReplace(call, snapshot, opts);
    case 'line_range':
      return planLineRange(call, snapshot, opts);
    case 'patch':
      return planPatch(call, snapshot, opts);
  }
}

/** The plan of a call refused as a whole, before any edit was looked at. */
export const refusedPlan = (refusals: Refusal[]): Plan => ({ ok: false, changes: [], refusals, notes: [] });

/** Normalizes raw arguments, then plans them; arguments that do not fit the schema become one `malformed` refusal. */
export function planCall(iface: EditInterface, args: unknown, snapshot: Snapshot, opts: EngineOptions, memory?: RunMemory): Plan {
  const n = normalizeCall(iface, args);
  return n.ok ? planEdit(n.call, snapshot, opts, memory) : refusedPlan([n.refusal]);
}
