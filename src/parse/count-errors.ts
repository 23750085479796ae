// Counts syntax errors in a tree-sitter tree: every ERROR node and every MISSING node (spec C1).
// Only subtrees whose `hasError` is set are entered, so a clean tree costs one node visit.
import type { Node } from 'web-tree-sitter';

export interface ErrorSite {
  /** 0-based row and UTF-16 column of the error node's start. */
  row: number;
  column: number;
}

export interface ErrorCount {
  count: number;
  /** Error sites in document order, at most `maxSites` of them (the count is always exact). */
  sites: ErrorSite[];
}

export const DEFAULT_MAX_SITES = 200;

export function countTreeErrors(root: Node, maxSites = DEFAULT_MAX_SITES): ErrorCount {
  const sites: ErrorSite[] = [];
  let count = 0;
  // Explicit stack (pre-order, document order) instead of recursion: error subtrees can be deep.
  const stack: Node[] = [root];
  while (stack.length > 0) {
    const node = stack.pop() as Node;
    if (node.isError || node.isMissing) {
      count++;
      if (sites.length < maxSites) sites.push({ row: node.startPosition.row, column: node.startPosition.column });
    }
    if (!node.hasError) continue;
    const children = node.children;
    for (let i = children.length - 1; i >= 0; i--) {
      const child = children[i];
      if (child && (child.hasError || child.isMissing)) stack.push(child);
    }
  }
  return { count, sites };
}

/** Sum of two counts; sites merged in document order (still capped). */
export function mergeCounts(a: ErrorCount, b: ErrorCount, maxSites = DEFAULT_MAX_SITES): ErrorCount {
  const sites = [...a.sites, ...b.sites].sort((x, y) => x.row - y.row || x.column - y.column).slice(0, maxSites);
  return { count: a.count + b.count, sites };
}
