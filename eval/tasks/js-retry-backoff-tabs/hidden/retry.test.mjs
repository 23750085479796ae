import test from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { backoffDelay, retry } from '../src/retry.js';
import { deliver } from '../src/deliver.js';

test('exponential with options and a cap', () => {
	assert.deepEqual([0, 1, 2, 3, 4].map((n) => backoffDelay(n, { baseMs: 50, factor: 3, maxMs: 1000 })), [50, 150, 450, 1000, 1000]);
	assert.equal(backoffDelay(40), 10_000);
});

test('no sleep after the last attempt', async () => {
	const slept = [];
	await assert.rejects(
		retry(() => Promise.reject(new Error('down')), { attempts: 3, sleep: async (ms) => slept.push(ms) }),
		/down/,
	);
	assert.deepEqual(slept, [100, 200]);
});

test('succeeds on a later attempt', async () => {
	const slept = [];
	const result = await retry(async (n) => {
		if (n < 2) throw new Error('flaky');
		return 'ok';
	}, { sleep: async (ms) => slept.push(ms), baseMs: 10 });
	assert.equal(result, 'ok');
	assert.deepEqual(slept, [10, 20]);
});

test('client errors are not retried', async () => {
	let calls = 0;
	const slept = [];
	const send = async () => {
		calls++;
		return { status: 404 };
	};
	await assert.rejects(deliver(send, {}, { sleep: async (ms) => slept.push(ms) }), /rejected with 404/);
	assert.equal(calls, 1);
	assert.deepEqual(slept, []);
});

test('source files stay tab-indented', () => {
	for (const file of ['src/retry.js', 'src/deliver.js']) {
		const text = readFileSync(new URL(`../${file}`, import.meta.url), 'utf8');
		const spaced = text.split('\n').filter((line) => /^ +\S/.test(line));
		assert.deepEqual(spaced, [], `${file} has space-indented lines`);
	}
});
