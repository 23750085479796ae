import test from 'node:test';
import assert from 'node:assert/strict';
import { priceOrder } from '../src/pricing.js';

test('silver gets 10%', () => {
  assert.equal(priceOrder({ tier: 'silver', subtotal: 200, shipping: 5 }).discount, 20);
});

test('gold gets 15%', () => {
  assert.equal(priceOrder({ tier: 'gold', subtotal: 200, shipping: 5 }).discount, 30);
});
