// search_text over the listed files: literal or JavaScript regex, binary (NUL in the first 8 KiB),
// non-UTF-8 and oversized (> 1 MiB) files skipped, lines longer than 4,000 characters searched in
// their first 4,000, hits in listing order and capped. Files are read by worker threads (one per
// core, at most four) in batches; the answers are merged in order, so the hits, the count of files
// searched and `truncated` are exactly what one sequential pass would give, and reading stops as
// soon as the cap is passed.
//
// Whole-file prefilter: a file is split into lines only if it can hold a match: it contains the
// literal, or (regex) one of the literals every match must contain (regex-literal.ts), found as UTF-8
// bytes, or with the `i` flag by a regex made of the escaped literal, so case folding is the regex
// engine's own. Every hit is then confirmed line by line with the JavaScript matcher itself: there is
// only one regex dialect (git grep is not used).
import { realpath } from 'node:fs/promises';
import { availableParallelism } from 'node:os';
import { Worker } from 'node:worker_threads';
import { BINARY_PROBE_BYTES } from '../edit/index.js';
import { DEFAULT_MAX_FILE_BYTES } from './files.js';
import { requiredLiterals } from './regex-literal.js';
import { WORKER_SOURCE } from './search-worker.js';

export interface SearchHit {
  path: string;
  line: number;
  text: string;
}

export interface SearchResult {
  hits: SearchHit[];
  filesSearched: number;
  truncated: boolean;
}

export interface SearchQuery {
  pattern: string;
  regex: boolean;
  caseSensitive: boolean;
}

/** How the work is split; the defaults suit the tool, tests pin them to exercise the merge. */
export interface SearchTuning {
  workers?: number;
  batchSize?: number;
}

const MAX_SEARCH_BYTES = DEFAULT_MAX_FILE_BYTES;
const MAX_LINE_CHARS = 4000;
const BATCH_SIZE = 256;
const FILES_PER_WORKER = 2000;
const MAX_WORKERS = 4;

interface WorkerHit extends SearchHit {
  /** Files searched in the batch up to and including this hit's file. */
  at: number;
}

interface BatchAnswer {
  batch: number;
  searched: number;
  hits: WorkerHit[];
}

/**
 * A regex search is stopped after `timeoutMs` (the workers are terminated): a model-written pattern
 * with catastrophic backtracking must not freeze the run. A literal search has no such limit.
 */
export async function searchFiles(
  root: string,
  files: readonly string[],
  query: SearchQuery,
  maxHits: number,
  timeoutMs = 10_000,
  tuning: SearchTuning = {},
): Promise<SearchResult | { error: string }> {
  if (query.regex) {
    try {
      new RegExp(query.pattern, query.caseSensitive ? '' : 'i');
    } catch (err) {
      return { error: `invalid regular expression: ${(err as Error).message}` };
    }
  }
  if (files.length === 0) return { hits: [], filesSearched: 0, truncated: false };
  const literals = query.regex ? requiredLiterals(query.pattern) : [query.pattern];
  const bytesPrefilter = query.caseSensitive ? literals : null;
  // Without the `i` flag a literal is matched byte for byte; with it, by the engine's own folding.
  const textPrefilter = query.regex && !query.caseSensitive && literals ? literals.map(escapeRegExp) : null;
  return runPool(
    {
      root: await realpath(root),
      regex: query.regex,
      pattern: query.pattern,
      caseSensitive: query.caseSensitive,
      rawLiterals: bytesPrefilter,
      textLiterals: textPrefilter,
      maxHits,
      maxBytes: MAX_SEARCH_BYTES,
      maxLine: MAX_LINE_CHARS,
      probeBytes: BINARY_PROBE_BYTES,
    },
    files,
    maxHits,
    query.regex ? timeoutMs : undefined,
    tuning,
  );
}

function escapeRegExp(s: string): string {
  return s.replace(/[\\^$.*+?()[\]{}|/]/g, '\\$&');
}

function runPool(
  workerData: Record<string, unknown>,
  files: readonly string[],
  maxHits: number,
  timeoutMs: number | undefined,
  tuning: SearchTuning,
): Promise<SearchResult | { error: string }> {
  const batchSize = Math.max(1, tuning.batchSize ?? BATCH_SIZE);
  const batches = Math.ceil(files.length / batchSize);
  const count = tuning.workers ?? Math.max(1, Math.min(availableParallelism(), MAX_WORKERS, Math.ceil(files.length / FILES_PER_WORKER)));
  const workers: Worker[] = [];
  return new Promise((resolve) => {
    const hits: SearchHit[] = [];
    const answers = new Map<number, BatchAnswer>();
    let merged = 0;
    let searched = 0;
    let sent = 0;
    let done = false;
    const finish = (result: SearchResult | { error: string }): void => {
      if (done) return;
      done = true;
      if (timer) clearTimeout(timer);
      for (const w of workers) void w.terminate();
      resolve(result);
    };
    const send = (w: Worker): void => {
      if (sent >= batches) return;
      const batch = sent++;
      w.postMessage({ batch, paths: files.slice(batch * batchSize, (batch + 1) * batchSize) });
    };
    /** Folds in every answer that is next in listing order; true when the search is complete. */
    const merge = (): boolean => {
      for (let a = answers.get(merged); a; a = answers.get(merged)) {
        answers.delete(merged);
        merged++;
        for (const h of a.hits) {
          if (hits.length >= maxHits) {
            finish({ hits, filesSearched: searched + h.at, truncated: true });
            return true;
          }
          hits.push({ path: h.path, line: h.line, text: h.text });
        }
        searched += a.searched;
      }
      if (merged < batches) return false;
      finish({ hits, filesSearched: searched, truncated: false });
      return true;
    };
    const timer =
      timeoutMs === undefined
        ? undefined
        : setTimeout(() => {
            finish({
              error: `the search took longer than ${(timeoutMs / 1000).toFixed(1)} s (a regular expression with catastrophic backtracking?)`,
            });
          }, timeoutMs);
    for (let i = 0; i < Math.min(count, batches); i++) {
      const w = new Worker(WORKER_SOURCE, { eval: true, workerData });
      workers.push(w);
      w.on('message', (a: BatchAnswer) => {
        if (done) return;
        answers.set(a.batch, a);
        if (!merge()) send(w);
      });
      w.once('error', (err) => finish({ error: `search failed: ${err.message}` }));
      w.once('exit', (code) => finish({ error: `search failed: a search worker stopped (exit code ${code})` }));
      // Two batches in flight per worker, so none waits for the main thread between batches.
      send(w);
      send(w);
    }
  });
}
