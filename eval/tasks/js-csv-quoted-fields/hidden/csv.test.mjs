import test from 'node:test';
import assert from 'node:assert/strict';
import { parseLine, parseCsv } from '../src/csv.js';
import { readStatement } from '../src/statement.js';

test('quoted fields keep delimiters and spaces', () => {
  assert.deepEqual(parseLine('"a, b",c,"  d  "'), ['a, b', 'c', '  d  ']);
});

test('doubled quotes inside quotes are one quote', () => {
  assert.deepEqual(parseLine('"He said ""hi""",x'), ['He said "hi"', 'x']);
  assert.deepEqual(parseLine('""""'), ['"']);
});

test('empty fields survive', () => {
  assert.deepEqual(parseLine(',,'), ['', '', '']);
  assert.deepEqual(parseLine('a,"",b'), ['a', '', 'b']);
});

test('other delimiters', () => {
  assert.deepEqual(parseLine('1;"2;3";4', ';'), ['1', '2;3', '4']);
});

test('an unterminated quote is an error', () => {
  assert.throws(() => parseLine('a,"b'), SyntaxError);
});

test('statements with quoted payees', () => {
  const text = 'Date,Payee,Amount\n2024-02-01,"Smith, John",-12.5\n2024-02-02,"ACME ""Tools""",100\n';
  assert.deepEqual(readStatement(text), [
    { date: '2024-02-01', payee: 'Smith, John', amountCents: -1250 },
    { date: '2024-02-02', payee: 'ACME "Tools"', amountCents: 10000 },
  ]);
  assert.deepEqual(parseCsv('x;y\n"1;2";3', { delimiter: ';' }), [{ x: '1;2', y: '3' }]);
});
