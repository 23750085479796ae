// line_range (spec §9): bare start_line/end_line and new_text, no quotes. It gets the same revision,
// range, overlap and atomicity checks as verified selection, but nothing can tell it that a line
// number points at the wrong code: that blindness is what the comparison measures.
import { newTextLines, splitLines } from '../text.js';
import { LineRangeCall, type EngineOptions, type Plan, type Snapshot } from '../types.js';
import { createOrDelete, lookup, parseCall, PlanBuilder } from './common.js';
import { msg } from './messages.js';

export function planLineRange(call: LineRangeCall, snapshot: Snapshot, _opts: EngineOptions): Plan {
  const parsed = parseCall(LineRangeCall, call);
  if (!parsed.ok) return { ok: false, changes: [], refusals: [parsed.refusal], notes: [] };
  const b = new PlanBuilder(snapshot);
  parsed.value.edits.forEach((edit, index) => {
    // Without quotes the revision is the only evidence that the numbers fit the file (E1).
    if (createOrDelete(b, index, edit, ['start_line', 'end_line'], { requireRevision: true })) return;
    const file = lookup(snapshot, edit.path);
    if (!file) return b.refuse(index, edit.path, 'not_found', msg.notFound(edit.path));
    if (edit.revision === undefined) return b.refuse(index, edit.path, 'malformed', msg.missingRevision(edit.path));
    if (!b.checkRevision(index, file, edit.revision)) return;
    const { start_line: start, end_line: end, new_text: newText } = edit;
    if (start === undefined) return b.refuse(index, edit.path, 'malformed', msg.missingField('start_line', 'the first line of the span'));
    if (end === undefined) return b.refuse(index, edit.path, 'malformed', msg.missingField('end_line', 'the last line of the span'));
    if (newText === undefined) return b.refuse(index, edit.path, 'malformed', msg.missingField('new_text', 'the replacement ("" deletes)'));
    const lineCount = splitLines(file.text).lines.length;
    // E2: 1 <= start <= end <= line count; no pure insertion, same as verified selection.
    if (start < 1 || start > end || end > lineCount)
      return b.refuse(index, edit.path, 'bad_range', msg.badRange(edit.path, start, end, lineCount));
    b.updates.push({ index, path: edit.path, start, end, newLines: newTextLines(newText), startShift: 0, endShift: 0, refLines: 0 });
  });
  return b.finish();
}
