import { capitalize, padCenter, truncate } from './util.js';

const WIDTH = 40;

export function renderInvoice(invoice) {
  const lines = [padCenter(`INVOICE ${invoice.number}`, WIDTH), ''];
  for (const item of invoice.items) {
    const label = truncate(capitalize(item.name), 28);
    const amount = (item.cents / 100).toFixed(2);
    lines.push(label.padEnd(WIDTH - amount.length) + amount);
  }
  const total = (invoice.items.reduce((sum, item) => sum + item.cents, 0) / 100).toFixed(2);
  lines.push('', 'Total'.padEnd(WIDTH - total.length) + total);
  return lines.join('\n');
}
