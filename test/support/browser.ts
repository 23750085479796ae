// A real headless Chromium (Debian's `chromium` package; .ci/run installs it) driven by
// puppeteer-core, for the run viewer's tests. No browser is downloaded: without chromium the tests
// fail, saying how to install it. Every request a page makes is intercepted and recorded; only the
// page's own file is let through, so "no request leaves the page" is a list that must stay empty.
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { delimiter, join } from 'node:path';
import puppeteer, { type Browser, type Page } from 'puppeteer-core';

export function chromiumPath(): string {
  const names = ['chromium', 'chromium-browser'];
  for (const dir of (process.env.PATH ?? '').split(delimiter)) {
    for (const name of names) if (dir && existsSync(join(dir, name))) return join(dir, name);
  }
  throw new Error('chromium is not installed: apt-get install chromium (.ci/run installs it); the run viewer tests need a real browser');
}

export interface OpenedPage {
  page: Page;
  /** Every request after the page's own document (each was aborted). */
  requests: string[];
  /** Content-Security-Policy violations the page reported. */
  violations: string[];
  /** Uncaught errors and console errors. */
  errors: string[];
}

export interface ChromiumSession {
  open(file: string, opts?: { viewport?: { width: number; height: number }; script?: string }): Promise<OpenedPage>;
  /** Opens `file` with `script` run first in the page (before the page's own script). */
  openWith(file: string, script: string): Promise<OpenedPage>;
  close(): Promise<void>;
}

export async function startChromium(): Promise<ChromiumSession> {
  const profile = mkdtempSync(join(tmpdir(), 'agent-fix-chromium-'));
  const browser: Browser = await puppeteer.launch({
    executablePath: chromiumPath(),
    headless: true,
    args: [
      '--no-sandbox',
      '--headless',
      '--disable-gpu',
      '--disable-quic',
      '--no-first-run',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      `--user-data-dir=${profile}`,
    ],
  });
  const pages: Page[] = [];
  const session: ChromiumSession = {
    openWith: (file, script) => session.open(file, { script }),
    async open(file, opts = {}) {
      const page = await browser.newPage();
      pages.push(page);
      const url = `file://${file}`;
      const requests: string[] = [];
      const violations: string[] = [];
      const errors: string[] = [];
      await page.setRequestInterception(true);
      page.on('request', (req) => {
        if (req.url() === url && req.isNavigationRequest()) return void req.continue();
        requests.push(req.url());
        void req.abort();
      });
      page.on('pageerror', (err) => errors.push(String(err)));
      page.on('console', (m) => {
        if (m.type() === 'error') errors.push(m.text());
      });
      await page.exposeFunction('__reportViolation', (text: string) => violations.push(text));
      // A string: the test's TypeScript has no DOM types; it runs in the page before the page's own script.
      await page.evaluateOnNewDocument(
        "document.addEventListener('securitypolicyviolation', (e) => window.__reportViolation(e.violatedDirective + ' ' + e.blockedURI));",
      );
      if (opts.script) await page.evaluateOnNewDocument(opts.script);
      if (opts.viewport) await page.setViewport(opts.viewport);
      await page.goto(url, { waitUntil: 'load' });
      return { page, requests, violations, errors };
    },
    async close() {
      for (const p of pages) await p.close().catch(() => {});
      await browser.close();
      rmSync(profile, { recursive: true, force: true });
    },
  };
  return session;
}

/** When the page's script set its render-done mark, in ms since navigation started (-1: never). */
export async function renderDoneMs(page: Page): Promise<number> {
  return (await page.evaluate("(performance.getEntriesByName('render-done')[0] || { startTime: -1 }).startTime")) as number;
}

/** From the page script's first line (render-start) to its render-done mark, in ms (-1: never). */
export async function scriptRenderMs(page: Page): Promise<number> {
  return (await page.evaluate(
    "(function () { var a = performance.getEntriesByName('render-start')[0], b = performance.getEntriesByName('render-done')[0]; return a && b ? b.startTime - a.startTime : -1; })()",
  )) as number;
}
