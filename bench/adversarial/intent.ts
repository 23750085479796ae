// What the model means (an intent: lines a..b of the revision it has in view, replaced by lines
// it types or copies by @@ref) and the call it sends for it, with the mistakes a family injects:
// numbers off, quotes and typed lines seen through a whitespace view, a slipped quote. Intents
// are in the file's own bytes; the call is in the model's view.
import type { Rng } from '../interfaces/prng.js';
import { exactView, indentOf, type View } from './view.js';
import type { Rev } from './world.js';

/** A line the model means: typed text (file frame), or lines a..b of the revision in view copied by @@ref. */
export type Repl = { kind: 'text'; text: string } | { kind: 'ref'; a: number; b: number };

export interface Intent {
  path: string;
  /** The revision the model has in view: its numbers and quotes come from it. */
  view: Rev;
  a: number;
  b: number;
  repl: Repl[];
}

/** The intended lines, refs copied from the revision in view. */
export const replLines = (it: Intent): string[] =>
  it.repl.flatMap((r) => (r.kind === 'text' ? [r.text] : it.view.lines.slice(r.a - 1, r.b).map((l) => l.text)));

const strong = (s: string | undefined): boolean => s !== undefined && s.trim() !== '';

/** Lines whose text (trimmed) repeats within 8 lines: boundaries that invite a miscount onto a look-alike. */
function lookAlikes(rev: Rev): number[] {
  const out: number[] = [];
  for (let n = 1; n <= rev.length; n++) {
    const t = rev.at(n)?.trim() ?? '';
    if (t === '') continue;
    for (let k = Math.max(1, n - 8); k <= Math.min(rev.length, n + 8); k++) {
      if (k !== n && rev.at(k)?.trim() === t) {
        out.push(n);
        break;
      }
    }
  }
  return out;
}

const lookAlikeCache = new WeakMap<Rev, number[]>();

export interface SpanOptions {
  lookAlike?: number;
  maxLen?: number;
  /** Probability that a boundary may be blank (weak quotes, B3). */
  weak?: number;
}

/** A span of `rev` to edit: 1 line (30%), 2-4 (40%) or 5-10 (30%) lines, often bounded by a look-alike line. */
export function pickSpan(rng: Rng, rev: Rev, o: SpanOptions = {}): [number, number] | null {
  const n = rev.length;
  if (n < 3) return null;
  const maxLen = o.maxLen ?? 10;
  for (let attempt = 0; attempt < 20; attempt++) {
    const r = rng.next();
    const len = Math.min(maxLen, r < 0.3 ? 1 : r < 0.7 ? rng.int(2, 4) : rng.int(5, 10), n);
    let a: number;
    let cached = lookAlikeCache.get(rev);
    if (!cached) {
      cached = lookAlikes(rev);
      lookAlikeCache.set(rev, cached);
    }
    if (cached.length > 0 && rng.bool(o.lookAlike ?? 0.5)) {
      const pivot = rng.pick(cached);
      a = rng.bool() ? pivot : pivot - len + 1;
    } else a = rng.int(1, n - len + 1);
    const b = a + len - 1;
    if (a < 1 || b > n) continue;
    const blankOk = rng.bool(o.weak ?? 0.1);
    if (!blankOk && (!strong(rev.at(a)) || !strong(rev.at(b)))) continue;
    if (!strong(rev.at(a)) && !strong(rev.at(b))) continue;
    return [a, b];
  }
  return null;
}

/** The same line, visibly changed: an identifier gets a suffix, or the line gets one. */
export function tweak(rng: Rng, line: string): string {
  const words = [...line.matchAll(/[A-Za-z_][A-Za-z0-9_]*/g)];
  if (words.length > 0) {
    const w = rng.pick(words);
    const at = (w.index ?? 0) + w[0].length;
    return `${line.slice(0, at)}${rng.pick(['2', '_x', 'Tmp'])}${line.slice(at)}`;
  }
  return line.trim() === '' ? `${line}x` : `${line} x`;
}

export type ReplKind = 'tweak' | 'insert' | 'delete' | 'wrap_ref' | 'append_ref' | 'indent' | 'empty';

/** What replaces lines a..b of `rev`; `refs` allows @@ref lines, `unit` is the file's indentation step. */
export function makeRepl(rng: Rng, rev: Rev, a: number, b: number, o: { refs: boolean; unit: string; kinds?: ReplKind[] }): Repl[] {
  const old = rev.lines.slice(a - 1, b).map((l) => l.text);
  const kinds: ReplKind[] = o.kinds ?? [
    'tweak',
    'tweak',
    'insert',
    'delete',
    'indent',
    ...(o.refs ? (['wrap_ref', 'append_ref'] as const) : []),
  ];
  const usable = kinds.filter((k) => (k === 'delete' ? old.length >= 2 : k === 'wrap_ref' ? old.length >= 3 : true));
  const kind = rng.pick(usable.length > 0 ? usable : (['tweak'] as ReplKind[]));
  const typed = (xs: string[]): Repl[] => xs.map((text) => ({ kind: 'text', text }));
  const pickLine = (): number => {
    const strongOnes = old.map((l, i) => (l.trim() !== '' ? i : -1)).filter((i) => i >= 0);
    return strongOnes.length > 0 ? rng.pick(strongOnes) : rng.int(0, old.length - 1);
  };
  switch (kind) {
    case 'tweak': {
      const i = pickLine();
      return typed(old.map((l, k) => (k === i ? tweak(rng, l) : l)));
    }
    case 'insert': {
      const i = pickLine();
      const at = rng.int(0, old.length);
      const out = [...old];
      out.splice(at, 0, tweak(rng, old[i] ?? ''));
      return typed(out);
    }
    case 'delete': {
      const out = [...old];
      out.splice(rng.int(0, old.length - 1), 1);
      return typed(out.length === old.length ? old : out);
    }
    case 'indent':
      return typed(old.map((l) => (l.trim() === '' ? l : o.unit + l)));
    case 'wrap_ref':
      return [
        { kind: 'text', text: tweak(rng, old[0] ?? '') },
        { kind: 'ref', a: a + 1, b: b - 1 },
        { kind: 'text', text: old[old.length - 1] ?? '' },
      ];
    case 'append_ref':
      return [
        { kind: 'ref', a, b },
        { kind: 'text', text: indentOf(old[old.length - 1] ?? '') + tweak(rng, (old[old.length - 1] ?? '').trim()) },
      ];
    case 'empty':
      return [];
  }
}

/** The mistakes a call carries. */
export interface Mistakes {
  /** How far start_line and end_line are off (the same for a consistent miscount). */
  dStart: number;
  dEnd: number;
  /** @@ref numbers carry the same miscount as the span (a consistent miscount), else they are right. */
  refsShift: boolean;
  /** Quotes and typed lines as the model sees them. */
  view: View;
  /** One quote seen differently from the rest (a slip), and whether new_text's line at that edge carries it. */
  slip?: { which: 'first' | 'last'; text: string; typedToo: boolean };
}

export const NO_MISTAKES: Mistakes = { dStart: 0, dEnd: 0, refsShift: false, view: exactView };

/** new_text for exactly these lines (E4: one trailing newline is dropped; "" deletes). */
export function newText(lines: readonly string[]): string {
  if (lines.length === 0) return '';
  return lines.join('\n') + (lines[lines.length - 1] === '' ? '\n' : '');
}

export interface VsEditArgs {
  path: string;
  revision: string;
  start_line: number;
  end_line: number;
  first_line: string;
  last_line: string;
  new_text: string;
}

/** The verified-selection edit the model sends for `it`, naming `revision`, with `m`'s mistakes. */
export function vsEdit(it: Intent, revision: string, m: Mistakes): VsEditArgs {
  const first = m.slip?.which === 'first' ? m.slip.text : m.view(it.view.at(it.a) ?? '');
  const last = m.slip?.which === 'last' ? m.slip.text : m.view(it.view.at(it.b) ?? '');
  const shift = m.refsShift ? m.dStart : 0;
  const lines = it.repl.map((r) => (r.kind === 'text' ? m.view(r.text) : `@@ref${r.a + shift}-${r.b + shift}@@`));
  if (m.slip?.typedToo && it.repl.length > 0) {
    // The model retyped the slipped line as it saw it: new_text's edge line carries the slip.
    const k = m.slip.which === 'first' ? 0 : lines.length - 1;
    const edge = it.repl[k];
    const quoted = it.view.at(m.slip.which === 'first' ? it.a : it.b) ?? '';
    if (edge?.kind === 'text' && edge.text.trim() !== '' && indentOf(edge.text) === indentOf(quoted))
      lines[k] = indentOf(m.slip.text) + edge.text.slice(indentOf(edge.text).length);
  }
  return {
    path: it.path,
    revision,
    start_line: it.a + m.dStart,
    end_line: it.b + m.dEnd,
    first_line: first,
    last_line: last,
    new_text: newText(lines),
  };
}
