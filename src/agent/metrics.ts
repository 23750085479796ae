// Edit metrics of a run (the paper's: first targeted edit accepted, refusals by reason, ...). The
// counts of attempts (attempted, accepted, refused by code, held back) are not kept here: they are
// counted from the run's attempt rows (report/attempts.ts), the same rows the PR body, the job
// summary and the outputs count, so no two of them can disagree.
import { countAttempts } from '../report/attempts.js';
import type { EditAttempt } from '../report/run-report.js';
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

type Observed = Omit<EditMetricsData, 'attempted' | 'accepted' | 'aligned' | 'refusedByCode' | 'heldBack'>;

export class EditMetrics {
  private data: Observed = {
    firstTargetedEditAccepted: null,
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
    // Whole-file writes are not targeted edits: counted apart here (their rows are attempts like any other).
    if (tool === 'write_file') {
      if (ok) d.wholeFileWrites += 1;
      if (rec?.parseCaught) d.brokenWritesCaught += 1;
      return;
    }
    if (!rec) return;
    d.refLinesCopied += rec.refLines;
    d.outsideChangesCarried += rec.outsideCarried;
    d.quoteWhitespaceAccepted += rec.quoteWhitespace;
    d.reindented += rec.reindented;
    if (rec.parseCaught) d.brokenWritesCaught += 1;
  }

  /** The metrics, with the attempt counts taken from the run's attempt rows. */
  snapshot(attempts: readonly EditAttempt[]): EditMetricsData {
    const c = countAttempts(attempts);
    return {
      ...structuredClone(this.data),
      attempted: c.attempted,
      accepted: c.accepted,
      aligned: c.aligned,
      refusedByCode: Object.fromEntries(c.byCode),
      heldBack: c.heldBack,
    };
  }
}
