import test from 'node:test';
import assert from 'node:assert/strict';
import { slugify, uniqueSlug } from '../src/slugify.js';

test('lower-cases and joins words with dashes', () => {
  assert.equal(slugify('Release Notes'), 'release-notes');
});

test('punctuation between words becomes a single dash', () => {
  assert.equal(slugify('Hello, World!'), 'hello-world');
});

test('uniqueSlug appends a counter', () => {
  assert.equal(uniqueSlug('Release Notes', new Set(['release-notes'])), 'release-notes-2');
});
