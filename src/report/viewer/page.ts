// The run viewer: one self-contained HTML file rendered from a run report. The report travels in a
// JSON data block; the one inline script (client.ts) builds the page from it with textContent only,
// and the Content-Security-Policy allows that script and the one stylesheet by hash and nothing
// else (no request, no other script, no inline handler), so the page works opened from disk.
import { createHash } from 'node:crypto';
import { dirname, join } from 'node:path';
import type { Secrets } from '../../secrets/index.js';
import { escapeHtml } from '../escape.js';
import { capText, RunReport } from '../run-report.js';
import { VIEWER_JS } from './client.js';
import { VIEWER_CSS } from './style.js';

/** The page's file name, written beside the report (report-path's folder). */
export const VIEWER_FILE = 'agent-fix-run.html';

/** Where the page goes: beside the report. */
export function viewerPathOf(reportPath: string): string {
  return join(dirname(reportPath), VIEWER_FILE);
}

/**
 * The report file's text and the page's, both of which leave the machine (artifacts): the report is
 * redacted as text, the page is rendered from that redacted report and redacted again; `html` is
 * null (not to be written) when a secret's form is still found in it.
 */
export function reportFiles(report: RunReport, secrets: Secrets): { json: string; html: string | null } {
  const json = secrets.redact(`${JSON.stringify(report, null, 2)}\n`);
  const html = secrets.redact(renderViewer(RunReport.parse(JSON.parse(json))));
  return { json, html: secrets.find(html) ? null : html };
}

/** The page stays under this many bytes: a report bigger than this is shown with its step texts cut further. */
export const VIEWER_MAX_BYTES = 2_000_000;

/** A report the viewer shows: a run report, plus fields other issues add (compactions) when present. */
export type ViewerReport = RunReport & { compactions?: unknown };

const sha256 = (text: string): string => `'sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}'`;

/** The page's policy: its own script and style by hash; nothing loads, connects, frames or submits. */
export function viewerCsp(): string {
  return [
    "default-src 'none'",
    `script-src ${sha256(VIEWER_JS)}`,
    `style-src ${sha256(VIEWER_CSS)}`,
    "base-uri 'none'",
    "form-action 'none'",
  ].join('; ');
}

/**
 * JSON for a `<script type="application/json">` block: every '<' becomes \u003c, so no text in the
 * report can close the block or open a comment; JSON.parse reads it back unchanged.
 */
export function jsonBlock(value: unknown): string {
  return JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}

/** The whole page for `report`: under VIEWER_MAX_BYTES however large the report (texts cut with a note). */
export function renderViewer(report: ViewerReport): string {
  if (VIEWER_JS.includes('</script') || VIEWER_CSS.includes('</style')) throw new Error('the viewer script or style closes its own tag');
  let page = '';
  for (const cap of [Infinity, 1000, 300, 80]) {
    page = pageOf(cap === Infinity ? report : shrink(report, cap));
    if (Buffer.byteLength(page) < VIEWER_MAX_BYTES) return page;
  }
  return page;
}

function pageOf(report: ViewerReport): string {
  return [
    '<!doctype html>',
    '<html lang="en">',
    '<head>',
    '<meta charset="utf-8">',
    `<meta http-equiv="Content-Security-Policy" content="${viewerCsp()}">`,
    '<meta name="referrer" content="no-referrer">',
    '<meta name="viewport" content="width=device-width, initial-scale=1">',
    `<title>agent-fix run: ${escapeHtml(report.task.title.slice(0, 200))}</title>`,
    `<style>${VIEWER_CSS}</style>`,
    '</head>',
    '<body>',
    '<noscript>This page builds itself from the run report below with its one script: allow scripts for this file, or read agent-fix-report.json.</noscript>',
    `<script id="report-data" type="application/json">${jsonBlock(report)}</script>`,
    `<script>${VIEWER_JS}</script>`,
    '</body>',
    '</html>',
    '',
  ].join('\n');
}

/** The report with each step's texts, the summary and the diffs cut to `cap` characters (a note says so). */
function shrink(report: ViewerReport, cap: number): ViewerReport {
  const cut = (s: string | undefined): string | undefined => (s === undefined ? s : capText(s, cap));
  return {
    ...report,
    summary: capText(report.summary, cap * 20),
    steps: report.steps.map((s) => ({
      ...s,
      args: cut(s.args),
      answer: cut(s.answer),
      message: cut(s.message),
      ...(s.check ? { check: { ...s.check, tail: capText(s.check.tail, cap, 'end') } } : {}),
    })),
    ...(report.diffs
      ? { diffs: report.diffs.map((d) => ({ ...d, diff: capText(d.diff, cap * 20), truncated: d.truncated || d.diff.length > cap * 20 })) }
      : {}),
  };
}
