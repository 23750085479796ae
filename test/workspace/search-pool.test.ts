// search_text keeps its worker threads between searches (search.ts): a run searches many times and a
// thread costs about 0.1 CPU-second to start. What the pool must never do: hand the next search a
// worker still busy with the last one (after a time-out, or a cap reached with batches in flight),
// or keep the process alive once nothing else is left to do.
import { spawn } from 'node:child_process';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { idleSearchWorkers, searchFiles, type SearchQuery } from '../../src/workspace/search.js';
import { bundleFixture } from '../support/fixture-bundle.js';
import { makeTree, removeTree } from './tree.js';

const CATASTROPHIC = `x${'a'.repeat(40)}!\n`;
let dir: string;

beforeAll(() => {
  dir = makeTree({
    'hit.txt': 'needle one\nneedle two\n',
    'slow.txt': CATASTROPHIC,
    'plain1.txt': 'needle three\n',
    'plain2.txt': 'nothing here\n',
    'plain3.txt': 'nothing here either\n',
  });
});
afterAll(() => removeTree(dir));

const needle: SearchQuery = { pattern: 'needle \\w+', regex: true, caseSensitive: true };
/**
 * A regex search over plain files that must answer well within its limit. Three batches on two
 * workers: each worker taken from the pool gets one, so a stuck worker in the pool would time it out.
 */
async function answersInTime(): Promise<void> {
  const res = await searchFiles(dir, ['plain1.txt', 'plain2.txt', 'plain3.txt'], needle, 10, 3000, { workers: 2, batchSize: 1 });
  expect(res).toEqual({ hits: [{ path: 'plain1.txt', line: 1, text: 'needle three' }], filesSearched: 3, truncated: false });
}

/** The pool after a search that took two workers and must give back only `kept` of them. */
const idleAfter = (before: number, kept: number): number => before - Math.min(before, 2) + kept;

describe('the search worker pool', () => {
  it('a later search with another query reuses the idle workers and answers its own query', async () => {
    await searchFiles(dir, ['plain1.txt', 'plain2.txt', 'hit.txt'], { pattern: 'three', regex: false, caseSensitive: true }, 10, 10_000, {
      workers: 3,
      batchSize: 1,
    });
    const kept = idleSearchWorkers();
    expect(kept).toBeGreaterThanOrEqual(3);
    const res = await searchFiles(dir, ['hit.txt', 'plain1.txt'], { pattern: 'NEEDLE', regex: false, caseSensitive: false }, 10, 10_000, {
      workers: 2,
      batchSize: 1,
    });
    expect(res).toEqual({
      hits: [
        { path: 'hit.txt', line: 1, text: 'needle one' },
        { path: 'hit.txt', line: 2, text: 'needle two' },
        { path: 'plain1.txt', line: 1, text: 'needle three' },
      ],
      filesSearched: 2,
      truncated: false,
    });
    expect(idleSearchWorkers()).toBe(kept);
  });

  it('after a time-out, the stuck worker is not handed to the next search', async () => {
    const before = idleSearchWorkers();
    const stuck = await searchFiles(dir, ['slow.txt', 'plain2.txt'], { pattern: 'x(a+)+$', regex: true, caseSensitive: true }, 10, 300, {
      workers: 2,
      batchSize: 1,
    });
    expect('error' in stuck && stuck.error).toMatch(/took longer than 0\.3 s/);
    expect(idleSearchWorkers()).toBe(idleAfter(before, 0));
    await answersInTime();
  });

  it('after the cap is reached with a batch still in flight, that worker is not handed to the next search', async () => {
    // hit.txt's two hits pass the cap of 1 while slow.txt is still being searched.
    const before = idleSearchWorkers();
    const res = await searchFiles(
      dir,
      ['hit.txt', 'slow.txt'],
      { pattern: 'needle|x(a+)+$', regex: true, caseSensitive: true },
      1,
      60_000,
      {
        workers: 2,
        batchSize: 1,
      },
    );
    expect(res).toMatchObject({ hits: [{ path: 'hit.txt', line: 1, text: 'needle one' }], truncated: true });
    // Both batches went to the first worker (two in flight each): only the second one is idle.
    expect(idleSearchWorkers()).toBe(idleAfter(before, 1));
    await answersInTime();
  });

  it('a process whose searches are done exits on its own, the idle workers do not keep it alive', async () => {
    const child = spawn(
      process.execPath,
      [await bundleFixture('test/workspace/fixtures/search-then-return.ts'), dir, 'hit.txt', 'plain1.txt'],
      {
        stdio: ['ignore', 'pipe', 'pipe'],
      },
    );
    let out = '';
    child.stdout.on('data', (d: Buffer) => (out += d.toString()));
    const timer = setTimeout(() => child.kill('SIGKILL'), 20_000);
    const [code, signal] = await new Promise<[number | null, NodeJS.Signals | null]>((resolve) =>
      child.on('close', (c, s) => resolve([c, s])),
    );
    clearTimeout(timer);
    expect(signal, 'still running 20 s later: killed').toBeNull();
    expect(code).toBe(0);
    expect(
      out
        .trim()
        .split('\n')
        .map((l) => JSON.parse(l) as { filesSearched: number }),
    ).toMatchObject([{ filesSearched: 2 }, { filesSearched: 2 }]);
  });
});
