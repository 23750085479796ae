// Runs every folder under test/edit/scenarios/<RULE>-<slug>/ (format: scenarios/README.md).
// Planner mode: the real engine entry (planCall) on real fixture bytes, in memory. A folder holds
// input/ files, call.json ("@rev" is replaced by the revision of that edit's input file), and
// expected/ (every file after the call) or expected-refusal.json. Optional: expected-notes.json,
// expected-answer.json ("@newrev:PATH"). Workspace mode (a steps/ folder): real files on disk,
// the parse check and a sequence of tool calls; see scenario-workspace.ts.
import { readdirSync, readFileSync, existsSync, statSync } from 'node:fs';
import { join, relative, sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { decodeBytes, encodeText, revisionOf, splitLines } from '../../src/edit/text.js';
import { normalizeCall } from '../../src/edit/call.js';
import { planCall } from '../../src/edit/plan.js';
import { renderAnswer } from '../../src/edit/answer.js';
import type { FileSnapshot, Plan } from '../../src/edit/types.js';
import { runWorkspaceScenario } from './scenario-workspace.js';

const ROOT = fileURLToPath(new URL('./scenarios/', import.meta.url));

function readTree(dir: string): Map<string, Buffer> {
  const out = new Map<string, Buffer>();
  if (!existsSync(dir)) return out;
  const walk = (d: string): void => {
    for (const name of readdirSync(d)) {
      const p = join(d, name);
      if (statSync(p).isDirectory()) walk(p);
      else out.set(relative(dir, p).split(sep).join('/'), readFileSync(p));
    }
  };
  walk(dir);
  return out;
}

const readJson = <T>(p: string): T | undefined => (existsSync(p) ? (JSON.parse(readFileSync(p, 'utf8')) as T) : undefined);

interface CallFile {
  edits: { path: string; revision?: string }[];
  options?: { alignWindow?: number };
}

function snapshotOf(inputs: Map<string, Buffer>, extraPaths: string[]): Map<string, FileSnapshot | null> {
  const snap = new Map<string, FileSnapshot | null>();
  for (const [path, bytes] of inputs) {
    const d = decodeBytes(bytes);
    if (!d.ok) throw new Error(`fixture ${path} is not text`);
    snap.set(path, { path, text: d.text, bom: d.bom, revision: revisionOf(bytes) });
  }
  for (const p of extraPaths) if (!snap.has(p)) snap.set(p, null);
  return snap;
}

/** Applies a plan the way a workspace would, in memory: bytes per path after the call. */
function applyPlan(inputs: Map<string, Buffer>, plan: Plan): Map<string, Buffer> {
  const out = new Map(inputs);
  for (const c of plan.changes) {
    if (c.kind === 'delete') out.delete(c.path);
    else out.set(c.path, Buffer.from(encodeText(c.after ?? '', c.bom)));
  }
  return out;
}

const folders = readdirSync(ROOT)
  .filter((n) => statSync(join(ROOT, n)).isDirectory())
  .sort();

/** Rule ids the contract defines: each rule opens a paragraph with its bold id, e.g. "**A3. ...". */
const CONTRACT = fileURLToPath(new URL('../../docs/verified-selection.md', import.meta.url));
const ruleIds = [...readFileSync(CONTRACT, 'utf8').matchAll(/^\*\*([A-Z]\d+|R-[a-z]+)\./gm)].map((m) => m[1] ?? '');

describe('edit scenarios (docs/verified-selection.md rules R, E, B, A, F, S, C, W)', () => {
  it('names every folder <RULE>-<slug> after a rule the contract defines', () => {
    expect(ruleIds).toEqual(expect.arrayContaining(['R1', 'E7', 'A7', 'A8', 'B5', 'F5', 'S2', 'R-lineage', 'R-outside', 'C4', 'W3']));
    const unknown = folders.filter((f) => !ruleIds.some((id) => f.startsWith(`${id}-`)));
    expect(unknown, `rule ids in docs/verified-selection.md: ${ruleIds.join(' ')}`).toEqual([]);
  });

  it('has scenarios for every numbered rule', () => {
    const rules = [
      'R1',
      'R3',
      'E1',
      'E2',
      'E3',
      'E4',
      'E5',
      'E6',
      'E7',
      'B1',
      'B2',
      'B3',
      'B4',
      'B5',
      'A1',
      'A2',
      'A3',
      'A4',
      'A5',
      'A6',
      'A7',
      'A8',
      'F1',
      'F2',
      'F3',
      'F4',
      'F5',
      'S1',
      'S2',
      'C1',
      'C2',
      'C3',
      'C4',
      'W1',
      'W2',
      'W3',
      'R-lineage',
      'R-outside',
      'I1',
      'I2',
      'I3',
      'I4',
      'I5',
    ];
    for (const r of rules)
      expect(
        folders.some((f) => f.startsWith(`${r}-`)),
        r,
      ).toBe(true);
  });

  for (const name of folders.filter((f) => existsSync(join(ROOT, f, 'steps')))) {
    it(`${name} (workspace)`, () => runWorkspaceScenario(join(ROOT, name)));
  }

  for (const name of folders.filter((f) => !existsSync(join(ROOT, f, 'steps')))) {
    it(name, () => {
      const dir = join(ROOT, name);
      const inputs = readTree(join(dir, 'input'));
      const raw = readJson<CallFile>(join(dir, 'call.json'));
      if (!raw) throw new Error('call.json missing');
      const { options, ...call } = raw;
      const revs = new Map([...inputs].map(([p, b]) => [p, revisionOf(b)]));
      for (const e of call.edits ?? []) if (e.revision === '@rev') e.revision = revs.get(e.path) ?? 'no-such-input';
      const named = normalizeCall('verified_selection', call);
      const snapshot = snapshotOf(inputs, named.ok ? named.call.paths.map((p) => p.path) : []);
      const before = new Map([...snapshot].map(([p, f]) => [p, f ? { ...f } : null]));

      const plan = planCall('verified_selection', call, snapshot, { alignWindow: options?.alignWindow ?? 3 });
      const after = applyPlan(inputs, plan);
      const files = plan.changes
        .filter((c) => c.after !== null)
        .map((c) => ({
          path: c.path,
          revision: revisionOf(encodeText(c.after ?? '', c.bom)),
          lineCount: splitLines(c.after ?? '').lines.length,
        }));
      const answer = renderAnswer({ plan, parse: [], files, written: plan.ok, parseMode: 'reject' });
      // The snapshot is the engine's input: it must never be mutated.
      expect(new Map([...snapshot].map(([p, f]) => [p, f ? { ...f } : null]))).toEqual(before);

      const refusal = readJson<{ codes: string[]; messageIncludes?: string[]; messageExcludes?: string[] }>(
        join(dir, 'expected-refusal.json'),
      );
      if (refusal) {
        expect(plan.ok, answer).toBe(false);
        expect(plan.changes).toEqual([]);
        expect(plan.refusals.map((r) => r.code)).toEqual(refusal.codes);
        expect(answer).toContain('Nothing was written.');
        for (const s of refusal.messageIncludes ?? []) expect(answer).toContain(s);
        for (const s of refusal.messageExcludes ?? []) expect(answer).not.toContain(s);
        for (const r of plan.refusals) expect(r.next.length).toBeGreaterThan(0);
        return;
      }
      expect(plan.ok, answer).toBe(true);
      const expected = readTree(join(dir, 'expected'));
      expect([...after.keys()].sort()).toEqual([...expected.keys()].sort());
      for (const [p, bytes] of expected) expect(after.get(p)?.toString('latin1'), p).toBe(bytes.toString('latin1'));

      const notes = readJson<{ includes: string[] }>(join(dir, 'expected-notes.json'));
      const noteText = plan.notes.map((n) => n.text).join('\n');
      for (const s of notes?.includes ?? []) expect(noteText).toContain(s);
      if (!notes) expect(plan.notes.filter((n) => n.kind === 'aligned' || n.kind === 'blank_move')).toEqual([]);

      const ans = readJson<{ includes: string[] }>(join(dir, 'expected-answer.json'));
      for (const s of ans?.includes ?? []) {
        expect(answer).toContain(s.replace(/@newrev:([^ ]+)/g, (_, p: string) => files.find((f) => f.path === p)?.revision ?? '?'));
      }
    });
  }
});
