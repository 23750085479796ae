// Reads the INI settings files our Windows installer writes. Sources here use CRLF line endings.

export function parseIni(text) {
  const result = {};
  let section = result;
  const lines = text.split(/\r?\n/);
  lines.forEach((raw, index) => {
    const line = raw.trim();
    if (line === '' || line.startsWith('#') || line.startsWith(';')) return;
    const header = /^\[([^\]]+)\]$/.exec(line);
    if (header) {
      section = result[header[1].trim()] ??= {};
      return;
    }
    const eq = line.indexOf('=');
    if (eq <= 0) throw new SyntaxError(`line ${index + 1}: invalid line "${line}"`);
    section[line.slice(0, eq).trim()] = coerce(line.slice(eq + 1).trim());
  });
  return result;
}

function coerce(value) {
  if (value === 'true' || value === 'yes') return true;
  if (value === 'false' || value === 'no') return false;
  if (/^-?\d+(\.\d+)?$/.test(value)) return Number(value);
  if (value.length >= 2 && value.startsWith('"') && value.endsWith('"')) return value.slice(1, -1);
  return value;
}

export function stringifyIni(data) {
  const out = [];
  const sections = [];
  for (const [key, value] of Object.entries(data)) {
    if (value !== null && typeof value === 'object') sections.push([key, value]);
    else out.push(`${key}=${value}`);
  }
  for (const [name, values] of sections) {
    out.push('', `[${name}]`);
    for (const [key, value] of Object.entries(values)) out.push(`${key}=${value}`);
  }
  return out.join('\r\n') + '\r\n';
}
