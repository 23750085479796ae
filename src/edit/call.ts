// The edit call (spec §2, §9). One zod schema per interface, in one table that the edit tool's
// wire schema is derived from; normalizeCall checks a call against it once and finds what every
// later step needs: new_text as lines with its @@ref lines parsed, the patch's sections, and
// every path the call names. The tool, the workspace, rebase and the planners take the typed
// EditCall; nothing after normalizeCall looks at raw arguments again.
import { z } from 'zod';
import { parsePatch, type PatchHunk } from './interfaces/patch-parse.js';
import { reasons, refusal, schemaIssue } from './messages.js';
import { parseRefLine, type RefLine } from './refs.js';
import { newTextLines } from './text.js';
import type { EditInterface, Refusal } from './types.js';

// ---- the schema table: calls as the model sends them ---------------------------------------

/** One verified-selection edit (spec §2). create/delete variants per E5. */
export const VerifiedEdit = z.object({
  path: z.string().describe('File path relative to the repository root'),
  revision: z.string().optional().describe('Revision from your last read_file of this file'),
  start_line: z.number().int().optional().describe('First line of the span (1-based, inclusive)'),
  end_line: z.number().int().optional().describe('Last line of the span (inclusive)'),
  first_line: z.string().optional().describe('Exact text of line start_line, as read (no number)'),
  last_line: z.string().optional().describe('Exact text of line end_line, as read (no number)'),
  new_text: z.string().optional().describe('Replacement for the whole span; a line "@@refA-B@@" copies original lines A..B'),
  create: z.boolean().optional().describe('Create a new file with new_text (no range, quotes or revision)'),
  delete: z.boolean().optional().describe('Delete the file (needs revision)'),
});
export type VerifiedEdit = z.infer<typeof VerifiedEdit>;

export const SearchReplaceEdit = z.object({
  path: z.string(),
  revision: z.string().optional(),
  old_text: z.string().optional().describe('Exact text to replace; must occur exactly once'),
  new_text: z.string().optional(),
  create: z.boolean().optional(),
  delete: z.boolean().optional(),
});
export type SearchReplaceEdit = z.infer<typeof SearchReplaceEdit>;

export const LineRangeEdit = z.object({
  path: z.string(),
  revision: z.string().optional(),
  start_line: z.number().int().optional(),
  end_line: z.number().int().optional(),
  new_text: z.string().optional(),
  create: z.boolean().optional(),
  delete: z.boolean().optional(),
});
export type LineRangeEdit = z.infer<typeof LineRangeEdit>;

/** The arguments of the `edit` tool per interface: the one schema table. */
export const CALL_SCHEMAS = {
  verified_selection: z.object({ edits: z.array(VerifiedEdit).min(1) }),
  search_replace: z.object({ edits: z.array(SearchReplaceEdit).min(1) }),
  line_range: z.object({ edits: z.array(LineRangeEdit).min(1) }),
  /** The context-addressed `*** Begin Patch` format; revisions optional per path. */
  patch: z.object({ patch: z.string(), revisions: z.record(z.string(), z.string()).optional() }),
} as const satisfies Record<EditInterface, z.ZodType>;

/** Whole-file write (spec §9): recorded, not a targeted edit. Its own tool, so not in the table. */
export const WriteFileCall = z.object({ path: z.string(), content: z.string() });
export type WriteFileCall = z.infer<typeof WriteFileCall>;

// ---- the typed call, as every later step sees it -------------------------------------------

/** A path the call names; `index` is the first edit naming it, -1 when only a reference or a patch names it. */
export interface CallPath {
  path: string;
  index: number;
}

/** A verified-selection edit whose new_text is split into lines (E4), each plain text or a reference (F1/F2). */
export type VsEdit = Omit<VerifiedEdit, 'new_text'> & { newLines?: RefLine[] };

export interface VerifiedSelectionCall {
  iface: 'verified_selection';
  edits: VsEdit[];
  paths: CallPath[];
}
export interface SearchReplaceCall {
  iface: 'search_replace';
  edits: SearchReplaceEdit[];
  paths: CallPath[];
}
export interface LineRangeCall {
  iface: 'line_range';
  edits: LineRangeEdit[];
  paths: CallPath[];
}
export interface PatchCall {
  iface: 'patch';
  hunks: PatchHunk[];
  revisions: Readonly<Record<string, string>>;
  paths: CallPath[];
}
export type EditCall = VerifiedSelectionCall | SearchReplaceCall | LineRangeCall | PatchCall;

export type Normalized = { ok: true; call: EditCall } | { ok: false; refusal: Refusal };

const MAX_ISSUES = 3;

function issuesOf(error: z.ZodError): string[] {
  return error.issues.slice(0, MAX_ISSUES).map((i) => schemaIssue(i.path, i.message));
}

/** Paths in order of first mention, each with the first edit that names it. */
function pathList(named: readonly { path: string; index: number }[]): CallPath[] {
  const out = new Map<string, CallPath>();
  for (const n of named) {
    const known = out.get(n.path);
    if (!known) out.set(n.path, { ...n });
    else if (known.index < 0 && n.index >= 0) known.index = n.index;
  }
  return [...out.values()];
}

/** The paths a verified-selection call names: each edit's path, then the files its references name (F2). */
export function vsPaths(edits: readonly VsEdit[]): CallPath[] {
  return pathList(
    edits.flatMap((e, index) => [
      { path: e.path, index },
      ...(e.newLines ?? []).flatMap((l) => (l.kind === 'ref' && l.path !== null ? [{ path: l.path, index: -1 }] : [])),
    ]),
  );
}

const editPaths = (edits: readonly { path: string }[]): CallPath[] => pathList(edits.map((e, index) => ({ path: e.path, index })));

const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

/**
 * The first string in `value` holding a lone UTF-16 surrogate (JSON can carry one as "\ud800"),
 * named by its field path: such text cannot be written as UTF-8 and would silently become U+FFFD.
 */
function illFormed(value: unknown, path: string): { field: string; at: number } | null {
  if (typeof value === 'string') {
    const m = LONE_SURROGATE.exec(value);
    return m ? { field: path, at: m.index } : null;
  }
  if (Array.isArray(value)) {
    for (const [i, v] of value.entries()) {
      const found = illFormed(v, `${path}.${i}`);
      if (found) return found;
    }
  } else if (value && typeof value === 'object') {
    for (const [k, v] of Object.entries(value)) {
      const found = illFormed(v, path === '' ? k : `${path}.${k}`);
      if (found) return found;
    }
  }
  return null;
}

/** Checks `args` against the interface's schema once and returns the typed call, or one `malformed` refusal. */
export function normalizeCall(iface: EditInterface, args: unknown): Normalized {
  const malformed = (issues: string[]): Normalized => ({
    ok: false,
    refusal: refusal(-1, undefined, reasons.malformedCall(iface, issues)),
  });
  const bad = illFormed(args, '');
  if (bad) return { ok: false, refusal: refusal(-1, undefined, reasons.notWellFormed(bad.field, bad.at)) };
  switch (iface) {
    case 'verified_selection': {
      const r = CALL_SCHEMAS.verified_selection.safeParse(args);
      if (!r.success) return malformed(issuesOf(r.error));
      const edits = r.data.edits.map(({ new_text, ...rest }): VsEdit =>
        new_text === undefined ? rest : { ...rest, newLines: newTextLines(new_text).map(parseRefLine) },
      );
      return { ok: true, call: { iface, edits, paths: vsPaths(edits) } };
    }
    case 'search_replace': {
      const r = CALL_SCHEMAS.search_replace.safeParse(args);
      if (!r.success) return malformed(issuesOf(r.error));
      return { ok: true, call: { iface, edits: r.data.edits, paths: editPaths(r.data.edits) } };
    }
    case 'line_range': {
      const r = CALL_SCHEMAS.line_range.safeParse(args);
      if (!r.success) return malformed(issuesOf(r.error));
      return { ok: true, call: { iface, edits: r.data.edits, paths: editPaths(r.data.edits) } };
    }
    case 'patch': {
      const r = CALL_SCHEMAS.patch.safeParse(args);
      if (!r.success) return malformed(issuesOf(r.error));
      const parsed = parsePatch(r.data.patch);
      if (!parsed.ok)
        return { ok: false, refusal: refusal(-1, undefined, reasons.malformedPatch(parsed.line, parsed.problem, parsed.text)) };
      const revisions = r.data.revisions ?? {};
      const named = [
        ...parsed.hunks.flatMap((h) => [h.path, ...(h.kind === 'update' && h.moveTo !== undefined ? [h.moveTo] : [])]),
        ...Object.keys(revisions),
      ];
      return { ok: true, call: { iface, hunks: parsed.hunks, revisions, paths: pathList(named.map((path) => ({ path, index: -1 }))) } };
    }
  }
}

/** A whole-file write checked like an edit call: its schema, and text that UTF-8 can hold. */
export function normalizeWriteFile(args: unknown): { ok: true; call: WriteFileCall } | { ok: false; refusal: Refusal } {
  const r = WriteFileCall.safeParse(args);
  if (!r.success) return { ok: false, refusal: refusal(-1, undefined, reasons.malformedWrite(issuesOf(r.error))) };
  const bad = illFormed(r.data, '');
  if (bad) return { ok: false, refusal: refusal(-1, r.data.path, reasons.notWellFormed(bad.field, bad.at)) };
  return { ok: true, call: r.data };
}

/** How many edits the call attempts (a patch counts as one, whatever its sections). */
export const editCount = (call: EditCall): number => (call.iface === 'patch' ? 1 : call.edits.length);
