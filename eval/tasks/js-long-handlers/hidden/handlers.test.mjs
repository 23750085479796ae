import test from 'node:test';
import assert from 'node:assert/strict';
import { createStore } from '../src/store.js';
import { HANDLERS } from '../src/handlers.js';

test('updating an invoice writes the invoices collection only', () => {
  const store = createStore(() => 5);
  HANDLERS.invoices.create(store, { id: 'x', name: 'Q1' });
  HANDLERS.orders.create(store, { id: 'o', name: 'order' });
  const updated = HANDLERS.invoices.update(store, 'x', { version: 1, name: 'Q1 final' });
  assert.deepEqual(updated.record, { id: 'x', name: 'Q1 final', version: 2, createdAt: 5, updatedAt: 5 });
  assert.deepEqual(HANDLERS.invoices.list(store).map((r) => r.name), ['Q1 final']);
  assert.deepEqual(HANDLERS.orders.list(store).map((r) => r.id), ['o']);
  assert.equal(store.has('orders', 'x'), false);
});

test('a second update needs the new version', () => {
  const store = createStore();
  HANDLERS.invoices.create(store, { id: 'x', name: 'a' });
  HANDLERS.invoices.update(store, 'x', { version: 1, name: 'b' });
  assert.deepEqual(HANDLERS.invoices.update(store, 'x', { version: 1, name: 'c' }), { ok: false, errors: ['version conflict'] });
  assert.equal(HANDLERS.invoices.update(store, 'x', { version: 2, name: 'c' }).record.version, 3);
});

test('every resource round-trips create, update, get, remove in its own collection', () => {
  const store = createStore(() => 1);
  const names = Object.keys(HANDLERS);
  assert.equal(names.length, 60);
  for (const name of names) {
    const h = HANDLERS[name];
    assert.equal(h.create(store, { id: 'k', name }).ok, true, name);
    assert.equal(h.update(store, 'k', { version: 1, name: `${name}!` }).ok, true, name);
    assert.equal(h.get(store, 'k').record.name, `${name}!`, name);
  }
  for (const name of names) {
    assert.deepEqual(store.values(name).map((r) => r.name), [`${name}!`], name);
    assert.deepEqual(HANDLERS[name].remove(store, 'k'), { ok: true }, name);
  }
});
