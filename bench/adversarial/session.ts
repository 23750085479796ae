// One agent run in memory, as the workspace runs it: the real engine (planCall) with the real run
// memory (RunMemoryStore), reads and writes recorded the way Workspace records them, and a change
// by "someone else" that the run does not see. What the model was shown is logged with line
// identities (world.ts), so the oracle can say where each shown line is now.
import { planCall, revisionOf, type EditInterface, type Plan, type Snapshot } from '../../src/edit/index.js';
import { RunMemoryStore } from '../../src/workspace/run-memory.js';
import { afterWrite, Rev } from './world.js';

export interface Shown {
  revision: string;
  rev: Rev;
}

export interface Outcome {
  plan: Plan;
  /** Text after the call of every path it wrote (accepted calls only). */
  after: Map<string, string>;
}

const revisionOfText = (text: string): string => revisionOf(new TextEncoder().encode(text));

export class Session {
  private readonly files = new Map<string, Rev>();
  /** Per path, the revisions the model was shown (reads and answers), oldest first, one entry per revision. */
  private readonly shownLog = new Map<string, Shown[]>();
  readonly memory = new RunMemoryStore((p) => p);

  constructor(readonly alignWindow = 3) {}

  put(path: string, rev: Rev): void {
    this.files.set(path, rev);
  }

  current(path: string): Rev {
    const r = this.files.get(path);
    if (!r) throw new Error(`adversary: no file ${path}`);
    return r;
  }

  revision(path: string): string {
    return revisionOfText(this.current(path).text);
  }

  /** Revisions the model was shown of `path`, oldest first. */
  shown(path: string): readonly Shown[] {
    return this.shownLog.get(path) ?? [];
  }

  private show(path: string, rev: Rev): string {
    const revision = revisionOfText(rev.text);
    const list = (this.shownLog.get(path) ?? []).filter((s) => s.revision !== revision);
    list.push({ revision, rev });
    this.shownLog.set(path, list);
    return revision;
  }

  /** read_file of the whole file. */
  read(path: string): string {
    const rev = this.current(path);
    const revision = this.show(path, rev);
    this.memory.read(path, revision, rev.text);
    return revision;
  }

  /** Someone else changes the file: the run is not told. */
  outside(path: string, rev: Rev): void {
    this.files.set(path, rev);
  }

  /** One edit call through the engine; an accepted call is written and shown, as the workspace does. */
  edit(iface: EditInterface, args: unknown, paths: readonly string[]): Outcome {
    const snapshot = new Map<string, { path: string; text: string; bom: boolean; revision: string } | null>();
    for (const p of paths) {
      const rev = this.files.get(p);
      snapshot.set(p, rev ? { path: p, text: rev.text, bom: false, revision: revisionOfText(rev.text) } : null);
    }
    const plan = planCall(iface, args, snapshot as Snapshot, { alignWindow: this.alignWindow }, this.memory);
    const after = new Map<string, string>();
    if (!plan.ok) {
      for (const r of plan.refusals) if (r.path !== undefined) this.memory.refused(r.path, r);
      return { plan, after };
    }
    for (const c of plan.changes) {
      if (c.after === null) {
        this.files.delete(c.path);
        this.memory.forget(c.path);
        continue;
      }
      after.set(c.path, c.after);
      const before = this.files.get(c.path);
      const spans = c.edits.map((e) => ({ start: e.start, end: e.end, lines: e.newLines }));
      const next = before && c.kind === 'update' ? afterWrite(before, spans, c.after) : Rev.of(c.after);
      this.files.set(c.path, next);
      const revision = this.show(c.path, next);
      if (c.kind === 'update' && c.before) this.memory.written(c.path, { from: c.before.revision, to: revision, edits: c.edits }, c.after);
      else this.memory.shown(c.path, revision, c.after);
    }
    return { plan, after };
  }
}
