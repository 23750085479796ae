import test from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { parseIni, stringifyIni } from '../src/ini.js';

test('both comment styles, indented or not', () => {
  const text = '; top\r\n# also a comment\r\n[a]\r\n  ; indented\r\nx=1\r\n\t# tabbed\r\n';
  assert.deepEqual(parseIni(text), { a: { x: 1 } });
});

test('a semicolon inside a value is kept', () => {
  assert.deepEqual(parseIni('[db]\r\ndsn=host=x;port=5\r\n'), { db: { dsn: 'host=x;port=5' } });
});

test('invalid lines still report their number', () => {
  assert.throws(() => parseIni('; ok\r\n[a]\r\noops\r\n'), /line 3: invalid line "oops"/);
});

test('round trip through stringify', () => {
  const data = { name: 'demo', server: { port: 8080, tls: true } };
  assert.deepEqual(parseIni('; header\r\n' + stringifyIni(data)), data);
});

test('src/ini.js keeps CRLF line endings', () => {
  const text = readFileSync(new URL('../src/ini.js', import.meta.url), 'utf8');
  assert.ok(text.includes('\r\n'));
  assert.equal(text.split('\r\n').length, text.split('\n').length, 'found a bare LF line ending');
});
