// The tool registry: which tools a run offers, their wire specs, and safe dispatch.
// Malformed arguments, unknown tools and schema violations are answers to the model, never crashes.
import { createHash } from 'node:crypto';
import type { z } from 'zod';
import { answerText, reasons, refusal, type EditInterface, zodIssues } from '../../edit/index.js';
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
      const names = this.tools.map((t) => t.name).join(', ');
      return refuse(`Unknown tool "${name}".`, `Call one of the available tools: ${names}.`);
    }
    // Bounded before any work: a call larger than the size limits allow is not even parsed.
    const limit = callSizeLimit(ctx.workspace.settings.maxFileBytes);
    if (rawArgs.length > limit) {
      const r = reasons.callTooLarge(Buffer.byteLength(rawArgs), limit);
      return {
        text: answerText.toolRefused(name, refusal(-1, undefined, r)),
        outcome: 'refused',
        code: r.code,
        message: r.message,
        next: r.next,
        notRun: true,
      };
    }
    let parsed: unknown;
    try {
      parsed = rawArgs.trim() === '' ? {} : JSON.parse(rawArgs);
    } catch (err) {
      return refuse(
        `The arguments of ${name} are not valid JSON (${(err as Error).message}).`,
        "Send one JSON object matching the tool's schema.",
      );
    }
    const args = stripNulls(parsed);
    const checked = tool.check ? tool.check(args) : schemaCheck(name, tool.schema, args);
    if (!checked.ok) return { ...checked.refusal, notRun: true };
    try {
      return await tool.run(checked.value, ctx);
    } catch (err) {
      // A tool bug must not end the run silently: tell the model and record it.
      const msg = (err as Error).message ?? String(err);
      return { text: `The tool ${name} failed: ${msg}. Nothing was written.`, outcome: 'error', code: 'internal', message: msg };
    }
  }
}

/** The default check: the tool's zod schema. */
function schemaCheck(name: string, schema: z.ZodType, args: unknown): Checked<unknown> {
  const checked = schema.safeParse(args);
  if (checked.success) return { ok: true, value: checked.data };
  const issues = [zodIssues(checked.error, 5)];
  return {
    ok: false,
    refusal: refuse(
      `The arguments of ${name} do not match its schema: ${issues.join('; ')}.`,
      'Nothing was done; correct the fields and call again.',
    ),
  };
}

/** A call refused before its tool ran; the model is shown the why and the next step, as before. */
function refuse(message: string, next: string): ToolOutcome {
  return { text: `Refused (malformed): ${message} ${next}`, outcome: 'refused', code: 'malformed', message, next, notRun: true };
}
