// Edit metrics of a run (the paper's: first targeted edit accepted, refusals by reason, ...).
import type { ToolOutcome } from './tools/tool.js';

export interface EditMetricsData {
  firstTargetedEditAccepted: boolean | null;
  attempted: number;
  accepted: number;
  aligned: number;
  refusedByCode: Record<string, number>;
  /** Edits not written because another edit of the same call was refused (E6). */
  heldBack: number;
  brokenWritesCaught: number;
  refLinesCopied: number;
  wholeFileWrites: number;
  /** Repairs (spec R-outside, B4, B5): edits applied exactly that the contract once refused. */
  outsideChangesCarried: number;
  quoteWhitespaceAccepted: number;
  reindented: number;
}

export class EditMetrics {
  private data: EditMetricsData = {
    firstTargetedEditAccepted: null,
    attempted: 0,
    accepted: 0,
    aligned: 0,
    refusedByCode: {},
    heldBack: 0,
    brokenWritesCaught: 0,
    refLinesCopied: 0,
    wholeFileWrites: 0,
    outsideChangesCarried: 0,
    quoteWhitespaceAccepted: 0,
    reindented: 0,
  };

  observe(tool: string, out: ToolOutcome): void {
    if (tool !== 'edit' && tool !== 'write_file') return;
    const d = this.data;
    const ok = out.outcome === 'accepted' || out.outcome === 'aligned';
    if (tool === 'edit' && d.firstTargetedEditAccepted === null) d.firstTargetedEditAccepted = ok;
    const rec = out.edit;
    // Whole-file writes are not targeted edits: counted apart, never in attempts or refusals.
    if (tool === 'write_file') {
      if (ok) d.wholeFileWrites += 1;
      if (rec?.parseCaught) d.brokenWritesCaught += 1;
      return;
    }
    if (!rec) {
      // Schema violations never reach the engine; they still count as one refused attempt.
      d.attempted += 1;
      if (out.code) d.refusedByCode[out.code] = (d.refusedByCode[out.code] ?? 0) + 1;
      return;
    }
    // Counted from the per-edit records, so every figure agrees with the rows of the edit log:
    // attempted = accepted + refused + held back; refusedByCode counts the refused rows by code.
    d.attempted += rec.edits.length;
    for (const e of rec.edits) {
      if (e.outcome === 'accepted' || e.outcome === 'aligned') d.accepted += 1;
      if (e.outcome === 'aligned') d.aligned += 1;
      if (e.outcome === 'held_back') d.heldBack += 1;
      if (e.outcome === 'refused') d.refusedByCode[e.code ?? 'refused'] = (d.refusedByCode[e.code ?? 'refused'] ?? 0) + 1;
    }
    d.refLinesCopied += rec.refLines;
    d.outsideChangesCarried += rec.outsideCarried;
    d.quoteWhitespaceAccepted += rec.quoteWhitespace;
    d.reindented += rec.reindented;
    if (rec.parseCaught) d.brokenWritesCaught += 1;
  }

  snapshot(): EditMetricsData {
    return structuredClone(this.data);
  }
}
