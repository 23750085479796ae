// docs/events.md's table is what the event parser accepts: each row's event and actions start a run
// (every published example payload of them parses to a trigger), every other action of those events
// and every other event is ignored, and the table, the parser's HANDLED_EVENTS (the notice's list)
// and the example workflows' `on:` agree.
import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { parse as parseYaml } from 'yaml';
import { HANDLED_EVENTS, parseTrigger, unhandledEventNotice } from '../../src/github/event.js';
import { ROOT } from '../action/harness.js';

const examples = createRequire(import.meta.url)('@octokit/webhooks-examples/api.github.com/index.json') as {
  name: string;
  examples: Record<string, unknown>[];
}[];

/** The table's rows: event -> actions ([] for "(any)") and the workflow files it links. */
async function table(): Promise<Map<string, { actions: string[]; workflows: string[] }>> {
  const doc = await readFile(join(ROOT, 'docs', 'events.md'), 'utf8');
  const rows = new Map<string, { actions: string[]; workflows: string[] }>();
  for (const line of doc.split('\n')) {
    const m = /^\| `([a-z_]+)` \| ([^|]+) \| [^|]+ \| ([^|]+) \|$/.exec(line);
    if (!m) continue;
    const actions = [...m[2]!.matchAll(/`([a-z_]+)`/g)].map((a) => a[1]!);
    const workflows = [...m[3]!.matchAll(/\(workflows\/([\w.-]+\.yml)\)/g)].map((w) => w[1]!);
    rows.set(m[1]!, { actions, workflows });
  }
  return rows;
}

describe('docs/events.md', () => {
  it('lists exactly the events and actions of HANDLED_EVENTS, each with its example workflow', async () => {
    const rows = await table();
    expect([...rows.keys()].sort()).toEqual(HANDLED_EVENTS.map((e) => e.event).sort());
    for (const e of HANDLED_EVENTS) {
      expect(rows.get(e.event)?.actions, e.event).toEqual([...e.actions]);
      expect(rows.get(e.event)?.workflows, e.event).toContain(e.workflow);
    }
  });

  it('the parser starts on every published example of a listed event and action, and on nothing else', async () => {
    const rows = await table();
    let started = 0;
    let ignored = 0;
    for (const { name, examples: list } of examples) {
      for (const payload of list) {
        const row = rows.get(name);
        const listed = row !== undefined && (row.actions.length === 0 || row.actions.includes(String(payload['action'])));
        const trigger = parseTrigger(name, payload, { repository: 'octo-org/shop' });
        if (listed) {
          expect(trigger.kind, `${name} ${String(payload['action'])}`).not.toBe('ignored');
          started++;
        } else {
          expect(trigger.kind, `${name} ${String(payload['action'])}`).toBe('ignored');
          if (row === undefined && trigger.kind === 'ignored') expect(trigger.unhandledEvent).toBe(name);
          ignored++;
        }
      }
    }
    // Both sides were exercised (the check can fail either way).
    expect(started).toBeGreaterThan(5);
    expect(ignored).toBeGreaterThan(100);
    expect(parseTrigger('schedule', { schedule: '0 3 * * 1' }, { repository: 'octo-org/shop' }).kind).toBe('schedule');
  });

  it('each example workflow listens to the events its row names', async () => {
    const rows = await table();
    for (const [event, row] of rows) {
      for (const file of row.workflows) {
        const wf = parseYaml(await readFile(join(ROOT, 'docs', 'workflows', file), 'utf8')) as {
          on: Record<string, { types?: string[] } | null>;
        };
        expect(Object.keys(wf.on), `${file} ${event}`).toContain(event);
        const types = wf.on[event]?.types;
        if (row.actions.length && types) for (const t of types) expect(row.actions, `${file} ${event}`).toContain(t);
      }
    }
  });

  it('the notice for any other event names every handled event and its workflow', () => {
    const notice = unhandledEventNotice('push');
    expect(notice).toContain('"push"');
    for (const e of HANDLED_EVENTS) expect(notice).toContain(`${e.event}`);
    for (const e of HANDLED_EVENTS) expect(notice).toContain(`docs/workflows/${e.workflow}`);
  });
});
