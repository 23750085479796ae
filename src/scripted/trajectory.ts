// The scripted trajectory format: what a model "says", turn by turn, written by hand (nothing can be
// recorded from a real model here). The demo, `agent-fix run --scripted` and `agent-fix eval
// --scripted` replay these files through the real loop and the real SDK against the loopback server.
//
// A file is JSON:
//   {"format": "agent-fix-trajectory/1", "description": "...",
//    "turns": [
//      {"content": "Let me look.", "tool_calls": [{"name": "list_files", "arguments": {}}]},
//      {"tool_calls": [{"name": "read_file", "arguments": {"path": "src/a.js"}}]},
//      {"tool_calls": [{"name": "edit", "arguments": {"edits": [{"path": "src/a.js",
//          "revision": "{{revision:src/a.js}}", "start_line": 3, ...}]}}]},
//      {"content": "Fixed: ..."}]}
// Each turn answers one model request, in order. A string argument that contains
// `{{revision:PATH}}` gets the revision of PATH that the newest tool answer showed (a read or an
// edit answer: "PATH · revision HEX"), since revisions are hashes of bytes the author cannot know.
// Optional per turn: `reasoning_tokens` (reported as usage), `finish_reason`.
import { z } from 'zod';
import type { RecordedRequest, ReplyTurn } from './server.js';
import { zodIssues } from '../edit/index.js';

export const TRAJECTORY_FORMAT = 'agent-fix-trajectory/1';

const ToolCall = z.strictObject({ name: z.string().min(1), arguments: z.record(z.string(), z.unknown()) });

const Turn = z
  .strictObject({
    content: z.string().optional(),
    tool_calls: z.array(ToolCall).min(1).optional(),
    reasoning_tokens: z.number().int().nonnegative().optional(),
    finish_reason: z.enum(['stop', 'length', 'tool_calls']).optional(),
  })
  .refine((t) => t.content !== undefined || t.tool_calls !== undefined, 'a turn needs content, tool_calls, or both');

export const Trajectory = z.strictObject({
  format: z.literal(TRAJECTORY_FORMAT),
  description: z.string().optional(),
  turns: z.array(Turn).min(1),
});
export type Trajectory = z.infer<typeof Trajectory>;

/** Parses and validates a trajectory; the error names the field (e.g. `turns.2.tool_calls.0.name`). */
export function parseTrajectory(json: string, source = 'trajectory'): Trajectory {
  let raw: unknown;
  try {
    raw = JSON.parse(json);
  } catch (err) {
    throw new Error(`${source} is not valid JSON: ${(err as Error).message}`);
  }
  const parsed = Trajectory.safeParse(raw);
  if (!parsed.success) {
    throw new Error(`${source} is not a ${TRAJECTORY_FORMAT} file: ${zodIssues(parsed.error, 5)}`);
  }
  return parsed.data;
}

const PLACEHOLDER = /\{\{revision:([^}]+)\}\}/g;

/** The script the loopback server plays: turn i answers request i, placeholders filled from it. */
export function scriptOf(t: Trajectory): (req: RecordedRequest, i: number) => ReplyTurn | undefined {
  return (req, i) => {
    const turn = t.turns[i];
    if (!turn) return undefined;
    const fill = (v: unknown): unknown => {
      if (typeof v === 'string') return v.replace(PLACEHOLDER, (_, path: string) => lastRevision(req, path.trim()));
      if (Array.isArray(v)) return v.map(fill);
      if (v && typeof v === 'object') return Object.fromEntries(Object.entries(v).map(([k, x]) => [k, fill(x)]));
      return v;
    };
    const opts = {
      ...(turn.reasoning_tokens !== undefined ? { reasoningTokens: turn.reasoning_tokens } : {}),
      ...(turn.finish_reason ? { finishReason: turn.finish_reason } : {}),
    };
    if (turn.tool_calls) {
      const toolCalls = turn.tool_calls.map((c) => ({ name: c.name, arguments: fill(c.arguments) as object }));
      return { toolCalls, ...(turn.content !== undefined ? { content: turn.content } : {}), ...opts };
    }
    return { content: turn.content ?? '', ...opts };
  };
}

/** The newest revision of `path` a tool answer showed ("path · revision hex"); a clear marker when none. */
function lastRevision(req: RecordedRequest, path: string): string {
  const escaped = path.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  const re = new RegExp(`(?:^|\\n)${escaped} · revision ([0-9a-f]{12})`, 'g');
  for (let i = req.messages.length - 1; i >= 0; i--) {
    const m = req.messages[i];
    if (m?.role !== 'tool') continue;
    const hits = [...m.content.matchAll(re)];
    const last = hits[hits.length - 1];
    if (last?.[1]) return last[1];
  }
  return `no-revision-of-${path}-shown-yet`;
}
