// write_file (spec §9): whole-file replacement or creation. Recorded, but not a targeted edit.
// An existing file keeps its BOM and gets its dominant line ending (W1); the content's own
// final-newline state is kept, since the model gives the whole file.
import { lookup } from '../builder.js';
import type { WriteFileCall } from '../call.js';
import { noteText } from '../messages.js';
import { dominantEol, splitLines } from '../text.js';
import type { FileChange, Plan, Snapshot } from '../types.js';

export function planWriteFile(call: WriteFileCall, snapshot: Snapshot): Plan {
  const { path } = call;
  // A BOM typed into the content is carried by the `bom` flag instead.
  const content = call.content.replace(/^\uFEFF/, '');
  const before = lookup(snapshot, path);
  const note = { index: 0, path, text: noteText.wholeFile, kind: 'info' as const };
  const lf = content.replace(/\r\n/g, '\n');
  const oldLines = before ? splitLines(before.text) : null;
  const eol = oldLines ? dominantEol(oldLines.endings) : '\n';
  const after = eol === '\r\n' ? lf.replace(/\n/g, '\r\n') : before ? lf : content;
  const newLines = splitLines(after).lines;
  const change: FileChange = {
    path,
    kind: before ? 'update' : 'create',
    before,
    after,
    bom: before?.bom ?? false,
    edits: [{ index: 0, path, start: 1, end: oldLines?.lines.length ?? 0, newLines, startShift: 0, endShift: 0, refLines: 0 }],
  };
  return { ok: true, changes: [change], refusals: [], notes: [note] };
}
