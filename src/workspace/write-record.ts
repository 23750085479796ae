// What the agent wrote, by where the bytes really went: the only source of its commit (the action
// builds it from this record, never from the working tree, which a check may have changed since).
import type { ChangeKind } from '../edit/index.js';

export interface AgentWrite {
  /** The real path relative to the root (links in the named path resolved). */
  path: string;
  /** The bytes the agent last wrote there; null when it deleted the file. */
  bytes: Uint8Array | null;
  /**
   * The agent's first change of this path created or deleted it, so the file's type is the agent's
   * (a regular file); after an update, the file keeps the type and mode it had.
   */
  fresh: boolean;
}

export class WriteRecord {
  private readonly files = new Map<string, AgentWrite>();

  note(path: string, bytes: Uint8Array | null, kind: ChangeKind): void {
    const first = this.files.get(path);
    this.files.set(path, { path, bytes, fresh: first ? first.fresh : kind !== 'update' });
  }

  /** Every path the agent wrote or deleted, in path order, as it last left it. */
  writes(): AgentWrite[] {
    return [...this.files.values()].sort((a, b) => (a.path < b.path ? -1 : a.path > b.path ? 1 : 0));
  }
}
