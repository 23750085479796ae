// What the agent has already seen, per file and revision, to count wasted re-reads: a read is a
// re-read when the file is at the revision the agent last saw and the window overlaps lines it was
// shown at that revision, or the revision came from an edit answer (which told it the new state).
interface Seen {
  revision: string;
  ranges: [number, number][];
  fromEdit: boolean;
}

export class ReadTracker {
  reads = 0;
  rereads = 0;
  private readonly seen = new Map<string, Seen>();

  onRead(path: string, revision: string, start: number, end: number): void {
    this.reads++;
    const s = this.seen.get(path);
    if (s && s.revision === revision) {
      if (s.fromEdit || s.ranges.some(([a, b]) => a <= end && start <= b)) this.rereads++;
      s.ranges.push([start, end]);
      return;
    }
    this.seen.set(path, { revision, ranges: [[start, end]], fromEdit: false });
  }

  onEdit(path: string, revision: string): void {
    this.seen.set(path, { revision, ranges: [], fromEdit: true });
  }

  forget(path: string): void {
    this.seen.delete(path);
  }

  lastRevision(path: string): string | undefined {
    return this.seen.get(path)?.revision;
  }
}
