import test from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { compareVersions, latest, parseVersion } from '../src/semver.js';

test('numbers, not strings', () => {
	assert.equal(compareVersions('1.10.0', '1.9.9'), 1);
	assert.equal(compareVersions('0.0.9', '0.0.10'), -1);
	assert.equal(latest(['1.2.0', '1.10.0', '1.9.0']), '1.10.0');
});

test('a prerelease sorts before its release', () => {
	assert.equal(compareVersions('1.0.0-alpha', '1.0.0'), -1);
	assert.equal(compareVersions('1.0.0', '1.0.0-rc.1'), 1);
	assert.equal(latest(['2.0.0-rc.1', '1.9.0', '2.0.0-beta']), '2.0.0-rc.1');
});

test('prerelease identifiers: numeric ones compare as numbers and rank below words', () => {
	assert.equal(compareVersions('1.0.0-rc.2', '1.0.0-rc.10'), -1);
	assert.equal(compareVersions('1.0.0-alpha', '1.0.0-alpha.1'), -1);
	assert.equal(compareVersions('1.0.0-1', '1.0.0-alpha'), -1);
	assert.equal(compareVersions('1.0.0-beta', '1.0.0-alpha.9'), 1);
});

test('invalid versions still throw', () => {
	assert.throws(() => parseVersion('1.2'), TypeError);
	assert.throws(() => compareVersions('1.2.3', 'latest'), TypeError);
});

test('src/semver.js keeps tabs and CRLF', () => {
	const text = readFileSync(new URL('../src/semver.js', import.meta.url), 'utf8');
	assert.equal(text.split('\r\n').length, text.split('\n').length, 'found a bare LF line ending');
	assert.deepEqual(text.split('\r\n').filter((line) => /^ +\S/.test(line)), [], 'found space-indented lines');
});
