// Each intended edit in every interface, in an abstract form that mistakes can be injected into,
// and its serialisation to the exact JSON arguments a model would send.
import { hunkSort, minimalHunks, mergeHunks, widen, type Hunk } from './hunks.js';
import type { Arm, ArmCall, Block, Intent } from './model.js';

export interface FileView {
  text: string;
  lines: string[];
  revision: string;
}
export type Files = ReadonlyMap<string, FileView>;

export type NewLine = { text: string } | { ref: { path: string; a: number; b: number } };

export interface NumEdit {
  path: string;
  revision: string;
  start: number;
  end: number;
  first: string;
  last: string;
  lines: NewLine[];
}
export interface SrEdit {
  path: string;
  revision: string;
  oldText: string;
  newText: string;
}
export interface PatchLineA {
  op: ' ' | '-' | '+';
  text: string;
}
export interface PatchFileA {
  path: string;
  chunks: PatchLineA[][];
}

export type Encoded =
  | { form: 'num'; iface: 'verified_selection' | 'line_range'; edits: NumEdit[] }
  | { form: 'sr'; edits: SrEdit[] }
  | { form: 'patch'; files: PatchFileA[]; revisions: Record<string, string> }
  | { form: 'write'; files: { path: string; content: string }[] };

function view(files: Files, path: string): FileView {
  const f = files.get(path);
  if (!f) throw new Error(`internal: ${path} is not in the corpus`);
  return f;
}

// ---- verified selection and line range ------------------------------------------------------

function numEdit(files: Files, h: { path: string; start: number; end: number }, lines: NewLine[]): NumEdit {
  const f = view(files, h.path);
  return {
    path: h.path,
    revision: f.revision,
    start: h.start,
    end: h.end,
    first: f.lines[h.start - 1] ?? '',
    last: f.lines[h.end - 1] ?? '',
    lines,
  };
}

const refMarker = (editPath: string, r: { path: string; a: number; b: number }): string =>
  `@@ref${r.path === editPath ? '' : `${r.path}:`}${r.a}${r.b === r.a ? '' : `-${r.b}`}@@`;

/** VS + @@ref: one edit per block; runs of copied lines inside verified spans become refs (F3). */
function encodeVsRef(intent: Intent, files: Files): NumEdit[] {
  const spans = intent.blocks.map((b) => ({ path: b.path, start: b.start, end: b.end }));
  const spanOf = (path: string, line: number) => spans.findIndex((s) => s.path === path && line >= s.start && line <= s.end);
  return intent.blocks.map((block) => {
    const out: NewLine[] = [];
    let j = 0;
    while (j < block.newLines.length) {
      const o = block.origins[j];
      const s = o ? spanOf(o.path, o.line) : -1;
      if (!o || s < 0) {
        out.push({ text: block.newLines[j] ?? '' });
        j++;
        continue;
      }
      let k = j;
      while (k + 1 < block.newLines.length) {
        const n = block.origins[k + 1];
        if (!n || n.path !== o.path || n.line !== o.line + (k + 1 - j) || spanOf(n.path, n.line) !== s) break;
        k++;
      }
      const ref = { path: o.path, a: o.line, b: o.line + (k - j) };
      const typed = block.newLines.slice(j, k + 1);
      // A model references only when it is shorter than retyping.
      if (refMarker(block.path, ref).length < typed.join('\n').length) out.push({ ref });
      else for (const t of typed) out.push({ text: t });
      j = k + 1;
    }
    return numEdit(files, block, out);
  });
}

function allMinimalHunks(intent: Intent, files: Files): Hunk[] {
  return intent.blocks.flatMap((b) => minimalHunks(b, view(files, b.path).lines));
}

function encodePlainNum(intent: Intent, files: Files): NumEdit[] {
  return allMinimalHunks(intent, files).map((h) =>
    numEdit(
      files,
      h,
      h.newLines.map((text) => ({ text })),
    ),
  );
}

// ---- search/replace --------------------------------------------------------------------------

function occurrences(haystack: string, needle: string, max = 2): number {
  let n = 0;
  for (let p = haystack.indexOf(needle); p !== -1 && n < max; p = haystack.indexOf(needle, p + 1)) n++;
  return n;
}

function srTexts(h: Hunk, f: FileView): { oldText: string; newText: string } {
  const old = f.lines.slice(h.start - 1, h.end).join('\n');
  if (h.newLines.length > 0) return { oldText: old, newText: h.newLines.join('\n') };
  // Deleting whole lines: the quoted text takes its line break with it.
  const lastWithoutNewline = h.end === f.lines.length && !f.text.endsWith('\n');
  return { oldText: lastWithoutNewline ? `\n${old}` : `${old}\n`, newText: '' };
}

/**
 * Widens every hunk (alternately up and down) until `fits` holds, merging hunks whose widened
 * spans would touch; the merged core is widened again from scratch.
 */
function widenUntil(hunks: Hunk[], f: FileView, fits: (h: Hunk, i: number, all: Hunk[]) => boolean, minContext = 0): Hunk[] {
  let cores = hunkSort(hunks);
  for (;;) {
    const wide: Hunk[] = [];
    for (const core of cores) {
      let h = core;
      for (let c = 0; c < minContext; c++) {
        h = widen(h, f.lines, true) ?? h;
        h = widen(h, f.lines, false) ?? h;
      }
      let up = true;
      for (let step = 0; step < 2 * f.lines.length && !fits(h, wide.length, wide); step++) {
        h = widen(h, f.lines, up) ?? widen(h, f.lines, !up) ?? h;
        up = !up;
      }
      wide.push(h);
    }
    const clash = wide.findIndex((h, i) => i > 0 && h.start <= (wide[i - 1] as Hunk).end);
    if (clash < 0) return wide;
    cores = [...cores.slice(0, clash - 1), mergeHunks(cores[clash - 1] as Hunk, cores[clash] as Hunk, f.lines), ...cores.slice(clash + 1)];
  }
}

function encodeSr(hunks: Hunk[], files: Files): SrEdit[] {
  const out: SrEdit[] = [];
  // Keep the intent's order of files (a move deletes first, then inserts), sorted within a file.
  for (const path of [...new Set(hunks.map((h) => h.path))]) {
    const f = view(files, path);
    const unique = (h: Hunk) => occurrences(f.text, srTexts(h, f).oldText) === 1;
    for (const h of widenUntil(
      hunks.filter((x) => x.path === path),
      f,
      unique,
    ))
      out.push({ path, revision: f.revision, ...srTexts(h, f) });
  }
  return out;
}

/** Whole-block search/replace: the intent's blocks as the quoted unit, widened until unique. */
function blockHunks(intent: Intent): Hunk[] {
  return intent.blocks.map((b: Block) => ({ path: b.path, start: b.start, end: b.end, newLines: b.newLines }));
}

// ---- patch -----------------------------------------------------------------------------------

/** First exact occurrence of `pattern` at or after line index `from` (0-based), or -1. */
function firstAt(lines: readonly string[], pattern: readonly string[], from: number): number {
  outer: for (let at = from; at + pattern.length <= lines.length; at++) {
    for (let k = 0; k < pattern.length; k++) if (lines[at + k] !== pattern[k]) continue outer;
    return at;
  }
  return -1;
}

/** A chunk over the widened span `h`: context lines around and between its cores. */
function patchChunk(h: Hunk, cores: readonly Hunk[], f: FileView): PatchLineA[] {
  const out: PatchLineA[] = [];
  let l = h.start;
  for (const core of cores) {
    for (; l < core.start; l++) out.push({ op: ' ', text: f.lines[l - 1] ?? '' });
    for (; l <= core.end; l++) out.push({ op: '-', text: f.lines[l - 1] ?? '' });
    for (const t of core.newLines) out.push({ op: '+', text: t });
  }
  for (; l <= h.end; l++) out.push({ op: ' ', text: f.lines[l - 1] ?? '' });
  return out;
}

function encodePatch(intent: Intent, files: Files): { files: PatchFileA[]; revisions: Record<string, string> } {
  const hunks = allMinimalHunks(intent, files);
  const out: PatchFileA[] = [];
  const revisions: Record<string, string> = {};
  for (const path of [...new Set(hunks.map((h) => h.path))]) {
    const f = view(files, path);
    revisions[path] = f.revision;
    // Codex style: 3 context lines, more only when the chunk would match anywhere else from where
    // its search starts (the end of the previous chunk): a careful model sends unique chunks.
    const fits = (h: Hunk, i: number, before: Hunk[]) => {
      const from = i === 0 ? 0 : (before[i - 1] as Hunk).end;
      const pattern = f.lines.slice(h.start - 1, h.end);
      return firstAt(f.lines, pattern, from) === h.start - 1 && firstAt(f.lines, pattern, h.start) === -1;
    };
    const cores = hunkSort(hunks.filter((x) => x.path === path));
    const wide = widenUntil(cores, f, fits, 3);
    // A widened chunk may hold several cores (merged while widening): keep the lines between as context.
    const chunks = wide.map((w) =>
      patchChunk(
        w,
        cores.filter((c) => c.start >= w.start && c.end <= w.end),
        f,
      ),
    );
    out.push({ path, chunks });
  }
  return { files: out, revisions };
}

// ---- entry points ----------------------------------------------------------------------------

export function encode(arm: Arm, intent: Intent, files: Files): Encoded {
  switch (arm) {
    case 'vs_ref':
      return { form: 'num', iface: 'verified_selection', edits: encodeVsRef(intent, files) };
    case 'vs':
      return { form: 'num', iface: 'verified_selection', edits: encodePlainNum(intent, files) };
    case 'line_range':
      return { form: 'num', iface: 'line_range', edits: encodePlainNum(intent, files) };
    case 'sr_short':
      return { form: 'sr', edits: encodeSr(allMinimalHunks(intent, files), files) };
    case 'sr_block':
      return { form: 'sr', edits: encodeSr(blockHunks(intent), files) };
    case 'patch':
      return { form: 'patch', ...encodePatch(intent, files) };
    case 'write_file':
      return { form: 'write', files: [...intent.expected].map(([path, content]) => ({ path, content })) };
  }
}

/** E4: "" deletes, one trailing newline is ignored, so a last empty line needs an extra "\n". */
export function joinNewText(lines: readonly string[]): string {
  if (lines.length === 0) return '';
  return lines.join('\n') + (lines[lines.length - 1] === '' ? '\n' : '');
}

function numNewText(e: NumEdit): string {
  return joinNewText(e.lines.map((l) => ('ref' in l ? refMarker(e.path, l.ref) : l.text)));
}

export function patchText(files: readonly PatchFileA[]): string {
  const out = ['*** Begin Patch'];
  for (const f of files) {
    out.push(`*** Update File: ${f.path}`);
    for (const chunk of f.chunks) {
      out.push('@@');
      for (const l of chunk) out.push(`${l.op}${l.text}`);
    }
  }
  out.push('*** End Patch');
  return out.join('\n');
}

/** The calls exactly as a model would send them (write_file: one call per file). */
export function serialise(enc: Encoded): ArmCall[] {
  switch (enc.form) {
    case 'num':
      if (enc.iface === 'line_range') {
        return [
          {
            tool: 'edit',
            args: {
              edits: enc.edits.map((e) => ({
                path: e.path,
                revision: e.revision,
                start_line: e.start,
                end_line: e.end,
                new_text: numNewText(e),
              })),
            },
          },
        ];
      }
      return [
        {
          tool: 'edit',
          args: {
            edits: enc.edits.map((e) => ({
              path: e.path,
              revision: e.revision,
              start_line: e.start,
              end_line: e.end,
              first_line: e.first,
              last_line: e.last,
              new_text: numNewText(e),
            })),
          },
        },
      ];
    case 'sr':
      return [
        {
          tool: 'edit',
          args: { edits: enc.edits.map((e) => ({ path: e.path, revision: e.revision, old_text: e.oldText, new_text: e.newText })) },
        },
      ];
    case 'patch':
      return [{ tool: 'edit', args: { patch: patchText(enc.files), revisions: enc.revisions } }];
    case 'write':
      return enc.files.map((f) => ({ tool: 'write_file' as const, args: { path: f.path, content: f.content } }));
  }
}
