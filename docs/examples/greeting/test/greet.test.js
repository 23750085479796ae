import { test } from 'node:test';
import assert from 'node:assert/strict';
import { greet } from '../greet.js';

test('greets with a comma and an exclamation mark', () => {
  assert.equal(greet('Ada'), 'Hello, Ada!');
});
