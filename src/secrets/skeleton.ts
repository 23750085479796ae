// The alphanumeric skeleton of a text: its ASCII letters and digits in order, with the index of
// each in the original. Comparing skeletons makes every separator an encoder or an attacker can
// insert (line breaks, CRLF, quotes, "+", commas, backslashes, diff markers, padding "=") invisible
// by construction: text and forms go through this one function, so "+" and "/" in base64 vanish
// from both sides alike, and base64 and base64url share one skeleton.

export interface Skeleton {
  text: string;
  /** at[i] = index in the original text of skeleton character i. */
  at: Int32Array;
}

const isAlnum = (c: number): boolean => (c >= 48 && c <= 57) || (c >= 65 && c <= 90) || (c >= 97 && c <= 122);
const isHex = (c: number): boolean => isAlnum(c) && (c <= 57 || (c | 32) <= 102);

/**
 * With `unescape`, string-literal escapes (\n \r \t \b \f \v, \uXXXX, \xXX, \\) count as
 * separators too: a form wrapped with "\n" inside a JSON or source string is then still one run.
 * Callers scan both ways, because a lenient decoder may instead read "\n" as a backslash plus data.
 * With `linePrefix` (a sticky regex), a match at the start of each line is skipped too: the line
 * numbers a tool puts before file text would otherwise split a form wrapped over lines.
 */
export function skeletonOf(text: string, unescape: boolean, linePrefix?: RegExp): Skeleton {
  const codes = new Uint8Array(text.length);
  const at = new Int32Array(text.length);
  let n = 0;
  for (let i = 0; i < text.length; i++) {
    if (linePrefix && (i === 0 || text.charCodeAt(i - 1) === 10)) {
      linePrefix.lastIndex = i;
      if (linePrefix.test(text)) i = linePrefix.lastIndex;
      if (i >= text.length) break;
    }
    const c = text.charCodeAt(i);
    if (isAlnum(c)) {
      codes[n] = c;
      at[n++] = i;
    } else if (unescape && c === 92) i += escapeLength(text, i + 1);
  }
  return { text: Buffer.from(codes.buffer, 0, n).toString('latin1'), at: at.subarray(0, n) };
}

/** Characters after a backslash at i-1 that belong to the escape (0 when it is no escape). */
function escapeLength(text: string, i: number): number {
  const c = text.charCodeAt(i);
  if (c === 92 || c === 110 || c === 114 || c === 116 || c === 98 || c === 102 || c === 118) return 1; // \\ n r t b f v
  const hexRun = (from: number, count: number): boolean => {
    for (let k = from; k < from + count; k++) if (!isHex(text.charCodeAt(k))) return false;
    return true;
  };
  if (c === 117 && hexRun(i + 1, 4)) return 5; // uXXXX
  if (c === 120 && hexRun(i + 1, 2)) return 3; // xXX
  return 0;
}
