// Escaping for text we do not control (model output, issue titles, refusal messages, paths).
// Goals: it cannot inject HTML (<script>, </details>), break a table, leave a code fence open,
// ping people (@mentions) or close issues ("fixes #12") from a PR body.

const ZWSP = '\u200b';
const NBSP = '\u00a0';

export function escapeHtml(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
}

/** Breaks @mentions and issue-closing keywords with an invisible character; text stays readable. */
export function neutralizeGitHubRefs(text: string): string {
  return text
    .replace(/@(?=[A-Za-z0-9])/g, `@${ZWSP}`)
    .replace(/\b(close[sd]?|fix(?:e[sd])?|resolve[sd]?)\b(:?\s+)(?=[\w.-]*#\d|[\w.-]+\/[\w.-]+#\d)/gi, `$1${ZWSP}$2`);
}

function cap(text: string, max: number): string {
  if (text.length <= max) return text;
  let cut = max;
  const code = text.charCodeAt(cut - 1);
  if (code >= 0xd800 && code <= 0xdbff) cut -= 1; // keep surrogate pairs whole
  return `${text.slice(0, cut)}…`;
}

/** One line of plain text (no Markdown structure survives): for headings, list items, lines. */
export function escapeInline(text: string, max = 500): string {
  const flat = cap(text.replace(/\s+/g, ' ').trim(), max);
  return escapePlain(flat);
}

/** Backslash-escapes Markdown punctuation that could start structure or emphasis (no capping). */
function escapePlain(text: string): string {
  return escapeHtml(neutralizeGitHubRefs(text)).replace(/([\\`*_[\]|#~])/g, '\\$1');
}

/** A table cell: one line, pipes escaped, HTML escaped, capped. */
export function escapeCell(text: string, max = 300): string {
  return escapeInline(text, max);
}

/**
 * A table cell for engine messages, which quote code as CommonMark code spans: the spans stay
 * code, shown literally with their spaces kept (see codeSpan); the text around them is escaped and
 * flattened to one line like any cell.
 */
export function escapeCellWithCode(text: string, max = 300): string {
  const capped = cap(text, max);
  const span = /(`+)(?!`)([\s\S]*?[^`])\1(?!`)/g;
  const plain = (t: string): string => escapePlain(t.replace(/\s+/g, ' '));
  let out = '';
  let last = 0;
  for (const m of capped.matchAll(span)) {
    out += plain(capped.slice(last, m.index));
    let code = m[2] ?? '';
    // CommonMark strips one space from each side when both are there (how quoted() pads backticks).
    if (code.startsWith(' ') && code.endsWith(' ') && code.trim() !== '') code = code.slice(1, -1);
    out += codeSpan(code, true, max);
    last = (m.index ?? 0) + m[0].length;
  }
  return (out + plain(capped.slice(last))).replace(/^ +| +$/g, '');
}

/**
 * Spaces a renderer would lose become no-break spaces: leading and trailing ones (CommonMark strips
 * one of each, HTML collapses the rest) and runs of two or more (HTML collapses them). Indentation
 * of quoted code then renders exactly, whatever the viewer's CSS; single inner spaces stay spaces.
 */
function keepSpaces(code: string): string {
  return code.replace(/ {2,}|^ +| +$/g, (run) => NBSP.repeat(run.length));
}

/**
 * A code span that shows `text` literally, spaces included (keepSpaces); line breaks become spaces.
 * `inTable` escapes pipes, which GFM splits cells on first.
 */
export function codeSpan(text: string, inTable = false, max = 300): string {
  const flat = keepSpaces(cap(text.replace(/\r\n?|\n/g, ' '), max));
  const longestRun = Math.max(0, ...(flat.match(/`+/g) ?? []).map((r) => r.length));
  const fence = '`'.repeat(longestRun + 1);
  const pad = flat.startsWith('`') || flat.endsWith('`') || flat.trim() === '' ? ' ' : '';
  // GFM reads "\\" before "|" as an escaped backslash, so a backslash right before a pipe would
  // let the pipe split the cell; it is shown as U+2216 instead (code spans cannot escape it).
  const body = inTable ? flat.replace(/\\(?=\|)/g, '\u2216').replace(/\|/g, '\\|') : flat;
  return `${fence}${pad}${body}${pad}${fence}`;
}

/** A Markdown link to an http(s) URL; anything else is shown as escaped text, never as a link. */
export function safeLink(text: string, url: string): string {
  return /^https?:\/\/[^\s()<>|\\`]+$/.test(url) ? `[${escapeInline(text, 200)}](${url})` : escapeInline(url);
}

// Only a fence at column 0 is surely top-level: an indented one may sit in a list item and end
// with it, after which its "code" would be parsed as Markdown.
const FENCE_OPEN = /^(`{3,}|~{3,})(.*)$/;
const FENCE_CLOSE = /^ {0,3}(`{3,}|~{3,})\s*$/;

/**
 * Model-written Markdown as a block: keeps its Markdown (lists, code fences) but escapes '<'
 * outside top-level fences so no raw HTML survives, neutralizes mentions and closing keywords,
 * caps the length and closes a fence left open so it cannot swallow what follows.
 */
export function sanitizeMarkdownBlock(text: string, max: number): string {
  const capped = text.length > max ? `${cap(text, max)}\n\n_(truncated)_` : text;
  const lines = capped.replace(/\r\n?/g, '\n').split('\n');
  let open: { char: string; len: number } | null = null;
  const out: string[] = [];
  for (const line of lines) {
    if (open) {
      const close = FENCE_CLOSE.exec(line);
      if (close?.[1] && close[1][0] === open.char && close[1].length >= open.len) open = null;
      out.push(line);
      continue;
    }
    // A fence indented 1-3 spaces (e.g. in a list item) is moved to column 0 so that where it
    // ends is unambiguous for us, GitHub and fitGitHubBody alike.
    const fenceLine = line.replace(/^ {1,3}(?=`{3,}|~{3,})/, '');
    const m = FENCE_OPEN.exec(fenceLine);
    if (m?.[1] && !(m[1][0] === '`' && (m[2] ?? '').includes('`'))) {
      open = { char: m[1][0] ?? '`', len: m[1].length };
      out.push(fenceLine);
      continue;
    }
    out.push(neutralizeGitHubRefs(line.replace(/&(?![A-Za-z0-9#]+;)/g, '&amp;').replace(/</g, '&lt;')));
  }
  if (open) out.push(open.char.repeat(open.len));
  return out.join('\n').trim();
}
