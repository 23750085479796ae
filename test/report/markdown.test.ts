import { describe, expect, it } from 'vitest';
import { JOB_SUMMARY_LIMIT, renderJobSummary, renderOneLineCost, renderRunMarkdown } from '../../src/report/markdown.js';
import { RunReport, type ReportStep } from '../../src/report/run-report.js';
import { detailsBalanced, fenceStates, fencesClosed, htmlTags, tablesWellFormed } from './md-checks.js';
import { sampleReport } from './sample-report.js';

const RUN_URL = 'https://github.com/o/r/actions/runs/42';
const OUR_TAGS = new Set(['<details>', '</details>', '<summary>', '</summary>']);

function hostileReport(stepCount: number, summaryRepeat: number, fileCount = 50): RunReport {
  const evil = 'x | y </details> <script>alert(1)</script> <img src=x onerror=alert(2)> @octocat fixes #12 `a|b` \\';
  const steps: ReportStep[] = [];
  for (let i = 0; i < stepCount; i += 1) {
    steps.push({
      n: 2 * i + 1,
      call: i + 1,
      kind: 'model',
      outcome: 'ok',
      usage: { inputTokens: 1000 + i, cachedInputTokens: 512, outputTokens: 40, reasoningTokens: 0 },
      durationMs: 900,
    });
    steps.push({
      n: 2 * i + 2,
      call: i + 1,
      kind: 'tool',
      tool: 'edit|x',
      path: `src/a|b-${i}.ts`,
      outcome: i % 3 === 0 ? 'refused' : i % 3 === 1 ? 'accepted' : 'aligned',
      code: 'stale_revision',
      message: `${evil}\nline two ${i}`,
      durationMs: 1,
    });
  }
  return sampleReport({
    task: { source: 'issue', title: 'Title with | pipe and <b>bold</b> @someone', issueNumber: 7 },
    steps,
    summary: `${'Summary line with <details><summary>x</summary> and | pipes. '.repeat(summaryRepeat)}\n\n<script>bad()</script>\n\`\`\`ts\nconst open = "<never closed>";\n`,
    stopReason: { code: 'max_cost', detail: 'limit $1 | reached </details>' },
    files: Array.from({ length: fileCount }, (_, i) => ({
      path: `src/dir|${i}/<f>${'/deep'.repeat(i % 60)}.ts`,
      kind: 'update' as const,
      added: i,
      removed: 1,
    })),
  });
}

describe('renderRunMarkdown', () => {
  it('contains the figures of the run', () => {
    const md = renderRunMarkdown(sampleReport(), { runUrl: RUN_URL });
    for (const figure of [
      '12,345',
      '6,272',
      '678',
      '$0.0123',
      '$0.0101',
      '1 min 03 s',
      '| Model calls | 3 |',
      '| Tool calls | 3 |',
      '| Reasoning tokens (part of output) | 200 |',
    ]) {
      expect(md).toContain(figure);
    }
    expect(md).toContain('| `src/page.ts` | update | +3 | −2 |');
    expect(md).toContain('| `test/page.test.ts` | create | +20 | −0 |');
    expect(md).toContain('`boundary_mismatch`');
    expect(md).toContain('aligned by 2: lines 43-45 as quoted');
    expect(md).toContain('| First targeted edit accepted | no |');
    expect(md).toContain('| Lines copied by reference | 12 |');
    expect(md).toContain(`[workflow run](${RUN_URL})`);
    expect(md).toContain('(`done`)');
    expect(md).toContain('Fixed the off-by-one in `nextPage`');
    expect(tablesWellFormed(md)).toBe(true);
    expect(detailsBalanced(md)).toBe(true);
  });

  it('says "not priced" and how to set prices when pricing is unknown', () => {
    const base = sampleReport();
    const r = sampleReport({
      settings: { ...base.settings, model: 'my-model', pricingSource: 'unknown' },
      totals: { ...base.totals, costBilledUsd: null, costPerfectCachingUsd: null },
    });
    const md = renderRunMarkdown(r);
    expect(md).toContain('| Cost as billed | not priced |');
    expect(md).toContain('| Cost under perfect prefix caching | not priced |');
    expect(md).toContain('no price is known for model `my-model`');
    expect(md).toContain('`pricing` input');
    expect(renderOneLineCost(r)).toBe('3 model calls · 12,345 in (6,272 cached) · 678 out (200 reasoning) · not priced');
  });

  it('escapes model-controlled text: no HTML, no broken tables, no open fences, no pings', () => {
    const md = renderRunMarkdown(hostileReport(5, 2), { runUrl: RUN_URL });
    const tags = htmlTags(md);
    expect(tags.filter((t) => !OUR_TAGS.has(t))).toEqual([]);
    expect(tags.filter((t) => t === '<details>').length).toBe(2);
    expect(detailsBalanced(md)).toBe(true);
    expect(tablesWellFormed(md)).toBe(true);
    expect(fencesClosed(md)).toBe(true);
    // The model's unclosed fence must not swallow the sections that follow it.
    const heading = fenceStates(md).find((s) => s.line === '### Changed files');
    expect(heading?.inFence).toBe(false);
    expect(md).not.toMatch(/@octocat|@someone/);
    expect(md).not.toMatch(/fixes #12/i);
  });

  it('truncates huge reports below 65536 characters, cleanly, with a note', () => {
    const report = hostileReport(4000, 3000, 5000);
    const md = renderRunMarkdown(report, { runUrl: RUN_URL });
    // Caps keep the figures ahead of the cut; only the long logs get truncated.
    for (const h of ['### Changed files', '### Tokens and cost', '### Edit metrics', '| Cost as billed | $0.0123 |'])
      expect(md).toContain(h);
    expect(md.length).toBeLessThanOrEqual(65536);
    expect(md).toMatch(/Truncated:.*65,536 characters/);
    expect(md).toContain(RUN_URL);
    expect(md).toContain('**Outcome:**');
    expect(detailsBalanced(md)).toBe(true);
    expect(tablesWellFormed(md)).toBe(true);
    expect(fencesClosed(md)).toBe(true);
    expect(htmlTags(md).filter((t) => !OUR_TAGS.has(t))).toEqual([]);
  });

  it('caps the edit log in the PR body and points to the job summary', () => {
    const md = renderRunMarkdown(hostileReport(300, 1));
    expect(md).toContain('Edit log (300 attempts)');
    expect(md).toContain('…and 200 more edit attempts');
  });
});

describe('headings', () => {
  it('accepts plain text or a full heading line', () => {
    expect(renderRunMarkdown(sampleReport()).split('\n')[0]).toBe('## agent-fix');
    expect(renderRunMarkdown(sampleReport(), { heading: 'Run report (demo)' }).split('\n')[0]).toBe('## Run report (demo)');
    expect(renderRunMarkdown(sampleReport(), { heading: '### Fix <b>' }).split('\n')[0]).toBe('### Fix &lt;b&gt;');
  });
});

describe('renderJobSummary', () => {
  it('has the same content plus every step', () => {
    const pr = renderRunMarkdown(sampleReport());
    const job = renderJobSummary(sampleReport());
    expect(job).toContain('All steps (6)');
    expect(job).toContain('2,345 in / 0 cached / 120 out');
    expect(job.length).toBeGreaterThan(pr.length);
    expect(detailsBalanced(job)).toBe(true);
  });

  it('stays within its own limit on huge reports', () => {
    const job = renderJobSummary(hostileReport(4000, 3000, 5000));
    expect(job.length).toBeLessThanOrEqual(JOB_SUMMARY_LIMIT);
    expect(detailsBalanced(job)).toBe(true);
    expect(tablesWellFormed(job)).toBe(true);
  });
});

describe('renderOneLineCost', () => {
  it('formats calls, tokens and both costs', () => {
    expect(renderOneLineCost(sampleReport())).toBe(
      '3 model calls · 12,345 in (6,272 cached) · 678 out (200 reasoning) · $0.0123 (perfect caching $0.0101)',
    );
    const one = sampleReport();
    one.totals = { ...one.totals, modelCalls: 1, reasoningTokens: 0, costBilledUsd: 12.3456, costPerfectCachingUsd: 0.00001 };
    expect(renderOneLineCost(one)).toBe('1 model call · 12,345 in (6,272 cached) · 678 out · $12.35 (perfect caching <$0.0001)');
  });
});

describe('the PR body keeps its figures when the summary is huge', () => {
  it('escaping cannot push the cost tables out of the body', async () => {
    const { renderRunMarkdown } = await import('../../src/report/markdown.js');
    const { sampleReport } = await import('./sample-report.js');
    const report = { ...sampleReport(), summary: '<'.repeat(16_000) };
    const md = renderRunMarkdown(report);
    expect(md.length).toBeLessThanOrEqual(65_536);
    expect(md).toContain('Cost as billed');
    expect(md).toContain('Edits attempted');
  });
});
