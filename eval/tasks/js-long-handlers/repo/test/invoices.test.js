import test from 'node:test';
import assert from 'node:assert/strict';
import { createStore } from '../src/store.js';
import { createInvoice, getInvoice, updateInvoice } from '../src/handlers.js';

test('an updated invoice can be read back', () => {
  const store = createStore(() => 1000);
  createInvoice(store, { id: 'inv-1', name: 'March' });
  assert.equal(updateInvoice(store, 'inv-1', { version: 1, name: 'March (corrected)' }).ok, true);
  const read = getInvoice(store, 'inv-1');
  assert.equal(read.record.name, 'March (corrected)');
  assert.equal(read.record.version, 2);
});
