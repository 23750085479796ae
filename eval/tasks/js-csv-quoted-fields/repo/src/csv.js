// Minimal CSV reading for bank statement imports (one record per line).

export function parseLine(line, delimiter = ',') {
  return line.split(delimiter).map((field) => field.trim());
}

export function parseCsv(text, { delimiter = ',' } = {}) {
  const lines = text.split(/\r?\n/).filter((line) => line.trim() !== '');
  if (lines.length === 0) return [];
  const header = parseLine(lines[0], delimiter);
  return lines.slice(1).map((line) => {
    const fields = parseLine(line, delimiter);
    const record = {};
    header.forEach((name, i) => {
      record[name] = fields[i] ?? '';
    });
    return record;
  });
}
