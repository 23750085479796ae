// edit-interface: auto reads .github/agent-fix-routing.json from the base commit's objects (real git):
// an edited working-tree copy has no effect; anything missing, invalid or not measured falls back to
// verified_selection with the reason for the PR body.
import { execFileSync } from 'node:child_process';
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readInputs, type ActionInputs } from '../../src/action/inputs.js';
import { chooseInterface } from '../../src/action/routing.js';
import type { EditInterface } from '../../src/edit/index.js';
import { ROUTING_FORMAT, ROUTING_PATH, type RoutingEntry } from '../../src/eval/routing.js';

const git = (cwd: string, ...args: string[]): string =>
  execFileSync('git', ['-c', 'user.name=T', '-c', 'user.email=t@example.com', '-c', 'commit.gpgsign=false', ...args], {
    cwd,
    encoding: 'utf8',
  }).trim();

function entry(iface: EditInterface, scripted = false): RoutingEntry {
  return {
    interface: iface,
    reason: `${iface} measured best by cost per solved task and its interval does not overlap verified_selection's`,
    measure: 'cost_per_solved_task',
    candidates: [{ interface: iface, runs: 40, solved: 38, value: 0.01, low: 0.009, high: 0.011 }],
    tasks: 28,
    repeat: 2,
    scripted,
    measuredAt: '2025-09-01T12:00:00.000Z',
    tool: 'agent-fix 0.1.0',
  };
}

const routingFile = (models: Record<string, RoutingEntry>): string => `${JSON.stringify({ format: ROUTING_FORMAT, models }, null, 2)}\n`;

function inputs(editInterface: string): Pick<ActionInputs, 'edit-interface'> {
  const r = readInputs({ 'INPUT_API-KEY': 'k', 'INPUT_GITHUB-TOKEN': 't', 'INPUT_EDIT-INTERFACE': editInterface });
  if (r.problems.length) throw new Error(r.problems.map((p) => p.message).join('; '));
  return r.inputs;
}

let repo: string;
let base: string;
beforeAll(async () => {
  repo = await mkdtemp(join(tmpdir(), 'agent-fix-routing-'));
  git(repo, 'init', '-q');
  await mkdir(join(repo, '.github'));
  await writeFile(join(repo, ROUTING_PATH), routingFile({ 'gpt-5-mini': entry('search_replace'), 'scripted-model': entry('patch', true) }));
  git(repo, 'add', '-A');
  git(repo, 'commit', '-q', '-m', 'routing');
  base = git(repo, 'rev-parse', 'HEAD');
  // The working tree (a branch being worked on) says something else: it must not count.
  await writeFile(join(repo, ROUTING_PATH), routingFile({ 'gpt-5-mini': entry('line_range'), 'gpt-5': entry('patch') }));
});
afterAll(async () => {
  await rm(repo, { recursive: true, force: true });
});

describe('edit-interface: auto', () => {
  it('uses the entry for the model in the base commit, not the edited working-tree copy, and says why', async () => {
    const c = await chooseInterface({ inputs: inputs('auto'), workspace: repo, commit: base, model: 'gpt-5-mini' });
    expect(c.interface).toBe('search_replace');
    expect(c.reason).toContain(`edit-interface auto, measured routing (${ROUTING_PATH} at ${base.slice(0, 7)}, 2025-09-01, 28 tasks × 2)`);
    expect(c.reason).toContain('search_replace measured best by cost per solved task');
    // A dated snapshot finds its base id's entry.
    const dated = await chooseInterface({ inputs: inputs('auto'), workspace: repo, commit: base, model: 'gpt-5-mini-2025-08-07' });
    expect(dated.interface).toBe('search_replace');
  });

  it('falls back to verified_selection, saying why, for a model the base commit has no entry for', async () => {
    const c = await chooseInterface({ inputs: inputs('auto'), workspace: repo, commit: base, model: 'gpt-5' });
    expect(c).toEqual({
      interface: 'verified_selection',
      reason: `edit-interface auto: ${ROUTING_PATH} at ${base.slice(0, 7)} has no entry for model gpt-5, so verified_selection (the default)`,
    });
  });

  it('ignores an entry written by a scripted eval', async () => {
    const c = await chooseInterface({ inputs: inputs('auto'), workspace: repo, commit: base, model: 'scripted-model' });
    expect(c.interface).toBe('verified_selection');
    expect(c.reason).toMatch(/comes from a scripted eval \(hand-written trajectories\), not a measurement/);
  });

  it('falls back when the file is not in the commit or is invalid', async () => {
    const empty = await mkdtemp(join(tmpdir(), 'agent-fix-routing-none-'));
    try {
      git(empty, 'init', '-q');
      await writeFile(join(empty, 'README'), 'x\n');
      git(empty, 'add', '-A');
      git(empty, 'commit', '-q', '-m', 'none');
      const none = git(empty, 'rev-parse', 'HEAD');
      await mkdir(join(empty, '.github'));
      await writeFile(join(empty, ROUTING_PATH), routingFile({ 'gpt-5-mini': entry('patch') })); // untracked: not in the commit
      const missing = await chooseInterface({ inputs: inputs('auto'), workspace: empty, commit: none, model: 'gpt-5-mini' });
      expect(missing).toEqual({
        interface: 'verified_selection',
        reason: `edit-interface auto: ${ROUTING_PATH} at ${none.slice(0, 7)} does not exist, so verified_selection (the default)`,
      });
      await writeFile(join(empty, ROUTING_PATH), '{"format": "agent-fix-routing/1", "models": {"gpt-5-mini": {"interface": "vibes"}}}\n');
      git(empty, 'add', '-A');
      git(empty, 'commit', '-q', '-m', 'bad');
      const bad = await chooseInterface({
        inputs: inputs('auto'),
        workspace: empty,
        commit: git(empty, 'rev-parse', 'HEAD'),
        model: 'gpt-5-mini',
      });
      expect(bad.interface).toBe('verified_selection');
      expect(bad.reason).toMatch(/is not an agent-fix-routing\/1 file: models\.gpt-5-mini\.interface/);
    } finally {
      await rm(empty, { recursive: true, force: true });
    }
  });

  it('a named interface, or one set on the command line, is used as it is, with no routing reason', async () => {
    expect(await chooseInterface({ inputs: inputs('patch'), workspace: repo, commit: base, model: 'gpt-5-mini' })).toEqual({
      interface: 'patch',
    });
    expect(
      await chooseInterface({ inputs: inputs('auto'), workspace: repo, commit: base, model: 'gpt-5-mini', override: 'line_range' }),
    ).toEqual({
      interface: 'line_range',
    });
  });
});
