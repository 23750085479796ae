// Loads the tree-sitter runtime once per process and each grammar lazily, once (cached promises,
// so concurrent first uses share one load).
import { Language, Parser } from 'web-tree-sitter';
import { GRAMMAR_FILE, type TreeSitterLanguage } from './languages.js';
import { locateWasm } from './wasm-locator.js';

let runtime: Promise<void> | null = null;
const grammars = new Map<TreeSitterLanguage, Promise<Language>>();

export function initRuntime(): Promise<void> {
  runtime ??= Parser.init({ locateFile: (file: string) => locateWasm(file) }).catch((err: unknown) => {
    runtime = null; // let a later call retry instead of caching the failure forever
    throw err;
  });
  return runtime;
}

export function loadGrammar(id: TreeSitterLanguage): Promise<Language> {
  let p = grammars.get(id);
  if (!p) {
    p = initRuntime().then(() => Language.load(locateWasm(GRAMMAR_FILE[id])));
    p.catch(() => grammars.delete(id));
    grammars.set(id, p);
  }
  return p;
}
