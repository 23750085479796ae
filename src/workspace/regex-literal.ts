// Required literals of a JavaScript regular expression (no `u` flag), for search_text's whole-file
// prefilter: every string the regex matches contains at least one of the returned literals, so a
// file that contains none of them cannot hold a matching line and is not split into lines. Hits are
// always confirmed line by line with the regex itself, so this may return less than it could (it
// is conservative), never something that is not required. Pure: no I/O.

/**
 * One literal per top-level alternative (a match contains at least one of them), or null when some
 * alternative has no literal character that every match of it must contain.
 */
export function requiredLiterals(source: string): string[] | null {
  const alternatives = splitTopLevel(source);
  if (!alternatives) return null;
  const out: string[] = [];
  for (const alt of alternatives) {
    const lit = longestRun(alt);
    if (!lit) return null;
    out.push(lit);
  }
  return out;
}

/** `source` split at `|` outside groups and classes; null if the source cannot be scanned. */
function splitTopLevel(source: string): string[] | null {
  const parts: string[] = [];
  let depth = 0;
  let start = 0;
  for (let i = 0; i < source.length; i++) {
    const c = source[i];
    if (c === '\\') i++;
    else if (c === '[') {
      const end = classEnd(source, i);
      if (end < 0) return null;
      i = end;
    } else if (c === '(') depth++;
    else if (c === ')') depth--;
    else if (c === '|' && depth === 0) {
      parts.push(source.slice(start, i));
      start = i + 1;
    }
    if (depth < 0) return null;
  }
  if (depth !== 0) return null;
  parts.push(source.slice(start));
  return parts;
}

/** Index of the `]` closing the class opened at `open`, or -1. (In JS, `[]` is an empty class.) */
function classEnd(source: string, open: number): number {
  for (let i = open + 1; i < source.length; i++) {
    if (source[i] === '\\') i++;
    else if (source[i] === ']') return i;
  }
  return -1;
}

/** Index of the `)` closing the group opened at `open`, or -1. */
function groupEnd(source: string, open: number): number {
  let depth = 0;
  for (let i = open; i < source.length; i++) {
    const c = source[i];
    if (c === '\\') i++;
    else if (c === '[') {
      i = classEnd(source, i);
      if (i < 0) return -1;
    } else if (c === '(') depth++;
    else if (c === ')' && --depth === 0) return i;
  }
  return -1;
}

const QUANTIFIER = /^\{(\d+)(,\d*)?\}/;
const HEX2 = /^[0-9A-Fa-f]{2}$/;
const HEX4 = /^[0-9A-Fa-f]{4}$/;
// Without the u flag a quantifier can apply to half of a surrogate pair; a lone half has no UTF-8 form.
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g;

/**
 * The longest run of consecutive literal characters that every match of this alternative (no
 * top-level `|`) contains. Anything that is not a plain character (class, group, escape class,
 * assertion, `.`) ends a run; an optional quantifier removes the character it applies to.
 */
function longestRun(alt: string): string {
  let best = '';
  let run = '';
  // Whether the last atom was a literal character that is the last character of `run`.
  let lastWasChar = false;
  const close = (): void => {
    for (const piece of run.split(LONE_SURROGATE)) if (piece.length > best.length) best = piece;
    run = '';
    lastWasChar = false;
  };
  const other = (): void => close();
  for (let i = 0; i < alt.length; i++) {
    const c = alt[i]!;
    if (c === '*' || c === '+' || c === '?' || (c === '{' && QUANTIFIER.test(alt.slice(i)))) {
      let min = c === '+' ? 1 : 0;
      if (c === '{') {
        const m = QUANTIFIER.exec(alt.slice(i))!;
        min = Number(m[1]);
        i += m[0].length - 1;
      }
      if (lastWasChar) {
        // `a?` / `a*` / `a{0,n}`: the `a` is not required. `a+` / `a{2}`: it is, once, and what
        // follows is not adjacent to the run any more.
        if (min === 0) run = run.slice(0, -1);
        close();
      }
      if (alt[i + 1] === '?') i++; // lazy
      continue;
    }
    if (c === '\\') {
      const n = alt[i + 1];
      if (n === undefined) return '';
      if (!/[0-9A-Za-z]/.test(n)) {
        // Identity escape of punctuation: the character itself.
        run += n;
        lastWasChar = true;
        i++;
        continue;
      }
      // Escapes that consume more than one character must be skipped whole, or their tail would be
      // read as literal characters; the ambiguous Annex B forms give up on this alternative.
      if (n === 'c') {
        if (!/[A-Za-z]/.test(alt[i + 2] ?? '')) return '';
        i += 2;
      } else if (n === 'x') {
        if (!HEX2.test(alt.slice(i + 2, i + 4))) return '';
        i += 3;
      } else if (n === 'u') {
        if (!HEX4.test(alt.slice(i + 2, i + 6))) return '';
        i += 5;
      } else if (n === 'k') {
        return '';
      } else if (/[0-9]/.test(n)) {
        i++;
        while (/[0-9]/.test(alt[i + 1] ?? '')) i++;
      } else {
        i++;
      }
      other();
      continue;
    }
    if (c === '[') {
      const end = classEnd(alt, i);
      if (end < 0) return '';
      i = end;
      other();
      continue;
    }
    if (c === '(') {
      const end = groupEnd(alt, i);
      if (end < 0) return '';
      i = end;
      other();
      continue;
    }
    if (c === '.' || c === '^' || c === '$' || c === ')' || c === ']' || c === '{' || c === '}' || c === '|') {
      other();
      continue;
    }
    run += c;
    lastWasChar = true;
  }
  close();
  return best;
}
