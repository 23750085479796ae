// The demo's sample project: a tiny shop library with a real bug and its own tests.
// Embedded as text so the bundled CLI carries it (dist/ has no sample folder).

export const SAMPLE_FILES: Record<string, string> = {
  // The repository's instructions for coding agents: the demo's trajectory follows them (the move).
  'AGENTS.md': [
    '# Notes for coding agents',
    '',
    '- Define helper functions above the functions that use them; move a helper up when you touch code that uses it.',
    '- Run the tests with `node --test` before you finish.',
    '',
  ].join('\n'),
  'package.json': `${JSON.stringify({ name: 'sample-shop', private: true, type: 'module', scripts: { test: 'node --test' } }, null, 2)}\n`,
  'README.md': '# sample-shop\n\nInvoice totals for a small shop. Run the tests with `node --test`.\n',
  'src/invoice.js': `// Invoice totals for the sample shop.

export function lineTotal(item) {
  return item.price * item.quantity;
}

export function invoiceTotal(items, discountPercent = 0) {
  const subtotal = items.reduce((sum, item) => sum + lineTotal(item), 0);
  const discount = subtotal * discountPercent;
  return roundCents(subtotal - discount);
}

export function formatMoney(amount) {
  return \`$\${amount.toFixed(2)}\`;
}

function roundCents(value) {
  return Math.round(value * 100) / 100;
}
`,
  'test/invoice.test.js': `import { test } from 'node:test';
import assert from 'node:assert/strict';
import { formatMoney, invoiceTotal, lineTotal } from '../src/invoice.js';

test('line total multiplies price by quantity', () => {
  assert.equal(lineTotal({ price: 2.5, quantity: 4 }), 10);
});

test('invoice total without discount', () => {
  assert.equal(invoiceTotal([{ price: 10, quantity: 2 }, { price: 5, quantity: 1 }]), 25);
});

test('a 10 percent discount takes 10% off', () => {
  assert.equal(invoiceTotal([{ price: 10, quantity: 2 }], 10), 18);
});

test('money is formatted with two decimals', () => {
  assert.equal(formatMoney(18), '$18.00');
});
`,
};

export const SAMPLE_TASK = {
  title: 'Discount is applied as a whole number instead of a percentage',
  body: 'invoiceTotal(items, 10) should take 10% off, but it subtracts ten times the subtotal and returns a negative total.',
};
