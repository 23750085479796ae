// What the run remembers of its files beyond the disk (spec R-lineage, R-outside, A8): its own
// accepted changes per file, and the bytes of revisions the model was shown (a read, or the answer
// of an accepted edit), so an edit naming an older revision can be carried through a change made
// elsewhere, and a quote from memory told from a miscount. Bounded: a few revisions per file and a
// total size; what is forgotten is simply refused as stale, as before.
import type { LineageStep, Refusal, RefusalCode, ResolvedEdit, RunMemory } from '../edit/index.js';

const REVISIONS_PER_FILE = 4;
/** Refusals whose one-retry fix is a re-read (spec §11). */
const REREAD_CODES = new Set<RefusalCode>(['stale_revision', 'boundary_mismatch', 'ambiguous_alignment', 'bad_range', 'bad_reference']);
const MAX_CHARS = 32 * 1024 * 1024;

interface Kept {
  revision: string;
  text: string;
}

export class RunMemoryStore implements RunMemory {
  private readonly steps = new Map<string, LineageStep[]>();
  /** Per file, oldest first. */
  private readonly texts = new Map<string, Kept[]>();
  private chars = 0;

  /** `key` maps a path as the model wrote it to the workspace's normalised path (undefined: not a file path). */
  constructor(private readonly key: (path: string) => string | undefined) {}

  stepsOf(path: string): readonly LineageStep[] {
    const k = this.key(path);
    return (k !== undefined && this.steps.get(k)) || [];
  }

  textOf(path: string, revision: string): string | undefined {
    const k = this.key(path);
    return k === undefined ? undefined : this.texts.get(k)?.find((t) => t.revision === revision)?.text;
  }

  seen(path: string): readonly string[] {
    const k = this.key(path);
    return k === undefined ? [] : (this.texts.get(k) ?? []).map((t) => t.revision);
  }

  /** Files whose edit was refused for a revision, a place or a reference: their next read is the model's one view (A8). */
  private readonly fresh = new Set<string>();

  /**
   * read_file showed the model `revision` of `rel`. After a refusal that asked for exactly this (a
   * stale revision, or quotes that an earlier revision also holds: A8), the read replaces what the
   * model was shown before: the one-retry fix, quoting the lines it now shows, then goes through.
   */
  read(rel: string, revision: string, text: string): void {
    const k = this.key(rel) ?? rel;
    if (this.fresh.delete(k)) this.forget(k);
    this.shown(k, revision, text);
  }

  /**
   * An edit of `rel` was refused. A refusal for a revision, a place or a reference says to re-read
   * the file and quote what it shows: that next read is then a fresh start.
   */
  refused(rel: string, refusal: Refusal): void {
    const k = this.key(rel);
    if (k !== undefined && REREAD_CODES.has(refusal.code)) this.fresh.add(k);
  }

  /** This run wrote `rel` (an update): its own step, and the answer showed the new revision. */
  written(rel: string, step: { from: string; to: string; edits: readonly ResolvedEdit[] }, text: string): void {
    const edits = step.edits.map((e) => ({ start: e.start, end: e.end, newCount: e.newLines.length }));
    this.changed(rel, { from: step.from, to: step.to, edits });
    this.shown(rel, step.to, text);
  }

  /** The model was shown `revision` of `rel` (its bytes decode to `text`). */
  shown(rel: string, revision: string, text: string): void {
    const list = (this.texts.get(rel) ?? []).filter((t) => {
      if (t.revision !== revision) return true;
      this.chars -= t.text.length;
      return false;
    });
    list.push({ revision, text });
    this.chars += text.length;
    while (list.length > REVISIONS_PER_FILE) this.chars -= (list.shift() as Kept).text.length;
    this.texts.set(rel, list);
    this.evict(rel);
  }

  /** This run changed `rel` from one revision to another. */
  changed(rel: string, step: LineageStep): void {
    this.steps.set(rel, [...(this.steps.get(rel) ?? []), step]);
  }

  /** The file is gone: its revisions cannot be carried forward. */
  forget(rel: string): void {
    for (const t of this.texts.get(rel) ?? []) this.chars -= t.text.length;
    this.texts.delete(rel);
  }

  /** Drops the oldest revisions of other files first, then of `keep`, until the total fits. */
  private evict(keep: string): void {
    for (const [rel, list] of this.texts) {
      if (this.chars <= MAX_CHARS) return;
      if (rel === keep) continue;
      while (list.length > 0 && this.chars > MAX_CHARS) this.chars -= (list.shift() as Kept).text.length;
      if (list.length === 0) this.texts.delete(rel);
    }
    const own = this.texts.get(keep) ?? [];
    while (own.length > 1 && this.chars > MAX_CHARS) this.chars -= (own.shift() as Kept).text.length;
  }
}
