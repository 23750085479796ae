// line_range (spec §9): bare start_line/end_line and new_text, no quotes. It gets the same revision,
// range, overlap and atomicity checks as verified selection, but nothing can tell it that a line
// number points at the wrong code: that blindness is what the comparison measures.
import { createOrDelete, lookup, PlanBuilder } from '../builder.js';
import type { LineRangeCall } from '../call.js';
import { reasons } from '../messages.js';
import { linesOf, newTextLines } from '../text.js';
import type { EngineOptions, Plan, Snapshot } from '../types.js';

export function planLineRange(call: LineRangeCall, snapshot: Snapshot, _opts: EngineOptions): Plan {
  const b = new PlanBuilder(snapshot);
  call.edits.forEach((edit, index) => {
    // Without quotes the revision is the only evidence that the numbers fit the file (E1).
    if (createOrDelete(b, index, edit, ['start_line', 'end_line'])) return;
    const file = lookup(snapshot, edit.path);
    if (!file) return b.refuse(index, edit.path, reasons.notFound(edit.path, call.iface));
    if (edit.revision === undefined) return b.refuse(index, edit.path, reasons.missingRevision(edit.path));
    if (!b.checkRevision(index, file, edit.revision)) return;
    const { start_line: start, end_line: end, new_text: newText } = edit;
    if (start === undefined) return b.refuse(index, edit.path, reasons.missingField('start_line', 'the first line of the span'));
    if (end === undefined) return b.refuse(index, edit.path, reasons.missingField('end_line', 'the last line of the span'));
    if (newText === undefined) return b.refuse(index, edit.path, reasons.missingField('new_text', 'the replacement ("" deletes)'));
    const lineCount = linesOf(file).length;
    // E2: 1 <= start <= end <= line count; no pure insertion, same as verified selection.
    if (start < 1 || start > end || end > lineCount) return b.refuse(index, edit.path, reasons.badRange(edit.path, start, end, lineCount));
    b.updates.push({ index, path: edit.path, start, end, newLines: newTextLines(newText), startShift: 0, endShift: 0, refLines: 0 });
  });
  return b.finish();
}
