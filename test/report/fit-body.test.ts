import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { fitGitHubBody } from '../../src/report/fit-body.js';
import { codeSpan, escapeCell, sanitizeMarkdownBlock } from '../../src/report/escape.js';
import { cellSeparators, detailsBalanced, fencesClosed, htmlTags, tablesWellFormed } from './md-checks.js';

describe('fitGitHubBody', () => {
  it('leaves text within the limit untouched', () => {
    const md = '# hi\n\n<details>\n<summary>x</summary>\n\nbody\n\n</details>\n';
    expect(fitGitHubBody(md, 1000)).toBe(md);
  });

  it('cuts a long table at a row boundary inside <details> and closes it', () => {
    const rows = Array.from({ length: 500 }, (_, i) => `| ${i} | ${'w'.repeat(40)} |`);
    const md = `intro\n\n<details>\n<summary>log</summary>\n\n| n | text |\n|---|---|\n${rows.join('\n')}\n\n</details>\n`;
    const out = fitGitHubBody(md, 5000, { note: 'see the run' });
    expect(out.length).toBeLessThanOrEqual(5000);
    expect(out).toContain('**Truncated:**');
    expect(out).toContain('see the run');
    expect(detailsBalanced(out)).toBe(true);
    expect(tablesWellFormed(out)).toBe(true);
  });

  it('closes an open code fence', () => {
    const md = `text\n\n\`\`\`\`ts\n${'const x = 1;\n'.repeat(1000)}\`\`\`\`\n`;
    const out = fitGitHubBody(md, 3000);
    expect(out.length).toBeLessThanOrEqual(3000);
    expect(fencesClosed(out)).toBe(true);
  });

  it('cuts one giant line outside entities', () => {
    const md = `start\n${'a &lt;b&gt; '.repeat(20_000)}\nend`;
    const out = fitGitHubBody(md, 10_000);
    expect(out.length).toBeLessThanOrEqual(10_000);
    const body = out.slice(0, out.indexOf('\n\n---'));
    expect(body).not.toMatch(/&[a-z]*$/);
    expect(body.length).toBeGreaterThan(5000);
  });

  it('keeps structure for random documents and limits', () => {
    const piece = fc.oneof(
      fc.constant('<details>\n<summary>s</summary>\n'),
      fc.constant('</details>'),
      fc.constant('| a | b |\n|---|---|'),
      fc.string({ maxLength: 80 }).map((s) => `| ${escapeCell(s)} | ${codeSpan(s, true)} |`),
      fc.string({ maxLength: 300 }).map((s) => sanitizeMarkdownBlock(s, 1000)),
      fc.constant('```js\nlet a = "</details>";'),
      fc.constant('```'),
      fc.nat(3000).map((n) => 'x '.repeat(n)),
    );
    fc.assert(
      fc.property(fc.array(piece, { maxLength: 60 }), fc.integer({ min: 600, max: 6000 }), (pieces, limit) => {
        // Build a well-formed document: balance our own pieces first, as the renderer does.
        let depth = 0;
        let fence = false;
        const lines: string[] = [];
        for (const p of pieces) {
          if (p === '</details>' && (depth === 0 || fence)) continue;
          if (p === '```' && !fence) continue;
          if (p.startsWith('```js')) {
            if (fence) continue;
            fence = true;
          } else if (p === '```') fence = false;
          if (p.startsWith('<details>') && !fence) depth += 1;
          if (p === '</details>') depth -= 1;
          lines.push(p, '');
        }
        if (fence) lines.push('```');
        for (; depth > 0; depth -= 1) lines.push('</details>');
        const md = lines.join('\n');
        const out = fitGitHubBody(md, limit);
        expect(out.length).toBeLessThanOrEqual(limit);
        expect(detailsBalanced(out)).toBe(true);
        expect(fencesClosed(out)).toBe(true);
        if (out !== md) expect(out).toContain('**Truncated:**');
      }),
      { numRuns: 300 },
    );
  });
});

describe('escaping helpers', () => {
  it('keeps table cells to one cell', () => {
    for (const text of ['a|b', 'a\\|b', 'x\\', '|||', 'line\nbreak | </td>', '`code|span`']) {
      expect(cellSeparators(`| ${escapeCell(text)} |`)).toBe(2);
      expect(cellSeparators(`| ${codeSpan(text, true)} |`)).toBe(2);
    }
  });

  it('wraps code spans around backticks', () => {
    expect(codeSpan('a`b')).toBe('``a`b``');
    expect(codeSpan('`x`')).toBe('`` `x` ``');
  });

  it('moves a list-item fence to column 0 so it cannot end early and expose HTML', () => {
    const out = sanitizeMarkdownBlock('- item\n  ```\n</details>\n<script>x</script>', 1000);
    expect(out.split('\n')).toEqual(['- item', '```', '</details>', '<script>x</script>', '```']);
    expect(htmlTags(out)).toEqual([]);
    const nested = sanitizeMarkdownBlock('- a\n    - b\n        ```\n</details>', 1000);
    expect(nested).toContain('&lt;/details>');
  });

  it('keeps code in a top-level fence verbatim', () => {
    const out = sanitizeMarkdownBlock('Fix:\n```ts\nconst xs: Array<string> = [];\n```\nafter <b>', 1000);
    expect(out).toContain('const xs: Array<string> = [];');
    expect(out).toContain('after &lt;b>');
  });

  it('leaves no raw HTML in sanitized Markdown and closes fences', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 200 }), (s) => {
        const out = sanitizeMarkdownBlock(`${s}<script>x</script>\n~~~\n${s}`, 10_000);
        expect(htmlTags(out)).toEqual([]);
        expect(fencesClosed(out)).toBe(true);
      }),
      { numRuns: 300 },
    );
  });
});
