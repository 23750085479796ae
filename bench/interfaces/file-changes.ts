// Mistake families in which the file on disk is not the file the model read (issue #11): an
// outside change in a region the edit does not touch, a line changed (or lines added) by the
// model's own earlier edit while the call quotes from memory, and the located text occurring twice.
// Every random choice is drawn before anything arm-specific, so all arms get the same draw.
import { revisionOf, splitLines } from '../../src/edit/index.js';
import { encode, type Encoded, type Files, type FileView } from './encode.js';
import { minimalHunks } from './hunks.js';
import { applyBlocks } from './intents.js';
import type { Arm, Block, Intent } from './model.js';
import type { Rng } from './prng.js';

/** What a family changes around a call: the files on disk, what the model saw, what must happen. */
export interface Situation {
  /** Text on disk at call time, per path that differs from the corpus file. */
  disk: Map<string, string>;
  /** Texts the model was shown earlier in the run (read_file or an edit answer), oldest first. */
  seen: { path: string; text: string }[];
  /** Intended bytes per touched path. */
  expected: Map<string, string>;
  detail: string;
  /** The only right outcome is a refusal (the call rests on a line that no longer exists). */
  mustRefuse?: boolean;
}

export function viewOf(text: string): FileView {
  return { text, lines: splitLines(text).lines, revision: revisionOf(text) };
}

function textOf(lines: readonly string[], like: string): string {
  const finalNewline = like.length === 0 || like.endsWith('\n');
  return lines.join('\n') + (finalNewline && lines.length > 0 ? '\n' : '');
}

const comment = (language: string): string => (language === 'python' ? '#' : '//');
const leading = (s: string): string => /^[ \t]*/.exec(s)?.[0] ?? '';

/** The intent numbered in a changed file: `map` sends an old line number of `path` to its new one. */
function remapIntent(intent: Intent, path: string, map: (line: number) => number, text: string, lines: readonly string[]): Intent {
  const blocks: Block[] = intent.blocks.map((b) =>
    b.path !== path
      ? b
      : {
          ...b,
          start: map(b.start),
          end: map(b.end),
          origins: b.origins.map((o) => (o && o.path === path ? { path, line: map(o.line) } : o)),
        },
  );
  // Origins in other files can point into `path` too (a move across files).
  const fixed = blocks.map((b) =>
    b.path === path ? b : { ...b, origins: b.origins.map((o) => (o && o.path === path ? { path, line: map(o.line) } : o)) },
  );
  const expected = new Map(intent.expected);
  expected.set(
    path,
    applyBlocks(
      text,
      lines,
      fixed.filter((b) => b.path === path),
    ),
  );
  return { ...intent, blocks: fixed, expected };
}

/** Lines `lines` inserted before line `at` (1-based; length + 1 appends). */
function insertAt(intent: Intent, files: Files, path: string, at: number, added: readonly string[]) {
  const f = files.get(path)!;
  const lines = [...f.lines.slice(0, at - 1), ...added, ...f.lines.slice(at - 1)];
  const text = textOf(lines, f.text);
  const moved = remapIntent(intent, path, (l) => (l >= at ? l + added.length : l), text, lines);
  return { text, lines, intent: moved };
}

/** Line `at` removed (it lies outside every block). */
function removeAt(intent: Intent, files: Files, path: string, at: number) {
  const f = files.get(path)!;
  const lines = [...f.lines.slice(0, at - 1), ...f.lines.slice(at)];
  const text = textOf(lines, f.text);
  const moved = remapIntent(intent, path, (l) => (l > at ? l - 1 : l), text, lines);
  return { text, lines, intent: moved };
}

const blocksIn = (intent: Intent, path: string): Block[] => intent.blocks.filter((b) => b.path === path);

/**
 * Outside change: after the read, someone else added a comment line at the top or the end, or far
 * (more than 5 lines) from every block of the edit, or removed a blank line far from them. The call
 * names the revision the model read; the run still holds its bytes.
 */
export function outsideChange(intent: Intent, files: Files, rng: Rng): Situation {
  const path = intent.blocks[0]!.path;
  const f = files.get(path)!;
  const n = f.lines.length;
  const blocks = blocksIn(intent, path);
  const near = (l: number): boolean => blocks.some((b) => l >= b.start - 5 && l <= b.end + 5);
  const variant = rng.pick(['top', 'bottom', 'far_insert', 'far_delete_blank'] as const);
  const note = `${comment(intent.language)} changed by someone else`;
  let changed: { text: string; intent: Intent } | null = null;
  let detail: string = variant;
  if (variant === 'far_insert') {
    const at = pickWhere(rng, n, (l) => l >= 2 && !near(l) && !near(l - 1));
    if (at !== null) changed = insertAt(intent, files, path, at, [`${leading(f.lines[at - 1] ?? '')}${note}`]);
  } else if (variant === 'far_delete_blank') {
    const at = pickWhere(rng, n, (l) => (f.lines[l - 1] ?? '').trim() === '' && !near(l));
    if (at !== null) changed = removeAt(intent, files, path, at);
  } else if (variant === 'bottom') {
    changed = insertAt(intent, files, path, n + 1, [note]);
  }
  if (!changed) {
    detail = 'top';
    changed = insertAt(intent, files, path, 1, [note]);
  }
  return {
    disk: new Map([[path, changed.text]]),
    seen: [{ path, text: f.text }],
    expected: changed.intent.expected,
    detail: `outside_change:${detail}`,
  };
}

/** A uniformly drawn line 1..n satisfying `ok`, or null. */
function pickWhere(rng: Rng, n: number, ok: (line: number) => boolean): number | null {
  const cands: number[] = [];
  for (let l = 1; l <= n; l++) if (ok(l)) cands.push(l);
  return cands.length === 0 ? null : rng.pick(cands);
}

const KEYWORDS = new Set(
  'def class return function const let var public private protected static void int for while if else elif import from func type struct impl pub fn self this new async await export interface package try except catch finally with yield lambda not and or None True False null true false undefined final abstract extends implements throws throw match case switch break continue raise pass assert del global nonlocal mut ref use mod trait where enum let'.split(
    ' ',
  ),
);

/**
 * The model's own earlier edit: a word of `line` renamed, or null when the line has none. The
 * word has text on both sides, so the old line is no longer part of the new one (a tool that
 * matches text could otherwise find it inside the changed line and apply rightly).
 */
function renameWord(line: string): string | null {
  const body = line.trimEnd();
  const start = body.length - body.trimStart().length;
  const words = [...body.matchAll(/[A-Za-z_][A-Za-z0-9_]{2,}/g)].filter(
    (m) => !KEYWORDS.has(m[0]) && m.index !== undefined && m.index > start && m.index + m[0].length < body.length,
  );
  const w = words[words.length - 1];
  if (!w || w.index === undefined) return null;
  return `${line.slice(0, w.index)}${w[0]}_prev${line.slice(w.index + w[0].length)}`;
}

/**
 * Stale line from another edit: the model's own earlier edit changed the file, and the call names
 * the current revision (from that edit's answer or a re-read) but numbers and quotes the lines as
 * the model first read them. Half the draws: the earlier edit added 1-3 lines above the span (a
 * real shift, to be repaired). The other half: it changed the span's first line itself (a renamed
 * word), so the call rests on a line that no longer exists and must be refused.
 */
export function staleLine(intent: Intent, files: Files, rng: Rng): Situation {
  const path = intent.blocks[0]!.path;
  const f = files.get(path)!;
  const first = blocksIn(intent, path).sort((a, b) => a.start - b.start)[0]!;
  const changedFirst = rng.bool();
  const k = rng.int(1, 3);
  const at = rng.int(Math.max(1, first.start - 40), first.start);
  // Only when every numbered interface quotes that line: the first minimal hunk starts there.
  const hunk = minimalHunks(first, f.lines)[0];
  const renamed = hunk && hunk.start === first.start ? renameWord(f.lines[first.start - 1] ?? '') : null;
  if (changedFirst && renamed !== null) {
    const lines = [...f.lines];
    lines[first.start - 1] = renamed;
    const text = textOf(lines, f.text);
    return {
      disk: new Map([[path, text]]),
      seen: [{ path, text: f.text }],
      expected: intent.expected,
      detail: 'stale_line:changed',
      mustRefuse: true,
    };
  }
  const added = Array.from({ length: k }, () => `${leading(f.lines[at - 1] ?? '')}${comment(intent.language)} added by an earlier edit`);
  const changed = insertAt(intent, files, path, at, added);
  return {
    disk: new Map([[path, changed.text]]),
    seen: [{ path, text: f.text }],
    expected: changed.intent.expected,
    detail: `stale_line:shift:+${k}`,
  };
}

/** The same call, naming `revision` for `path` (the model knows the current revision). */
export function withRevision(enc: Encoded, path: string, revision: string): Encoded {
  const e = structuredClone(enc);
  if (e.form === 'num' || e.form === 'sr') for (const x of e.edits) if (x.path === path) x.revision = revision;
  if (e.form === 'patch' && path in e.revisions) e.revisions[path] = revision;
  return e;
}

function occurrences(haystack: string, needle: string): number {
  let n = 0;
  for (let p = haystack.indexOf(needle); p !== -1 && n < 2; p = haystack.indexOf(needle, p + 1)) n++;
  return n;
}

function chunkOccurrences(lines: readonly string[], old: readonly string[]): number {
  let n = 0;
  for (let at = 0; at + old.length <= lines.length && n < 2; at++) {
    let ok = true;
    for (let k = 0; k < old.length && ok; k++) ok = lines[at + k] === old[k];
    if (ok) n++;
  }
  return n;
}

/**
 * Old text occurring twice: the file the model read holds a copy of the first block and 3 lines
 * around it, elsewhere in the file (before or after it). Each interface sends the call it would
 * send for the file without the copy: line numbers are right for the numbered interfaces; the
 * locating text of search/replace and patch now occurs twice (else the draw does not apply).
 */
export function dupText(arm: Arm, enc: Encoded, intent: Intent, files: Files, rng: Rng): (Situation & { enc: Encoded }) | null {
  const path = intent.blocks[0]!.path;
  const f = files.get(path)!;
  const n = f.lines.length;
  const first = intent.blocks[0]!;
  const from = Math.max(1, first.start - 3);
  const to = Math.min(n, first.end + 3);
  const copy = f.lines.slice(from - 1, to);
  const inBlock = (l: number): boolean => blocksIn(intent, path).some((b) => l >= b.start && l <= b.end + 1);
  const before = rng.bool();
  const side = (l: number): boolean => (before ? l < from : l > to + 1);
  // A paragraph boundary (after a blank line) reads like a place code is pasted; any line otherwise.
  const at =
    pickWhere(rng, n + 1, (l) => side(l) && !inBlock(l) && (l === 1 || (f.lines[l - 2] ?? '').trim() === '')) ??
    pickWhere(rng, n + 1, (l) => side(l) && !inBlock(l));
  if (at === null) return null;
  const changed = insertAt(intent, files, path, at, copy);
  const view = viewOf(changed.text);
  let call: Encoded;
  if (enc.form === 'num') {
    const moved = new Map(files);
    moved.set(path, view);
    call = encode(arm, changed.intent, moved);
  } else if (enc.form === 'sr') {
    call = withRevision(enc, path, view.revision);
    if (call.form !== 'sr' || !call.edits.some((e) => e.path === path && occurrences(changed.text, e.oldText) > 1)) return null;
  } else if (enc.form === 'patch') {
    call = withRevision(enc, path, view.revision);
    const twice =
      call.form === 'patch' &&
      call.files.some(
        (pf) =>
          pf.path === path &&
          pf.chunks.some(
            (c) =>
              chunkOccurrences(
                view.lines,
                c.filter((l) => l.op !== '+').map((l) => l.text),
              ) > 1,
          ),
      );
    if (!twice) return null;
  } else return null;
  return {
    enc: call,
    disk: new Map([[path, changed.text]]),
    seen: [{ path, text: changed.text }],
    expected: changed.intent.expected,
    detail: `dup_text:${before ? 'before' : 'after'}`,
  };
}
