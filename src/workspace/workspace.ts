// The agent's only door to the file system: confined paths, text snapshots, the edit engine's plan,
// the parse check, and atomic writes. Everything the model can act on comes back as data.
import { realpathSync } from 'node:fs';
import { join } from 'node:path';
import { z } from 'zod';
import { EditInterface, ParseCheckMode, WriteFileCall } from '../edit/types.js';
import type { FileSnapshot, Note, ParseOutcome, Plan, Refusal } from '../edit/types.js';
import { encodeText, revisionOf, splitLines } from '../edit/text.js';
import { pathsOfCall, planCall } from '../edit/plan.js';
import { rebaseCall, type LineageStep } from '../edit/rebase.js';
import { planWriteFile } from '../edit/interfaces/write-file.js';
import { renderAnswer, type FileState } from '../edit/answer.js';
import { renderView, type ReadView } from '../edit/view.js';
import { diffStats } from '../edit/diff-stats.js';
import { ParseChecker } from '../parse/checker.js';
import { confinePath, normalisePath } from './paths.js';
import { DEFAULT_MAX_FILE_BYTES, loadFile } from './files.js';
import { commitWrites, type CommitHooks } from './atomic-write.js';
import { gateChanges, type ParseCheckerLike } from './parse-gate.js';
import { RunHistory, type ChangeKind, type FileDiff, type HistoryEntry } from './history.js';
import { ReadTracker } from './read-tracker.js';
import { FileListing } from './listing.js';

export const WorkspaceSettings = z.object({
  editInterface: EditInterface.default('verified_selection'),
  parseCheck: ParseCheckMode.default('reject'),
  alignWindow: z.number().int().min(0).max(50).default(3),
  maxFileBytes: z.number().int().positive().default(DEFAULT_MAX_FILE_BYTES),
  maxReadLines: z.number().int().positive().default(2000),
  allowWorkflowEdits: z.boolean().default(false),
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

interface Target {
  rel: string;
  abs: string;
}

/** Index of the edit naming `path` in a call with an `edits` array; -1 (whole call) otherwise. */
function indexOfPath(args: unknown, path: string): number {
  const edits = (args as { edits?: unknown } | null)?.edits;
  if (!Array.isArray(edits)) return -1;
  return edits.findIndex((e) => (e as { path?: unknown } | null)?.path === path);
}

export function refusalText(tool: string, r: Refusal): string {
  return `${tool} refused (${r.code}): ${r.message}\nNext: ${r.next}`;
}

export class Workspace {
  readonly root: string;
  readonly settings: WorkspaceSettings;
  readonly history = new RunHistory();
  private readonly tracker = new ReadTracker();
  /** Per file, this run's own accepted changes, in order (R-lineage). */
  private readonly lineage = new Map<string, LineageStep[]>();
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
    const refused = (refusal: Refusal): ReadResult => ({ ok: false, refusal, text: refusalText('read_file', refusal) });
    const target = await confinePath(this.root, path, this.settings);
    if (!target.ok) return refused(target.refusal);
    const loaded = await loadFile(target.abs, target.rel, this.settings.maxFileBytes);
    if (!loaded.ok) return refused(loaded.refusal);
    if (loaded.file === null) {
      return refused({
        index: -1,
        path: target.rel,
        code: 'not_found',
        message: `${target.rel} does not exist`,
        next: 'Check the path; to create the file, send an edit with "create": true.',
      });
    }
    const view = renderView(loaded.file, { start, end, maxLines: this.settings.maxReadLines });
    // Parse now, so the check of the next edit is an incremental reparse (tree cached per path).
    if (this.settings.parseCheck !== 'off') await this.parser.prime?.(target.rel, loaded.file.text);
    this.tracker.onRead(target.rel, view.revision, view.startLine, view.endLine);
    return { ok: true, view };
  }

  /** One call of the `edit` tool, in the configured interface. */
  async applyEdit(args: unknown): Promise<ApplyResult> {
    const iface = this.settings.editInterface;
    const lineBased = iface === 'verified_selection' || iface === 'line_range';
    const paths = pathsOfCall(iface, args);
    return this.execute(
      'edit',
      args,
      paths,
      (snapshot) => {
        // R-lineage only where quotes re-check the carried numbers: bare line ranges have no other evidence.
        if (iface !== 'verified_selection') return planCall(iface, args, snapshot, { alignWindow: this.settings.alignWindow });
        // R-lineage: numbers stated against a revision this run itself changed are carried forward.
        const rebased = rebaseCall(args, snapshot, (p) => this.lineageOf(p));
        const plan = planCall(iface, rebased.args, snapshot, { alignWindow: this.settings.alignWindow });
        return { ...plan, notes: [...rebased.notes, ...plan.notes] };
      },
      lineBased,
    );
  }

  /** Whole-file write (spec §9): same checks and atomic write; recorded as write_file. */
  async writeFile(args: unknown): Promise<ApplyResult> {
    const parsed = WriteFileCall.safeParse(args);
    if (!parsed.success) {
      const issue = parsed.error.issues[0];
      return this.refused([
        {
          index: -1,
          code: 'malformed',
          message: `write_file arguments do not fit the schema${issue ? `: ${issue.path.join('.') || 'arguments'} ${issue.message}` : ''}`,
          next: 'Send {"path": "...", "content": "..."}.',
        },
      ]);
    }
    const call = parsed.data;
    return this.execute('write_file', args, [call.path], (snapshot) => planWriteFile(call, snapshot), false);
  }

  private lineageOf(path: string): readonly LineageStep[] {
    const n = normalisePath(path);
    return (n.ok && this.lineage.get(n.rel)) || [];
  }

  /** Text before this run first changed `path`; null if it did not exist; undefined if untouched. */
  originalText(path: string): string | null | undefined {
    const n = normalisePath(path);
    return n.ok ? this.history.originalText(n.rel) : undefined;
  }

  diffSummary(): FileDiff[] {
    return this.history.diffSummary();
  }

  private async execute(
    tool: HistoryEntry['tool'],
    args: unknown,
    paths: readonly string[],
    makePlan: (snapshot: Map<string, FileSnapshot | null>) => Plan,
    hints: boolean,
  ): Promise<ApplyResult> {
    // 1. Confine every path before the engine sees anything (W2).
    const targets = new Map<string, Target>();
    const byAbs = new Map<string, string>();
    const refusals: Refusal[] = [];
    for (const p of new Set(paths)) {
      const index = indexOfPath(args, p);
      const c = await confinePath(this.root, p, this.settings, index);
      if (!c.ok) {
        refusals.push(c.refusal);
        continue;
      }
      const other = byAbs.get(c.abs);
      if (other !== undefined) {
        refusals.push({
          index,
          path: p,
          code: 'path_refused',
          message: `${p} names the same file as ${other}`,
          next: `Use one spelling of the path (${c.rel}) for all edits of this file.`,
        });
        continue;
      }
      byAbs.set(c.abs, p);
      targets.set(p, { rel: c.rel, abs: c.abs });
    }
    // 2. Snapshots, keyed by the path as the model wrote it (that is what the engine looks up).
    const snapshot = new Map<string, FileSnapshot | null>();
    for (const [p, t] of targets) {
      const loaded = await loadFile(t.abs, p, this.settings.maxFileBytes, indexOfPath(args, p));
      if (!loaded.ok) refusals.push(loaded.refusal);
      else snapshot.set(p, loaded.file);
    }

    // 3. Plan (pure). Even when a path was refused, the other edits are verified too, so the
    // answer lists every refused edit at once (E6); the engine's not_found for a path already
    // refused would only repeat it.
    const plan = makePlan(snapshot);
    if (refusals.length > 0 || !plan.ok) {
      const blocked = new Set(refusals.map((r) => r.path));
      const rest = plan.ok ? [] : plan.refusals.filter((r) => !(r.path !== undefined && blocked.has(r.path)));
      return this.refused(
        [...refusals, ...rest].sort((a, b) => a.index - b.index),
        plan.ok ? undefined : plan,
      );
    }
    const limits = this.writeLimits(plan);
    if (limits.length > 0) return this.refused(limits, plan);
    for (const change of plan.changes) {
      if (!targets.has(change.path)) {
        return this.refused([
          {
            index: -1,
            path: change.path,
            code: 'path_refused',
            message: `${change.path} was not named where the harness could check it`,
            next: 'Name every file in the call explicitly.',
          },
        ]);
      }
    }
    const mode = this.settings.parseCheck;
    const gate = await gateChanges(this.parser, plan.changes, mode, { hints });
    if (gate.refusals.length > 0) return this.refused(gate.refusals, plan, gate.parse);

    const encoded = plan.changes.map((c) => (c.after === null ? null : encodeText(c.after, c.bom)));
    const committed = await commitWrites(
      // A delete removes the entry the model named (a link itself, never a link's target).
      plan.changes.map((c, i) => ({
        abs: c.after === null ? join(this.root, targets.get(c.path)!.rel) : targets.get(c.path)!.abs,
        bytes: encoded[i] ?? null,
      })),
      this.hooks,
    );
    // Whatever the outcome, files may have changed: the next listing is made afresh.
    this.listing.invalidate();
    if (!committed.ok) {
      return this.refused(
        [
          {
            index: -1,
            code: 'path_refused',
            message: `the files could not be written (${committed.error}); nothing was changed`,
            next: 'Do not retry this call as is; edit other files or finish and report the problem.',
          },
        ],
        plan,
        gate.parse,
      );
    }

    // 6. Record: new revisions, what the model now knows, the run's history.
    const call = this.history.nextCall();
    const files: FileState[] = [];
    const changes: FileDiff[] = [];
    plan.changes.forEach((c, i) => {
      const rel = targets.get(c.path)!.rel;
      const bytes = encoded[i] ?? null;
      const revisionAfter = bytes === null ? null : revisionOf(bytes);
      const stats = diffStats(c.before?.text ?? null, c.after);
      const kind: ChangeKind = c.kind;
      this.history.record(
        { call, tool, path: rel, kind, revisionBefore: c.before?.revision ?? null, revisionAfter, ...stats },
        c.before?.text ?? null,
        c.after,
      );
      if (c.kind === 'update' && c.before && revisionAfter) {
        const step: LineageStep = {
          from: c.before.revision,
          to: revisionAfter,
          edits: c.edits.map((e) => ({ start: e.start, end: e.end, newCount: e.newLines.length })),
        };
        this.lineage.set(rel, [...(this.lineage.get(rel) ?? []), step]);
      }
      changes.push({ path: rel, kind, ...stats });
      if (revisionAfter === null || c.after === null) {
        this.tracker.forget(rel);
        return;
      }
      const state = { path: c.path, revision: revisionAfter, lineCount: splitLines(c.after).lines.length };
      files.push(state);
      this.tracker.onEdit(rel, revisionAfter);
    });
    const text = renderAnswer({ plan, parse: gate.parse, files, written: true, parseMode: mode });
    return { ok: true, written: true, plan, parse: gate.parse, files, refusals: [], notes: plan.notes, text, changes };
  }

  /** A refused call: nothing was written (E6). */
  /** W2 holds for writes too: nothing is written that read_file would refuse to read back. */
  private writeLimits(plan: Plan): Refusal[] {
    const out: Refusal[] = [];
    const written = plan.changes
      .filter((c) => c.after !== null)
      .map((c) => normalisePath(c.path))
      .flatMap((n) => (n.ok ? [n.rel] : []));
    for (const c of plan.changes) {
      if (c.after === null) continue;
      const index = c.edits[0]?.index ?? -1;
      const rel = normalisePath(c.path);
      // One call cannot make the same name both a file and a folder.
      const under = rel.ok ? written.find((w) => w.startsWith(`${rel.rel}/`)) : undefined;
      if (under) {
        out.push({
          index,
          path: c.path,
          code: 'path_refused',
          message: `${c.path} would be a file, but ${under} in the same call needs it to be a folder`,
          next: 'Choose different names for the file and the folder.',
        });
        continue;
      }
      if (c.after.includes('\0')) {
        out.push({
          index,
          path: c.path,
          code: 'not_text',
          message: `${c.path} would contain a NUL byte (a binary file)`,
          next: 'Write text only; remove the NUL character from new_text.',
        });
      } else if (Buffer.byteLength(c.after) > this.settings.maxFileBytes) {
        out.push({
          index,
          path: c.path,
          code: 'not_text',
          message: `${c.path} would be larger than the ${this.settings.maxFileBytes}-byte file limit`,
          next: 'Split the content into smaller files.',
        });
      }
    }
    return out;
  }

  private refused(refusals: Refusal[], plan?: Plan, parse: ParseOutcome[] = []): ApplyResult {
    const refusedPlan: Plan = { ok: false, changes: plan?.changes ?? [], refusals, notes: plan?.notes ?? [] };
    const text = renderAnswer({ plan: refusedPlan, parse, files: [], written: false, parseMode: this.settings.parseCheck });
    return { ok: false, written: false, plan: refusedPlan, parse, files: [], refusals, notes: refusedPlan.notes, text, changes: [] };
  }
}
