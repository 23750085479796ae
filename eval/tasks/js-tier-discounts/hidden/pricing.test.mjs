import test from 'node:test';
import assert from 'node:assert/strict';
import * as pricing from '../src/pricing.js';

const order = (tier, subtotal) => ({ tier, subtotal, shipping: 7 });

test('every tier has its own discount rate', () => {
  assert.deepEqual(['bronze', 'silver', 'gold', 'platinum'].map((t) => pricing.priceOrder(order(t, 300)).discount), [15, 30, 45, 60]);
});

test('no discount under the minimum, for any tier', () => {
  for (const t of ['bronze', 'silver', 'gold', 'platinum']) assert.equal(pricing.priceOrder(order(t, 99)).discount, 0);
});

test('gold discounts round to whole units', () => {
  assert.equal(pricing.goldDiscount({ subtotal: 101 }), 15);
  assert.equal(pricing.goldDiscount({ subtotal: 110 }), 17);
});

test('shipping thresholds are unchanged', () => {
  assert.deepEqual(['bronze', 'silver', 'gold', 'platinum'].map((t) => pricing.priceOrder(order(t, 45)).shipping), [7, 0, 0, 0]);
  assert.equal(pricing.priceOrder(order('gold', 20)).shipping, 7);
});

test('gold totals', () => {
  assert.deepEqual(pricing.priceOrder(order('gold', 200)), { subtotal: 200, discount: 30, shipping: 0, total: 170 });
});
