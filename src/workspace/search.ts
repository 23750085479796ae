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
  /** The search it answers (a pooled worker answers one search after another). */
  id: number;
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

/**
 * Idle search workers, kept between searches: starting a thread costs about 0.1 CPU-second here, and
 * a run searches many times. A worker is kept only when it has no batch of the last search left to
 * answer, so one in the pool is always idle; it is unref'd while idle and never keeps the process alive.
 */
const idle: Worker[] = [];
let lastSearch = 0;

/** How many workers wait in the pool (tests). */
export function idleSearchWorkers(): number {
  return idle.length;
}

function takeWorker(): Worker {
  const kept = idle.pop();
  if (kept) {
    kept.ref();
    return kept;
  }
  const w = new Worker(WORKER_SOURCE, { eval: true });
  // A worker that fails or ends while idle leaves the pool (a search in flight has its own listeners).
  const drop = (): void => {
    const i = idle.indexOf(w);
    if (i !== -1) idle.splice(i, 1);
  };
  w.on('error', drop);
  w.on('exit', drop);
  return w;
}

function keepWorker(w: Worker): void {
  if (idle.length >= MAX_WORKERS) {
    void w.terminate();
    return;
  }
  w.unref();
  idle.push(w);
}

/** A worker taken for one search: its batches not yet answered, and the listeners to take off again. */
interface Slot {
  w: Worker;
  inFlight: number;
  listen: (a: BatchAnswer) => void;
  fail: (err: Error) => void;
  exit: (code: number) => void;
}

const tooLong = (timeoutMs: number): { error: string } => ({
  error: `the search took longer than ${(timeoutMs / 1000).toFixed(1)} s (a regular expression with catastrophic backtracking?)`,
});

function runPool(
  query: Record<string, unknown>,
  files: readonly string[],
  maxHits: number,
  timeoutMs: number | undefined,
  tuning: SearchTuning,
): Promise<SearchResult | { error: string }> {
  const batchSize = Math.max(1, tuning.batchSize ?? BATCH_SIZE);
  const batches = Math.ceil(files.length / batchSize);
  const count = tuning.workers ?? Math.max(1, Math.min(availableParallelism(), MAX_WORKERS, Math.ceil(files.length / FILES_PER_WORKER)));
  const id = ++lastSearch;
  const workers: Slot[] = [];
  return new Promise((resolve) => {
    const hits: SearchHit[] = [];
    const answers = new Map<number, BatchAnswer>();
    let merged = 0;
    let searched = 0;
    let sent = 0;
    let done = false;
    /** `reuse`: workers with nothing left to answer go back to the pool (not after a time-out or a failure). */
    const finish = (result: SearchResult | { error: string }, reuse: boolean): void => {
      if (done) return;
      done = true;
      if (timer) clearTimeout(timer);
      for (const { w, inFlight, listen, fail, exit } of workers) {
        w.off('message', listen);
        w.off('error', fail);
        w.off('exit', exit);
        if (reuse && inFlight === 0) keepWorker(w);
        else void w.terminate();
      }
      resolve(result);
    };
    const send = (slot: Slot): void => {
      if (sent >= batches) return;
      const batch = sent++;
      slot.inFlight++;
      slot.w.postMessage({ id, query, batch, paths: files.slice(batch * batchSize, (batch + 1) * batchSize) });
    };
    /** Folds in every answer that is next in listing order; true when the search is complete. */
    const merge = (): boolean => {
      for (let a = answers.get(merged); a; a = answers.get(merged)) {
        answers.delete(merged);
        merged++;
        for (const h of a.hits) {
          if (hits.length >= maxHits) {
            finish({ hits, filesSearched: searched + h.at, truncated: true }, true);
            return true;
          }
          hits.push({ path: h.path, line: h.line, text: h.text });
        }
        searched += a.searched;
      }
      if (merged < batches) return false;
      finish({ hits, filesSearched: searched, truncated: false }, true);
      return true;
    };
    const timer = timeoutMs === undefined ? undefined : setTimeout(() => finish(tooLong(timeoutMs), false), timeoutMs);
    for (let i = 0; i < Math.min(count, batches); i++) {
      const slot: Slot = {
        w: takeWorker(),
        inFlight: 0,
        listen: (a: BatchAnswer): void => {
          if (done || a.id !== id) return;
          slot.inFlight--;
          answers.set(a.batch, a);
          if (!merge()) send(slot);
        },
        fail: (err: Error): void => finish({ error: `search failed: ${err.message}` }, false),
        exit: (code: number): void => finish({ error: `search failed: a search worker stopped (exit code ${code})` }, false),
      };
      workers.push(slot);
      slot.w.on('message', slot.listen);
      slot.w.once('error', slot.fail);
      slot.w.once('exit', slot.exit);
      // Two batches in flight per worker, so none waits for the main thread between batches.
      send(slot);
      send(slot);
    }
  });
}
