// Edit attempts as the body shows them: the counts (taken from the rows themselves, so no figure
// can disagree with a row), the visible list of refused attempts and the full edit log.
import { codeSpan, escapeCellWithCode } from './escape.js';
import { formatInt } from './format.js';
import type { AttemptOutcome, EditAttempt } from './run-report.js';

/** What "attempt" means, said once in each body (README "The pull request body" says the same). */
export const ATTEMPT_NOTE =
  '_An **attempt** is one edit within one edit-tool call (a malformed call is one attempt), one whole-file write, or one call of any tool refused before it ran (an unknown tool, arguments that are not JSON or do not fit the tool). Each row names the model call that made it and the edit’s index in that call (from 0, as the model was told: “edit 0”). **Held back**: not written because another edit of the same call was refused; a call is all or nothing._';

export interface AttemptCounts {
  attempted: number;
  /** Written, with or without alignment. */
  accepted: number;
  /** Of the accepted: written after aligning the quoted lines. */
  aligned: number;
  refused: number;
  heldBack: number;
  /** Not written: refused + held back (the action's edits-refused output). */
  notWritten: number;
  /** Refused rows by reason code, most frequent first. */
  byCode: [string, number][];
}

export function countAttempts(attempts: readonly EditAttempt[]): AttemptCounts {
  const n = (o: AttemptOutcome): number => attempts.filter((a) => a.outcome === o).length;
  const codes = new Map<string, number>();
  for (const a of attempts) if (a.outcome === 'refused') codes.set(codeOf(a), (codes.get(codeOf(a)) ?? 0) + 1);
  const refused = n('refused');
  const heldBack = n('held_back');
  return {
    attempted: attempts.length,
    accepted: n('accepted') + n('aligned'),
    aligned: n('aligned'),
    refused,
    heldBack,
    notWritten: refused + heldBack,
    byCode: [...codes].sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0])),
  };
}

const codeOf = (a: EditAttempt): string => a.code ?? 'refused';

const OUTCOME_TEXT: Record<AttemptOutcome, string> = {
  accepted: 'accepted',
  aligned: 'accepted after alignment',
  refused: 'refused',
  held_back: 'held back',
};

/** The top line: "1 of 4 (`boundary_mismatch` ×1)". */
export function refusedLine(c: AttemptCounts): string {
  if (c.attempted === 0) return 'none (no edit attempts)';
  if (c.notWritten === 0) return `none of ${formatInt(c.attempted)}`;
  const codes = c.byCode.map(([code, k]) => `${codeSpan(code, false, 60)} ×${formatInt(k)}`);
  if (c.heldBack > 0) codes.push(`${formatInt(c.heldBack)} held back`);
  return `${formatInt(c.notWritten)} of ${formatInt(c.attempted)} (${codes.join(', ')})`;
}

/** Every attempt that wrote nothing, visibly: model call, edit index, file:line, code, reason. */
export function refusedTable(attempts: readonly EditAttempt[], maxRows: number, reasonChars: number): string {
  const rows = attempts.filter((a) => a.outcome === 'refused' || a.outcome === 'held_back');
  const shard = shardColumn(attempts);
  const shown = rows.slice(0, maxRows).map((a) => {
    const reason = a.outcome === 'held_back' ? heldBackReason(a, attempts) : reasonCell(a, reasonChars);
    const code = a.outcome === 'held_back' ? 'held back' : codeSpan(codeOf(a), true, 60);
    return `| ${shard.cell(a)}${a.call} | ${editIndex(a)} | ${where(a)} | ${code} | ${reason} |`;
  });
  const more = rows.length > shown.length ? `\n\n…and ${formatInt(rows.length - shown.length)} more (see the job summary).` : '';
  return (
    [`| ${shard.head}Model call | Edit | File:line | Code | Reason |`, `|${shard.rule}--:|--:|---|---|---|`, ...shown].join('\n') + more
  );
}

/** The full log: one row per attempt, in order. */
export function editLogTable(attempts: readonly EditAttempt[], maxRows: number): string {
  const shard = shardColumn(attempts);
  const shown = attempts
    .slice(0, maxRows)
    .map(
      (a) =>
        `| ${shard.cell(a)}${a.call} | ${editIndex(a)} | ${where(a)} | ${OUTCOME_TEXT[a.outcome]} | ${a.code ? codeSpan(a.code, true, 60) : ''} |`,
    );
  const more =
    attempts.length > shown.length ? `\n\n…and ${formatInt(attempts.length - shown.length)} more attempts (see the job summary).` : '';
  return (
    [`| ${shard.head}Model call | Edit | File:line | Outcome | Code |`, `|${shard.rule}--:|--:|---|---|---|`, ...shown].join('\n') + more
  );
}

/** "3 accepted (1 after alignment), 1 refused, 0 held back" */
export function outcomeTally(c: AttemptCounts): string {
  const aligned = c.aligned > 0 ? ` (${formatInt(c.aligned)} after alignment)` : '';
  return `${formatInt(c.accepted)} accepted${aligned}, ${formatInt(c.refused)} refused, ${formatInt(c.heldBack)} held back`;
}

/** The Edit column: the edit's index in its call, or which kind of action the row is. */
export function editIndex(a: EditAttempt): string {
  if (a.index !== null) return String(a.index);
  if (a.tool === 'write_file') return 'whole file';
  return a.tool ? `– (${codeSpan(a.tool, true, 60)} call)` : '– (malformed call)';
}

/** Why it was refused and what the model was told to do next, within the cell's budget. */
function reasonCell(a: EditAttempt, chars: number): string {
  if (!a.reason && !a.next) return '–';
  const text = [a.reason, a.next ? `Next: ${a.next}` : undefined].filter(Boolean).join(' ');
  return escapeCellWithCode(text, chars);
}

function where(a: EditAttempt): string {
  if (!a.path) return '–';
  return codeSpan(a.line === undefined ? a.path : `${a.path}:${a.line}`, true, 150);
}

/** A fan-out's combined report gets a Shard column: model calls are numbered per shard. */
function shardColumn(attempts: readonly EditAttempt[]): { head: string; rule: string; cell: (a: EditAttempt) => string } {
  if (!attempts.some((a) => a.shard !== undefined)) return { head: '', rule: '', cell: () => '' };
  return { head: 'Shard | ', rule: '--:|', cell: (a) => `${a.shard ?? '–'} | ` };
}

function heldBackReason(a: EditAttempt, all: readonly EditAttempt[]): string {
  const refused = all
    .filter((b) => b.shard === a.shard && b.call === a.call && b.outcome === 'refused' && b.index !== null)
    .map((b) => `edit ${b.index}`);
  const which = refused.length > 0 ? refused.join(', ') : 'another edit';
  return `Not written: ${which} of this call ${refused.length > 1 ? 'were' : 'was'} refused.`;
}
