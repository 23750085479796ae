// The only targeted write path: the edit engine behind the configured interface (spec §9).
import type { z } from 'zod';
import { LineRangeCall, PatchCall, SearchReplaceCall, VerifiedSelectionCall, type EditInterface } from '../../edit/types.js';
import type { ApplyResult } from '../../workspace/workspace.js';
import { EDIT_DESCRIPTIONS } from '../prompt.js';
import { defineTool, type EditRecord, type ToolDef, type ToolOutcome } from './tool.js';

const SCHEMAS: Record<EditInterface, z.ZodType> = {
  verified_selection: VerifiedSelectionCall,
  search_replace: SearchReplaceCall,
  line_range: LineRangeCall,
  patch: PatchCall,
};

export function editTool(iface: EditInterface): ToolDef {
  return defineTool({
    name: 'edit',
    description: EDIT_DESCRIPTIONS[iface],
    schema: SCHEMAS[iface],
    async run(args, ctx) {
      const res = await ctx.workspace.applyEdit(args);
      const count = Array.isArray((args as { edits?: unknown[] }).edits) ? (args as { edits: unknown[] }).edits.length : 1;
      return outcomeOf(res, true, count);
    },
  });
}

/** Maps a workspace answer to the loop's outcome and edit metrics. Shared with write_file. */
export function outcomeOf(res: ApplyResult, targeted: boolean, attempted: number): ToolOutcome {
  // Edits (not notes) that needed an alignment or a blank-line move.
  const aligned = new Set(res.notes.filter((n) => n.kind === 'aligned' || n.kind === 'blank_move').map((n) => `${n.path}#${n.index}`)).size;
  const refLines = res.plan.changes.reduce((n, c) => n + c.edits.reduce((m, e) => m + e.refLines, 0), 0);
  const paths = [...new Set([...res.plan.changes.map((c) => c.path), ...res.refusals.flatMap((r) => (r.path ? [r.path] : []))])];
  const edit: EditRecord = {
    targeted,
    attempted,
    accepted: res.ok ? attempted : 0,
    aligned: res.ok ? aligned : 0,
    refusedCodes: res.refusals.map((r) => r.code),
    refLines: res.ok ? refLines : 0,
    parseCaught: res.refusals.some((r) => r.code === 'parse_error'),
    paths,
  };
  const first = res.refusals[0];
  if (!res.ok) {
    return { text: res.text, outcome: 'refused', code: first?.code, message: first?.message, path: first?.path ?? paths[0], edit };
  }
  return { text: res.text, outcome: aligned > 0 ? 'aligned' : 'accepted', path: paths.join(', '), edit };
}
