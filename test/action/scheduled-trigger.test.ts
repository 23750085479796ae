// plan and collect start only from a schedule or a dispatch (real event payloads from files).
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { scheduledTrigger } from '../../src/action/stages.js';

let dir = '';
beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'agent-fix-scheduled-'));
});
afterAll(async () => {
  await rm(dir, { recursive: true, force: true });
});

async function envFor(name: string, payload: unknown): Promise<NodeJS.ProcessEnv> {
  const path = join(dir, `${name}.json`);
  await writeFile(path, JSON.stringify(payload));
  return { GITHUB_EVENT_NAME: name, GITHUB_EVENT_PATH: path, GITHUB_REPOSITORY: 'octo-org/shop' };
}

describe('scheduledTrigger', () => {
  it('takes a schedule and a dispatch', async () => {
    const schedule = await scheduledTrigger(await envFor('schedule', { schedule: '0 4 * * 1' }), 'plan');
    expect(schedule).toMatchObject({ ok: true, trigger: { kind: 'schedule', owner: 'octo-org', repo: 'shop', cron: '0 4 * * 1' } });
    const dispatch = await scheduledTrigger(await envFor('workflow_dispatch', { inputs: { task: 'x' } }), 'collect');
    expect(dispatch).toMatchObject({ ok: true, trigger: { kind: 'dispatch', inputs: { task: 'x' } } });
  });

  it('refuses any other event, naming the mode and the event', async () => {
    expect(await scheduledTrigger(await envFor('push', {}), 'collect')).toEqual({
      ok: false,
      failure: 'mode collect runs on schedule or workflow_dispatch, not on push',
    });
  });
});
