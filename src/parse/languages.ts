// File extension -> language the parse check (spec §7) knows. Anything else is C4: no parse check.
import { extname } from 'node:path';

export const TREE_SITTER_LANGUAGES = [
  'typescript',
  'tsx',
  'javascript',
  'python',
  'go',
  'rust',
  'java',
  'csharp',
  'cpp',
  'ruby',
  'php',
  'bash',
  'css',
  'json',
] as const;
export type TreeSitterLanguage = (typeof TREE_SITTER_LANGUAGES)[number];
/** YAML is checked with the `yaml` package, not tree-sitter. */
export type LanguageId = TreeSitterLanguage | 'yaml';

const BY_EXTENSION: Readonly<Record<string, LanguageId>> = {
  '.ts': 'typescript',
  '.mts': 'typescript',
  '.cts': 'typescript',
  '.tsx': 'tsx',
  '.js': 'javascript',
  '.mjs': 'javascript',
  '.cjs': 'javascript',
  '.jsx': 'javascript',
  '.py': 'python',
  '.pyi': 'python',
  '.go': 'go',
  '.rs': 'rust',
  '.java': 'java',
  '.cs': 'csharp',
  // C goes through the C++ grammar (no C grammar is shipped); the check is relative (before vs
  // after), so C-only constructs that are already in the file do not cause refusals.
  '.c': 'cpp',
  '.h': 'cpp',
  '.cc': 'cpp',
  '.cpp': 'cpp',
  '.cxx': 'cpp',
  '.hpp': 'cpp',
  '.hh': 'cpp',
  '.rb': 'ruby',
  '.php': 'php',
  '.sh': 'bash',
  '.bash': 'bash',
  '.css': 'css',
  // tree-sitter-json accepts // and /* */ comments (so tsconfig.json is fine) but not trailing
  // commas; .jsonc is left unchecked because trailing commas are legal there.
  '.json': 'json',
  '.yml': 'yaml',
  '.yaml': 'yaml',
};

/** Grammar wasm file of each tree-sitter language (see wasm-locator.ts for where it is found). */
export const GRAMMAR_FILE: Readonly<Record<TreeSitterLanguage, string>> = {
  typescript: 'tree-sitter-typescript.wasm',
  tsx: 'tree-sitter-tsx.wasm',
  javascript: 'tree-sitter-javascript.wasm',
  python: 'tree-sitter-python.wasm',
  go: 'tree-sitter-go.wasm',
  rust: 'tree-sitter-rust.wasm',
  java: 'tree-sitter-java.wasm',
  csharp: 'tree-sitter-c-sharp.wasm',
  cpp: 'tree-sitter-cpp.wasm',
  ruby: 'tree-sitter-ruby.wasm',
  php: 'tree-sitter-php.wasm',
  bash: 'tree-sitter-bash.wasm',
  css: 'tree-sitter-css.wasm',
  json: 'tree-sitter-json.wasm',
};

/** The language of a path by its extension (case-insensitive), or null when there is no parser. */
export function languageFor(path: string): LanguageId | null {
  return BY_EXTENSION[extname(path).toLowerCase()] ?? null;
}
