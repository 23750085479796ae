// The tool registry: which tools a run offers, their wire specs, and safe dispatch.
// Malformed arguments, unknown tools and schema violations are answers to the model, never crashes.
import { createHash } from 'node:crypto';
import type { z } from 'zod';
import { answerText, reasons, refusal, toolReasons, zodIssues, type EditInterface, type Reason } from '../../edit/index.js';
import type { ToolSpec } from '../../model/types.js';
import { callSizeLimit } from '../../workspace/workspace.js';
import { editTool } from './edit.js';
import { listFilesTool } from './list-files.js';
import { readFileTool } from './read-file.js';
import { runChecksTool } from './run-checks.js';
import { searchTextTool } from './search-text.js';
import { stripNulls, toWireSchema } from './strict-schema.js';
import type { Checked, ToolContext, ToolDef, ToolOutcome } from './tool.js';
import { writeFileTool } from './write-file.js';

export class ToolSet {
  readonly tools: ToolDef[];
  readonly wire: ToolSpec[];
  readonly schemaHash: string;

  constructor(iface: EditInterface, hasChecks: boolean) {
    this.tools = [listFilesTool, searchTextTool, readFileTool, editTool(iface), writeFileTool] as ToolDef[];
    if (hasChecks) this.tools.push(runChecksTool);
    this.wire = this.tools.map((t) => {
      const { schema, strict } = toWireSchema(t.schema);
      return { type: 'function', function: { name: t.name, description: t.description, parameters: schema, strict } };
    });
    this.schemaHash = createHash('sha256').update(JSON.stringify(this.wire)).digest('hex').slice(0, 16);
  }

  async dispatch(name: string, rawArgs: string, ctx: ToolContext): Promise<ToolOutcome> {
    const tool = this.tools.find((t) => t.name === name);
    if (!tool) {
      return refuse(
        name,
        toolReasons.unknownTool(
          name,
          this.tools.map((t) => t.name),
        ),
      );
    }
    // Bounded before any work: a call larger than the size limits allow is not even parsed.
    const limit = callSizeLimit(ctx.workspace.settings.maxFileBytes);
    if (rawArgs.length > limit) {
      return refuse(name, reasons.callTooLarge(Buffer.byteLength(rawArgs), limit));
    }
    let parsed: unknown;
    try {
      parsed = rawArgs.trim() === '' ? {} : JSON.parse(rawArgs);
    } catch (err) {
      return refuse(name, toolReasons.argsNotJson(name, (err as Error).message));
    }
    const args = stripNulls(parsed);
    const checked = tool.check ? tool.check(args) : schemaCheck(name, tool.schema, args);
    if (!checked.ok) return { ...checked.refusal, notRun: true };
    try {
      return await tool.run(checked.value, ctx);
    } catch (err) {
      // A tool bug must not end the run silently: tell the model and record it.
      const msg = (err as Error).message ?? String(err);
      return { text: answerText.toolFailed(name, msg), outcome: 'error', code: 'internal', message: msg };
    }
  }
}

/** The default check: the tool's zod schema. */
function schemaCheck(name: string, schema: z.ZodType, args: unknown): Checked<unknown> {
  const checked = schema.safeParse(args);
  if (checked.success) return { ok: true, value: checked.data };
  return { ok: false, refusal: refuse(name, toolReasons.argsSchema(name, zodIssues(checked.error, 5))) };
}

/** A call refused before its tool ran; the model is shown the why and the next step in the catalog's one shape. */
function refuse(tool: string, r: Reason): ToolOutcome {
  return {
    text: answerText.toolRefused(tool, refusal(-1, undefined, r)),
    outcome: 'refused',
    code: r.code,
    message: r.message,
    next: r.next,
    notRun: true,
  };
}
