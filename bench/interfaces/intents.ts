// Intended edits drawn from a seeded PRNG over real units of the corpus. Each intent is the
// change a model means to make; its expected bytes are computed here, independently of the
// engine, and must parse no worse than the original (else the draw is discarded).
import { Rng } from './prng.js';
import { SIZE_BUCKETS, EDIT_KINDS, type Block, type EditKind, type Intent, type Origin } from './model.js';
import { minUnitLines, newUnit, renamed, statements, members, wrapLines } from './synth.js';
import type { FileUnits, Unit } from './units.js';

type Bucket = (typeof SIZE_BUCKETS)[number];

export interface IntentContext {
  files: FileUnits[];
  /** True when `text` (the new content of `fu`'s file) parses no worse than the original. */
  parsesAsBefore: (fu: FileUnits, text: string) => Promise<boolean>;
}

const inBucket = (n: number, b: Bucket) => n >= b.min && n <= b.max;
const size = (u: { start: number; end: number }) => u.end - u.start + 1;

function copied(path: string, start: number, end: number): Origin[] {
  const out: Origin[] = [];
  for (let l = start; l <= end; l++) out.push({ path, line: l });
  return out;
}

/** Applies non-overlapping blocks to the original lines (bottom-up), keeping the final newline. */
export function applyBlocks(text: string, lines: readonly string[], blocks: readonly Block[]): string {
  const out = [...lines];
  for (const b of [...blocks].sort((x, y) => y.start - x.start)) out.splice(b.start - 1, b.end - b.start + 1, ...b.newLines);
  const finalNewline = text.length === 0 || text.endsWith('\n');
  return out.join('\n') + (finalNewline && out.length > 0 ? '\n' : '');
}

function line(fu: FileUnits, n: number): string {
  return fu.lines[n - 1] ?? '';
}

function oneLine(fu: FileUnits, rng: Rng): Block[] | null {
  const id = rng.pick(fu.identifiers);
  const text = line(fu, id.line);
  if (text.slice(id.col, id.col + id.text.length) !== id.text) return null;
  const changed = text.slice(0, id.col) + renamed(fu.file.language, id.text, rng) + text.slice(id.col + id.text.length);
  return [{ path: fu.file.path, start: id.line, end: id.line, newLines: [changed], origins: [null] }];
}

function replaceBody(fu: FileUnits, b: Bucket, rng: Rng): Block[] | null {
  const cands = fu.units.filter((u) => u.body && inBucket(size(u.body), b));
  if (cands.length === 0) return null;
  const u = rng.pick(cands);
  const body = u.body!;
  const n = size(body);
  const lines = body.kind === 'members' ? members(body.indent, n, rng) : statements(fu.file.language, body.indent, n, rng);
  return [{ path: fu.file.path, start: body.start, end: body.end, newLines: lines, origins: lines.map(() => null) }];
}

function deleteUnit(fu: FileUnits, b: Bucket, rng: Rng): Block[] | null {
  const cands = fu.units.filter((u) => inBucket(size(u), b));
  if (cands.length === 0) return null;
  const u = rng.pick(cands);
  return [{ path: fu.file.path, start: u.start, end: u.end, newLines: [], origins: [] }];
}

function insertUnit(fu: FileUnits, b: Bucket, rng: Rng): Block[] | null {
  const lang = fu.file.language;
  const anchors = fu.units.filter(
    (u) =>
      u.category === 'function' || u.category === 'method' || (u.category === 'interface' && (lang === 'typescript' || lang === 'tsx')),
  );
  const lo = Math.max(b.min, minUnitLines(lang));
  if (anchors.length === 0 || lo > b.max) return null;
  const v = rng.pick(anchors);
  const total = rng.int(lo, Math.min(b.max, 120));
  const added = newUnit(lang, v.category, v.indent, fu.indentUnit, total, rng);
  const path = fu.file.path;
  return [
    {
      path,
      start: v.end,
      end: v.end,
      newLines: [line(fu, v.end), '', ...added],
      origins: [{ path, line: v.end }, null, ...added.map(() => null)],
    },
  ];
}

function disjoint(a: Unit, b: Unit): boolean {
  return a.end < b.start || b.end < a.start;
}

function moveBlocks(src: FileUnits, u: Unit, dst: FileUnits, v: Unit): Block[] {
  const moved = src.lines.slice(u.start - 1, u.end);
  return [
    { path: src.file.path, start: u.start, end: u.end, newLines: [], origins: [] },
    {
      path: dst.file.path,
      start: v.end,
      end: v.end,
      newLines: [line(dst, v.end), '', ...moved],
      origins: [{ path: dst.file.path, line: v.end }, null, ...copied(src.file.path, u.start, u.end)],
    },
  ];
}

function moveSameFile(fu: FileUnits, b: Bucket, rng: Rng): Block[] | null {
  const far = Math.max(30, Math.floor(fu.lines.length / 5));
  const cands = rng.shuffle(fu.units.filter((u) => inBucket(size(u), b))).slice(0, 20);
  for (const u of cands) {
    const targets = fu.units.filter(
      (v) =>
        v !== u &&
        v.container === u.container &&
        v.indent === u.indent &&
        disjoint(u, v) &&
        Math.min(Math.abs(v.end - u.start), Math.abs(v.end - u.end)) >= far,
    );
    if (targets.length > 0) return moveBlocks(fu, u, fu, rng.pick(targets));
  }
  return null;
}

function moveCrossFile(fu: FileUnits, b: Bucket, rng: Rng, ctx: IntentContext): Block[] | null {
  const others = ctx.files.filter((o) => o !== fu && o.file.language === fu.file.language);
  if (others.length === 0) return null;
  const cands = rng.shuffle(fu.units.filter((u) => inBucket(size(u), b))).slice(0, 20);
  for (const u of cands) {
    const dst = rng.pick(others);
    const targets = dst.units.filter((v) => v.container === u.container && v.indent === u.indent);
    if (targets.length > 0) return moveBlocks(fu, u, dst, rng.pick(targets));
  }
  return null;
}

function rename(fu: FileUnits, b: Bucket, rng: Rng): Block[] | null {
  const units = rng.shuffle(fu.units.filter((u) => u.body && (u.category === 'function' || u.category === 'method'))).slice(0, 12);
  for (const u of units) {
    const byName = new Map<string, Map<number, number[]>>();
    for (const id of fu.identifiers) {
      if (id.line < u.start || id.line > u.end) continue;
      const lines = byName.get(id.text) ?? new Map<number, number[]>();
      lines.set(id.line, [...(lines.get(id.line) ?? []), id.col]);
      byName.set(id.text, lines);
    }
    const names = [...byName.entries()].filter(([, ls]) => ls.size >= 2 && inBucket(ls.size, b));
    if (names.length === 0) continue;
    const [name, lines] = rng.pick(names);
    const to = renamed(fu.file.language, name, rng);
    const first = Math.min(...lines.keys());
    const last = Math.max(...lines.keys());
    const newLines: string[] = [];
    const origins: (Origin | null)[] = [];
    for (let l = first; l <= last; l++) {
      const cols = lines.get(l);
      let text = line(fu, l);
      if (!cols) {
        newLines.push(text);
        origins.push({ path: fu.file.path, line: l });
        continue;
      }
      for (const c of [...cols].sort((x, y) => y - x)) {
        if (text.slice(c, c + name.length) !== name) return null;
        text = text.slice(0, c) + to + text.slice(c + name.length);
      }
      newLines.push(text);
      origins.push(null);
    }
    return [{ path: fu.file.path, start: first, end: last, newLines, origins }];
  }
  return null;
}

function wrap(fu: FileUnits, b: Bucket, rng: Rng): Block[] | null {
  const units = rng.shuffle(fu.units.filter((u) => u.statements.length > 0 && u.body?.kind === 'statements')).slice(0, 12);
  for (const u of units) {
    const runs: { start: number; end: number }[] = [];
    for (let i = 0; i < u.statements.length; i++) {
      for (let j = i; j < u.statements.length; j++) {
        const s = u.statements[i]!.start;
        const e = u.statements[j]!.end;
        if (inBucket(e - s + 1, b)) runs.push({ start: s, end: e });
        if (e - s + 1 > b.max) break;
      }
    }
    if (runs.length === 0) continue;
    const r = rng.pick(runs);
    const indent = /^[ \t]*/.exec(line(fu, r.start))?.[0] ?? '';
    const newLines = wrapLines(fu.file.language, fu.lines.slice(r.start - 1, r.end), indent, fu.indentUnit);
    return [{ path: fu.file.path, start: r.start, end: r.end, newLines, origins: newLines.map(() => null) }];
  }
  return null;
}

function build(kind: EditKind, fu: FileUnits, b: Bucket, rng: Rng, ctx: IntentContext): Block[] | null {
  switch (kind) {
    case 'one_line':
      return fu.identifiers.length > 0 ? oneLine(fu, rng) : null;
    case 'replace_body':
      return replaceBody(fu, b, rng);
    case 'delete_function':
      return deleteUnit(fu, b, rng);
    case 'insert_function':
      return insertUnit(fu, b, rng);
    case 'move_same_file':
      return moveSameFile(fu, b, rng);
    case 'move_cross_file':
      return moveCrossFile(fu, b, rng, ctx);
    case 'rename':
      return rename(fu, b, rng);
    case 'wrap':
      return wrap(fu, b, rng);
  }
}

function sizeOf(kind: EditKind, blocks: readonly Block[]): number {
  const first = blocks[0]!;
  if (kind === 'insert_function') return first.newLines.length - 2;
  if (kind === 'rename') return first.origins.filter((o) => o === null).length;
  if (kind === 'replace_body' || kind === 'delete_function' || kind === 'wrap' || kind === 'one_line') return first.end - first.start + 1;
  return first.end - first.start + 1; // moves: the moved block
}

/** Draws intent `id` for `seed`; deterministic for a given corpus. */
export async function makeIntent(ctx: IntentContext, seed: number, id: number): Promise<Intent> {
  const rng = new Rng(seed, `intent:${id}`);
  const bucketIdx = rng.weighted(SIZE_BUCKETS.map((b) => b.weight));
  const bucket = SIZE_BUCKETS[bucketIdx]!;
  const multi = EDIT_KINDS.filter((k) => k !== 'one_line');
  const kindOrder: EditKind[] = bucket.max === 1 ? ['one_line'] : rng.shuffle(multi);
  for (const kind of kindOrder) {
    for (let attempt = 0; attempt < 25; attempt++) {
      const fu = rng.pick(ctx.files);
      const blocks = build(kind, fu, bucket, rng, ctx);
      if (!blocks) continue;
      const expected = new Map<string, string>();
      let ok = true;
      for (const path of new Set(blocks.map((b) => b.path))) {
        const owner = ctx.files.find((f) => f.file.path === path)!;
        const text = applyBlocks(
          owner.file.text,
          owner.lines,
          blocks.filter((b) => b.path === path),
        );
        if (text === owner.file.text || !(await ctx.parsesAsBefore(owner, text))) {
          ok = false;
          break;
        }
        expected.set(path, text);
      }
      if (!ok) continue;
      return { id, kind, language: fu.file.language, size: sizeOf(kind, blocks), bucket: bucket.label, blocks, expected };
    }
  }
  // Every bucket has one_line or delete candidates in a real corpus; reaching here is a corpus problem.
  throw new Error(`could not draw intent ${id} (bucket ${bucket.label}) from the corpus`);
}
