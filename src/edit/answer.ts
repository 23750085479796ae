// The edit tool's answer to the model (spec §10, S2): per file the new revision, line count and
// notes, plus a numbered view of each changed region in the NEW numbering; or, when refused,
// "Nothing was written." and every refusal with its code, why and next step. Compact: these are
// model input tokens.
import { diffStats } from './diff-stats.js';
import { answerText, parseText } from './messages.js';
import { changedRegions, type Region } from './regions.js';
import { splitLines } from './text.js';
import type { FileChange, ParseCheckMode, ParseOutcome, Plan, Refusal } from './types.js';
import { numberLines } from './view.js';

export const CONTEXT_LINES = 2;
/** Refusals, notes and changed regions listed in one answer; the rest are counted (spec §10). */
export const MAX_LISTED = 20;
/** A changed region longer than this shows its head and tail only. */
export const MAX_REGION_LINES = 24;
const EDGE_LINES = 8;

export interface FileState {
  path: string;
  revision: string;
  lineCount: number;
}

export interface AnswerInput {
  plan: Plan;
  parse: ParseOutcome[];
  files: FileState[];
  written: boolean;
  parseMode: ParseCheckMode;
}

function refusalLines(r: Refusal): string[] {
  const who = r.index < 0 ? 'call' : `edit ${r.index}`;
  const rule = r.rule === undefined ? '' : ` (rule ${r.rule})`;
  return [`${who}${r.path !== undefined ? ` (${r.path})` : ''} ${r.code}${rule}: ${r.message}`, `  next: ${r.next}`];
}

function parseLine(change: FileChange, outcomes: readonly ParseOutcome[], mode: ParseCheckMode): string[] {
  if (change.kind === 'delete') return [];
  if (mode === 'off') return [parseText.off];
  const o = outcomes.find((p) => p.path === change.path);
  if (!o) return [];
  if (o.language === null) return [parseText.unsupported];
  // The region view below already shows the lines; the warning names the first bad one.
  if (o.errorsAfter > o.errorsBefore) return [parseText.warned(o)];
  return [parseText.ok(o.language)];
}

/** Windows of [region ± context], merged when they touch; long regions keep head and tail. */
function regionView(lines: readonly string[], regions: readonly Region[]): string[] {
  const windows: Region[] = [];
  for (const r of regions) {
    const w = { start: Math.max(1, r.start - CONTEXT_LINES), end: Math.min(lines.length, Math.max(r.end, r.start - 1) + CONTEXT_LINES) };
    const prev = windows[windows.length - 1];
    if (prev && w.start <= prev.end + 1) prev.end = Math.max(prev.end, w.end);
    else windows.push(w);
  }
  const shown = windows.filter((w) => w.end >= w.start);
  const last = shown[shown.length - 1];
  const width = String(last ? last.end : 1).length;
  const out: string[] = [];
  const hidden = shown.length - MAX_LISTED;
  shown.slice(0, MAX_LISTED).forEach((w, i) => {
    if (i > 0) out.push('...');
    const size = w.end - w.start + 1;
    if (size <= MAX_REGION_LINES + 2 * CONTEXT_LINES) {
      out.push(...numberLines(w.start, lines.slice(w.start - 1, w.end), width));
      return;
    }
    const tailStart = w.end - EDGE_LINES + 1;
    out.push(...numberLines(w.start, lines.slice(w.start - 1, w.start - 1 + EDGE_LINES), width));
    out.push(answerText.moreLines(size - 2 * EDGE_LINES));
    out.push(...numberLines(tailStart, lines.slice(tailStart - 1, w.end), width));
  });
  if (hidden > 0) out.push(answerText.moreRegions(hidden));
  return out;
}

function fileSection(change: FileChange, input: AnswerInput): string[] {
  if (change.kind === 'delete') return [`${change.path} · ${answerText.deleted}`];
  const after = change.after ?? '';
  const lines = splitLines(after).lines;
  const state = input.files.find((f) => f.path === change.path);
  const stats = diffStats(change.before?.text ?? null, after);
  const head = [
    change.path,
    state ? `revision ${state.revision}` : null,
    `${state?.lineCount ?? lines.length} lines`,
    `+${stats.added} -${stats.removed}`,
  ];
  const out = [head.filter((x) => x !== null).join(' · ')];
  const notes = input.plan.notes.filter((n) => n.path === change.path);
  for (const n of notes.slice(0, MAX_LISTED)) out.push(`- edit ${n.index}: ${n.text}`);
  if (notes.length > MAX_LISTED) out.push(answerText.moreNotes(notes.length - MAX_LISTED));
  for (const p of parseLine(change, input.parse, input.parseMode)) out.push(`- ${p}`);
  out.push(...regionView(lines, changedRegions(change)));
  return out;
}

/** The text the model reads after an edit call. */
export function renderAnswer(input: AnswerInput): string {
  const { plan } = input;
  if (plan.refusals.length > 0) {
    const n = plan.refusals.length;
    const out = [`${answerText.nothingWritten} ${n} refusal${n === 1 ? '' : 's'}:`];
    for (const r of plan.refusals.slice(0, MAX_LISTED)) out.push(...refusalLines(r));
    if (n > MAX_LISTED) {
      const codes = new Map<string, number>();
      for (const r of plan.refusals.slice(MAX_LISTED)) codes.set(r.code, (codes.get(r.code) ?? 0) + 1);
      out.push(answerText.moreRefusals(n - MAX_LISTED, [...codes].map(([c, k]) => `${c} ×${k}`).join(', ')));
    }
    out.push(answerText.atomic);
    return out.join('\n');
  }
  if (!input.written) return `${answerText.nothingWritten} ${answerText.notWritten}`;
  const out = [answerText.applied(plan.changes.length)];
  for (const c of plan.changes) out.push(...fileSection(c, input));
  return out.join('\n');
}
