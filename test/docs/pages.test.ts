// The pages under docs/ that README links to: each example workflow is shown verbatim on the page
// that explains it (the files the e2e tests run), and docs/cli.md's usage block is what the CLI prints.
import { readFile, readdir } from 'node:fs/promises';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { expectedCliDoc } from '../../src/cli/usage-doc.js';
import { COMMANDS } from '../../src/cli/commands.js';
import { ROOT } from '../action/harness.js';

const page = (file: string): Promise<string> => readFile(join(ROOT, file), 'utf8');

/** Where each file of docs/workflows/ is shown in full; README shows the comment one as well. */
const SHOWN_IN: Record<string, string[]> = {
  'agent-eval.yml': ['docs/eval.md'],
  'agent-fanout.yml': ['docs/workflows.md'],
  'agent-fix-ci.yml': ['docs/events.md'],
  'agent-fix-comment.yml': ['docs/workflows.md', 'README.md'],
  'agent-fix-dispatch.yml': ['docs/workflows.md'],
  'agent-fix-label.yml': ['docs/events.md'],
  'agent-fix-pr.yml': ['docs/workflows.md'],
  'agent-fix-weekly.yml': ['docs/workflows.md'],
};

describe('docs pages', () => {
  it('show each example workflow verbatim, on the page that explains it', async () => {
    const files = (await readdir(join(ROOT, 'docs', 'workflows'))).filter((f) => f.endsWith('.yml'));
    expect(files.sort()).toEqual(Object.keys(SHOWN_IN).sort());
    for (const f of files) {
      const yml = (await readFile(join(ROOT, 'docs', 'workflows', f), 'utf8')).trimEnd();
      for (const where of SHOWN_IN[f]!) expect(await page(where), `${f} in ${where}`).toContain(`\`\`\`yaml\n${yml}\n\`\`\``);
    }
  });

  it("docs/cli.md shows each command's usage exactly as --help prints it", async () => {
    const text = await page('docs/cli.md');
    const block = /<!-- usage:begin[^\n]*-->\n\n```sh\n([\s\S]*?)\n```\n\n<!-- usage:end -->/.exec(text)?.[1] ?? '';
    const expected = COMMANDS.flatMap((c) => c.usage.split('\n').map((line, i) => (i === 0 ? `npx ${line}` : `    ${line}`))).join('\n');
    expect(block).toBe(expected);
  });

  it('docs/cli.md is as npm run settings:docs writes it', async () => {
    const text = await page('docs/cli.md');
    expect(text).toBe(expectedCliDoc(text));
  });
});
