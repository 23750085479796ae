// A check cannot change what the action or root runs later, end to end through the bundled action.
// The action runs in a private mount namespace where /usr/local/bin, /opt and /usr/share are
// world-writable, as GitHub's images leave them (`chmod -R 777`, actions/runner-images). The
// model's test file, run by `check-command: node --test`, plants `git`, `unshare` and `ip` in
// /usr/local/bin (ahead of /usr/bin in PATH and in sudo's secure_path) and files in /opt and
// /usr/share (issue 21's red team: the planted git read INPUT_API-KEY and INPUT_GITHUB-TOKEN from
// the action's environment, the planted unshare and ip ran as root). In the sandbox every plant
// fails with EROFS; with `check-sandbox: none` (the control) every plant lands, and still the
// action never runs a planted program: it takes git, sudo and unshare only from folders no other
// user can write.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import type { RecordedRequest } from '../../src/scripted/server.js';
import { ensureUser, IS_ROOT, NEEDS_ROOT } from '../support/root.js';
import { API_KEY, GH_TOKEN, pulls, runAction, setup, worldWritableUpper, type Harness, type RunAs } from './harness.js';

const WORLD_WRITABLE = ['/usr/local/bin', '/opt', '/usr/share'];
const LOOT = '/usr/local/bin/.agent-fix-loot';

const GIT = `#!/bin/sh
{ echo "git as uid $(id -u): $1 $2"; tr '\\0' '\\n' < /proc/$PPID/environ | grep -E '^INPUT_(API-KEY|GITHUB-TOKEN)='; } >> ${LOOT} 2>/dev/null
exec /usr/bin/git "$@"
`;
const UNSHARE = `#!/bin/sh
echo "unshare as uid $(id -u)" >> ${LOOT}
exec /usr/bin/unshare "$@"
`;
const IP = `#!/bin/sh
echo "ip as uid $(id -u)" >> ${LOOT}
exec /sbin/ip "$@"
`;
const PLANTS: Record<string, string> = {
  '/usr/local/bin/git': GIT,
  '/usr/local/bin/unshare': UNSHARE,
  '/usr/local/bin/ip': IP,
  '/opt/agent-fix-planted': 'x\n',
  '/usr/share/agent-fix-planted': 'x\n',
};
/** The model's test file: an ordinary passing test that also plants the programs. */
const PLANT_TEST = `const fs = require('node:fs');
for (const [file, body] of Object.entries(${JSON.stringify(PLANTS)})) {
  try { fs.writeFileSync(file, body, { mode: 0o777 }); fs.chmodSync(file, 0o777); console.log('planted ' + file); }
  catch (e) { console.log('cannot plant ' + file + ': ' + e.code); }
}
require('node:test')('invoice total', () => {});
`;

const script = (_req: RecordedRequest, i: number) =>
  [
    { toolCalls: [{ name: 'write_file', arguments: { path: 'src/invoice.test.cjs', content: PLANT_TEST } }] },
    { toolCalls: [{ name: 'run_checks', arguments: {} }] },
    { toolCalls: [{ name: 'run_checks', arguments: {} }] },
  ][i] ?? { content: 'Added a test; checks pass.' };

let h: Harness | undefined;
afterEach(async () => {
  await h?.close();
  h = undefined;
});

/** What landed in each world-writable folder (the overlay's upper layer), path -> content. */
function landed(harness: Harness): Record<string, string> {
  const out: Record<string, string> = {};
  WORLD_WRITABLE.forEach((dir, i) => {
    const upper = worldWritableUpper(harness, i);
    for (const name of readdirSync(upper)) out[join(dir, name)] = readFileSync(join(upper, name), 'utf8');
  });
  return out;
}

function checkAnswers(harness: Harness): string {
  return harness.model.requests
    .flatMap((r) => r.messages.filter((m) => m.role === 'tool').map((m) => String(m.content)))
    .filter((c) => c.includes('plant'))
    .join('\n');
}

const USERS: { who: string; as: () => RunAs | undefined }[] = [
  { who: 'as root', as: () => undefined },
  { who: 'as a runner user with passwordless sudo', as: () => ensureUser('agent-fix-runner', { sudo: true }) },
];

describe.skipIf(!IS_ROOT)(`action e2e: a check plants programs in world-writable host folders (${IS_ROOT ? 'root' : NEEDS_ROOT})`, () => {
  for (const { who, as } of USERS) {
    it(`${who}: every plant fails read-only, nothing lands, the job goes on`, async () => {
      const user = as();
      h = await setup({ workflow: 'comment', script });
      const run = await runAction(h, undefined, user, { worldWritable: WORLD_WRITABLE });
      expect(run.code, run.stderr + run.stdout).toBe(0);
      const answers = checkAnswers(h);
      for (const file of Object.keys(PLANTS)) expect(answers).toContain(`cannot plant ${file}: EROFS`);
      expect(answers).not.toMatch(/^planted /m);
      expect(landed(h)).toEqual({});
      expect(pulls(h)).toHaveLength(1);
    });

    it(`${who}, control (check-sandbox: none): every plant lands, and the action still runs none of them`, async () => {
      const user = as();
      h = await setup({ workflow: 'comment', script, inputs: { 'check-sandbox': 'none' } });
      const run = await runAction(h, undefined, user, { worldWritable: WORLD_WRITABLE });
      expect(run.code, run.stderr + run.stdout).toBe(0);
      const files = landed(h);
      for (const file of Object.keys(PLANTS)) expect(Object.keys(files)).toContain(file);
      // The planted git was on PATH ahead of /usr/bin during the commit and the push: never run.
      const loot = files[LOOT] ?? '';
      expect(loot).toBe('');
      expect(loot).not.toContain(API_KEY);
      expect(loot).not.toContain(GH_TOKEN);
      expect(pulls(h)).toHaveLength(1);
    });
  }
});
