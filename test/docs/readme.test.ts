// README is the user's manual: the example workflows in it are the files the e2e tests run, and
// every input and output of action.yml is documented.
import { readFile, readdir } from 'node:fs/promises';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { parse as parseYaml } from 'yaml';
import { COMMANDS } from '../../src/cli/commands.js';
import { SETTINGS } from '../../src/settings/index.js';
import { ROOT } from '../action/harness.js';

const readme = (): Promise<string> => readFile(join(ROOT, 'README.md'), 'utf8');

describe('README', () => {
  it('shows each example workflow verbatim (the label and CI-fix ones in docs/events.md)', async () => {
    const text = await readme();
    const events = await readFile(join(ROOT, 'docs', 'events.md'), 'utf8');
    const files = (await readdir(join(ROOT, 'docs', 'workflows'))).filter((f) => f.endsWith('.yml'));
    expect(files.sort()).toEqual([
      'agent-eval.yml',
      'agent-fanout.yml',
      'agent-fix-ci.yml',
      'agent-fix-comment.yml',
      'agent-fix-dispatch.yml',
      'agent-fix-label.yml',
      'agent-fix-pr.yml',
      'agent-fix-weekly.yml',
    ]);
    const inEvents = ['agent-fix-ci.yml', 'agent-fix-label.yml'];
    for (const f of files) {
      const yml = (await readFile(join(ROOT, 'docs', 'workflows', f), 'utf8')).trimEnd();
      expect(inEvents.includes(f) ? events : text, f).toContain(yml);
    }
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

  it('gives the two setup commands', async () => {
    const text = await readme();
    expect(text).toContain('npm ci && npm run demo');
    expect(text).toContain('npm test');
  });

  it("shows each command's usage exactly as --help prints it", async () => {
    const text = await readme();
    const block = /## Command line\n\n```sh\n([\s\S]*?)\n```/.exec(text)?.[1] ?? '';
    const expected = COMMANDS.flatMap((c) => c.usage.split('\n').map((line, i) => (i === 0 ? `npx ${line}` : `    ${line}`))).join('\n');
    expect(block).toBe(expected);
  });
});
