// Entry point of the engine: validates a call against the configured interface's schema and
// dispatches to that interface's planner. Every interface shares the same Plan contract.
import type { z } from 'zod';
import { planLineRange } from './interfaces/line-range.js';
import { patchPaths, planPatch } from './interfaces/patch.js';
import { planSearchReplace } from './interfaces/search-replace.js';
import { malformedCall } from './messages.js';
import { parseRefLine } from './refs.js';
import {
  LineRangeCall,
  PatchCall,
  SearchReplaceCall,
  VerifiedSelectionCall,
  type EditInterface,
  type EngineOptions,
  type Plan,
  type Snapshot,
} from './types.js';
import { planVerifiedSelection } from './verified-selection.js';

export const CALL_SCHEMAS: Record<EditInterface, z.ZodType> = {
  verified_selection: VerifiedSelectionCall,
  search_replace: SearchReplaceCall,
  line_range: LineRangeCall,
  patch: PatchCall,
};

const MAX_ISSUES = 3;

function issueText(issue: z.core.$ZodIssue): string {
  const where = issue.path.length > 0 ? issue.path.map(String).join('.') : 'the call';
  return `${where}: ${issue.message}`;
}

/** Plans one edit call; arguments that do not fit the schema become one `malformed` refusal. */
export function planCall(iface: EditInterface, args: unknown, snapshot: Snapshot, opts: EngineOptions): Plan {
  const schema = CALL_SCHEMAS[iface];
  const parsed = schema.safeParse(args);
  if (!parsed.success) {
    const issues = parsed.error.issues.slice(0, MAX_ISSUES).map(issueText);
    const why = malformedCall(iface, issues);
    return { ok: false, changes: [], notes: [], refusals: [{ index: -1, code: 'malformed', message: why.message, next: why.next }] };
  }
  switch (iface) {
    case 'verified_selection':
      return planVerifiedSelection(parsed.data as VerifiedSelectionCall, snapshot, opts);
    case 'search_replace':
      return planSearchReplace(parsed.data as SearchReplaceCall, snapshot, opts);
    case 'line_range':
      return planLineRange(parsed.data as LineRangeCall, snapshot, opts);
    case 'patch':
      return planPatch(parsed.data as PatchCall, snapshot, opts);
  }
}

const isRecord = (x: unknown): x is Record<string, unknown> => typeof x === 'object' && x !== null && !Array.isArray(x);

/** Best-effort paths a call touches, so the workspace knows which files to load (incl. @@refPATH). */
export function pathsOfCall(iface: EditInterface, args: unknown): string[] {
  const out = new Set<string>();
  if (!isRecord(args)) return [];
  if (iface === 'patch') {
    if (typeof args.patch === 'string') for (const p of patchPaths(args.patch)) out.add(p);
    if (isRecord(args.revisions)) for (const p of Object.keys(args.revisions)) out.add(p);
    return [...out];
  }
  if (!Array.isArray(args.edits)) return [];
  for (const e of args.edits) {
    if (!isRecord(e)) continue;
    if (typeof e.path === 'string') out.add(e.path);
    if (iface === 'verified_selection' && typeof e.new_text === 'string') {
      for (const line of e.new_text.split('\n')) {
        const r = parseRefLine(line);
        if (r.kind === 'ref' && r.path !== null) out.add(r.path);
      }
    }
  }
  return [...out];
}
