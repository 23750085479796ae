// Changes made to a file after the model read it: by someone else (a person, a formatter), or by
// the run's own earlier edit sent through the engine. Placed inside the lines the model will edit,
// right next to them, or far away, so every repair meets changes it must carry and changes it
// must refuse.
import type { Rng } from '../interfaces/prng.js';
import { tweak } from './intent.js';
import { NO_MISTAKES, newText, vsEdit, type Intent } from './intent.js';
import type { Session } from './session.js';
import type { Rev } from './world.js';

/** A 1-based line near a..b: inside (30%), within 3 lines outside (35%), or anywhere (35%). */
function placeNear(rng: Rng, rev: Rev, a: number, b: number): number {
  const n = rev.length;
  const r = rng.next();
  const at = r < 0.3 ? rng.int(a, b) : r < 0.65 ? (rng.bool() ? a - rng.int(1, 3) : b + rng.int(1, 3)) : rng.int(1, n);
  return Math.max(1, Math.min(n, at));
}

export type OutsideKind = 'modify' | 'insert' | 'insert_copy' | 'delete' | 'reindent' | 'move';

/** Someone else changes the file near lines a..b of `rev`. */
export function outsideChange(rng: Rng, rev: Rev, a: number, b: number, unit: string): { rev: Rev; kind: OutsideKind; at: number } {
  const at = placeNear(rng, rev, a, b);
  const kind = rng.pick<OutsideKind>(['modify', 'modify', 'insert', 'insert_copy', 'insert_copy', 'delete', 'reindent', 'move']);
  const line = rev.at(at) ?? '';
  switch (kind) {
    case 'modify':
      return { rev: rev.retype(at, tweak(rng, line)), kind, at };
    case 'insert': {
      const k = rng.int(1, 3);
      const texts = Array.from({ length: k }, () => tweak(rng, rev.at(rng.int(1, rev.length)) ?? ''));
      return { rev: rev.splice(at + (rng.bool() ? 0 : 1), 0, texts), kind, at };
    }
    case 'insert_copy': {
      // A copy of a line (or two) right beside it: the diff cannot say which one is the old one.
      const k = Math.min(rng.int(1, 2), rev.length - at + 1);
      const texts = rev.lines.slice(at - 1, at - 1 + k).map((l) => l.text);
      return { rev: rev.splice(at + (rng.bool() ? 0 : k), 0, texts), kind, at };
    }
    case 'delete':
      return { rev: rev.splice(at, Math.min(rng.int(1, 2), rev.length - at + 1), []), kind, at };
    case 'reindent':
      return { rev: rev.retype(at, line.trim() === '' ? line : unit + line), kind, at };
    case 'move': {
      const k = Math.min(rng.int(1, 4), rev.length - at + 1);
      const rest = rev.length - k;
      const to = rng.int(1, rest + 1);
      return { rev: rev.move(at, k, to), kind, at };
    }
  }
}

/**
 * The run's own earlier edit near lines a..b, sent through the engine as a clean call naming the
 * current revision (the model read it just now). Returns false when the engine did not take it.
 */
export function ownEdit(rng: Rng, s: Session, path: string, a: number, b: number): boolean {
  const rev = s.current(path);
  const at = placeNear(rng, rev, a, b);
  const len = Math.min(rng.int(1, 3), rev.length - at + 1);
  const old = rev.lines.slice(at - 1, at - 1 + len).map((l) => l.text);
  const r = rng.next();
  const lines =
    r < 0.5
      ? old.map((l, i) => (i === 0 ? tweak(rng, l) : l))
      : r < 0.8
        ? [...old, ...Array.from({ length: rng.int(1, 3) }, () => tweak(rng, old[old.length - 1] ?? ''))]
        : old.length > 1
          ? old.slice(1)
          : [tweak(rng, old[0] ?? '')];
  const it: Intent = { path, view: rev, a: at, b: at + len - 1, repl: lines.map((text) => ({ kind: 'text', text })) };
  const args = vsEdit(it, s.revision(path), NO_MISTAKES);
  if (newText(lines) === newText(old)) return false;
  const out = s.edit('verified_selection', { edits: [args] }, [path]);
  return out.plan.ok;
}
