import test from 'node:test';
import assert from 'node:assert/strict';
import { parseLine, parseCsv } from '../src/csv.js';

test('plain fields', () => {
  assert.deepEqual(parseLine('2024-01-02,Coffee,3.50'), ['2024-01-02', 'Coffee', '3.50']);
});

test('a quoted field may contain the delimiter', () => {
  assert.deepEqual(parseLine('2024-01-02,"Smith, John",12.00'), ['2024-01-02', 'Smith, John', '12.00']);
});

test('records are keyed by the header', () => {
  assert.deepEqual(parseCsv('a,b\n1,2\n'), [{ a: '1', b: '2' }]);
});
