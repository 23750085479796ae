// Real editable units of a file, found with tree-sitter: definitions that own whole lines, their
// bodies, the statements of those bodies and single-line identifiers. Intended edits are built
// from these so that they look like what an agent would actually change.
import type { Node } from 'web-tree-sitter';
import { splitLines } from '../../src/edit/index.js';
import type { CorpusFile } from './corpus.js';
import { countSyntaxErrors, parseText, type LangId } from './grammar.js';

export type UnitCategory = 'function' | 'method' | 'class' | 'interface' | 'other';

export interface Span {
  /** 1-based inclusive lines. */
  start: number;
  end: number;
}

export interface Unit extends Span {
  category: UnitCategory;
  /** Leading whitespace of the first line. */
  indent: string;
  /** Parent node type: moves only go between units of the same container and indent. */
  container: string;
  /** Lines strictly inside the body (statements, or interface members). */
  body?: Span & { kind: 'statements' | 'members'; indent: string };
  /** Body statements that own whole lines, in order (for wraps). */
  statements: Span[];
}

export interface Identifier {
  line: number;
  col: number;
  text: string;
}

export interface FileUnits {
  file: CorpusFile;
  lines: string[];
  units: Unit[];
  identifiers: Identifier[];
  errorsBefore: number;
  /** Indentation step of the file: a tab, or N spaces. */
  indentUnit: string;
}

interface LangSpec {
  defs: Record<string, UnitCategory>;
  /** Wrappers that start on the same line as the definition (export, decorators). */
  wrappers: string[];
  classBodies: string[];
  statementBodies: string[];
  memberBodies: string[];
  identifiers: string[];
}

const JS_LIKE: LangSpec = {
  defs: {
    function_declaration: 'function',
    generator_function_declaration: 'function',
    method_definition: 'method',
    class_declaration: 'class',
    abstract_class_declaration: 'class',
    interface_declaration: 'interface',
    type_alias_declaration: 'other',
    enum_declaration: 'other',
    function_signature: 'other',
  },
  wrappers: ['export_statement', 'ambient_declaration'],
  classBodies: ['class_body'],
  statementBodies: ['statement_block'],
  memberBodies: ['interface_body', 'object_type'],
  identifiers: ['identifier', 'property_identifier', 'type_identifier', 'shorthand_property_identifier'],
};

const SPECS: Record<LangId, LangSpec> = {
  python: {
    defs: { function_definition: 'function', class_definition: 'class' },
    wrappers: ['decorated_definition'],
    classBodies: [],
    statementBodies: ['block'],
    memberBodies: [],
    identifiers: ['identifier'],
  },
  typescript: JS_LIKE,
  tsx: JS_LIKE,
  javascript: JS_LIKE,
  go: {
    defs: { function_declaration: 'function', method_declaration: 'function', type_declaration: 'other' },
    wrappers: [],
    classBodies: [],
    statementBodies: ['block'],
    memberBodies: [],
    identifiers: ['identifier', 'field_identifier', 'type_identifier'],
  },
  java: {
    defs: {
      method_declaration: 'method',
      constructor_declaration: 'method',
      class_declaration: 'class',
      interface_declaration: 'class',
      enum_declaration: 'class',
    },
    wrappers: [],
    classBodies: ['class_body', 'interface_body', 'enum_body_declarations'],
    statementBodies: ['block', 'constructor_body'],
    memberBodies: [],
    identifiers: ['identifier', 'type_identifier'],
  },
  rust: {
    defs: { function_item: 'function', impl_item: 'class', struct_item: 'other', enum_item: 'other', trait_item: 'class' },
    wrappers: [],
    classBodies: ['declaration_list'],
    statementBodies: ['block'],
    memberBodies: [],
    identifiers: ['identifier', 'field_identifier', 'type_identifier'],
  },
};

function leading(line: string): string {
  return /^[ \t]*/.exec(line)?.[0] ?? '';
}

/** True when the node's text occupies its lines alone (nothing but whitespace around it). */
function ownsLines(node: Node, lines: readonly string[]): boolean {
  const first = lines[node.startPosition.row] ?? '';
  const last = lines[node.endPosition.row] ?? '';
  return leading(first).length === node.startPosition.column && last.slice(node.endPosition.column).trim() === '';
}

function outermost(node: Node, spec: LangSpec): Node {
  let n = node;
  while (n.parent && spec.wrappers.includes(n.parent.type) && n.parent.startPosition.row === n.startPosition.row) n = n.parent;
  return n;
}

export function detectIndentUnit(lines: readonly string[]): string {
  let tabs = 0;
  const widths = new Map<number, number>();
  for (const l of lines) {
    const ws = leading(l);
    if (ws.length === 0 || ws.length === l.length) continue;
    if (ws.startsWith('\t')) tabs++;
    else widths.set(ws.length, (widths.get(ws.length) ?? 0) + 1);
  }
  const spaced = [...widths.values()].reduce((s, v) => s + v, 0);
  if (tabs > spaced) return '\t';
  const smallest = [...widths.keys()].filter((w) => (widths.get(w) ?? 0) > 2).sort((a, b) => a - b)[0] ?? 4;
  return ' '.repeat(Math.min(8, Math.max(2, smallest)));
}

function bodyOf(def: Node, spec: LangSpec, lines: readonly string[]): Unit['body'] {
  const body = def.childForFieldName('body');
  if (!body) return undefined;
  const startRow = body.startPosition.row;
  const endRow = body.endPosition.row;
  if (spec.statementBodies.includes(body.type) && body.type === 'block' && spec === SPECS.python) {
    // Python: the block starts at its first statement, which must be on a later line than `def`.
    if (startRow <= def.startPosition.row) return undefined;
    return { start: startRow + 1, end: endRow + 1, kind: 'statements', indent: leading(lines[startRow] ?? '') };
  }
  const kind = spec.statementBodies.includes(body.type) ? 'statements' : spec.memberBodies.includes(body.type) ? 'members' : null;
  if (!kind) return undefined;
  const open = (lines[startRow] ?? '').trimEnd();
  const close = (lines[endRow] ?? '').trimStart();
  if (!open.endsWith('{') || !close.startsWith('}') || endRow - startRow < 2) return undefined;
  const inner = lines.slice(startRow + 1, endRow).find((l) => l.trim() !== '') ?? '';
  return { start: startRow + 2, end: endRow, kind, indent: leading(inner) };
}

function statementsOf(def: Node, spec: LangSpec, lines: readonly string[]): Span[] {
  const body = def.childForFieldName('body');
  if (!body || !spec.statementBodies.includes(body.type)) return [];
  const out: Span[] = [];
  for (const s of body.namedChildren) {
    if (!s || s.type.includes('comment')) continue;
    if (s.startPosition.row === body.startPosition.row && body.type !== 'block') continue;
    if (!ownsLines(s, lines)) continue;
    out.push({ start: s.startPosition.row + 1, end: s.endPosition.row + 1 });
  }
  return out;
}

function categoryOf(def: Node, base: UnitCategory, spec: LangSpec): UnitCategory {
  if (base !== 'function') return base;
  const p = def.parent;
  if (!p) return base;
  if (spec.classBodies.includes(p.type)) return 'method';
  // Python: a def inside a class block (possibly decorated).
  const holder = p.type === 'decorated_definition' ? p.parent : p;
  if (holder?.type === 'block' && holder.parent?.type === 'class_definition') return 'method';
  return base;
}

export async function analyse(file: CorpusFile): Promise<FileUnits> {
  const spec = SPECS[file.language];
  const lines = splitLines(file.text).lines;
  const tree = await parseText(file.language, file.text);
  try {
    const root = tree.rootNode;
    const units: Unit[] = [];
    for (const def of root.descendantsOfType(Object.keys(spec.defs))) {
      if (!def || def.hasError) continue;
      const outer = outermost(def, spec);
      if (outer.endPosition.row === outer.startPosition.row || !ownsLines(outer, lines)) continue;
      const base = spec.defs[def.type] ?? 'other';
      const first = lines[outer.startPosition.row] ?? '';
      const unit: Unit = {
        start: outer.startPosition.row + 1,
        end: outer.endPosition.row + 1,
        category: categoryOf(outer, base, spec),
        indent: leading(first),
        container: outer.parent?.type ?? 'root',
        statements: statementsOf(def, spec, lines),
      };
      const body = bodyOf(def, spec, lines);
      if (body) unit.body = body;
      units.push(unit);
    }
    const identifiers: Identifier[] = [];
    for (const id of root.descendantsOfType(spec.identifiers)) {
      if (!id || id.startPosition.row !== id.endPosition.row || id.text.length < 2) continue;
      identifiers.push({ line: id.startPosition.row + 1, col: id.startPosition.column, text: id.text });
    }
    identifiers.sort((a, b) => a.line - b.line || a.col - b.col);
    return { file, lines, units, identifiers, errorsBefore: countSyntaxErrors(root), indentUnit: detectIndentUnit(lines) };
  } finally {
    tree.delete();
  }
}
