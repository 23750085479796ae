import test from 'node:test';
import assert from 'node:assert/strict';
import { isValidEmail, normalizeEmail } from '../src/email.js';

test('validates addresses', () => {
  assert.equal(isValidEmail('ada@example.org'), true);
  assert.equal(isValidEmail('ada@example'), false);
});

test('normalizes the domain only', () => {
  assert.equal(normalizeEmail(' Ada@Example.ORG '), 'Ada@example.org');
});
