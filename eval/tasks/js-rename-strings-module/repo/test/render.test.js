import test from 'node:test';
import assert from 'node:assert/strict';
import { renderInvoice } from '../src/index.js';

test('renders items and a total', () => {
  const text = renderInvoice({ number: 'A-1', items: [{ name: 'widget', cents: 1250 }] });
  assert.match(text, /^Widget +12\.50$/m);
  assert.match(text, /^Total +12\.50$/m);
});
