// Workspace mode of the scenario folders (format: scenarios/README.md). Real files in a temp dir,
// the real parse check, symbolic links where the folder asks for them, and a steps/ sequence of
// tool calls sent through the agent's own ToolSet, so each step's expected answer is exactly
// the text the model would read.
import {
  chmodSync,
  existsSync,
  lstatSync,
  mkdirSync,
  mkdtempSync,
  readFileSync,
  readdirSync,
  rmSync,
  statSync,
  symlinkSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, relative, sep } from 'node:path';
import { expect } from 'vitest';
import { ToolSet } from '../../src/agent/tools/index.js';
import type { ToolContext } from '../../src/agent/tools/tool.js';
import { revisionOf } from '../../src/edit/index.js';
import { Workspace, type WorkspaceSettingsInput } from '../../src/workspace/workspace.js';
import { treeHash } from '../workspace/tree.js';

interface WorkspaceFile {
  settings?: WorkspaceSettingsInput;
  /** link path (in the workspace) -> target as written; "@outside" / "@outside/x" point into the outside folder. */
  links?: Record<string, string>;
  /** Permission bits set before the first step ("755"). */
  modes?: Record<string, string>;
  /** Permission bits every listed file must have after the last step (W1 keeps the mode). */
  expectModes?: Record<string, string>;
}

interface StepExpect {
  outcome?: 'ok' | 'accepted' | 'aligned' | 'refused' | 'error';
  codes?: string[];
  includes?: string[];
  excludes?: string[];
  /** Nothing on disk changed (implied for every refused step). */
  unchanged?: boolean;
}

type Step =
  | { tool: string; args?: unknown; rawArgs?: string; expect?: StepExpect }
  | { disk: { path: string; text?: string; delete?: boolean }; expect?: undefined };

/** Files below `dir` as relative POSIX path -> bytes (links are not followed). */
function filesOf(dir: string): Map<string, Buffer> {
  const out = new Map<string, Buffer>();
  if (!existsSync(dir)) return out;
  const walk = (d: string): void => {
    for (const name of readdirSync(d)) {
      const p = join(d, name);
      const st = lstatSync(p);
      if (st.isDirectory()) walk(p);
      else if (st.isFile()) out.set(relative(dir, p).split(sep).join('/'), readFileSync(p));
    }
  };
  walk(dir);
  return out;
}

function copyInto(from: string, to: string): void {
  for (const [rel, bytes] of filesOf(from)) {
    mkdirSync(dirname(join(to, rel)), { recursive: true });
    writeFileSync(join(to, rel), bytes);
  }
}

const readJson = <T>(p: string): T | undefined => (existsSync(p) ? (JSON.parse(readFileSync(p, 'utf8')) as T) : undefined);

/** Revisions the model has seen: what the last read_file step of each path showed. */
class Seen {
  private readonly read = new Map<string, string>();

  noteRead(path: string, answer: string): void {
    const rev = /· revision ([0-9a-f]{12}) ·/.exec(answer)?.[1];
    if (rev) this.read.set(path, rev);
  }

  revisionRead(path: string): string {
    const r = this.read.get(path);
    if (r === undefined) throw new Error(`scenario: @read of ${path} before any read_file step of it`);
    return r;
  }
}

/** "@rev", "@read" (the edit's own path) and "@rev:PATH", "@read:PATH" as whole string values of the arguments. */
function resolveArgs(value: unknown, root: string, seen: Seen, ownPath?: string): unknown {
  if (Array.isArray(value)) return value.map((v) => resolveArgs(v, root, seen, ownPath));
  if (value && typeof value === 'object') {
    const obj = value as Record<string, unknown>;
    const path = typeof obj.path === 'string' ? obj.path : ownPath;
    return Object.fromEntries(Object.entries(obj).map(([k, v]) => [k, resolveArgs(v, root, seen, path)]));
  }
  if (typeof value !== 'string') return value;
  const m = /^@(rev|read)(?::(.+))?$/.exec(value);
  if (!m) return value;
  const path = m[2] ?? ownPath;
  if (path === undefined) throw new Error(`scenario: ${value} without a path`);
  return m[1] === 'rev' ? revisionOnDisk(root, path) : seen.revisionRead(path);
}

const revisionOnDisk = (root: string, path: string): string =>
  existsSync(join(root, path)) ? revisionOf(readFileSync(join(root, path))) : 'absent';

/** "@rev:PATH" and "@read:PATH" inside expected texts, resolved after the step. */
const resolveText = (s: string, root: string, seen: Seen): string =>
  s.replace(/@(rev|read):([^\s`'",;()]+)/g, (_, kind: string, path: string) =>
    kind === 'rev' ? revisionOnDisk(root, path) : seen.revisionRead(path),
  );

export async function runWorkspaceScenario(dir: string): Promise<void> {
  const config = readJson<WorkspaceFile>(join(dir, 'workspace.json')) ?? {};
  const base = mkdtempSync(join(tmpdir(), 'af-scn-'));
  const root = join(base, 'repo');
  const outside = join(base, 'outside');
  mkdirSync(root);
  mkdirSync(outside);
  try {
    copyInto(join(dir, 'input'), root);
    copyInto(join(dir, 'outside'), outside);
    for (const [link, target] of Object.entries(config.links ?? {})) {
      mkdirSync(dirname(join(root, link)), { recursive: true });
      symlinkSync(target.replace(/^@outside/, outside), join(root, link));
    }
    for (const [p, mode] of Object.entries(config.modes ?? {})) chmodSync(join(root, p), parseInt(mode, 8));

    const ws = new Workspace(root, config.settings ?? {});
    const tools = new ToolSet(ws.settings.editInterface, false);
    const ctx: ToolContext = { workspace: ws, root: ws.root, checkTimeoutMs: 2000 };
    const seen = new Seen();
    const stepsDir = join(dir, 'steps');
    const names = readdirSync(stepsDir)
      .filter((n) => n.endsWith('.json'))
      .sort();
    expect(names.length, 'steps/ holds no step').toBeGreaterThan(0);
    for (const name of names) {
      const step = readJson<Step>(join(stepsDir, name)) as Step;
      const before = treeHash(base);
      if ('disk' in step) {
        // A change by something other than the agent (a person, a formatter): never rebased.
        const abs = join(root, step.disk.path);
        if (step.disk.delete) rmSync(abs);
        else writeFileSync(abs, step.disk.text ?? '');
        continue;
      }
      const raw = step.rawArgs ?? JSON.stringify(resolveArgs(step.args ?? {}, root, seen));
      const out = await tools.dispatch(step.tool, raw, ctx);
      const exp = step.expect ?? {};
      const label = `${name}: ${out.text}`;
      if (exp.outcome !== undefined) expect(out.outcome, label).toBe(exp.outcome);
      if (exp.codes !== undefined) expect(out.edit ? out.edit.refusedCodes : out.code ? [out.code] : [], label).toEqual(exp.codes);
      for (const s of exp.includes ?? []) expect(out.text, name).toContain(resolveText(s, root, seen));
      for (const s of exp.excludes ?? []) expect(out.text, name).not.toContain(resolveText(s, root, seen));
      // A refused call writes nothing (E6), inside the workspace or out of it.
      if (exp.unchanged || out.outcome === 'refused') expect(treeHash(base), `${name}: the tree changed`).toBe(before);
      if (step.tool === 'read_file' && out.outcome === 'ok') seen.noteRead((JSON.parse(raw) as { path: string }).path, out.text);
    }

    const expected = join(dir, 'expected');
    if (existsSync(expected)) {
      const want = filesOf(expected);
      const got = filesOf(root);
      expect([...got.keys()].sort()).toEqual([...want.keys()].sort());
      for (const [p, bytes] of want) expect(got.get(p)?.toString('latin1'), p).toBe(bytes.toString('latin1'));
    }
    for (const link of Object.keys(config.links ?? {}))
      expect(lstatSync(join(root, link)).isSymbolicLink(), `${link} is still a link`).toBe(true);
    for (const [p, mode] of Object.entries(config.expectModes ?? {}))
      expect((statSync(join(root, p)).mode & 0o7777).toString(8), p).toBe(mode);
  } finally {
    rmSync(base, { recursive: true, force: true });
  }
}
