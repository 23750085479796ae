import test from 'node:test';
import assert from 'node:assert/strict';
import { Emitter } from '../src/emitter.js';

test('once passes the arguments and reports the emit', () => {
  const e = new Emitter();
  const seen = [];
  e.once('data', (...args) => seen.push(args));
  assert.equal(e.emit('data', 1, 2), true);
  assert.equal(e.emit('data', 3), false);
  assert.deepEqual(seen, [[1, 2]]);
});

test('a once listener can be removed with off before it fires', () => {
  const e = new Emitter();
  let calls = 0;
  const listener = () => calls++;
  e.once('x', listener);
  assert.equal(e.off('x', listener), true);
  e.emit('x');
  assert.equal(calls, 0);
});

test('once returns an unsubscribe function', () => {
  const e = new Emitter();
  let calls = 0;
  const stop = e.once('x', () => calls++);
  stop();
  e.emit('x');
  assert.equal(calls, 0);
});

test('removing a listener during emit does not skip the next one', () => {
  const e = new Emitter();
  const order = [];
  e.once('tick', () => order.push('a'));
  e.on('tick', () => order.push('b'));
  e.emit('tick');
  e.emit('tick');
  assert.deepEqual(order, ['a', 'b', 'b']);
});

test('once rejects non-functions', () => {
  assert.throws(() => new Emitter().once('x', 'nope'), TypeError);
});
