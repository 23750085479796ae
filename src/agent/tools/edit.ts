// The only targeted write path: the edit engine behind the configured interface (spec §9). Its
// arguments are checked once, by normalizeCall; the wire schema comes from the same table.
import { CALL_SCHEMAS, editCount, normalizeCall, type EditCall, type EditInterface, type Note } from '../../edit/index.js';
import { refusedResult, type ApplyResult } from '../../workspace/workspace.js';
import { EDIT_DESCRIPTIONS } from '../prompt.js';
import { defineTool, type EditRecord, type ToolDef, type ToolOutcome } from './tool.js';

export function editTool(iface: EditInterface): ToolDef<(typeof CALL_SCHEMAS)[EditInterface], EditCall> {
  return defineTool({
    name: 'edit',
    description: EDIT_DESCRIPTIONS[iface],
    schema: CALL_SCHEMAS[iface],
    check(args) {
      const n = normalizeCall(iface, args);
      if (n.ok) return { ok: true, value: n.call };
      // The same answer as any refused call, with the expected shape as the next step. The call never
      // reached the engine: no edit record, so the metrics count it as one refused attempt.
      const { text } = refusedResult([n.refusal]);
      return { ok: false, refusal: { text, outcome: 'refused', code: n.refusal.code, message: n.refusal.message, next: n.refusal.next } };
    },
    async run(call, ctx) {
      return outcomeOf(await ctx.workspace.applyEdit(call), true, call);
    },
  });
}

/** Maps a workspace answer to the loop's outcome and edit metrics. Shared with write_file. */
export function outcomeOf(res: ApplyResult, targeted: boolean, call?: EditCall): ToolOutcome {
  // Edits (not notes) that needed a repair of the given kinds.
  const repaired = (...kinds: Note['kind'][]): number =>
    res.ok ? new Set(res.notes.filter((n) => kinds.includes(n.kind)).map((n) => `${n.path}#${n.index}`)).size : 0;
  const aligned = repaired('aligned', 'blank_move');
  const refLines = res.plan.changes.reduce((n, c) => n + c.edits.reduce((m, e) => m + e.refLines, 0), 0);
  const paths = [...new Set([...res.plan.changes.map((c) => c.path), ...res.refusals.flatMap((r) => (r.path ? [r.path] : []))])];
  const edit: EditRecord = {
    targeted,
    refusedCodes: res.refusals.map((r) => r.code),
    refLines: res.ok ? refLines : 0,
    parseCaught: res.refusals.some((r) => r.code === 'parse_error'),
    paths,
    edits: call ? attemptsOf(res, call) : [],
    outsideCarried: repaired('outside_change'),
    quoteWhitespace: repaired('quote_whitespace'),
    reindented: repaired('reindented'),
  };
  const first = res.refusals[0];
  if (!res.ok) {
    return {
      text: res.text,
      outcome: 'refused',
      code: first?.code,
      message: first?.message,
      next: first?.next,
      path: first?.path ?? paths[0],
      edit,
    };
  }
  return { text: res.text, outcome: aligned > 0 ? 'aligned' : 'accepted', path: paths.join(', '), edit };
}

/** One record per edit of the call: where it pointed, and what became of it (E6: all or nothing). */
function attemptsOf(res: ApplyResult, call: EditCall): EditRecord['edits'] {
  const whole = res.refusals.find((r) => r.index < 0);
  const aligned = new Set(res.notes.filter((n) => n.kind === 'aligned' || n.kind === 'blank_move').map((n) => n.index));
  return Array.from({ length: editCount(call) }, (_, index) => {
    const where = target(call, index);
    const own = res.refusals.find((r) => r.index === index) ?? whole;
    if (res.ok) return { index, ...where, outcome: aligned.has(index) ? 'aligned' : 'accepted' };
    if (own) return { index, ...where, outcome: 'refused', code: own.code, reason: own.message, next: own.next };
    return { index, ...where, outcome: 'held_back' };
  });
}

function target(call: EditCall, index: number): { path?: string; line?: number } {
  if (call.iface === 'patch') return call.paths[0] ? { path: call.paths[0].path } : {};
  const e = call.edits[index] as { path?: string; start_line?: number } | undefined;
  return { ...(e?.path ? { path: e.path } : {}), ...(typeof e?.start_line === 'number' && e.start_line > 0 ? { line: e.start_line } : {}) };
}
