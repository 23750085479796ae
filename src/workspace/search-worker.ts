// The body of a search worker thread, as plain JavaScript (eval'd, so it also works inside the
// single-file bundle). It receives batches of paths, each with its search's id and query (a worker
// serves one search after another: search.ts keeps idle workers), and answers each with the batch's
// hits and how many text files it searched. Per file: one open (links refused: O_NOFOLLOW), a first read that
// settles binary files (a NUL byte in the first 8 KiB) and, for larger files, one fstat that skips
// oversized ones before they are read; then UTF-8 validation, the whole-file prefilter, and only for
// files that pass it, lines. The line rules are spec R3's (see src/edit/text.ts splitLines) and the
// matchers are the ones search_text has always used; keep the two in step.
export const WORKER_SOURCE = `
'use strict';
const { parentPort } = require('node:worker_threads');
const { openSync, readSync, fstatSync, closeSync, realpathSync, constants } = require('node:fs');
const { sep } = require('node:path');
const { isUtf8 } = require('node:buffer');

const OPEN_FLAGS = constants.O_RDONLY | (constants.O_NOFOLLOW || 0) | (constants.O_NONBLOCK || 0);
const FIRST_READ = 64 * 1024;
const decoder = new TextDecoder('utf-8');
let buf = Buffer.alloc(0);
// The query of the search being answered; a worker serves one search after another (the pool).
let search = -1;
let root, maxHits, maxBytes, maxLine, probeBytes, raw, texts, lowered, foldSigma, foldedNeedle, matches;

function setQuery(q) {
  ({ root, maxHits, maxBytes, maxLine, probeBytes } = q);
  if (buf.length !== maxBytes + 1) buf = Buffer.allocUnsafe(maxBytes + 1);
  const { regex, pattern, caseSensitive, rawLiterals, textLiterals } = q;
  raw = rawLiterals ? rawLiterals.map((s) => Buffer.from(s, 'utf8')) : null;
  texts = textLiterals ? textLiterals.map((s) => new RegExp(s, caseSensitive ? '' : 'i')) : null;
  const re = regex ? new RegExp(pattern, caseSensitive ? '' : 'i') : null;
  const needle = caseSensitive ? pattern : pattern.toLowerCase();
  // A case-insensitive literal is looked for in the lowercased file first. Whole-file lowercasing
  // differs from per-line lowercasing only in the final-sigma rule, hence the fold.
  lowered = !regex && !caseSensitive;
  const sigma = lowered && /[\\u03c3\\u03c2]/.test(needle);
  foldSigma = (s) => (sigma ? s.replace(/\\u03c2/g, '\\u03c3') : s);
  foldedNeedle = foldSigma(needle);
  matches = re
    ? (line) => re.test(line)
    : caseSensitive
      ? (line) => line.includes(needle)
      : (line) => line.toLowerCase().includes(needle);
}

/** The file's bytes, or null when it is not searched (gone, a link, not a file, oversized, binary). */
function load(path) {
  let fd;
  try {
    fd = openSync(root + '/' + path, OPEN_FLAGS);
  } catch {
    return null;
  }
  try {
    let n = readFully(fd, 0, FIRST_READ);
    if (n === 0) return fstatSync(fd).isFile() ? buf.subarray(0, 0) : null;
    if (buf.subarray(0, Math.min(n, probeBytes)).indexOf(0) !== -1) return null;
    if (n === FIRST_READ) {
      if (fstatSync(fd).size > maxBytes) return null;
      n = readFully(fd, n, maxBytes + 1);
      if (n > maxBytes) return null;
    }
    return buf.subarray(0, n);
  } catch {
    return null;
  } finally {
    closeSync(fd);
  }
}

function readFully(fd, from, to) {
  let n = from;
  while (n < to) {
    const got = readSync(fd, buf, n, to - n, n);
    if (got === 0) break;
    n += got;
  }
  return n;
}

/** Could this file hold a matching line? Never false when one does (the prefilter is a superset). */
function candidate(bytes, getText) {
  if (raw && !raw.some((lit) => bytes.indexOf(lit) !== -1)) return false;
  if (texts && !texts.some((lit) => lit.test(getText()))) return false;
  if (lowered) return foldSigma(getText().toLowerCase()).includes(foldedNeedle);
  return true;
}

function searchText(path, text, hits, limit) {
  let pos = 0;
  let lineNo = 0;
  while (pos < text.length) {
    let nl = text.indexOf('\\n', pos);
    let end = nl === -1 ? text.length : nl;
    const next = nl === -1 ? text.length : nl + 1;
    if (nl !== -1 && end > pos && text.charCodeAt(end - 1) === 13) end--;
    // The decoder removed the first BOM; a second one is text of line 1, as in decodeBytes (W1).
    const start = pos;
    lineNo++;
    pos = next;
    const line = text.slice(start, Math.min(end, start + maxLine));
    if (!matches(line)) continue;
    hits.push({ path, line: lineNo, text: line.length > 300 ? line.slice(0, 300) + '\\u2026' : line, at: 0 });
    if (hits.length > limit) return;
  }
}

function inside(path) {
  try {
    return realpathSync.native(root + '/' + path).startsWith(root + sep);
  } catch {
    return false;
  }
}

parentPort.on('message', ({ id, query, batch, paths }) => {
  if (id !== search) {
    setQuery(query);
    search = id;
  }
  const hits = [];
  let searched = 0;
  for (const path of paths) {
    const bytes = load(path);
    if (bytes === null || !isUtf8(bytes)) continue;
    searched++;
    let text;
    const getText = () => (text === undefined ? (text = decoder.decode(bytes)) : text);
    if (!candidate(bytes, getText)) continue;
    const before = hits.length;
    searchText(path, getText(), hits, maxHits);
    if (hits.length === before) continue;
    // The listing never holds a link; if the tree changed under it since, drop what it led to.
    if (!inside(path)) {
      hits.length = before;
      continue;
    }
    for (let i = before; i < hits.length; i++) hits[i].at = searched;
    // More than the cap from this batch alone: the rest of it cannot be shown.
    if (hits.length > maxHits) break;
  }
  parentPort.postMessage({ id, batch, searched, hits });
});
`;
