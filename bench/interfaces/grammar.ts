// The benchmark's own light use of the tree-sitter grammars: it picks real units (functions,
// bodies, statements, identifiers) for intended edits. Whether a result parses is judged by the
// harness's own ParseChecker (src/parse), the same one its parse gate uses.
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { Parser, Language, type Node, type Tree } from 'web-tree-sitter';

export type LangId = 'python' | 'typescript' | 'tsx' | 'javascript' | 'go' | 'java' | 'rust';

export function langOfPath(path: string): LangId | null {
  if (/\.py$/.test(path)) return 'python';
  if (/\.tsx$/.test(path)) return 'tsx';
  if (/\.(ts|mts|cts)$/.test(path)) return 'typescript';
  if (/\.(js|mjs|cjs|jsx)$/.test(path)) return 'javascript';
  if (/\.go$/.test(path)) return 'go';
  if (/\.java$/.test(path)) return 'java';
  if (/\.rs$/.test(path)) return 'rust';
  return null;
}

const require = createRequire(import.meta.url);
let parser: Parser | null = null;
const languages = new Map<LangId, Language>();

function wasmDir(): string {
  return join(dirname(require.resolve('@vscode/tree-sitter-wasm/package.json')), 'wasm');
}

async function ensureParser(): Promise<Parser> {
  if (!parser) {
    await Parser.init();
    parser = new Parser();
  }
  return parser;
}

async function language(id: LangId): Promise<Language> {
  let lang = languages.get(id);
  if (!lang) {
    lang = await Language.load(join(wasmDir(), `tree-sitter-${id}.wasm`));
    languages.set(id, lang);
  }
  return lang;
}

/** Parses text; the caller must call tree.delete() when done. */
export async function parseText(id: LangId, text: string): Promise<Tree> {
  const p = await ensureParser();
  p.setLanguage(await language(id));
  const tree = p.parse(text);
  if (!tree) throw new Error(`tree-sitter returned no tree for ${id}`);
  return tree;
}

/** C1's measure: error nodes plus missing nodes. Only descends where errors are. */
export function countSyntaxErrors(root: Node): number {
  if (!root.hasError) return 0;
  let count = 0;
  const stack: Node[] = [root];
  while (stack.length > 0) {
    const node = stack.pop() as Node;
    if (node.isError || node.isMissing) count++;
    if (!node.hasError && !node.isMissing) continue;
    for (const child of node.children) if (child && (child.hasError || child.isMissing)) stack.push(child);
  }
  return count;
}
