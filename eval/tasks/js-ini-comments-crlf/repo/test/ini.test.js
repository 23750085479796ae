import test from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { parseIni } from '../src/ini.js';

test('sections and typed values', () => {
  assert.deepEqual(parseIni('name=demo\r\n[server]\r\nport=8080\r\ntls=yes\r\n'), { name: 'demo', server: { port: 8080, tls: true } });
});

test('semicolon comments are ignored', () => {
  assert.deepEqual(parseIni('; written by setup.exe\r\n[paths]\r\nroot=C:\\app\r\n'), { paths: { root: 'C:\\app' } });
});

test('src/ini.js keeps CRLF line endings', () => {
  const text = readFileSync(new URL('../src/ini.js', import.meta.url), 'utf8');
  assert.equal(text.split('\r\n').length, text.split('\n').length, 'found a bare LF line ending');
});
