// Model-like mistakes, injected deterministically one class at a time into an encoded call.
// Boundary mistakes move the line numbers while the quotes (the text the model meant) stay;
// evidence mistakes corrupt the quoted text; a stale revision changes the file under the model;
// a content mistake drops the last line of new_text; a malformed call breaks the schema.
import { serialise, type Encoded, type Files, type NumEdit, type PatchLineA } from './encode.js';
import { dupText, outsideChange, staleLine, viewOf, withRevision, type Situation } from './file-changes.js';
import type { Arm, ArmCall, Intent, Mistake } from './model.js';
import type { Rng } from './prng.js';
import { statements } from './synth.js';
import type { LangId } from './grammar.js';
import { detectIndentUnit } from './units.js';

export interface Injected {
  calls: ArmCall[];
  /** e.g. "shift:-2", "start_off:+1", "malformed:edits_object". */
  detail: string;
  /** Expected bytes per touched path for this variant (differs from the intent when the file changed). */
  expected: Map<string, string>;
  /** Text on disk at call time where it differs from the file as first read (file-change families). */
  disk?: Map<string, string>;
  /** Texts the model was shown earlier in the run, oldest first (what a workspace remembers). */
  seen?: { path: string; text: string }[];
  /** Any write is wrong: the call rests on a line that no longer exists. */
  mustRefuse?: boolean;
  /**
   * Boundary mistakes only: the wrong lines hold the very text the model quotes (e.g. a `}` or a
   * docstring's closing quotes), so numbers and quotes agree and no quote check can see the error.
   */
  sameText?: boolean;
}

/** B1 on the lines the edit now points at: do they hold the quoted text? */
function quotesHoldAt(e: NumEdit, files: Files): boolean {
  const lines = files.get(e.path)?.lines ?? [];
  const at = (n: number) => (n >= 1 && n <= lines.length ? lines[n - 1] : undefined);
  return at(e.start)?.trimEnd() === e.first.trimEnd() && at(e.end)?.trimEnd() === e.last.trimEnd();
}

const signed = (n: number) => (n > 0 ? `+${n}` : `${n}`);
const leading = (s: string) => /^[ \t]*/.exec(s)?.[0] ?? '';
const clone = <T>(x: T): T => structuredClone(x);

/** Leading-whitespace drift of one line (never a no-op, never on a blank line). */
export function driftLine(line: string, rng: Rng): string {
  const ws = leading(line);
  const rest = line.slice(ws.length);
  const options: string[] = [];
  if (ws.length > 0) options.push(ws.slice(1) + rest, ` ${ws}${rest}`);
  else options.push(` ${rest}`, `  ${rest}`);
  if (ws.includes('\t')) options.push(ws.replace('\t', '    ') + rest);
  else if (ws.length >= 4) options.push(`\t${ws.slice(4)}${rest}`);
  return rng.pick(options.filter((o) => o !== line));
}

/** A plausible line that is not in the file (what a model "remembers" but never read). */
function invented(lang: string, like: string, rng: Rng): string {
  return statements(lang as LangId, leading(like), 1, rng)[0] ?? `${leading(like)}pass`;
}

function pickNum(enc: Extract<Encoded, { form: 'num' }>, rng: Rng, ok: (e: NumEdit) => boolean = () => true): NumEdit | null {
  const c = enc.edits.filter(ok);
  return c.length === 0 ? null : rng.pick(c);
}

/** Lines of an old_text, keeping track of the trailing line break of a whole-line deletion. */
function splitOld(oldText: string): { lines: string[]; tail: string; head: string } {
  let body = oldText;
  let tail = '';
  let head = '';
  if (body.endsWith('\n')) {
    body = body.slice(0, -1);
    tail = '\n';
  } else if (body.startsWith('\n')) {
    body = body.slice(1);
    head = '\n';
  }
  return { lines: body.split('\n'), tail, head };
}

function boundaryMistake(
  m: 'start_off' | 'end_off' | 'shift',
  enc: Encoded,
  rng: Rng,
): { enc: Encoded; detail: string; edit: NumEdit } | null {
  if (enc.form !== 'num') return null;
  const e = clone(enc);
  const edit = pickNum(e, rng);
  if (!edit) return null;
  if (m === 'shift') {
    const d = rng.pick([1, 2, 3, 4, 5]) * (rng.bool() ? 1 : -1);
    const [s0, e0] = [edit.start, edit.end];
    edit.start += d;
    edit.end += d;
    // The model counted from a shifted numbering, so its references into this span shift too (F3).
    for (const other of e.edits) {
      for (const l of other.lines) {
        if ('ref' in l && l.ref.path === edit.path && l.ref.a >= s0 && l.ref.b <= e0) l.ref = { ...l.ref, a: l.ref.a + d, b: l.ref.b + d };
      }
    }
    return { enc: e, detail: `shift:${signed(d)}`, edit };
  }
  const d = rng.pick([-2, -1, 1, 2]);
  if (m === 'start_off') edit.start += d;
  else edit.end += d;
  return { enc: e, detail: `${m}:${signed(d)}`, edit };
}

function wsDrift(enc: Encoded, rng: Rng): { enc: Encoded; detail: string } | null {
  const e = clone(enc);
  if (e.form === 'num') {
    if (e.iface === 'line_range') return null;
    const edit = pickNum(e, rng, (x) => x.first.trim() !== '' || x.last.trim() !== '');
    if (!edit) return null;
    const useFirst = edit.last.trim() === '' || (edit.first.trim() !== '' && rng.bool());
    if (useFirst) edit.first = driftLine(edit.first, rng);
    else edit.last = driftLine(edit.last, rng);
    return { enc: e, detail: `ws_drift:${useFirst ? 'first_line' : 'last_line'}` };
  }
  if (e.form === 'sr') {
    const edit = rng.pick(e.edits);
    const { lines, tail, head } = splitOld(edit.oldText);
    const ends = [0, lines.length - 1].filter((i) => (lines[i] ?? '').trim() !== '');
    if (ends.length === 0) return null;
    const i = rng.pick(ends);
    lines[i] = driftLine(lines[i] ?? '', rng);
    edit.oldText = head + lines.join('\n') + tail;
    return { enc: e, detail: `ws_drift:${i === 0 ? 'first' : 'last'}` };
  }
  if (e.form === 'patch') {
    const file = rng.pick(e.files);
    const chunk = rng.pick(file.chunks);
    const old = chunk.map((l, i) => ({ l, i })).filter((x) => x.l.op !== '+' && x.l.text.trim() !== '');
    if (old.length === 0) return null;
    const target = rng.bool() ? old[0]! : old[old.length - 1]!;
    chunk[target.i] = { ...target.l, text: driftLine(target.l.text, rng) };
    return { enc: e, detail: `ws_drift:${target.l.op === ' ' ? 'context' : 'removed'}` };
  }
  return null;
}

/** A whole-call indentation error: one transformation of leading whitespace on every line the model typed. */
type Reindent = 'dedent' | 'indent' | 'tabs';

function reindent(line: string, kind: Reindent, unit: string): string {
  if (line.trim() === '') return line;
  if (kind === 'indent') return unit + line;
  if (kind === 'dedent') return line.startsWith(unit) ? line.slice(unit.length) : line;
  const ws = leading(line);
  return ws.replace(/\t/g, '    ') + line.slice(ws.length);
}

/**
 * Whole-call indentation error: the model lost or added one indentation level, or wrote a tab as
 * 4 spaces, on every line it typed (quotes, old text, context and new text; @@ref markers are
 * not typed lines). Applies only when a line the call locates by changed: an error in new_text
 * alone is a content mistake no locating check can see.
 */
function indentCall(enc: Encoded, intent: Intent, files: Files, rng: Rng): { enc: Encoded; detail: string } | null {
  const unit = detectIndentUnit(files.get(intent.blocks[0]!.path)?.lines ?? []);
  const kind = rng.pick<Reindent>(unit === '\t' ? ['dedent', 'indent', 'tabs'] : ['dedent', 'indent']);
  const t = (line: string): string => reindent(line, kind, unit);
  const e = clone(enc);
  let located = false;
  if (e.form === 'num') {
    if (e.iface === 'line_range') return null;
    for (const edit of e.edits) {
      located ||= t(edit.first) !== edit.first || t(edit.last) !== edit.last;
      edit.first = t(edit.first);
      edit.last = t(edit.last);
      edit.lines = edit.lines.map((l) => ('ref' in l ? l : { text: t(l.text) }));
    }
  } else if (e.form === 'sr') {
    for (const edit of e.edits) {
      const old = splitOld(edit.oldText);
      const moved = old.lines.map(t);
      located ||= moved.some((l, i) => l !== old.lines[i]);
      edit.oldText = old.head + moved.join('\n') + old.tail;
      edit.newText = edit.newText.split('\n').map(t).join('\n');
    }
  } else if (e.form === 'patch') {
    for (const f of e.files) {
      for (const chunk of f.chunks) {
        for (const l of chunk) {
          if (l.op !== '+' && t(l.text) !== l.text) located = true;
          l.text = t(l.text);
        }
      }
    }
  } else return null;
  return located ? { enc: e, detail: `indent_call:${kind}` } : null;
}

function hallucinate(enc: Encoded, lang: string, rng: Rng): { enc: Encoded; detail: string } | null {
  const e = clone(enc);
  if (e.form === 'num') {
    if (e.iface === 'line_range') return null;
    const edit = pickNum(e, rng)!;
    const useFirst = rng.bool();
    if (useFirst) edit.first = invented(lang, edit.first, rng);
    else edit.last = invented(lang, edit.last, rng);
    return { enc: e, detail: `hallucinated:${useFirst ? 'first_line' : 'last_line'}` };
  }
  if (e.form === 'sr') {
    const edit = rng.pick(e.edits);
    const { lines, tail, head } = splitOld(edit.oldText);
    const at = rng.int(lines.length === 1 ? 0 : 1, lines.length === 1 ? 1 : lines.length - 1);
    lines.splice(at, 0, invented(lang, lines[Math.min(at, lines.length - 1)] ?? '', rng));
    edit.oldText = head + lines.join('\n') + tail;
    return { enc: e, detail: 'hallucinated:old_text' };
  }
  if (e.form === 'patch') {
    const file = rng.pick(e.files);
    const chunk = rng.pick(file.chunks);
    const at = rng.int(0, chunk.length);
    const like = chunk[Math.min(at, chunk.length - 1)]?.text ?? '';
    chunk.splice(at, 0, { op: ' ', text: invented(lang, like, rng) } satisfies PatchLineA);
    return { enc: e, detail: 'hallucinated:context' };
  }
  return null;
}

/** Line (1-based, new numbering) of the last new line of the first block that has new lines. */
function lastNewLineOf(intent: Intent, path: string): number | null {
  const blocks = intent.blocks.filter((b) => b.path === path).sort((a, b) => a.start - b.start);
  let offset = 0;
  for (const b of blocks) {
    if (b.newLines.length > 0) return b.start + offset + b.newLines.length - 1;
    offset += b.newLines.length - (b.end - b.start + 1);
  }
  return null;
}

function dropLast(enc: Encoded, intent: Intent, rng: Rng): { enc: Encoded; detail: string } | null {
  const e = clone(enc);
  if (e.form === 'num') {
    const edit = pickNum(e, rng, (x) => x.lines.length > 0);
    if (!edit) return null;
    const last = edit.lines[edit.lines.length - 1]!;
    if ('ref' in last && last.ref.b > last.ref.a) last.ref = { ...last.ref, b: last.ref.b - 1 };
    else edit.lines.pop();
    return { enc: e, detail: 'dropped_last_line' };
  }
  if (e.form === 'sr') {
    const cands = e.edits.filter((x) => x.newText !== '');
    if (cands.length === 0) return null;
    const edit = rng.pick(cands);
    edit.newText = edit.newText.split('\n').slice(0, -1).join('\n');
    return { enc: e, detail: 'dropped_last_line' };
  }
  if (e.form === 'patch') {
    const chunks = e.files.flatMap((f) => f.chunks).filter((c) => c.some((l) => l.op === '+'));
    if (chunks.length === 0) return null;
    const chunk = rng.pick(chunks);
    const i = chunk.map((l) => l.op).lastIndexOf('+');
    chunk.splice(i, 1);
    return { enc: e, detail: 'dropped_last_line' };
  }
  const file = e.files.find((f) => lastNewLineOf(intent, f.path) !== null);
  if (!file) return null;
  const n = lastNewLineOf(intent, file.path)!;
  const lines = file.content.split('\n');
  lines.splice(n - 1, 1);
  file.content = lines.join('\n');
  return { enc: e, detail: 'dropped_last_line' };
}

function malformed(calls: ArmCall[], rng: Rng): { calls: ArmCall[]; detail: string } {
  const out = clone(calls);
  const call = out[0]!;
  const args = call.args as Record<string, unknown>;
  if (call.tool === 'write_file') {
    delete args.content;
    return { calls: out, detail: 'malformed:missing_content' };
  }
  if (typeof args.patch === 'string') {
    const lines = args.patch.split('\n');
    const v = rng.pick(['no_end', 'no_begin']);
    args.patch = (v === 'no_end' ? lines.slice(0, -1) : lines.slice(1)).join('\n');
    return { calls: out, detail: `malformed:${v}` };
  }
  const edits = args.edits as Record<string, unknown>[];
  const first = edits[0]!;
  const options = ['edits_object', 'missing_field'];
  if ('start_line' in first) options.push('string_number');
  const v = rng.pick(options);
  if (v === 'edits_object') args.edits = first;
  else if (v === 'string_number') first.start_line = String(first.start_line);
  else delete first[rng.pick(Object.keys(first).filter((k) => k !== 'path' && k !== 'revision'))];
  return { calls: out, detail: `malformed:${v}` };
}

/** The variant of `enc` with `mistake`, or null when the mistake does not apply to this call. */
export function inject(mistake: Mistake, arm: Arm, enc: Encoded, intent: Intent, files: Files, rng: Rng): Injected | null {
  const expected = intent.expected;
  const done = (r: { enc: Encoded; detail: string } | null): Injected | null =>
    r ? { calls: serialise(r.enc), detail: r.detail, expected } : null;
  const situated = (call: Encoded, s: Situation): Injected => ({
    calls: serialise(call),
    detail: s.detail,
    expected: s.expected,
    disk: s.disk,
    seen: s.seen,
    ...(s.mustRefuse ? { mustRefuse: true } : {}),
  });
  switch (mistake) {
    case 'none':
      return { calls: serialise(enc), detail: 'none', expected };
    case 'start_off':
    case 'end_off':
    case 'shift': {
      const b = boundaryMistake(mistake, enc, rng);
      if (!b) return null;
      return { calls: serialise(b.enc), detail: b.detail, expected, sameText: quotesHoldAt(b.edit, files) };
    }
    case 'ws_drift':
      return done(wsDrift(enc, rng));
    case 'hallucinated_line':
      return done(hallucinate(enc, intent.language, rng));
    case 'dropped_last_line':
      return done(dropLast(enc, intent, rng));
    case 'malformed': {
      const m = malformed(serialise(enc), rng);
      return { calls: m.calls, detail: m.detail, expected };
    }
    case 'indent_call':
      return done(indentCall(enc, intent, files, rng));
    case 'outside_change':
      // The call names the revision the model read; the file changed since.
      return situated(enc, outsideChange(intent, files, rng));
    case 'stale_line': {
      // The call names the current revision but numbers and quotes the file as first read.
      const s = staleLine(intent, files, rng);
      const [path, text] = [...s.disk][0]!;
      return situated(withRevision(enc, path, viewOf(text).revision), s);
    }
    case 'dup_text': {
      const s = dupText(arm, enc, intent, files, rng);
      return s ? situated(s.enc, s) : null;
    }
  }
}
