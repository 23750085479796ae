// Minimal CSV reading for bank statement imports (one record per line).

export function parseLine(line, delimiter = ',') {
  const fields = [];
  let i = 0;
  for (;;) {
    if (line[i] === '"') {
      // Quoted: runs to the closing quote; "" inside stands for one quote. Spaces are kept.
      let value = '';
      i++;
      for (;;) {
        const close = line.indexOf('"', i);
        if (close === -1) throw new SyntaxError(`unterminated quoted field in: ${line}`);
        value += line.slice(i, close);
        if (line[close + 1] === '"') {
          value += '"';
          i = close + 2;
        } else {
          i = close + 1;
          break;
        }
      }
      fields.push(value);
    } else {
      const end = line.indexOf(delimiter, i);
      fields.push(line.slice(i, end === -1 ? line.length : end).trim());
      i = end === -1 ? line.length : end;
    }
    if (i >= line.length) return fields;
    i += delimiter.length;
  }
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
