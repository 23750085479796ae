// README is the front page: what agent-fix is, the two commands CI runs, the install, the comment
// workflow and links; every input and output of action.yml is documented in the page it links.
// The other workflows and the CLI's usage are checked where they now live (pages.test.ts).
import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { parse as parseYaml } from 'yaml';
import { SETTINGS } from '../../src/settings/index.js';
import { ROOT } from '../action/harness.js';

const readme = (): Promise<string> => readFile(join(ROOT, 'README.md'), 'utf8');

describe('README', () => {
  it('stays a front page of at most 300 lines', async () => {
    expect((await readme()).split('\n').length).toBeLessThanOrEqual(300);
  });

  it('every example workflow has a concurrency group, keyed by the issue or pull request where it has one', async () => {
    for (const f of (await readdir(join(ROOT, 'docs', 'workflows'))).filter((x) => x.endsWith('.yml'))) {
      const doc = parseYaml(await readFile(join(ROOT, 'docs', 'workflows', f), 'utf8')) as {
        on: Record<string, unknown>;
        concurrency?: { group?: string; 'cancel-in-progress'?: boolean };
      };
      expect(doc.concurrency?.group, f).toBeTruthy();
      expect(doc.concurrency?.['cancel-in-progress'], f).toBe(false);
      const events = Object.keys(doc.on);
      if (events.some((e) => ['issue_comment', 'issues'].includes(e)))
        expect(doc.concurrency?.group, f).toContain('github.event.issue.number');
      if (events.includes('pull_request_review')) expect(doc.concurrency?.group, f).toContain('github.event.pull_request.number');
      if (events.includes('workflow_run')) expect(doc.concurrency?.group, f).toContain('github.event.workflow_run.pull_requests[0].number');
    }
  });

  it('links the inputs reference, which documents every input and output of action.yml', async () => {
    expect(await readme()).toContain('[`docs/inputs.md`](docs/inputs.md)');
    const doc = await readFile(join(ROOT, 'docs', 'inputs.md'), 'utf8');
    const yml = parseYaml(await readFile(join(ROOT, 'action.yml'), 'utf8')) as { inputs: object; outputs: object };
    for (const name of Object.keys(yml.inputs)) expect(doc, name).toContain(`| \`${name}\` |`);
    const outputs = doc.slice(doc.indexOf('## Outputs'));
    for (const name of Object.keys(yml.outputs)) expect(outputs, name).toContain(`\`${name}\``);
  });

  it('the example workflows filter comments on the same word the action reads as its trigger', async () => {
    for (const f of ['agent-fix-comment.yml', 'agent-fix-pr.yml']) {
      const doc = parseYaml(await readFile(join(ROOT, 'docs', 'workflows', f), 'utf8')) as {
        jobs: Record<string, { if?: string; steps: { uses?: string; with?: Record<string, string> }[] }>;
      };
      const job = Object.values(doc.jobs)[0]!;
      const step = job.steps.find((s) => s.uses?.startsWith('OWNER/agent-fix'))!;
      // One source, the repository variable; unset, both fall back to the input's declared default.
      expect(step.with?.trigger, f).toBe('${{ vars.AGENT_FIX_TRIGGER }}');
      expect(job.if, f).toContain(`vars.AGENT_FIX_TRIGGER || '${SETTINGS.trigger.default}'`);
      expect(job.if?.match(/'\/[^']*'/g), f).toEqual([`'${SETTINGS.trigger.default}'`]);
    }
  });

  it('names the runner action.yml needs (runs.using) and the runner version for it, and GitHub Enterprise Server', async () => {
    const yml = parseYaml(await readFile(join(ROOT, 'action.yml'), 'utf8')) as { runs: { using: string } };
    const text = await readme();
    // GitHub's runner gained node24 in 2.327.1; a new runtime means a new minimum to state here.
    expect(yml.runs.using).toBe('node24');
    expect(text).toContain(`\`runs.using: ${yml.runs.using}\`), which needs Actions runner 2.327.1`);
    expect(text).toContain('## Runners and GitHub Enterprise Server');
  });

  it('gives the two commands, the test command exactly as CI (.ci/run) runs it', async () => {
    const ci = await readFile(join(ROOT, '.ci', 'run'), 'utf8');
    // CI's test line: `timeout N <command> -- <reporter flags>`; the command is what a contributor types.
    const testCommand = /^timeout \d+ (npm [^\n]*?)(?: -- [^\n]*)?$/m.exec(ci)?.[1];
    expect(testCommand, '.ci/run has no `timeout N npm ...` test line').toBeDefined();
    expect(ci).toMatch(/^npm ci\b/m);
    const block = /## Two commands\n\n```sh\n([\s\S]*?)\n```/.exec(await readme())?.[1] ?? '';
    const commands = block.split('\n').map((line) => line.replace(/\s+#.*$/, ''));
    expect(commands).toEqual(['npm ci && npm run demo', testCommand]);
  });
});
