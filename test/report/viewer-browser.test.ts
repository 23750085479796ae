// The demo's run viewer in a real headless Chromium: every step of the report is on the timeline,
// the refused attempt shows its code, the cost chart ends at the report's total, and the page makes
// no request and breaks no rule of its own Content-Security-Policy. With UPDATE_SCREENSHOT=1 it also
// writes docs/run-viewer.png (README's screenshot) from the same page.
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runCli } from '../../src/cli/dispatch.js';
import { RunReport } from '../../src/report/run-report.js';
import { VIEWER_FILE } from '../../src/report/viewer/page.js';
import { captureIO } from '../support/capture-io.js';
import { renderDoneMs, startChromium, type ChromiumSession, type OpenedPage } from '../support/browser.js';

const repo = join(dirname(fileURLToPath(import.meta.url)), '..', '..');

describe('the run viewer of the demo, in Chromium', () => {
  let dir: string;
  let report: RunReport;
  let chromium: ChromiumSession;
  let opened: OpenedPage;
  let out: string;

  beforeAll(async () => {
    dir = await mkdtemp(join(tmpdir(), 'agent-fix-viewer-'));
    const io = captureIO();
    const code = await runCli(['demo', '--check-sandbox', 'none', '--report-path', join(dir, 'report.json')], io);
    out = io.out.join('');
    expect(code).toBe(0);
    report = RunReport.parse(JSON.parse(await readFile(join(dir, 'report.json'), 'utf8')));
    chromium = await startChromium();
    opened = await chromium.open(join(dir, VIEWER_FILE), { viewport: { width: 1200, height: 1400 } });
    await opened.page.waitForSelector('body[data-rendered]', { timeout: 10_000 });
  }, 240_000);

  afterAll(async () => {
    await chromium?.close();
    await rm(dir, { recursive: true, force: true });
  });

  it('the demo says where it wrote the page', () => {
    expect(out).toContain(`Run viewer (open it in a browser): ${join(dir, VIEWER_FILE)}`);
  });

  it('shows every step of the report on the timeline, in order', async () => {
    const shown = await opened.page.$$eval('#timeline > li.step', (lis) => lis.map((li) => Number(li.getAttribute('data-n'))));
    expect(report.steps.length).toBeGreaterThan(5);
    expect(shown).toEqual(report.steps.map((s) => s.n));
    const kinds = await opened.page.$$eval('#timeline > li.step', (lis) => lis.map((li) => li.getAttribute('data-kind')));
    expect(kinds).toEqual(report.steps.map((s) => s.kind));
  });

  it('shows the refused attempt with its file:line, reason code and the hint for the one retry', async () => {
    const refused = report.attempts.filter((a) => a.outcome === 'refused');
    expect(refused).toHaveLength(1);
    const a = refused[0]!;
    const boxes = await opened.page.$$eval('.attempt[data-outcome=refused]', (els) =>
      els.map((e) => ({
        where: e.querySelector('.where')?.textContent,
        code: e.querySelector('.code')?.textContent,
        next: e.querySelector('.next')?.textContent,
        step: e.closest('li.step')?.getAttribute('data-n'),
      })),
    );
    expect(boxes).toEqual([{ where: `${a.path}:${a.line}`, code: a.code, next: a.next, step: String(a.step) }]);
    expect(a.code).toBe('boundary_mismatch');
  });

  it("the cost chart's last point equals the report's billed total, one point per model call", async () => {
    const points = await opened.page.$$eval('circle.usd', (cs) => cs.map((c) => Number(c.getAttribute('data-usd'))));
    expect(points).toHaveLength(report.totals.modelCalls);
    expect(report.totals.costBilledUsd).toBeGreaterThan(0);
    expect(points.at(-1)).toBe(report.totals.costBilledUsd);
    // Cumulative: never decreasing.
    expect(points).toEqual([...points].sort((x, y) => x - y));
    expect(await opened.page.$eval('#cost-total', (e) => e.textContent)).toContain(`$${report.totals.costBilledUsd!.toFixed(4)}`);
  });

  it('links each written edit to its place in the final diff', async () => {
    const links = await opened.page.$$eval('a.to-diff', (as) =>
      as.map((a) => ({ href: a.getAttribute('href'), exists: !!a.ownerDocument.getElementById((a.getAttribute('href') ?? '#').slice(1)) })),
    );
    const written = report.attempts.filter((a) => a.outcome === 'accepted' || a.outcome === 'aligned');
    expect(links).toHaveLength(written.length);
    for (const l of links) expect(l).toMatchObject({ exists: true });
    expect(links.some((l) => /^#d0-n\d+$/.test(l.href ?? ''))).toBe(true);
    // The final diff is there, highlighted.
    expect(await opened.page.$$eval('#file-0 tr.add', (rows) => rows.length)).toBe(report.files[0]!.added);
    expect(await opened.page.$$eval('#file-0 .t-kw', (s) => s.length)).toBeGreaterThan(0);
  });

  it('filters to refused steps, moves with the keyboard, and has a dark mode', async () => {
    const { page } = opened;
    await page.select('#filter', 'refused');
    const visible = await page.$$eval('#timeline > li.step:not(.hidden)', (lis) => lis.map((li) => Number(li.getAttribute('data-n'))));
    expect(visible).toEqual([...new Set(report.attempts.filter((a) => a.outcome === 'refused').map((a) => a.step))]);
    await page.select('#filter', 'all');
    await page.focus('body');
    await page.keyboard.press('j');
    await page.keyboard.press('j');
    expect(await page.evaluate('document.activeElement && document.activeElement.id')).toBe('step-2');
    await page.keyboard.press('k');
    expect(await page.evaluate('document.activeElement && document.activeElement.id')).toBe('step-1');
    await page.keyboard.press('r');
    expect(await page.$$eval('#timeline > li.step:not(.hidden)', (l) => l.length)).toBe(visible.length);
    await page.keyboard.press('a');
    const bg = (): Promise<string> => page.evaluate('getComputedStyle(document.body).backgroundColor') as Promise<string>;
    await page.emulateMediaFeatures([{ name: 'prefers-color-scheme', value: 'light' }]);
    const light = await bg();
    await page.emulateMediaFeatures([{ name: 'prefers-color-scheme', value: 'dark' }]);
    const dark = await bg();
    expect(light).toBe('rgb(255, 255, 255)');
    expect(dark).not.toBe(light);
    await page.keyboard.press('t');
    expect(await bg()).toBe(light);
    await page.keyboard.press('t');
    await page.emulateMediaFeatures([{ name: 'prefers-color-scheme', value: 'light' }]);
    await page.evaluate("document.documentElement.removeAttribute('data-theme')");
    expect(await bg()).toBe(light);
  });

  it('makes no request, breaks no rule of its policy and logs no error', async () => {
    expect(opened.requests).toEqual([]);
    expect(opened.violations).toEqual([]);
    expect(opened.errors).toEqual([]);
    const html = await readFile(join(dir, VIEWER_FILE), 'utf8');
    expect(html).toMatch(
      /<meta http-equiv="Content-Security-Policy" content="default-src 'none'; script-src 'sha256-[^']+'; style-src 'sha256-[^']+'/,
    );
    const ms = await renderDoneMs(opened.page);
    console.log(`run viewer (demo, ${report.steps.length} steps): ${Buffer.byteLength(html)} bytes, render-done at ${ms.toFixed(0)} ms`);
    expect(ms).toBeGreaterThan(0);
  });

  it.runIf(process.env.UPDATE_SCREENSHOT === '1')('writes the README screenshot', async () => {
    await opened.page.select('#filter', 'all');
    await opened.page.evaluate('window.scrollTo(0, 0)');
    await opened.page.screenshot({ path: join(repo, 'docs', 'run-viewer.png') });
  });
});
