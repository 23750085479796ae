// What this run changed: every accepted change in order, the text each file had before the run
// first touched it, and the whole-run diff per file (for the PR body and the metrics).
import { diffStats, unifiedDiff, type ChangeKind } from '../edit/index.js';

export interface HistoryEntry {
  /** 1-based number of the accepted call that made this change. */
  call: number;
  tool: 'edit' | 'write_file';
  path: string;
  kind: ChangeKind;
  revisionBefore: string | null;
  revisionAfter: string | null;
  added: number;
  removed: number;
}

export interface FileDiff {
  path: string;
  kind: ChangeKind;
  added: number;
  removed: number;
}

export class RunHistory {
  readonly entries: HistoryEntry[] = [];
  private readonly originals = new Map<string, string | null>();
  private readonly latest = new Map<string, string | null>();
  private calls = 0;

  /** Starts a new accepted call; returns its number. */
  nextCall(): number {
    return ++this.calls;
  }

  record(entry: HistoryEntry, before: string | null, after: string | null): void {
    if (!this.originals.has(entry.path)) this.originals.set(entry.path, before);
    this.latest.set(entry.path, after);
    this.entries.push(entry);
  }

  /** Text before this run first changed `path`; null if it did not exist; undefined if never changed. */
  originalText(path: string): string | null | undefined {
    return this.originals.get(path);
  }

  /** Net change of the whole run per file, against the originals (files changed back are omitted). */
  diffSummary(): FileDiff[] {
    const out: FileDiff[] = [];
    for (const [path, original] of this.originals) {
      const now = this.latest.get(path) ?? null;
      if (original === now) continue;
      const kind: ChangeKind = original === null ? 'create' : now === null ? 'delete' : 'update';
      const { added, removed } = diffStats(original, now);
      out.push({ path, kind, added, removed });
    }
    return out.sort((a, b) => a.path.localeCompare(b.path));
  }

  /** The net change of each file of diffSummary as a unified diff; null where lineDiff gave up (too many changed lines). */
  fileDiffs(): { path: string; diff: string | null }[] {
    return this.diffSummary().map(({ path }) => ({
      path,
      diff: unifiedDiff(this.originals.get(path) ?? null, this.latest.get(path) ?? null),
    }));
  }
}
