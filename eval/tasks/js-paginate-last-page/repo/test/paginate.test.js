import test from 'node:test';
import assert from 'node:assert/strict';
import { pageCount, paginate } from '../src/paginate.js';

test('an exact multiple fills every page', () => {
  assert.equal(pageCount(30, 10), 3);
});

test('a partial last page still counts', () => {
  assert.equal(pageCount(25, 10), 3);
});

test('paginate returns the requested slice', () => {
  const items = Array.from({ length: 12 }, (_, i) => i);
  assert.deepEqual(paginate(items, 2, 5).items, [5, 6, 7, 8, 9]);
});
