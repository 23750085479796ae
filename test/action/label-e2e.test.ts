// The label trigger and events agent-fix does not handle, end to end with the bundled action and
// docs/workflows/agent-fix-label.yml: a maintainer's label opens a pull request; a label from someone
// without write permission gets one line and no model call; the label again while the pull request is
// open, or its removal, starts nothing; an unhandled event ends with a notice naming what is handled.
import { writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { demoTurn } from '../../src/cli/demo-script.js';
import { HANDLED_EVENTS } from '../../src/github/event.js';
import { CI_WILL_NOT_RUN } from '../../src/report/markdown.js';
import { parsePrBody } from '../../src/report/pr-body.js';
import type { ScriptedServer } from '../../src/scripted/server.js';
import { expectNoViolations } from '../support/github-emulator.js';
import { labeledPayload } from '../support/github-emulator/events.js';
import { commentsOn, FULL, nextJob, ourComments, pulls, runAction, setupPlainChecks, type Harness } from './harness.js';

let h: Harness | undefined;
const extra: ScriptedServer[] = [];
afterEach(async () => {
  await h?.close();
  h = undefined;
  for (const s of extra.splice(0)) await s.close();
});

describe('action e2e: the label trigger', { timeout: 400_000 }, () => {
  it('a maintainer’s label opens a pull request; the label again while it is open, or removed, starts nothing', async () => {
    h = await setupPlainChecks({ workflow: 'label', script: demoTurn, commenter: { login: 'maintainer', role: 'maintain' } });
    Object.assign(h.env, { GITHUB_ACTION_REPOSITORY: 'octo-tools/agent-fix', GITHUB_ACTION_REF: 'v1' });
    const run = await runAction(h);
    expect(run.code, run.stdout + run.stderr).toBe(0);
    expect(pulls(h)).toHaveLength(1);
    expect(pulls(h)[0]!.body).toContain(`Fixes #${h.issueNumber}`);
    expect(h.model.requests.length).toBeGreaterThan(0);
    // The tracking comment is on the issue and says who labelled it; the label starts no reaction.
    const tracking = ourComments(h);
    expect(tracking).toHaveLength(1);
    // (The mention is neutralised: a note never pings anyone.)
    expect(tracking[0]!.history[0]).toMatch(/Started by the label "agent-fix", added by @\u200bmaintainer\./);
    expect(tracking[0]!.body).toContain('opened');
    expect(h.emu.calls('reactions/create-for-issue-comment')).toHaveLength(0);
    // The default GITHUB_TOKEN made it (GitHub says github-actions[bot]): one line says CI will not run, with the docs.
    const body = pulls(h)[0]!.body ?? '';
    expect(body).toContain(CI_WILL_NOT_RUN);
    expect(body).toContain('](https://github.com/octo-tools/agent-fix/blob/v1/docs/events.md#ci-on-agent-fixs-commits)');
    expect(body.split(CI_WILL_NOT_RUN)).toHaveLength(2);
    // The runs record names the label.
    expect(parsePrBody(pulls(h)[0]!.body ?? '').records.map((r) => r.trigger)).toEqual([`label agent-fix on issue #${h.issueNumber}`]);

    for (const [action, runId, why] of [
      ['labeled', '6101', 'already has an open agent-fix pull request'],
      ['unlabeled', '6102', 'issues action "unlabeled" is not handled'],
    ] as const) {
      const model = await nextJob(h, {
        event: 'issues',
        payload: labeledPayload(h.emu.state, FULL, h.issueNumber, 'agent-fix', 'maintainer', action),
        script: demoTurn,
        runId,
        workflow: 'label',
      });
      extra.push(model);
      const again = await runAction(h);
      expect(again.code, action).toBe(0);
      expect(model.requests, action).toHaveLength(0);
      expect(again.stdout, action).toContain(why);
    }
    expect(pulls(h)).toHaveLength(1);
    expect(ourComments(h)).toHaveLength(1);
    expectNoViolations(h.emu);
  });

  it('a label from someone without write permission: a one-line reply, no model call; another label: nothing', async () => {
    h = await setupPlainChecks({ workflow: 'label', script: demoTurn, commenter: { login: 'drive-by', role: 'triage' } });
    const run = await runAction(h);
    expect(run.code, run.stdout + run.stderr).toBe(0);
    expect(h.model.requests).toHaveLength(0);
    expect(pulls(h)).toHaveLength(0);
    const replies = ourComments(h);
    expect(replies).toHaveLength(1);
    const text = replies[0]!.body.replace('<!-- agent-fix -->', '').trim();
    expect(text).toBe('@drive-by agent-fix did not start: drive-by has role "triage"; "write" or higher is required.');

    const model = await nextJob(h, {
      event: 'issues',
      payload: labeledPayload(h.emu.state, FULL, h.issueNumber, 'bug', 'maintainer'),
      script: demoTurn,
      runId: '6201',
      workflow: 'label',
    });
    extra.push(model);
    const other = await runAction(h);
    expect(other.code).toBe(0);
    expect(model.requests).toHaveLength(0);
    expect(other.stdout).toContain('is not the trigger-label "agent-fix"');
    expect(commentsOn(h).filter((c) => c.body.includes('<!-- agent-fix -->'))).toHaveLength(1);
    expectNoViolations(h.emu);
  });
});

describe('action e2e: an event agent-fix does not handle', () => {
  it('ends with a notice listing the handled events and their example workflows; the job stays green', async () => {
    h = await setupPlainChecks({ workflow: 'comment', script: demoTurn });
    const path = join(h.tmp, 'push.json');
    await writeFile(path, JSON.stringify({ ref: 'refs/heads/main', repository: { name: 'shop', owner: { login: 'octo-org' } } }));
    Object.assign(h.env, { GITHUB_EVENT_NAME: 'push', GITHUB_EVENT_PATH: path });
    const run = await runAction(h);
    expect(run.code, run.stdout + run.stderr).toBe(0);
    const notice = run.stdout.split('\n').find((l) => l.startsWith('::notice::'));
    expect(notice).toContain('does not handle the event "push"');
    for (const e of HANDLED_EVENTS) {
      expect(notice).toContain(e.event);
      expect(notice).toContain(`docs/workflows/${e.workflow}`);
    }
    expect(h.model.requests).toHaveLength(0);
    expect(h.emu.requests).toHaveLength(0);
  });
});
