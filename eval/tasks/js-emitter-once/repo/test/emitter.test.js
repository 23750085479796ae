import test from 'node:test';
import assert from 'node:assert/strict';
import { Emitter } from '../src/emitter.js';

test('on and emit', () => {
  const e = new Emitter();
  const seen = [];
  e.on('x', (v) => seen.push(v));
  e.emit('x', 1);
  assert.deepEqual(seen, [1]);
});

test('once fires a single time', () => {
  const e = new Emitter();
  let calls = 0;
  e.once('ready', () => calls++);
  e.emit('ready');
  e.emit('ready');
  assert.equal(calls, 1);
  assert.equal(e.listenerCount('ready'), 0);
});
