// YAML has no tree-sitter grammar here; the `yaml` package's parser errors stand in for error nodes.
import { LineCounter, parseAllDocuments } from 'yaml';
import { DEFAULT_MAX_SITES, type ErrorCount, type ErrorSite } from './count-errors.js';

export function countYamlErrors(text: string, maxSites = DEFAULT_MAX_SITES): ErrorCount {
  const lineCounter = new LineCounter();
  const docs = parseAllDocuments(text, { lineCounter });
  // An empty stream comes back as an EmptyStream (not an array) and has no errors.
  const list = Array.isArray(docs) ? docs : [];
  const sites: ErrorSite[] = [];
  let count = 0;
  for (const doc of list) {
    for (const err of doc.errors) {
      count++;
      if (sites.length >= maxSites) continue;
      const pos = lineCounter.linePos(err.pos[0]);
      sites.push({ row: pos.line - 1, column: pos.col - 1 });
    }
  }
  sites.sort((a, b) => a.row - b.row || a.column - b.column);
  return { count, sites };
}
