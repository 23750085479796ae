import test from 'node:test';
import assert from 'node:assert/strict';
import { compareVersions } from '../src/semver.js';

test('equal versions', () => {
	assert.equal(compareVersions('1.2.3', 'v1.2.3'), 0);
});

test('numeric parts compare as numbers', () => {
	assert.equal(compareVersions('1.10.0', '1.9.0'), 1);
	assert.equal(compareVersions('2.0.0', '10.0.0'), -1);
});
