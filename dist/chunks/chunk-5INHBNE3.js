import { createRequire as __agentFixCreateRequire } from 'node:module';
const require = __agentFixCreateRequire(import.meta.url);
import {
  external_exports,
  zodIssues
} from "./chunk-3KPYT2PK.js";

// src/scripted/trajectory.ts
var TRAJECTORY_FORMAT = "agent-fix-trajectory/1";
var ToolCall = external_exports.strictObject({ name: external_exports.string().min(1), arguments: external_exports.record(external_exports.string(), external_exports.unknown()) });
var Turn = external_exports.strictObject({
  content: external_exports.string().optional(),
  tool_calls: external_exports.array(ToolCall).min(1).optional(),
  reasoning_tokens: external_exports.number().int().nonnegative().optional(),
  finish_reason: external_exports.enum(["stop", "length", "tool_calls"]).optional()
}).refine((t) => t.content !== void 0 || t.tool_calls !== void 0, "a turn needs content, tool_calls, or both");
var Trajectory = external_exports.strictObject({
  format: external_exports.literal(TRAJECTORY_FORMAT),
  description: external_exports.string().optional(),
  turns: external_exports.array(Turn).min(1)
});
function parseTrajectory(json, source = "trajectory") {
  let raw;
  try {
    raw = JSON.parse(json);
  } catch (err) {
    throw new Error(`${source} is not valid JSON: ${err.message}`);
  }
  const parsed = Trajectory.safeParse(raw);
  if (!parsed.success) {
    throw new Error(`${source} is not a ${TRAJECTORY_FORMAT} file: ${zodIssues(parsed.error, 5)}`);
  }
  return parsed.data;
}
var PLACEHOLDER = /\{\{revision:([^}]+)\}\}/g;
function scriptOf(t) {
  return (req, i) => {
    const turn = t.turns[i];
    if (!turn) return void 0;
    const fill = (v) => {
      if (typeof v === "string") return v.replace(PLACEHOLDER, (_, path) => lastRevision(req, path.trim()));
      if (Array.isArray(v)) return v.map(fill);
      if (v && typeof v === "object") return Object.fromEntries(Object.entries(v).map(([k, x]) => [k, fill(x)]));
      return v;
    };
    const opts = {
      ...turn.reasoning_tokens !== void 0 ? { reasoningTokens: turn.reasoning_tokens } : {},
      ...turn.finish_reason ? { finishReason: turn.finish_reason } : {}
    };
    if (turn.tool_calls) {
      const toolCalls = turn.tool_calls.map((c) => ({ name: c.name, arguments: fill(c.arguments) }));
      return { toolCalls, ...turn.content !== void 0 ? { content: turn.content } : {}, ...opts };
    }
    return { content: turn.content ?? "", ...opts };
  };
}
function lastRevision(req, path) {
  const escaped = path.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
  const re = new RegExp(`(?:^|\\n)${escaped} \xB7 revision ([0-9a-f]{12})`, "g");
  for (let i = req.messages.length - 1; i >= 0; i--) {
    const m = req.messages[i];
    if (m?.role !== "tool") continue;
    const hits = [...m.content.matchAll(re)];
    const last = hits[hits.length - 1];
    if (last?.[1]) return last[1];
  }
  return `no-revision-of-${path}-shown-yet`;
}

export {
  TRAJECTORY_FORMAT,
  Trajectory,
  parseTrajectory,
  scriptOf
};
