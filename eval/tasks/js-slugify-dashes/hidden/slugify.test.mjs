import test from 'node:test';
import assert from 'node:assert/strict';
import { slugify, uniqueSlug } from '../src/slugify.js';
import { permalink } from '../src/permalink.js';

test('runs of punctuation and spaces collapse to one dash', () => {
  assert.equal(slugify('Hello,   World!!'), 'hello-world');
  assert.equal(slugify('a -- b'), 'a-b');
  assert.equal(slugify('C++ & Rust: a comparison'), 'c-rust-a-comparison');
});

test('accents are dropped and edges trimmed', () => {
  assert.equal(slugify('  Crème brûlée — the recipe  '), 'creme-brulee-the-recipe');
});

test('maxLength cuts without leaving a trailing dash', () => {
  assert.equal(slugify('one two three four', { maxLength: 8 }), 'one-two');
});

test('uniqueSlug skips taken counters', () => {
  const taken = new Set(['hello-world', 'hello-world-2']);
  assert.equal(uniqueSlug('Hello,  world', taken), 'hello-world-3');
});

test('permalink uses the collapsed slug', () => {
  assert.equal(permalink({ title: 'Q&A: Part 1', publishedAt: '2024-03-05T10:00:00Z' }), '/2024/03/q-a-part-1/');
});
