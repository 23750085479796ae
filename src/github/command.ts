// Parses a `/agent fix` comment. The first line carries the command and optional key=value overrides; the
// rest of the comment is extra instructions for the agent. Overrides come from anyone who may trigger a run,
// so only an allow-list of keys is accepted, values are validated, and budgets can only go down.
import { EditInterface } from '../edit/index.js';

export const OVERRIDE_KEYS = ['model', 'max-cost-usd', 'max-model-calls', 'edit-interface'] as const;
export type OverrideKey = (typeof OVERRIDE_KEYS)[number];

export interface Overrides {
  model?: string;
  maxCostUsd?: number;
  maxModelCalls?: number;
  editInterface?: EditInterface;
}

export interface CommandCaps {
  /** The workflow's budget: an override may lower it, never raise it. */
  /** null: the workflow set max-cost-usd: none, so any positive value may be asked for. */
  maxCostUsd: number | null;
  maxModelCalls: number;
  /** If set, `model=` must be one of these. */
  allowedModels?: readonly string[];
}

export interface CommandOptions {
  /** Default '/agent'. */
  trigger?: string;
  /** Keys users may override; default none. */
  allowedOverrides?: readonly OverrideKey[];
  caps: CommandCaps;
}

export type Command =
  { kind: 'fix'; extraInstructions: string; overrides: Overrides; notes: string[] } | { kind: 'none' } | { kind: 'invalid'; error: string };

/** Provider-style model ids: letters, digits and . _ : / - only (no spaces, quotes or shell characters). */
export const SAFE_MODEL_ID = /^[A-Za-z0-9][A-Za-z0-9._:/-]{0,99}$/;

const KV = /^([A-Za-z][A-Za-z0-9_-]*)=(\S*)$/;

function usage(trigger: string): string {
  return `Usage: \`${trigger} fix [key=value ...]\` on the first line, optional instructions below.`;
}

/** A line right after the command made only of known `key=value` overrides (so `FOO=1` stays an instruction). */
function isOverrideLine(line: string): boolean {
  const tokens = line.trim().split(/\s+/).filter(Boolean);
  return tokens.length > 0 && tokens.every((t) => (OVERRIDE_KEYS as readonly string[]).includes(KV.exec(t)?.[1]?.toLowerCase() ?? ''));
}

export function parseCommand(body: string, opts: CommandOptions): Command {
  const trigger = (opts.trigger ?? '/agent').trim();
  const lines = body.replace(/\r\n?/g, '\n').split('\n');
  while (lines.length > 0 && lines[0]!.trim() === '') lines.shift();
  const first = (lines[0] ?? '').trim();
  const tokens = first.split(/\s+/).filter(Boolean);
  if (tokens[0]?.toLowerCase() !== trigger.toLowerCase()) return { kind: 'none' };
  if (tokens[1]?.toLowerCase() !== 'fix') {
    return {
      kind: 'invalid',
      error: tokens[1] ? `Unknown command \`${tokens[1]}\`. ${usage(trigger)}` : `Missing command. ${usage(trigger)}`,
    };
  }

  // Leading key=value tokens on the first line are overrides; free text after them starts the instructions.
  const rest = tokens.slice(2);
  const kvEnd = rest.findIndex((t) => !KV.test(t));
  const overrideTokens = kvEnd === -1 ? rest : rest.slice(0, kvEnd);
  const firstLineText = kvEnd === -1 ? '' : rest.slice(kvEnd).join(' ');
  let i = 1;
  while (i < lines.length && isOverrideLine(lines[i]!)) {
    overrideTokens.push(...lines[i]!.trim().split(/\s+/));
    i++;
  }
  const parsed = parseOverrides(overrideTokens, opts);
  if ('error' in parsed) return { kind: 'invalid', error: parsed.error };

  const extra = [firstLineText, ...lines.slice(i)].join('\n').trim();
  return { kind: 'fix', extraInstructions: extra, overrides: parsed.overrides, notes: parsed.notes };
}

function parseOverrides(tokens: string[], opts: CommandOptions): { overrides: Overrides; notes: string[] } | { error: string } {
  const allowed = new Set<string>(opts.allowedOverrides ?? []);
  const overrides: Overrides = {};
  const notes: string[] = [];
  const seen = new Set<string>();
  for (const token of tokens) {
    const [, rawKey = '', value = ''] = KV.exec(token) ?? [];
    const key = rawKey.toLowerCase();
    if (seen.has(key)) return { error: `Override \`${key}\` is given twice.` };
    seen.add(key);
    if (!(OVERRIDE_KEYS as readonly string[]).includes(key)) {
      return { error: `Unknown override \`${key}\`. Allowed here: ${describeAllowed(allowed)}.` };
    }
    if (!allowed.has(key))
      return { error: `Override \`${key}\` is not enabled for this repository. Allowed here: ${describeAllowed(allowed)}.` };
    if (value === '') return { error: `Override \`${key}\` needs a value (\`${key}=...\`).` };
    const err = applyOverride(key as OverrideKey, value, opts.caps, overrides, notes);
    if (err) return { error: err };
  }
  return { overrides, notes };
}

function describeAllowed(allowed: Set<string>): string {
  return allowed.size ? [...allowed].map((k) => `\`${k}\``).join(', ') : 'none';
}

function applyOverride(key: OverrideKey, value: string, caps: CommandCaps, out: Overrides, notes: string[]): string | undefined {
  switch (key) {
    case 'model': {
      if (!SAFE_MODEL_ID.test(value)) return `\`model\` must be a model id (letters, digits, . _ : / -), got \`${value.slice(0, 60)}\`.`;
      if (caps.allowedModels && !caps.allowedModels.includes(value)) {
        return `Model \`${value}\` is not allowed here. Allowed: ${caps.allowedModels.map((m) => `\`${m}\``).join(', ') || 'none'}.`;
      }
      out.model = value;
      return undefined;
    }
    case 'max-cost-usd': {
      const n = /^\d+(\.\d+)?$/.test(value) ? Number(value) : NaN;
      if (!Number.isFinite(n) || n <= 0) return `\`max-cost-usd\` must be a positive number of dollars, got \`${value.slice(0, 40)}\`.`;
      out.maxCostUsd = caps.maxCostUsd === null ? n : Math.min(n, caps.maxCostUsd);
      if (caps.maxCostUsd !== null && n > caps.maxCostUsd) notes.push(`max-cost-usd capped at the workflow's ${caps.maxCostUsd}.`);
      return undefined;
    }
    case 'max-model-calls': {
      const n = /^\d+$/.test(value) ? Number(value) : NaN;
      if (!Number.isSafeInteger(n) || n <= 0) return `\`max-model-calls\` must be a positive whole number, got \`${value.slice(0, 40)}\`.`;
      out.maxModelCalls = Math.min(n, caps.maxModelCalls);
      if (n > caps.maxModelCalls) notes.push(`max-model-calls capped at the workflow's ${caps.maxModelCalls}.`);
      return undefined;
    }
    case 'edit-interface': {
      const parsed = EditInterface.safeParse(value.toLowerCase().replace(/-/g, '_'));
      if (!parsed.success)
        return `\`edit-interface\` must be one of ${EditInterface.options.map((o) => `\`${o.replace(/_/g, '-')}\``).join(', ')}.`;
      out.editInterface = parsed.data;
      return undefined;
    }
  }
}
