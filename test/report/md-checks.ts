// Structural checks on rendered Markdown, shared by the report tests.

const FENCE = /^ {0,3}(`{3,}|~{3,})(.*)$/;

/** Lines outside fenced code, with whether each is inside a fence. */
export function fenceStates(md: string): { line: string; inFence: boolean }[] {
  let open: { char: string; len: number } | null = null;
  const out: { line: string; inFence: boolean }[] = [];
  for (const line of md.split('\n')) {
    const m = FENCE.exec(line);
    if (open) {
      out.push({ line, inFence: true });
      if (m?.[1] && m[1][0] === open.char && m[1].length >= open.len && (m[2] ?? '').trim() === '') open = null;
      continue;
    }
    if (m?.[1]) {
      open = { char: m[1][0] ?? '`', len: m[1].length };
      out.push({ line, inFence: true });
      continue;
    }
    out.push({ line, inFence: false });
  }
  return out;
}

export function fencesClosed(md: string): boolean {
  const states = fenceStates(md);
  const last = states[states.length - 1];
  // Closed when re-scanning with a sentinel line shows it outside a fence.
  return fenceStates(`${md}\nSENTINEL`).at(-1)?.inFence === false && last !== undefined;
}

/** Unescaped pipes in a table row (GFM splits cells on these). */
export function cellSeparators(row: string): number {
  let n = 0;
  for (let i = 0; i < row.length; i += 1) {
    if (row[i] === '\\') {
      i += 1;
      continue;
    }
    if (row[i] === '|') n += 1;
  }
  return n;
}

/** Each table (consecutive lines starting with "|") has the same separator count on every row. */
export function tablesWellFormed(md: string): boolean {
  let expected: number | null = null;
  for (const { line, inFence } of fenceStates(md)) {
    if (inFence || !line.startsWith('|')) {
      expected = null;
      continue;
    }
    if (!line.trimEnd().endsWith('|')) return false;
    const n = cellSeparators(line);
    if (expected === null) expected = n;
    else if (n !== expected) return false;
  }
  return true;
}

/** Raw HTML tags outside fenced code (what GitHub would interpret). */
export function htmlTags(md: string): string[] {
  const tags: string[] = [];
  for (const { line, inFence } of fenceStates(md)) {
    if (inFence) continue;
    // Code spans show their text literally.
    const noCode = line.replace(/(`+)(?:(?!\1).)+?\1/g, '');
    for (const m of noCode.matchAll(/<\/?([A-Za-z][A-Za-z0-9-]*)[^>]*>?/g)) tags.push(m[0]);
  }
  return tags;
}

export function detailsBalanced(md: string): boolean {
  let depth = 0;
  for (const t of htmlTags(md)) {
    if (/^<details[\s>]/i.test(t)) depth += 1;
    if (/^<\/details>/i.test(t)) depth -= 1;
    if (depth < 0) return false;
  }
  return depth === 0;
}
