import test from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import * as email from '../src/email.js';
import * as signupModule from '../src/signup.js';
import { invite } from '../src/invite.js';

const source = (file) => readFileSync(new URL(`../src/${file}`, import.meta.url), 'utf8');

test('src/email.js owns the helpers', () => {
  assert.deepEqual(Object.keys(email).sort(), ['isValidEmail', 'normalizeEmail']);
  assert.equal(email.isValidEmail('x'.repeat(250) + '@a.io'), false);
  assert.equal(email.isValidEmail(42), false);
  assert.equal(email.normalizeEmail('Bob@EXAMPLE.com'), 'Bob@example.com');
});

test('signup.js no longer defines or exports them', () => {
  assert.deepEqual(Object.keys(signupModule), ['signup']);
  assert.doesNotMatch(source('signup.js'), /function (isValidEmail|normalizeEmail)/);
});

test('invite.js imports from email.js, not signup.js', () => {
  assert.match(source('invite.js'), /from '\.\/email\.js'/);
  assert.doesNotMatch(source('invite.js'), /signup\.js/);
});

test('sign-up and invites still work', () => {
  const users = new Map();
  const invites = new Map();
  assert.equal(signupModule.signup(users, { email: 'Lead@Team.io', name: 'Lead' }).ok, true);
  assert.deepEqual(invite(users, invites, 'Lead@team.io', 'new@Team.IO'), { ok: true });
  assert.deepEqual([...invites.keys()], ['new@team.io']);
  assert.deepEqual(invite(users, invites, 'Lead@team.io', 'nope'), { ok: false, error: 'invalid email' });
});
