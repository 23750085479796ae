import test from 'node:test';
import assert from 'node:assert/strict';
import { signup } from '../src/signup.js';

test('registers a user once', () => {
  const users = new Map();
  assert.equal(signup(users, { email: 'a@b.io', name: ' A ' }).ok, true);
  assert.deepEqual(signup(users, { email: 'a@B.IO', name: 'A' }), { ok: false, error: 'already registered' });
});
