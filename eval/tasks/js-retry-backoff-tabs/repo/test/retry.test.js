import test from 'node:test';
import assert from 'node:assert/strict';
import { backoffDelay } from '../src/retry.js';

test('the first retry waits the base delay', () => {
	assert.equal(backoffDelay(0), 100);
});

test('delays grow exponentially', () => {
	assert.deepEqual([1, 2, 3].map((n) => backoffDelay(n)), [200, 400, 800]);
});

test('delays are capped', () => {
	assert.equal(backoffDelay(20), 10_000);
});
