// The agent's only door to the file system: confined paths, text snapshots, the edit engine's plan,
// the parse check, and atomic writes. Everything the model can act on comes back as data.
import { realpathSync } from 'node:fs';
import { realpath } from 'node:fs/promises';
import { basename, join, posix, relative, sep } from 'node:path';
import { z } from 'zod';
import {
  DEFAULT_ALIGN_WINDOW,
  MAX_ALIGN_WINDOW,
  DEFAULT_MAX_LINES,
  EditInterface,
  ParseCheckMode,
  answerText,
  diffStats,
  encodeText,
  planEdit,
  planWriteFile,
  reasons,
  refusal,
  renderAnswer,
  renderView,
  revisionOf,
  splitLines,
  workspaceReasons as why,
  type CallPath,
  type EditCall,
  type FileSnapshot,
  type FileState,
  type Note,
  type ParseOutcome,
  type Plan,
  type ReadView,
  type Refusal,
  type WriteFileCall,
} from '../edit/index.js';
import { ParseChecker } from '../parse/checker.js';
import { readFile } from 'node:fs/promises';
import { commitWrites, type CommitHooks } from './atomic-write.js';
import { lockFiles } from './file-lock.js';
import { DEFAULT_MAX_FILE_BYTES, loadFile } from './files.js';
import { RunHistory, type FileDiff, type HistoryEntry } from './history.js';
import { gateChanges, type ParseCheckerLike } from './parse-gate.js';
import { confinePath, normalisePath } from './paths.js';
import { ReadTracker } from './read-tracker.js';
import { FileListing } from './listing.js';
import { RunMemoryStore } from './run-memory.js';
import { NestedRepos } from './nested-repos.js';
import { WriteRecord, type AgentWrite } from './write-record.js';

/** The most files one call may name: the work of a call is bounded before any file is read. */
export const MAX_CALL_FILES = 64;

/** The largest call arguments accepted (characters of JSON), checked before they are parsed. */
export const callSizeLimit = (maxFileBytes: number): number => 4 * maxFileBytes + 64 * 1024;

/** How long a write waits for another process's lock on the same file. */
const LOCK_WAIT_MS = 15_000;

export const WorkspaceSettings = z.object({
  editInterface: EditInterface.default('verified_selection'),
  parseCheck: ParseCheckMode.default('reject'),
  alignWindow: z.number().int().min(0).max(MAX_ALIGN_WINDOW).default(DEFAULT_ALIGN_WINDOW),
  maxFileBytes: z.number().int().positive().default(DEFAULT_MAX_FILE_BYTES),
  maxReadLines: z.number().int().positive().default(DEFAULT_MAX_LINES),
  allowWorkflowEdits: z.boolean().default(false),
  /**
   * A fan-out shard: only these files may change, and new files only in their folders (the whole
   * repository stays readable). Absent: no restriction.
   */
  scope: z.array(z.string()).optional(),
});
export type WorkspaceSettings = z.infer<typeof WorkspaceSettings>;
export type WorkspaceSettingsInput = z.input<typeof WorkspaceSettings>;

export interface WorkspaceDeps {
  /** Defaults to a fresh ParseChecker. */
  parser?: ParseCheckerLike;
  /** Fault injection for tests of the atomic commit. */
  commitHooks?: CommitHooks;
}

export type ReadResult = { ok: true; view: ReadView } | { ok: false; refusal: Refusal; text: string };

export type { FileState };

export interface ApplyResult {
  ok: boolean;
  written: boolean;
  plan: Plan;
  parse: ParseOutcome[];
  files: FileState[];
  refusals: Refusal[];
  notes: Note[];
  /** renderAnswer output: exactly what the model sees. */
  text: string;
  changes: FileDiff[];
}

/**
 * Where a path the model named really is: `rel` normalised, `abs` confined (links inside resolved),
 * `real` that place and `entry` the named entry itself (its folders resolved, not a final link: what
 * a delete removes), both relative to the root.
 */
interface Target {
  rel: string;
  abs: string;
  real: string;
  entry: string;
}

/** A refused call: nothing was written (E6). `plan` keeps what was checked, for the run's metrics. */
export function refusedResult(refusals: Refusal[], plan?: Plan, parse: ParseOutcome[] = []): ApplyResult {
  const refusedPlan: Plan = { ok: false, changes: plan?.changes ?? [], refusals, notes: plan?.notes ?? [] };
  // The parse mode only shapes the answer of a written call.
  const text = renderAnswer({ plan: refusedPlan, parse, files: [], written: false, parseMode: 'reject' });
  return { ok: false, written: false, plan: refusedPlan, parse, files: [], refusals, notes: refusedPlan.notes, text, changes: [] };
}

export class Workspace {
  readonly root: string;
  readonly settings: WorkspaceSettings;
  readonly history = new RunHistory();
  /** What the agent wrote, by real path: the only source of its commit. */
  private readonly record_ = new WriteRecord();
  private readonly nested: NestedRepos;
  private readonly tracker = new ReadTracker();
  /** Own accepted changes and the revisions the model was shown (R-lineage, R-outside, A8). */
  private readonly memory = new RunMemoryStore((p) => {
    const n = normalisePath(p);
    return n.ok ? n.rel : undefined;
  });
  private readonly parser: ParseCheckerLike;
  private readonly hooks: CommitHooks;
  private readonly listing: FileListing;

  constructor(root: string, settings: WorkspaceSettingsInput = {}, deps: WorkspaceDeps = {}) {
    // Confinement compares real paths, so the root itself must be one.
    this.root = realpathSync(root);
    this.settings = WorkspaceSettings.parse(settings);
    this.parser = deps.parser ?? new ParseChecker();
    this.hooks = deps.commitHooks ?? {};
    this.listing = new FileListing(this.root);
    this.nested = new NestedRepos(this.root);
  }

  /** Every file the agent wrote or deleted in this run, by real path, as it last left it (bytes, not the disk). */
  writes(): AgentWrite[] {
    return this.record_.writes();
  }

  /** The files list_files and search_text see (sorted; .gitignore respected; no links), kept for the run. */
  listFiles(): Promise<readonly string[]> {
    return this.listing.files();
  }

  /** Something outside the workspace's own writes may have changed files (run_checks does this). */
  invalidateListing(): void {
    this.listing.invalidate();
  }

  /** Re-reads of a file already seen at the same revision (the answer could have spared them). */
  get rereads(): number {
    return this.tracker.rereads;
  }

  /** Successful reads so far. */
  get readCount(): number {
    return this.tracker.reads;
  }

  /** Revision of `path` as the agent last saw it (a read or an accepted edit's answer). */
  lastRead(path: string): string | undefined {
    const n = normalisePath(path);
    return n.ok ? this.tracker.lastRevision(n.rel) : undefined;
  }

  async read(path: unknown, start?: number, end?: number): Promise<ReadResult> {
    const refused = (r: Refusal): ReadResult => ({ ok: false, refusal: r, text: answerText.toolRefused('read_file', r) });
    const target = await confinePath(this.root, path, this.settings);
    if (!target.ok) return refused(target.refusal);
    const loaded = await loadFile(target.abs, target.rel, this.settings.maxFileBytes);
    if (!loaded.ok) return refused(loaded.refusal);
    if (loaded.file === null) return refused(refusal(-1, target.rel, reasons.notFound(target.rel, this.settings.editInterface)));
    const view = renderView(loaded.file, { start, end, maxLines: this.settings.maxReadLines });
    // Parse now, so the check of the next edit is an incremental reparse (tree cached per path).
    if (this.settings.parseCheck !== 'off') await this.parser.prime?.(target.rel, loaded.file.text);
    this.tracker.onRead(target.rel, view.revision, view.startLine, view.endLine);
    this.memory.read(target.rel, view.revision, loaded.file.text);
    return { ok: true, view };
  }

  /** One call of the `edit` tool, already normalized (normalizeCall) in its interface. */
  async applyEdit(call: EditCall): Promise<ApplyResult> {
    const opts = { alignWindow: this.settings.alignWindow, maxFileBytes: this.settings.maxFileBytes };
    const hints = call.iface === 'verified_selection' || call.iface === 'line_range';
    // The run's memory carries edits naming older revisions forward (R-lineage, R-outside) and
    // tells quotes from memory from miscounts (A8); the engine uses it for verified selection only.
    const result = await this.execute('edit', call.paths, hints, (snapshot) => planEdit(call, snapshot, opts, this.memory));
    for (const r of result.refusals) if (r.path !== undefined) this.memory.refused(r.path, r);
    return result;
  }

  /** Whole-file write (spec §9): same checks and atomic write; recorded as write_file. */
  async writeFile(call: WriteFileCall): Promise<ApplyResult> {
    return this.execute('write_file', [{ path: call.path, index: -1 }], false, (snapshot) => planWriteFile(call, snapshot));
  }

  /** Text before this run first changed `path`; null if it did not exist; undefined if untouched. */
  originalText(path: string): string | null | undefined {
    const n = normalisePath(path);
    return n.ok ? this.history.originalText(n.rel) : undefined;
  }

  diffSummary(): FileDiff[] {
    return this.history.diffSummary();
  }

  /** The run's net change of each file as a unified diff (the run viewer's final diff). */
  fileDiffs(): { path: string; diff: string | null }[] {
    return this.history.fileDiffs();
  }

  /** Confine, load, plan (pure), check limits and syntax, write atomically, record. */
  private async execute(
    tool: HistoryEntry['tool'],
    paths: readonly CallPath[],
    hints: boolean,
    makePlan: (snapshot: ReadonlyMap<string, FileSnapshot | null>) => Plan,
  ): Promise<ApplyResult> {
    if (paths.length > MAX_CALL_FILES) return refusedResult([refusal(-1, undefined, reasons.tooManyFiles(paths.length, MAX_CALL_FILES))]);
    const { targets, snapshot, refusals } = await this.snapshotOf(paths);
    const plan = makePlan(snapshot);
    if (refusals.length > 0 || !plan.ok) {
      // Even when a path was refused, the other edits were verified too, so the answer lists every
      // refused edit at once (E6); the engine's not_found for a path already refused would only repeat it.
      const blocked = new Set(refusals.map((r) => r.path));
      const rest = plan.ok ? [] : plan.refusals.filter((r) => !(r.path !== undefined && blocked.has(r.path)));
      return refusedResult(
        [...refusals, ...rest].sort((a, b) => a.index - b.index),
        plan.ok ? undefined : plan,
      );
    }
    const limits = this.writeLimits(plan, targets);
    if (limits.length > 0) return refusedResult(limits, plan);
    const gate = await gateChanges(this.parser, plan.changes, this.settings.parseCheck, { hints });
    if (gate.refusals.length > 0) return refusedResult(gate.refusals, plan, gate.parse);

    const encoded = plan.changes.map((c) => (c.after === null ? null : encodeText(c.after, c.bom)));
    // A delete removes the entry the model named (a link itself, never a link's target).
    const ops = plan.changes.map((c, i) => {
      const t = targets.get(c.path) as Target;
      return { abs: c.after === null ? join(this.root, t.rel) : t.abs, bytes: encoded[i] ?? null };
    });
    // E1 at the moment of the write: under the locks of every written file, each must still be
    // what the plan was made from, or another writer got there first (no lost update).
    const locked = await lockFiles(
      ops.map((o) => o.abs),
      LOCK_WAIT_MS,
    );
    if (!locked.ok) {
      const path = plan.changes.find((_, i) => ops[i]?.abs === locked.path)?.path ?? locked.path;
      return refusedResult([refusal(-1, path, why.locked(path, LOCK_WAIT_MS / 1000))], plan, gate.parse);
    }
    try {
      const moved = await this.changedSincePlan(plan, ops);
      if (moved.length > 0) return refusedResult(moved, plan, gate.parse);
      const committed = await commitWrites(ops, this.hooks);
      if (!committed.ok) return refusedResult([refusal(-1, undefined, why.writeFailed(committed.error))], plan, gate.parse);
      return this.record(tool, plan, targets, encoded, gate.parse);
    } finally {
      await locked.locks.release();
      // Whatever the outcome, files may have changed: the next listing is made afresh.
      this.listing.invalidate();
    }
  }

  /** The files of the plan that are no longer the bytes it was made from (read again under the locks). */
  private async changedSincePlan(plan: Plan, ops: readonly { abs: string }[]): Promise<Refusal[]> {
    const out: Refusal[] = [];
    for (const [i, c] of plan.changes.entries()) {
      const abs = (ops[i] as { abs: string }).abs;
      const bytes = await readFile(abs).then(
        (b) => new Uint8Array(b),
        () => null,
      );
      const index = c.edits[0]?.index ?? -1;
      if (c.before === null) {
        if (bytes !== null) out.push(refusal(index, c.path, reasons.exists(c.path)));
      } else if (bytes === null) out.push(refusal(index, c.path, reasons.notFound(c.path, this.settings.editInterface)));
      else if (revisionOf(bytes) !== c.before.revision)
        out.push(refusal(index, c.path, reasons.staleRevision(c.path, c.before.revision, revisionOf(bytes))));
    }
    return out;
  }

  /** W2 before the engine sees anything: every path confined, then loaded, keyed by the path as the model wrote it. */
  private async snapshotOf(paths: readonly CallPath[]) {
    const targets = new Map<string, Target>();
    const snapshot = new Map<string, FileSnapshot | null>();
    const byAbs = new Map<string, string>();
    const refusals: Refusal[] = [];
    for (const { path, index } of paths) {
      const c = await confinePath(this.root, path, this.settings, index);
      if (!c.ok) {
        refusals.push(c.refusal);
        continue;
      }
      const other = byAbs.get(c.abs);
      if (other !== undefined) {
        refusals.push(refusal(index, path, why.sameFile(path, other, c.rel)));
        continue;
      }
      const entry = await entryOf(this.root, c.rel, c.real);
      // W4: another repository's files are not this one's to write (real location and named entry alike).
      const inside = (await this.nested.enclosing(c.real)) ?? (entry === c.real ? undefined : await this.nested.enclosing(entry));
      if (inside) {
        refusals.push(refusal(index, path, why.nestedRepo(path, inside.folder, inside.kind)));
        continue;
      }
      byAbs.set(c.abs, path);
      targets.set(path, { rel: c.rel, abs: c.abs, real: c.real, entry });
    }
    for (const { path, index } of paths) {
      const t = targets.get(path);
      if (!t) continue;
      const loaded = await loadFile(t.abs, path, this.settings.maxFileBytes, index);
      if (!loaded.ok) refusals.push(loaded.refusal);
      else snapshot.set(path, loaded.file);
    }
    return { targets, snapshot, refusals };
  }

  /** W2 holds for writes too: nothing is written that read_file would refuse to read back. */
  private writeLimits(plan: Plan, targets: ReadonlyMap<string, Target>): Refusal[] {
    const out: Refusal[] = [];
    const written = plan.changes.filter((c) => c.after !== null).flatMap((c) => targets.get(c.path)?.rel ?? []);
    for (const c of plan.changes) {
      if (c.after === null) continue;
      const index = c.edits[0]?.index ?? -1;
      const rel = targets.get(c.path)?.rel;
      // One call cannot make the same name both a file and a folder.
      const under = rel === undefined ? undefined : written.find((w) => w.startsWith(`${rel}/`));
      if (under) out.push(refusal(index, c.path, why.fileAndFolder(c.path, under)));
      // Only a NUL the call adds: a file may hold one past the first 8 KiB already (W2).
      else if (nulCount(c.after) > nulCount(c.before?.text ?? '')) out.push(refusal(index, c.path, why.writesNul(c.path)));
      else if (Buffer.byteLength(c.after) > this.settings.maxFileBytes)
        out.push(refusal(index, c.path, why.writeTooLarge(c.path, this.settings.maxFileBytes)));
    }
    const scope = this.settings.scope;
    if (scope) {
      const files = new Set(scope);
      const folders = new Set(scope.map((f) => posix.dirname(f)));
      for (const c of plan.changes) {
        const rel = targets.get(c.path)?.rel ?? c.path;
        const allowed = files.has(rel) || (c.before === null && folders.has(posix.dirname(rel)));
        if (!allowed) out.push(refusal(c.edits[0]?.index ?? -1, c.path, why.outsideShard(c.path, files.size)));
      }
    }
    if (out.length > 0) return out;
    // Every changed path must have been confined above (a planner never invents one).
    const stray = plan.changes.find((c) => !targets.has(c.path));
    return stray ? [refusal(-1, stray.path, why.notNamed(stray.path))] : [];
  }

  /** After a write: new revisions, what the model now knows, the run's history and R-lineage steps. */
  private record(
    tool: HistoryEntry['tool'],
    plan: Plan,
    targets: ReadonlyMap<string, Target>,
    encoded: readonly (Uint8Array | null)[],
    parse: ParseOutcome[],
  ): ApplyResult {
    const call = this.history.nextCall();
    const files: FileState[] = [];
    const changes: FileDiff[] = [];
    plan.changes.forEach((c, i) => {
      const target = targets.get(c.path) as Target;
      const rel = target.rel;
      const bytes = encoded[i] ?? null;
      // Where the bytes went (a delete removes the named entry itself): the path the report and the commit name.
      const where = bytes === null ? target.entry : target.real;
      this.record_.note(where, bytes, c.kind);
      const revisionAfter = bytes === null ? null : revisionOf(bytes);
      const stats = diffStats(c.before?.text ?? null, c.after);
      const before = c.before?.text ?? null;
      this.history.record(
        { call, tool, path: where, kind: c.kind, revisionBefore: c.before?.revision ?? null, revisionAfter, ...stats },
        before,
        c.after,
      );
      changes.push({ path: rel, kind: c.kind, ...stats });
      if (revisionAfter === null || c.after === null) {
        this.memory.forget(rel);
        return this.tracker.forget(rel);
      }
      files.push({ path: c.path, revision: revisionAfter, lineCount: splitLines(c.after).lines.length });
      this.tracker.onEdit(rel, revisionAfter);
      // The answer told the model the new revision: its bytes may be named later (R-outside, A8).
      if (c.kind === 'update' && c.before)
        this.memory.written(rel, { from: c.before.revision, to: revisionAfter, edits: c.edits }, c.after);
      else this.memory.shown(rel, revisionAfter, c.after);
    });
    const text = renderAnswer({ plan, parse, files, written: true, parseMode: this.settings.parseCheck });
    return { ok: true, written: true, plan, parse, files, refusals: [], notes: plan.notes, text, changes };
  }
}

function nulCount(text: string): number {
  let n = 0;
  for (let i = text.indexOf('\0'); i !== -1; i = text.indexOf('\0', i + 1)) n++;
  return n;
}

/** The named entry's real place relative to the root: its folders resolved, a final link not followed. */
async function entryOf(root: string, rel: string, real: string): Promise<string> {
  const parent = posix.dirname(rel);
  const realParent = parent === '.' ? root : await realpath(join(root, parent)).catch(() => null);
  if (realParent === null) return real;
  const entry = relative(root, join(realParent, basename(rel)))
    .split(sep)
    .join('/');
  return entry === '' || entry.startsWith('..') ? real : entry;
}
