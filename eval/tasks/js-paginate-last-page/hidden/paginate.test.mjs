import test from 'node:test';
import assert from 'node:assert/strict';
import { pageCount, paginate, linkHeader } from '../src/paginate.js';

const items = Array.from({ length: 23 }, (_, i) => i + 1);

test('page count rounds up', () => {
  assert.equal(pageCount(0, 10), 0);
  assert.equal(pageCount(1, 10), 1);
  assert.equal(pageCount(23, 10), 3);
  assert.equal(pageCount(30, 10), 3);
});

test('the partial last page is reachable and has no next', () => {
  const last = paginate(items, 3, 10);
  assert.deepEqual(last.items, [21, 22, 23]);
  assert.equal(last.pages, 3);
  assert.equal(last.hasNext, false);
  assert.equal(paginate(items, 2, 10).hasNext, true);
});

test('pages past the end are rejected', () => {
  assert.throws(() => paginate(items, 4, 10), RangeError);
  assert.throws(() => paginate(items, 0, 10), RangeError);
});

test('an empty list has one empty page', () => {
  assert.deepEqual(paginate([], 1, 10), { items: [], page: 1, pages: 0, hasNext: false });
});

test('the link header points at the real last page', () => {
  assert.equal(linkHeader('/api/items', 2, pageCount(23, 10)), '</api/items?page=1>; rel="prev", </api/items?page=3>; rel="next", </api/items?page=3>; rel="last"');
});
