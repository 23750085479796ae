import test from 'node:test';
import assert from 'node:assert/strict';
import { existsSync } from 'node:fs';
import * as strings from '../src/strings.js';
import * as index from '../src/index.js';
import { renderInvoice } from '../src/render.js';

test('the helpers live in src/strings.js', () => {
  assert.deepEqual(Object.keys(strings).sort(), ['capitalize', 'padCenter', 'truncate']);
  assert.equal(strings.capitalize(''), '');
  assert.equal(strings.truncate('abc', 5), 'abc');
  assert.equal(strings.padCenter('abc', 6, '-'), '-abc--');
});

test('src/util.js is gone, with no shim left behind', () => {
  assert.equal(existsSync(new URL('../src/util.js', import.meta.url)), false);
});

test('the public API is unchanged', () => {
  assert.deepEqual(Object.keys(index).sort(), ['capitalize', 'padCenter', 'renderInvoice', 'truncate']);
  assert.equal(index.capitalize, strings.capitalize);
});

test('the renderer still works', () => {
  const text = renderInvoice({ number: '7', items: [{ name: 'a very long product name that needs cutting', cents: 99 }] });
  assert.match(text, /^A very long product name th… +0\.99$/m);
});
