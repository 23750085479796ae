// Fits Markdown into GitHub's size limits (PR/issue bodies: 65536 characters). Cuts at a line
// boundary so no table row or HTML tag is split, closes an open code fence and any open
// <details>, and says explicitly that the text was truncated.

export const GITHUB_BODY_LIMIT = 65536;

export interface FitOptions {
  /** Where the full text can be found, e.g. "full report in the job summary". */
  note?: string;
}

const FENCE = /^ {0,3}(`{3,}|~{3,})(.*)$/;

export function fitGitHubBody(md: string, limit = GITHUB_BODY_LIMIT, opts: FitOptions = {}): string {
  if (md.length <= limit) return md;
  const note = `\n\n---\n> **Truncated:** this text was cut to fit GitHub's limit of ${limit.toLocaleString('en-US')} characters${opts.note ? `; ${opts.note}` : ''}.\n`;
  let budget = limit - note.length;
  while (budget > 0) {
    const kept = md.slice(0, cutPoint(md, budget)).replace(/\s+$/, '');
    const fixed = kept + closers(kept);
    if (fixed.length + note.length <= limit) return fixed + note;
    budget -= fixed.length + note.length - limit;
  }
  return note.slice(0, limit);
}

/** Last safe cut at or before `budget`: a line end; mid-line only inside long prose lines. */
function cutPoint(md: string, budget: number): number {
  const nl = md.lastIndexOf('\n', budget);
  // Prefer a line boundary unless that would throw away most of the budget (one giant line).
  if (nl >= budget / 2) return nl;
  const lineStart = nl + 1;
  const line = md.slice(lineStart, md.indexOf('\n', lineStart) === -1 ? undefined : md.indexOf('\n', lineStart));
  if (/^\s*(\||<)/.test(line)) return Math.max(0, nl); // table row or our own tag line: drop it whole
  let cut = md.lastIndexOf(' ', budget);
  if (cut <= lineStart) cut = budget;
  let head = md.slice(0, cut);
  const code = head.charCodeAt(head.length - 1);
  if (code >= 0xd800 && code <= 0xdbff) head = head.slice(0, -1);
  // Never end inside an entity or a tag.
  head = head.replace(/&[#A-Za-z0-9]*$/, '').replace(/<[^>\n]*$/, '');
  return head.length;
}

/** Text that closes an open code fence and every open <details> at the end of `md`. */
function closers(md: string): string {
  let fence: { char: string; len: number } | null = null;
  let depth = 0;
  for (const line of md.split('\n')) {
    const m = FENCE.exec(line);
    if (fence) {
      if (m?.[1] && m[1][0] === fence.char && m[1].length >= fence.len && (m[2] ?? '').trim() === '') fence = null;
      continue;
    }
    if (m?.[1]) {
      fence = { char: m[1][0] ?? '`', len: m[1].length };
      continue;
    }
    depth += (line.match(/<details[\s>]/gi) ?? []).length;
    depth -= (line.match(/<\/details>/gi) ?? []).length;
    if (depth < 0) depth = 0;
  }
  let out = '';
  if (fence) out += `\n${fence.char.repeat(fence.len)}`;
  for (let i = 0; i < depth; i += 1) out += '\n\n</details>';
  return out;
}
