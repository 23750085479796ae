import { parseCsv } from './csv.js';

export function readStatement(text) {
  return parseCsv(text).map((row) => ({
    date: row.Date,
    payee: row.Payee,
    amountCents: Math.round(Number(row.Amount) * 100),
  }));
}
