// The single changed range between two texts, in the units web-tree-sitter uses. Verified on
// web-tree-sitter 0.27.2: indices and columns are UTF-16 code units of the JS string (it feeds
// the parser UTF-16), so no UTF-8 byte arithmetic is needed; rows count '\n' only.
import type { Point } from 'web-tree-sitter';

export interface TextEdit {
  startIndex: number;
  oldEndIndex: number;
  newEndIndex: number;
  startPosition: Point;
  oldEndPosition: Point;
  newEndPosition: Point;
}

const isHigh = (c: number): boolean => c >= 0xd800 && c <= 0xdbff;
const isLow = (c: number): boolean => c >= 0xdc00 && c <= 0xdfff;

/** Row and column of a UTF-16 index; `from` is a known point at index `fromIndex` <= index. */
export function pointAt(text: string, index: number, from: Point = { row: 0, column: 0 }, fromIndex = 0): Point {
  let row = from.row;
  let lineStart = fromIndex - from.column;
  let nl = text.indexOf('\n', fromIndex);
  while (nl !== -1 && nl < index) {
    row++;
    lineStart = nl + 1;
    nl = text.indexOf('\n', nl + 1);
  }
  return { row, column: index - lineStart };
}

/** Common prefix/suffix diff of `before` -> `after`, or null when they are equal. */
export function diffTexts(before: string, after: string): TextEdit | null {
  if (before === after) return null;
  const max = Math.min(before.length, after.length);
  let start = 0;
  while (start < max && before.charCodeAt(start) === after.charCodeAt(start)) start++;
  // Never cut a surrogate pair: start the edit at the pair's first half.
  if (start > 0 && isHigh(before.charCodeAt(start - 1))) start--;
  let suffix = 0;
  const maxSuffix = max - start;
  while (suffix < maxSuffix && before.charCodeAt(before.length - 1 - suffix) === after.charCodeAt(after.length - 1 - suffix)) suffix++;
  if (suffix > 0 && isLow(before.charCodeAt(before.length - suffix))) suffix--;
  const oldEndIndex = before.length - suffix;
  const newEndIndex = after.length - suffix;
  const startPosition = pointAt(before, start);
  return {
    startIndex: start,
    oldEndIndex,
    newEndIndex,
    startPosition,
    oldEndPosition: pointAt(before, oldEndIndex, startPosition, start),
    newEndPosition: pointAt(after, newEndIndex, startPosition, start),
  };
}
