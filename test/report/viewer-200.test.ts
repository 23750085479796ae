// A 200-step scripted run (the real loop, the real SDK, a loopback scripted server) rendered as the
// run viewer: the page stays under 2 MB with its large outputs cut (a note says so), and renders in
// Chromium in under 1 s, measured in the page up to its render-done mark and asserted at half that
// (a 2× margin on a shared machine). Both figures are printed.
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startRun } from '../../src/agent/run.js';
import { RunSettings } from '../../src/agent/settings.js';
import type { RunReport } from '../../src/report/run-report.js';
import { renderViewer, VIEWER_FILE, VIEWER_MAX_BYTES } from '../../src/report/viewer/page.js';
import { startScriptedServer, type Script } from '../../src/scripted/server.js';
import { renderDoneMs, scriptRenderMs, startChromium, type ChromiumSession } from '../support/browser.js';

const TOOL_TURNS = 100;

/** Turn i: a read of 150 long lines, a refused edit, a search, a listing, in turn; then the summary. */
const script: Script = (_req, i) => {
  if (i >= TOOL_TURNS) return { content: 'Looked at everything; nothing to change.' };
  const start = 1 + ((i * 37) % 2800);
  const calls = [
    { name: 'read_file', arguments: { path: 'src/big.js', start_line: start, end_line: start + 149 } },
    {
      name: 'edit',
      arguments: {
        edits: [
          {
            path: 'src/big.js',
            revision: '0000000000',
            start_line: start,
            end_line: start,
            first_line: 'nope',
            last_line: 'nope',
            new_text: 'x',
          },
        ],
      },
    },
    { name: 'search_text', arguments: { pattern: 'function' } },
    { name: 'list_files', arguments: {} },
  ];
  return { content: `Step ${i}: looking further.`, toolCalls: [calls[i % calls.length]!] };
};

describe('the run viewer of a 200-step run', () => {
  let dir: string;
  let report: RunReport;
  let chromium: ChromiumSession;

  beforeAll(async () => {
    dir = await mkdtemp(join(tmpdir(), 'agent-fix-viewer-200-'));
    const root = join(dir, 'repo');
    await mkdir(join(root, 'src'), { recursive: true });
    const big = Array.from(
      { length: 3000 },
      (_, n) => `export function f${n}(a, b) { return a * ${n} + b; /* ${'long comment '.repeat(6)}*/ }`,
    );
    await writeFile(join(root, 'src', 'big.js'), `${big.join('\n')}\n`);
    const server = await startScriptedServer(script);
    try {
      ({ report } = await startRun({
        task: { source: 'cli', title: 'Look around a big file' },
        root,
        settings: RunSettings.parse({ limits: { maxModelCalls: 200, maxToolCalls: 500, maxCostUsd: 100 } }),
        endpoint: { baseURL: server.url, apiKey: 'sk-viewer-200-key', backoffMs: 5 },
      }));
    } finally {
      await server.close();
    }
    chromium = await startChromium();
  }, 300_000);

  afterAll(async () => {
    await chromium?.close();
    await rm(dir, { recursive: true, force: true });
  });

  it('stays under 2 MB, renders every step in under 1 s (asserted under 0.5 s) and loads nothing', async () => {
    expect(report.stopReason.code).toBe('done');
    expect(report.steps.length).toBeGreaterThanOrEqual(200);
    // Large outputs were cut in the report, with a note.
    expect(report.steps.some((s) => s.answer?.includes('[truncated:'))).toBe(true);
    const html = renderViewer(report);
    const bytes = Buffer.byteLength(html);
    const file = join(dir, VIEWER_FILE);
    await writeFile(file, html);
    const opened = await chromium.open(file);
    await opened.page.waitForSelector('body[data-rendered]', { timeout: 10_000 });
    const first = await renderDoneMs(opened.page);
    const firstScript = await scriptRenderMs(opened.page);
    // Again, as a browser that is already running opens a file: the first load also pays for starting a renderer process.
    await opened.page.reload({ waitUntil: 'load' });
    await opened.page.waitForSelector('body[data-rendered]', { timeout: 10_000 });
    const ms = await renderDoneMs(opened.page);
    const script = await scriptRenderMs(opened.page);
    console.log(
      `run viewer, ${report.steps.length} steps: ${bytes} bytes; render-done at ${ms.toFixed(0)} ms after navigation start (its script ${script.toFixed(0)} ms; first load in a fresh browser ${first.toFixed(0)} ms, script ${firstScript.toFixed(0)} ms); limit 1000 ms, asserted < 500 ms`,
    );
    expect(bytes).toBeLessThan(VIEWER_MAX_BYTES);
    expect(ms).toBeGreaterThan(0);
    expect(ms).toBeLessThan(500);
    expect(await opened.page.$$eval('#timeline > li.step', (l) => l.length)).toBe(report.steps.length);
    expect(await opened.page.$$eval('.attempt[data-outcome=refused]', (l) => l.length)).toBe(
      report.attempts.filter((a) => a.outcome === 'refused').length,
    );
    expect(opened.requests).toEqual([]);
    expect(opened.violations).toEqual([]);
    expect(opened.errors).toEqual([]);
  });

  it('a report far over the budget is still shown under 2 MB, its texts cut further', () => {
    const huge: RunReport = {
      ...report,
      steps: report.steps.map((s) => ({ ...s, answer: 'x'.repeat(50_000), args: 'y'.repeat(20_000) })),
    };
    const html = renderViewer(huge);
    expect(Buffer.byteLength(html)).toBeLessThan(VIEWER_MAX_BYTES);
    expect(html).toContain('[truncated:');
  });
});
