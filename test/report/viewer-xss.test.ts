// Everything the run viewer shows is text: a report whose every string field (enumerated by walking
// the report's zod schema, not listed by hand) holds HTML and script payloads is opened in a real
// Chromium, which must run none of them, load nothing, and show each payload as text. The page is
// also opened without its Content-Security-Policy (so the escaping alone is tested) and, as the
// planted fault, with its script writing innerHTML instead of textContent: then payloads do run.
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { RunReport } from '../../src/report/run-report.js';
import { renderViewer, type ViewerReport } from '../../src/report/viewer/page.js';
import { startChromium, type ChromiumSession, type OpenedPage } from '../support/browser.js';

interface Def {
  type: string;
  shape?: Record<string, z.ZodType>;
  element?: z.ZodType;
  innerType?: z.ZodType;
  keyType?: z.ZodType;
  valueType?: z.ZodType;
  values?: unknown[];
  entries?: Record<string, unknown>;
  options?: z.ZodType[];
  in?: z.ZodType;
  format?: string;
  checks?: unknown[];
}
const defOf = (s: z.ZodType): Def => (s as unknown as { _zod: { def: Def } })._zod.def;

const payload = (id: number): string =>
  [
    `F${id}:`,
    `<img src=x onerror="__xss('${id}a')">`,
    `</script><script>__xss('${id}b')</script>`,
    `"><svg onload="__xss('${id}c')">`,
    `<iframe srcdoc="<script>parent.__xss('${id}d')</script>"></iframe>`,
    `javascript:__xss('${id}e')`,
    `<!--<style>*{background:url(https://evil.example/${id})}</style>--></title></style></textarea>`,
    `\u2028${id}`,
  ].join(' ');

/** Free-text string fields by schema path, and a report value with a payload in each of them. */
function fill(schema: z.ZodType, path: string, fields: Map<string, string>): unknown {
  const def = defOf(schema);
  const text = (at: string): string => {
    const p = payload(fields.size + 1);
    fields.set(at, p);
    return p;
  };
  switch (def.type) {
    case 'object':
      return Object.fromEntries(Object.entries(def.shape!).map(([k, s]) => [k, fill(s, path ? `${path}.${k}` : k, fields)]));
    case 'array':
      return [fill(def.element!, `${path}[]`, fields)];
    case 'optional':
    case 'nullable':
    case 'default':
    case 'prefault':
    case 'readonly':
    case 'nonoptional':
      return fill(def.innerType!, path, fields);
    case 'record':
      return { [text(`${path}{key}`)]: fill(def.valueType!, `${path}{value}`, fields) };
    case 'string': {
      if (!def.format && !def.checks?.length) return text(path);
      // A constrained string (a date, host[:port]) cannot hold a payload: a valid value instead.
      const valid = ['2026-01-01T00:00:00.000Z', 'example.com'].find((v) => schema.safeParse(v).success);
      if (!valid) throw new Error(`no sample value for the constrained string ${path}`);
      return valid;
    }
    case 'literal':
      return def.values![0];
    case 'enum':
      return Object.values(def.entries!)[0];
    case 'number':
      return 1;
    case 'boolean':
      return true;
    case 'union':
      return fill(def.options![0]!, path, fields);
    case 'pipe':
      return fill(def.in!, path, fields);
    default:
      // A new kind of field in the schema must be taught here, not skipped.
      throw new Error(`the walk does not know zod type ${def.type} (at ${path})`);
  }
}

function hostileReport(): { report: ViewerReport; fields: Map<string, string> } {
  const fields = new Map<string, string>();
  const base = RunReport.parse(fill(RunReport, '', fields));
  const step = base.steps[0]!;
  const attempt = base.attempts[0]!;
  const p = (name: string): string => {
    const v = payload(fields.size + 1);
    fields.set(name, v);
    return v;
  };
  // The same fields through every way the page draws them: a model step and a tool step, an edit
  // call whose arguments are JSON (its quoted lines shown), a diff with +/- lines (highlighted).
  const editArgs = JSON.stringify({
    edits: [{ path: p('args.edits[].path'), first_line: p('args.edits[].first_line'), new_text: p('args.edits[].new_text') }],
  });
  const report: ViewerReport = {
    ...base,
    steps: [
      { ...step, n: 1, kind: 'model' },
      { ...step, n: 2, kind: 'tool' },
      { ...step, n: 3, kind: 'tool', tool: 'edit', args: editArgs, outcome: 'refused' },
    ],
    attempts: [
      { ...attempt, step: 2, outcome: 'refused' },
      { ...attempt, step: 3, index: 0, outcome: 'accepted' },
    ],
    diffs: [
      ...(base.diffs ?? []),
      {
        path: p('diffs[].path (highlighted)'),
        diff: (() => {
          const line = p('diffs[].diff lines (highlighted)');
          return `@@ -1,2 +1,2 @@\n-${line}\n+${line}\n ${line}`;
        })(),
        truncated: true,
      },
    ],
    compactions: [{ beforeCall: 1, reason: 'threshold', tokensBefore: 12000, tokensAfter: 4000, stubbed: 1, tailed: 0, summarized: 0 }],
  };
  return { report, fields };
}

const NO_PAYLOAD_RAN =
  "window.__hits = []; window.__xss = function (id) { window.__hits.push(String(id)); }; window.alert = function (m) { window.__hits.push('alert ' + m); };";

describe('the run viewer shows every string of a hostile report as text', () => {
  let dir: string;
  let chromium: ChromiumSession;
  const { report, fields } = hostileReport();
  const html = renderViewer(report);

  beforeAll(async () => {
    dir = await mkdtemp(join(tmpdir(), 'agent-fix-xss-'));
    chromium = await startChromium();
  }, 60_000);
  afterAll(async () => {
    await chromium?.close();
    await rm(dir, { recursive: true, force: true });
  });

  async function open(name: string, text: string): Promise<OpenedPage & { hits: string[]; shown: string; foreign: number }> {
    const file = join(dir, name);
    await writeFile(file, text);
    const opened = await chromium.openWith(file, NO_PAYLOAD_RAN);
    await opened.page.waitForSelector('body[data-rendered]', { timeout: 10_000 }).catch(() => {});
    await new Promise((r) => setTimeout(r, 300));
    const hits = (await opened.page.evaluate('window.__hits')) as string[];
    const shown = (await opened.page.evaluate("document.title + '\\n' + document.body.textContent")) as string;
    const foreign = (await opened.page.evaluate(
      "document.querySelectorAll('img, iframe, object, embed, link, base, form, textarea').length + document.scripts.length - 2",
    )) as number;
    return { ...opened, hits, shown, foreign };
  }

  it('walks the schema to every free-text field, and none is left out', () => {
    const paths = [...fields.keys()];
    console.log(`XSS payloads in ${paths.length} string fields: ${paths.join(', ')}`);
    for (const must of [
      'task.title',
      'steps[].args',
      'steps[].answer',
      'steps[].check.tail',
      'attempts[].reason',
      'diffs[].diff',
      'summary',
      'warnings[]',
      'editMetrics.refusedByCode{key}',
    ])
      expect(paths).toContain(must);
    expect(paths.length).toBeGreaterThan(40);
  });

  it('with its policy: nothing runs, nothing loads, no rule is broken, and every payload is shown as text', async () => {
    const o = await open('with-csp.html', html);
    expect(o.hits).toEqual([]);
    expect(o.requests).toEqual([]);
    expect(o.violations).toEqual([]);
    expect(o.errors).toEqual([]);
    expect(o.foreign).toBe(0);
    const missing = [...fields].filter(([, p]) => !o.shown.includes(p)).map(([path]) => path);
    expect(missing).toEqual([]);
  });

  it('without its policy, the escaping alone holds: nothing runs or loads', async () => {
    const bare = html.replace(/<meta http-equiv="Content-Security-Policy"[^>]*>/, '');
    expect(bare).not.toBe(html);
    const o = await open('no-csp.html', bare);
    expect(o.hits).toEqual([]);
    expect(o.requests).toEqual([]);
    expect(o.foreign).toBe(0);
    expect([...fields.values()].every((p) => o.shown.includes(p))).toBe(true);
  });

  it('planted fault: the same page writing innerHTML does run the payloads and load their URLs (the checks above can fail)', async () => {
    const bare = html.replace(/<meta http-equiv="Content-Security-Policy"[^>]*>/, '');
    const faulty = bare.replace('e.textContent = String(text);', 'e.innerHTML = String(text);');
    expect(faulty).not.toBe(bare);
    const o = await open('planted.html', faulty);
    expect(o.hits.length).toBeGreaterThan(0);
    expect(o.requests.length + o.foreign).toBeGreaterThan(0);
  });
});
