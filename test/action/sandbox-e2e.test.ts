// The bundled action's check sandbox, end to end: as root (CI), as a non-root runner user with
// passwordless sudo (GitHub-hosted runners), and as a user with neither (the check is not run, and
// the model and the tracking comment say why).
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import type { RecordedRequest } from '../../src/scripted/server.js';
import { expectNoViolations } from '../support/github-emulator.js';
import { expectActionBodies } from '../support/rendered-body.js';
import { ensureUser, IS_ROOT, NEEDS_ROOT } from '../support/root.js';
import { API_KEY, GH_TOKEN, ourComments, pulls, runAction, runUrlOf, setup, type Harness } from './harness.js';

let h: Harness | undefined;
afterEach(async () => {
  await h?.close();
  h = undefined;
});

/** A check written to exfiltrate: the action's environment, every process's, the network, sudo. */
const HOSTILE_CHECK = [
  'echo "user=$(id -un)"',
  "tr '\\0' '\\n' < /proc/$PPID/environ",
  "cat /proc/[0-9]*/environ | tr '\\0' '\\n' | grep -i -E 'INPUT_|TOKEN|KEY' || echo no-secrets-visible",
  'sudo -n true && echo SUDO-OK || echo SUDO-REFUSED',
  "node -e \"require('net').connect(443, '140.82.112.3').on('error', e => console.log('net:', e.code)).on('connect', () => console.log('net: CONNECTED'))\"",
].join('; ');

/** Calls run_checks once, then finishes without changes. */
const checkThenStop = (req: RecordedRequest, i: number) =>
  i === 0 ? { toolCalls: [{ name: 'run_checks', arguments: {} }] } : { content: 'Ran the checks; no change needed.' };

function checkResult(harness: Harness): string {
  const req = harness.model.requests[1];
  const tool = req?.messages.find((m) => m.role === 'tool');
  expect(tool, 'the model got a run_checks answer').toBeDefined();
  return String(tool!.content);
}

function expectSecretsNowhere(text: string): void {
  expect(text).not.toContain(API_KEY);
  expect(text).not.toContain(GH_TOKEN);
}

describe.skipIf(!IS_ROOT)(`action e2e: the check sandbox (${IS_ROOT ? 'root' : NEEDS_ROOT})`, () => {
  it('as root: the hostile check runs as the sandbox user and sees no secret, no network, no sudo', async () => {
    h = await setup({ workflow: 'comment', script: checkThenStop, inputs: { 'check-command': HOSTILE_CHECK } });
    const run = await runAction(h);
    expect(run.code, run.stderr + run.stdout).toBe(0);
    const result = checkResult(h);
    expect(result).toContain('user=agent-fix-sandbox');
    expect(result).toContain('no-secrets-visible');
    expect(result).toContain('SUDO-REFUSED');
    expect(result).toMatch(/net: (ENETUNREACH|EHOSTUNREACH|ECONNREFUSED)/);
    // Not even the second layer was needed: the secrets never reached the output to be redacted.
    expectSecretsNowhere(JSON.stringify(h.model.requests.map((r) => r.body)));
    expect(run.stdout).toContain('check-command runs in: sandbox (root)');
    // No change, so no PR: the job summary is the run's body.
    expect(pulls(h)).toHaveLength(0);
    expectActionBodies(run, undefined, { runUrl: runUrlOf(h) });
    expectNoViolations(h.emu);
  });

  it('as a non-root runner with passwordless sudo: the sandbox is built through sudo -n, and its user cannot sudo', async () => {
    const runner = ensureUser('agent-fix-runner', { sudo: true });
    h = await setup({ workflow: 'comment', script: checkThenStop, inputs: { 'check-command': HOSTILE_CHECK } });
    const run = await runAction(h, undefined, runner);
    expect(run.code, run.stderr + run.stdout).toBe(0);
    expect(run.stdout).toContain('check-command runs in: sandbox (sudo)');
    const result = checkResult(h);
    expect(result).toContain('user=agent-fix-sandbox');
    expect(result).toContain('SUDO-REFUSED');
    expect(result).toContain('no-secrets-visible');
    expectSecretsNowhere(JSON.stringify(h.model.requests.map((r) => r.body)));
    expectActionBodies(run, undefined, { runUrl: runUrlOf(h) });
    expectNoViolations(h.emu);
  });

  it('as a user with neither root nor sudo: the check is not run, and the model and the tracking comment say why', async () => {
    const plain = ensureUser('agent-fix-nosudo');
    h = await setup({ workflow: 'comment', script: checkThenStop, inputs: { 'check-command': 'touch ran-anyway' } });
    const run = await runAction(h, undefined, plain);
    expect(run.code, run.stderr + run.stdout).toBe(0);
    const result = checkResult(h);
    expect(result).toContain('The check command was not run');
    expect(result).toContain('check-sandbox');
    const comment = ourComments(h)[0]!.body;
    expect(comment).toContain('The check command was not run');
    expect(comment).toContain('check-sandbox');
    expect(comment).toContain('neither root nor allowed to use sudo');
    expect(run.summary).toContain('The check command was not run');
    expect(expectActionBodies(run, undefined, { runUrl: runUrlOf(h) }).summary.text).toContain('⚠️ The check command was not run');
    expect(existsSync(join(h.ws, 'ran-anyway'))).toBe(false);
    expectNoViolations(h.emu);
  });
});
