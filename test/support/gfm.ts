// Renders Markdown as GitHub does (CommonMark + GFM tables, autolinks, tag filter, raw HTML kept
// as GitHub keeps <details>) with micromark, and reads the HTML back: the text a reader sees,
// tables with their header cells, code elements and links. Tests assert on this, not the source.
import { micromark } from 'micromark';
import { gfm, gfmHtml } from 'micromark-extension-gfm';

export const NBSP = '\u00a0';

export interface RenderedTable {
  head: string[];
  rows: string[][];
  /** The <code> texts of each cell, as rendered (no-break spaces kept). */
  codes: string[][][];
}

export interface Rendered {
  html: string;
  /** Every tag name the HTML holds. */
  tags: Set<string>;
  links: { href: string; text: string }[];
  /** Text of the first block (the first line of a body). */
  firstBlock: string;
  /** The whole text a reader sees, tags removed and entities decoded. */
  text: string;
  /** The table that follows the first <h1-6> or <summary> whose text matches `title`. */
  tableAfter(title: RegExp): RenderedTable | undefined;
  /** The text of the first heading or <summary> that matches `title`. */
  titleMatching(title: RegExp): string | undefined;
}

export function renderGfm(md: string): Rendered {
  const html = micromark(md, { extensions: [gfm()], htmlExtensions: [gfmHtml()], allowDangerousHtml: true });
  const titles = [...html.matchAll(/<(h[1-6]|summary)>([\s\S]*?)<\/\1>/g)].map((m) => ({ at: m.index ?? 0, text: textOf(m[2] ?? '') }));
  const titleOf = (title: RegExp) => titles.find((t) => title.test(t.text));
  return {
    html,
    tags: new Set([...html.matchAll(/<\/?([a-zA-Z][a-zA-Z0-9-]*)/g)].map((m) => (m[1] ?? '').toLowerCase())),
    links: [...html.matchAll(/<a href="([^"]*)"[^>]*>([\s\S]*?)<\/a>/g)].map((m) => ({
      href: decode(m[1] ?? ''),
      text: textOf(m[2] ?? ''),
    })),
    // (An HTML comment renders as nothing: the first block is the first one a reader sees.)
    firstBlock: textOf(/^<(\w+)[^>]*>([\s\S]*?)<\/\1>/.exec(html.replace(/^(?:\s*<!--[\s\S]*?-->)+\s*/, ''))?.[2] ?? ''),
    text: textOf(html),
    titleMatching: (title) => titleOf(title)?.text,
    tableAfter(title) {
      const t = titleOf(title);
      if (!t) return undefined;
      const table = /<table>([\s\S]*?)<\/table>/.exec(html.slice(t.at))?.[1];
      return table === undefined ? undefined : parseTable(table);
    },
  };
}

function parseTable(table: string): RenderedTable {
  const cells = (row: string, tag: 'th' | 'td'): string[] =>
    [...row.matchAll(new RegExp(`<${tag}[^>]*>([\\s\\S]*?)</${tag}>`, 'g'))].map((m) => m[1] ?? '');
  const head = cells(/<thead>([\s\S]*?)<\/thead>/.exec(table)?.[1] ?? '', 'th');
  const body = /<tbody>([\s\S]*?)<\/tbody>/.exec(table)?.[1] ?? '';
  const rows = [...body.matchAll(/<tr>([\s\S]*?)<\/tr>/g)].map((m) => cells(m[1] ?? '', 'td'));
  return {
    head: head.map(textOf),
    rows: rows.map((r) => r.map(textOf)),
    codes: rows.map((r) => r.map((c) => [...c.matchAll(/<code>([\s\S]*?)<\/code>/g)].map((m) => decode(m[1] ?? '')))),
  };
}

/** Inline code spans of a Markdown text as CommonMark reads them (the oracle for quoted code). */
export function codeSpansOf(md: string): string[] {
  return [...micromark(md).matchAll(/<code>([\s\S]*?)<\/code>/g)].map((m) => decode(m[1] ?? ''));
}

export function textOf(html: string): string {
  return decode(html.replace(/<[^>]*>/g, ''));
}

function decode(s: string): string {
  return s
    .replace(/&quot;/g, '"')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&#x([0-9a-f]+);/gi, (_, h: string) => String.fromCodePoint(parseInt(h, 16)))
    .replace(/&#(\d+);/g, (_, d: string) => String.fromCodePoint(Number(d)))
    .replace(/&amp;/g, '&');
}
