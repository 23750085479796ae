// CPython syntax rules that the tree-sitter Python grammar does not enforce. Its external scanner
// only emits INDENT/DEDENT where the grammar wants them, so `if x:` with no body, an indented line
// after a deleted header, a dedent to an unknown level and `try:` without `except` all parse
// cleanly; so does `from m import a, b,` without parentheses. Measured on the stdlib with one line
// deleted, these were nearly every disagreement with CPython (see README.md). This scanner replays
// CPython's tokenizer rules for logical lines and indentation (tabs to multiples of 8, plus the
// tab-size-1 consistency check) on the text; it does not need the tree.
import { DEFAULT_MAX_SITES, type ErrorCount, type ErrorSite } from './count-errors.js';

const STRING_PREFIX = /^(?:[rRbBuUfFtT]|[rR][bBfFtT]|[bBfFtT][rR])$/;

function isWordChar(c: number): boolean {
  return (c >= 48 && c <= 57) || (c >= 65 && c <= 90) || (c >= 97 && c <= 122) || c === 95 || c >= 0x80;
}

interface Header {
  /** First word of the header line (`try`, `if`, ...). */
  word: string;
}

export function pythonRuleErrors(text: string, maxSites = DEFAULT_MAX_SITES): ErrorCount {
  const sites: ErrorSite[] = [];
  let count = 0;
  const error = (row: number, column: number): void => {
    count++;
    if (sites.length < maxSites) sites.push({ row, column });
  };

  const cols = [0];
  const alts = [0]; // columns with tab size 1: CPython's TabError check
  const openTries: number[] = []; // indentation of `try:` headers whose handler is still due
  let header: Header | null = null; // the previous logical line ended with ':'
  let depth = 0;
  let row = 0;
  let i = 0;
  let atLogicalStart = true;
  let lastSig = 0; // last significant character of the current logical line
  let firstWord = '';
  let logicalRow = 0;
  let logicalColumn = 0;
  const n = text.length;

  const startLogical = (col: number, alt: number, column: number, word: string): void => {
    let top = cols[cols.length - 1] ?? 0;
    if (header) {
      const opened = col > top;
      if (opened) {
        if (alt <= (alts[alts.length - 1] ?? 0)) error(row, column);
        if (header.word === 'try') openTries.push(top);
        cols.push(col);
        alts.push(alt);
      } else {
        error(row, column); // expected an indented block
      }
      header = null;
      if (opened) return;
    }
    if (col > top) {
      error(row, column); // unexpected indent; keep the level so its siblings do not cascade
      cols.push(col);
      alts.push(alt);
    } else {
      while (cols.length > 1 && col < top) {
        cols.pop();
        alts.pop();
        top = cols[cols.length - 1] ?? 0;
      }
      if (col !== top) {
        error(row, column); // unindent does not match any outer indentation level
        cols.push(col);
        alts.push(alt);
      } else if (alt !== alts[alts.length - 1]) {
        error(row, column); // inconsistent use of tabs and spaces
      }
    }
    // A try block closed at or above this line's level: only except/finally may follow it.
    for (let last = openTries[openTries.length - 1]; last !== undefined && last >= col; last = openTries[openTries.length - 1]) {
      openTries.pop();
      if (last > col || (word !== 'except' && word !== 'finally')) error(row, column);
    }
  };

  const endLogical = (): void => {
    // `import a, b,` / `from m import a,`: a trailing comma needs parentheses.
    if (lastSig === 44 && (firstWord === 'import' || firstWord === 'from')) error(logicalRow, logicalColumn);
    if (lastSig === 58 /* : */) header = { word: firstWord };
    else if (firstWord === 'try') openTries.push(cols[cols.length - 1] ?? 0); // `try: x` on one line
    atLogicalStart = true;
  };

  while (i < n) {
    if (atLogicalStart) {
      let col = 0;
      let alt = 0;
      let j = i;
      for (; j < n; j++) {
        const c = text.charCodeAt(j);
        if (c === 32) {
          col++;
          alt++;
        } else if (c === 9) {
          col = (Math.floor(col / 8) + 1) * 8;
          alt++;
        } else if (c === 12) {
          col = 0; // form feed resets the column, as in CPython
          alt = 0;
        } else {
          break;
        }
      }
      const c = text.charCodeAt(j);
      if (j >= n) break;
      if (c === 10 || c === 13 || c === 35 /* # */) {
        // Blank or comment-only line: no effect on indentation.
        const nl = text.indexOf('\n', j);
        if (nl === -1) break;
        i = nl + 1;
        row++;
        continue;
      }
      let w = j;
      while (w < n && isWordChar(text.charCodeAt(w))) w++;
      firstWord = text.slice(j, w);
      logicalRow = row;
      logicalColumn = j - i;
      startLogical(col, alt, logicalColumn, firstWord);
      atLogicalStart = false;
      lastSig = 0;
      i = j;
    }
    const c = text.charCodeAt(i);
    if (c === 34 || c === 39) {
      i = skipString(i);
      lastSig = c;
    } else if (isWordChar(c)) {
      let w = i;
      while (w < n && isWordChar(text.charCodeAt(w))) w++;
      const q = text.charCodeAt(w);
      if ((q === 34 || q === 39) && STRING_PREFIX.test(text.slice(i, w))) {
        i = skipString(w);
        lastSig = q;
      } else {
        i = w;
        lastSig = 97; // a name or number
      }
    } else if (c === 35) {
      const nl = text.indexOf('\n', i);
      i = nl === -1 ? n : nl;
    } else if (c === 92 /* \ */ && (text.charCodeAt(i + 1) === 10 || (text.charCodeAt(i + 1) === 13 && text.charCodeAt(i + 2) === 10))) {
      i += text.charCodeAt(i + 1) === 10 ? 2 : 3; // explicit line joining
      row++;
    } else if (c === 10) {
      row++;
      i++;
      if (depth === 0) endLogical();
    } else {
      if (c === 40 || c === 91 || c === 123) depth++;
      else if (c === 41 || c === 93 || c === 125) depth = Math.max(0, depth - 1);
      if (c !== 32 && c !== 9 && c !== 13 && c !== 12) lastSig = c;
      i++;
    }
  }
  if (!atLogicalStart) endLogical();
  if (header !== null) error(row, 0); // expected an indented block at end of file
  for (let k = 0; k < openTries.length; k++) error(row, 0); // try without except/finally
  return { count, sites };

  /** Skips a string literal starting at the quote at `q`; counts the rows it spans. */
  function skipString(q: number): number {
    const quote = text.charCodeAt(q);
    const triple = text.charCodeAt(q + 1) === quote && text.charCodeAt(q + 2) === quote;
    let k = q + (triple ? 3 : 1);
    while (k < n) {
      const ch = text.charCodeAt(k);
      if (ch === 92) {
        if (text.charCodeAt(k + 1) === 10) row++;
        k += 2;
      } else if (ch === quote && (!triple || (text.charCodeAt(k + 1) === quote && text.charCodeAt(k + 2) === quote))) {
        return k + (triple ? 3 : 1);
      } else if (ch === 10) {
        if (!triple) return k; // unterminated: tree-sitter reports it; stop at the line end
        row++;
        k++;
      } else {
        k++;
      }
    }
    return n;
  }
}
