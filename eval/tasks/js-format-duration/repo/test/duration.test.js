import test from 'node:test';
import assert from 'node:assert/strict';
import { formatDuration, parseDuration } from '../src/duration.js';

test('seconds only', () => {
  assert.equal(formatDuration(42_000), '42s');
});

test('an hour and a half', () => {
  assert.equal(formatDuration(5_400_000), '1h 30m');
});

test('parses what the dashboard shows', () => {
  assert.equal(parseDuration('1h 30m'), 5_400_000);
});
