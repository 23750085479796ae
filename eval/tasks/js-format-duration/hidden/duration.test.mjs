import test from 'node:test';
import assert from 'node:assert/strict';
import { formatDuration, parseDuration } from '../src/duration.js';
import { describeJob } from '../src/jobs.js';

test('units from days down to seconds, zero parts omitted', () => {
  assert.equal(formatDuration(3_723_000), '1h 2m 3s');
  assert.equal(formatDuration(3_605_000), '1h 5s');
  assert.equal(formatDuration(90_061_000), '1d 1h 1m 1s');
  assert.equal(formatDuration(172_800_000), '2d');
  assert.equal(formatDuration(60_000), '1m');
});

test('zero and rounding', () => {
  assert.equal(formatDuration(0), '0s');
  assert.equal(formatDuration(400), '0s');
  assert.equal(formatDuration(59_600), '1m');
});

test('negative or non-numeric durations are rejected', () => {
  assert.throws(() => formatDuration(-1), RangeError);
  assert.throws(() => formatDuration(Number.NaN), RangeError);
});

test('format and parse round-trip', () => {
  for (const ms of [1000, 61_000, 3_600_000, 86_400_000, 93_784_000]) {
    assert.equal(parseDuration(formatDuration(ms)), ms);
  }
});

test('job lines use the format', () => {
  assert.equal(describeJob({ name: 'backup', status: 'ok', startedAt: 0, finishedAt: 7_384_000 }), 'backup: ok in 2h 3m 4s');
});
