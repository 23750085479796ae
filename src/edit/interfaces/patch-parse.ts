// Grammar of the context-addressed `*** Begin Patch` format (the Codex apply_patch format).
// Lenient where Codex is (a first chunk may omit @@, an empty line is an empty context line) and a
// little beyond it: several @@ lines per chunk, and unified-diff "@@ -a,b +c,d @@" ranges ignored.
import { patchProblem } from '../messages.js';

export interface PatchLine {
  op: ' ' | '-' | '+';
  text: string;
  /** Written as an empty line (no leading space): Codex retries without these at a chunk's end. */
  bare: boolean;
}

export interface PatchChunk {
  /** @@ context lines to seek to, in order, before matching the chunk's lines. */
  contexts: string[];
  lines: PatchLine[];
  /** `*** End of File`: the chunk's lines must be the last lines of the file. */
  eof: boolean;
  /** 1-based line in the patch where the chunk starts. */
  line: number;
}

export type PatchHunk =
  | { kind: 'add'; path: string; lines: string[]; line: number }
  | { kind: 'delete'; path: string; line: number }
  | { kind: 'update'; path: string; moveTo?: string; chunks: PatchChunk[]; line: number };

export type ParsedPatch = { ok: true; hunks: PatchHunk[] } | { ok: false; line: number; problem: string; text: string };

const BEGIN = '*** Begin Patch';
const END = '*** End Patch';
const ADD = '*** Add File:';
const DELETE = '*** Delete File:';
const UPDATE = '*** Update File:';
const MOVE = '*** Move to:';
const EOF_MARK = '*** End of File';
// "@@ -12,5 +12,6 @@ optional context" from unified diffs: the numbers are ignored.
const UNIFIED_RANGE = /^@@ -\d+(?:,\d+)? \+\d+(?:,\d+)? @@ ?/;

/** A marker line, with the padding around it that the Begin/End markers may have too. */
const marker = (line: string): string => line.trim();

function isFileHeader(line: string): boolean {
  const t = marker(line);
  return t === END || t.startsWith(ADD) || t.startsWith(DELETE) || t.startsWith(UPDATE);
}

function splitPatch(patch: string): string[] {
  return patch.split('\n').map((l) => (l.endsWith('\r') ? l.slice(0, -1) : l));
}

/** A parse problem at a line, thrown out of the nested parsers and turned into the answer's data. */
class Malformed extends Error {
  constructor(
    readonly line: number,
    readonly problem: string,
  ) {
    super(problem);
  }
}

export function parsePatch(patch: string): ParsedPatch {
  const raw = splitPatch(patch);
  let b = 0;
  while (b < raw.length && (raw[b] ?? '').trim() === '') b++;
  let z = raw.length - 1;
  while (z > b && (raw[z] ?? '').trim() === '') z--;
  const fail = (line: number, problem: string): ParsedPatch => ({ ok: false, line: line + 1, problem, text: raw[line] ?? '' });
  if (b >= raw.length || (raw[b] ?? '').trim() !== BEGIN) return fail(Math.min(b, raw.length - 1), patchProblem.firstLine(BEGIN));
  if (z === b || (raw[z] ?? '').trim() !== END) return fail(z, patchProblem.lastLine(END));
  try {
    const hunks = parseBody(raw, b + 1, z);
    if (hunks.length === 0) return fail(b, patchProblem.noSections);
    return { ok: true, hunks };
  } catch (e) {
    if (e instanceof Malformed) return fail(e.line, e.problem);
    throw e;
  }
}

function headerPath(raw: string[], i: number, prefix: string): string {
  const path = marker(raw[i] ?? '')
    .slice(prefix.length)
    .trim();
  if (path === '') throw new Malformed(i, patchProblem.noPath);
  return path;
}

function parseBody(raw: string[], from: number, to: number): PatchHunk[] {
  const hunks: PatchHunk[] = [];
  let i = from;
  while (i < to) {
    const t = marker(raw[i] ?? '');
    if (t === '') {
      i++;
    } else if (t.startsWith(ADD)) {
      const path = headerPath(raw, i, ADD);
      const start = i++;
      const lines: string[] = [];
      for (; i < to && !isFileHeader(raw[i] ?? ''); i++) {
        const line = raw[i] ?? '';
        if (line.startsWith('+')) lines.push(line.slice(1));
        // Blank lines that only separate this section from the next are tolerated.
        else if (line.trim() !== '' || !onlyBlankUntilHeader(raw, i, to)) throw new Malformed(i, patchProblem.addLine);
      }
      hunks.push({ kind: 'add', path, lines, line: start + 1 });
    } else if (t.startsWith(DELETE)) {
      hunks.push({ kind: 'delete', path: headerPath(raw, i, DELETE), line: i + 1 });
      i++;
    } else if (t.startsWith(UPDATE)) {
      const path = headerPath(raw, i, UPDATE);
      const start = i++;
      let moveTo: string | undefined;
      if (i < to && marker(raw[i] ?? '').startsWith(MOVE)) moveTo = headerPath(raw, i++, MOVE);
      const parsed = parseChunks(raw, i, to);
      i = parsed.next;
      if (parsed.chunks.length === 0 && moveTo === undefined) throw new Malformed(start, patchProblem.emptyUpdate(path));
      hunks.push({ kind: 'update', path, ...(moveTo === undefined ? {} : { moveTo }), chunks: parsed.chunks, line: start + 1 });
    } else {
      throw new Malformed(i, patchProblem.header(ADD, DELETE, UPDATE));
    }
  }
  return hunks;
}

function onlyBlankUntilHeader(raw: string[], i: number, to: number): boolean {
  for (let k = i; k < to; k++) {
    const line = raw[k] ?? '';
    if (isFileHeader(line)) return true;
    if (line.trim() !== '') return false;
  }
  return true;
}

function parseChunks(raw: string[], from: number, to: number): { chunks: PatchChunk[]; next: number } {
  const chunks: PatchChunk[] = [];
  let cur: PatchChunk | null = null;
  let i = from;
  const open = (): PatchChunk => {
    const c: PatchChunk = { contexts: [], lines: [], eof: false, line: i + 1 };
    chunks.push(c);
    return c;
  };
  for (; i < to && !isFileHeader(raw[i] ?? ''); i++) {
    const line = raw[i] ?? '';
    if (line.trimEnd() === EOF_MARK) {
      if (!cur || cur.lines.length === 0) throw new Malformed(i, patchProblem.eofPlace(EOF_MARK));
      cur.eof = true;
      cur = null;
    } else if (line.startsWith('@@')) {
      if (!cur || cur.lines.length > 0) cur = open();
      const unified = UNIFIED_RANGE.exec(line);
      const ctx = unified ? line.slice(unified[0].length) : line.slice(line.startsWith('@@ ') ? 3 : 2);
      if (ctx.trim() !== '') cur.contexts.push(ctx);
    } else {
      const op = line === '' ? ' ' : line[0];
      if (op !== ' ' && op !== '+' && op !== '-') {
        throw new Malformed(i, patchProblem.updateLine);
      }
      cur ??= open();
      cur.lines.push({ op, text: line.slice(1), bare: line === '' });
    }
  }
  for (const c of chunks) {
    if (c.lines.length === 0) throw new Malformed(c.line - 1, patchProblem.emptyChunk);
  }
  return { chunks, next: i };
}
