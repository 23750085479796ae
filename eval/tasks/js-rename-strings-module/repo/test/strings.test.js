import test from 'node:test';
import assert from 'node:assert/strict';
import { capitalize, truncate, padCenter } from '../src/strings.js';

test('capitalize', () => {
  assert.equal(capitalize('widget'), 'Widget');
});

test('truncate and padCenter', () => {
  assert.equal(truncate('abcdef', 4), 'abc…');
  assert.equal(padCenter('ab', 6, '*'), '**ab**');
});
