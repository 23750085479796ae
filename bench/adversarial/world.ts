// The adversary's ground truth: every revision of a file is a list of lines that carry an
// identity. A line keeps its identity for as long as nobody changes it (moved lines keep theirs),
// so where the lines a model meant are in the current file, or that they changed, is known
// exactly, never inferred by a diff. Written independently of src/edit: the engine is judged
// against this model, not against itself.

export interface Line {
  id: number;
  text: string;
}

let nextId = 1;
const fresh = (text: string): Line => ({ id: nextId++, text });

export class Rev {
  private cached: string | undefined;

  constructor(
    readonly lines: readonly Line[],
    readonly finalNewline: boolean,
  ) {}

  static of(text: string): Rev {
    const finalNewline = text.endsWith('\n');
    const body = finalNewline ? text.slice(0, -1) : text;
    const lines = text === '' ? [] : body.split('\n').map(fresh);
    return new Rev(lines, finalNewline || text === '');
  }

  /** The file's bytes as text: LF endings, the final newline as it was. */
  get text(): string {
    if (this.cached === undefined) {
      const body = this.lines.map((l) => l.text).join('\n');
      this.cached = this.lines.length > 0 && this.finalNewline ? `${body}\n` : body;
    }
    return this.cached;
  }

  /** 1-based line text, undefined outside the file. */
  at(n: number): string | undefined {
    return n >= 1 ? this.lines[n - 1]?.text : undefined;
  }

  get length(): number {
    return this.lines.length;
  }

  /** The same lines with `count` lines from 1-based `start` replaced by new lines (new identities). */
  splice(start: number, count: number, texts: readonly string[]): Rev {
    const lines = [...this.lines];
    lines.splice(start - 1, count, ...texts.map(fresh));
    return new Rev(lines, this.finalNewline);
  }

  /** The same lines with line `n` retyped (a new identity: it changed). */
  retype(n: number, text: string): Rev {
    return this.splice(n, 1, [text]);
  }

  /** A block of lines moved elsewhere: the lines keep their identity. `to` is 1-based in the result. */
  move(start: number, count: number, to: number): Rev {
    const lines = [...this.lines];
    const block = lines.splice(start - 1, count);
    lines.splice(to - 1, 0, ...block);
    return new Rev(lines, this.finalNewline);
  }

  withFinalNewline(on: boolean): Rev {
    return new Rev(this.lines, on);
  }
}

/**
 * Where lines a..b (1-based) of `from` are in `to`: the same identities, in order and together;
 * null when any of them changed, went away or was split from the others.
 */
export function carry(from: Rev, to: Rev, a: number, b: number): [number, number] | null {
  if (a < 1 || b > from.length || a > b) return null;
  const first = from.lines[a - 1] as Line;
  const at = to.lines.findIndex((l) => l.id === first.id);
  if (at < 0) return null;
  for (let k = 0; k <= b - a; k++) if (to.lines[at + k]?.id !== from.lines[a - 1 + k]?.id) return null;
  return [at + 1, at + 1 + (b - a)];
}

/** Text of `rev` with non-overlapping 1-based spans replaced (applied bottom-up, so numbers stay those of `rev`). */
export function spliceText(rev: Rev, spans: readonly { start: number; end: number; lines: readonly string[] }[]): string {
  const lines = rev.lines.map((l) => l.text);
  for (const s of [...spans].sort((x, y) => y.start - x.start)) lines.splice(s.start - 1, s.end - s.start + 1, ...s.lines);
  const body = lines.join('\n');
  return lines.length > 0 && rev.finalNewline ? `${body}\n` : body;
}

/**
 * Lines of a replaced span that were retyped as they were keep their identity: those the common
 * prefix and suffix of old and new lines pair up. When pairing from the front and from the back
 * disagree (a `}` written as two `}`), the lines involved cannot be told apart and count as new.
 */
function retype(rev: Rev, start: number, count: number, texts: readonly string[]): Rev {
  const old = rev.lines.slice(start - 1, start - 1 + count);
  const k = old.length;
  const m = texts.length;
  const pair = (prefixFirst: boolean): (Line | undefined)[] => {
    const out: (Line | undefined)[] = new Array<Line | undefined>(m).fill(undefined);
    const pre = (limit: number): number => {
      let p = 0;
      while (p < limit && old[p]?.text === texts[p]) p++;
      return p;
    };
    const suf = (limit: number): number => {
      let q = 0;
      while (q < limit && old[k - 1 - q]?.text === texts[m - 1 - q]) q++;
      return q;
    };
    const lim = Math.min(k, m);
    const p = prefixFirst ? pre(lim) : 0;
    const q = suf(lim - p);
    const p2 = prefixFirst ? p : pre(lim - q);
    for (let i = 0; i < p2; i++) out[i] = old[i];
    for (let j = 0; j < q; j++) out[m - 1 - j] = old[k - 1 - j];
    return out;
  };
  const a = pair(true);
  const b = pair(false);
  const lines = [...rev.lines];
  lines.splice(start - 1, count, ...texts.map((text, i) => (a[i] && a[i] === b[i] ? (a[i] as Line) : fresh(text))));
  return new Rev(lines, rev.finalNewline);
}

/** The revision after an accepted engine write: identities kept outside the replaced spans (current numbering). */
export function afterWrite(rev: Rev, spans: readonly { start: number; end: number; lines: readonly string[] }[], text: string): Rev {
  let next = rev;
  for (const s of [...spans].sort((x, y) => y.start - x.start)) next = retype(next, s.start, s.end - s.start + 1, s.lines);
  // The engine keeps the final-newline state (E4); an empty last line without one reads the same
  // as a final newline, so the text it wrote decides which of the two this is.
  const out = [next.withFinalNewline(false), next.withFinalNewline(true)].find((r) => r.text === text);
  if (!out) throw new Error('adversary: the written text does not follow from the spans the engine reported');
  return out;
}
