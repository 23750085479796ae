import test from 'node:test';
import assert from 'node:assert/strict';
import { translate } from '../src/catalog.js';

test('translated keys', () => {
  assert.equal(translate('de', 'cart.title'), 'Warenkorb');
  assert.equal(translate('en', 'orders.count', { count: 3 }), 'Orders: 3');
});

test('keys missing in a locale fall back to English', () => {
  assert.equal(translate('de', 'cart.saved'), 'Cart saved');
});

test('every placeholder is filled', () => {
  assert.equal(translate('en', 'cart.greeting', { name: 'Ada' }), 'Hello Ada, here are your Cart');
});
