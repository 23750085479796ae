// The parse check of spec §7 (C1, C2, C4). Counts syntax errors before and after a change; the
// "after" tree comes from an incremental reparse of the "before" tree, and trees are kept per path
// (small LRU) so a check right after a read or a previous check does not parse the file again.
import { Edit, Parser, type Tree } from 'web-tree-sitter';
import type { ParseOutcome } from '../edit/index.js';
import { countTreeErrors, mergeCounts, type ErrorCount } from './count-errors.js';
import { loadGrammar } from './grammars.js';
import { languageFor, type LanguageId, type TreeSitterLanguage } from './languages.js';
import { findNewError, numberedExcerpt } from './new-error.js';
import { pythonRuleErrors } from './python-rules.js';
import { diffTexts } from './text-edit.js';
import { countYamlErrors } from './yaml-errors.js';

export interface ErrorSummary {
  path: string;
  /** Null when the harness cannot parse this file (C4); errors is then 0. */
  language: LanguageId | null;
  errors: number;
  /** 1-based line of the first error, when there is one. */
  firstErrorLine?: number;
}

export interface ParseCheckerOptions {
  /** How many paths keep cached trees (each path keeps its last two texts). Default 8. */
  cachePaths?: number;
}

interface Entry {
  text: string;
  tree: Tree;
  errors: ErrorCount;
}

const PER_PATH = 2;

/** Error nodes of the tree, plus for Python the indentation errors the grammar accepts. */
function errorsOf(language: TreeSitterLanguage, tree: Tree, text: string, maxSites?: number): ErrorCount {
  const nodes = countTreeErrors(tree.rootNode, maxSites);
  return language === 'python' ? mergeCounts(nodes, pythonRuleErrors(text, maxSites), maxSites) : nodes;
}

export class ParseChecker {
  private readonly parsers = new Map<TreeSitterLanguage, Parser>();
  /** path -> most recent entries first; Map order is the LRU order (oldest path first). */
  private readonly cache = new Map<string, Entry[]>();
  private readonly cachePaths: number;

  constructor(options: ParseCheckerOptions = {}) {
    this.cachePaths = Math.max(1, options.cachePaths ?? 8);
  }

  /** C1: errors before and after; `before` null for a new file. Unknown language -> C4 outcome. */
  async check(path: string, before: string | null, after: string): Promise<ParseOutcome> {
    const language = languageFor(path);
    if (language === null) return { path, language: null, errorsBefore: 0, errorsAfter: 0 };
    let prior: ErrorCount;
    let now: ErrorCount;
    if (language === 'yaml') {
      prior = before === null ? { count: 0, sites: [] } : countYamlErrors(before);
      now = countYamlErrors(after);
    } else {
      const parser = await this.parserFor(language);
      const base = before === null ? null : this.entryFor(parser, path, before);
      prior = base?.errors ?? { count: 0, sites: [] };
      now = this.entryFor(parser, path, after, base).errors;
    }
    const outcome: ParseOutcome = { path, language, errorsBefore: prior.count, errorsAfter: now.count };
    const edit = before === null ? null : diffTexts(before, after);
    const line = findNewError(prior, now, edit);
    if (line !== null) outcome.firstNewError = { line, excerpt: numberedExcerpt(after, line) };
    return outcome;
  }

  /** Errors of one text. Caches the tree, so a later check against this text is warm. */
  async countErrors(path: string, text: string): Promise<ErrorSummary> {
    const language = languageFor(path);
    if (language === null) return { path, language: null, errors: 0 };
    const errors = language === 'yaml' ? countYamlErrors(text) : this.entryFor(await this.parserFor(language), path, text).errors;
    const first = errors.sites[0];
    return { path, language, errors: errors.count, ...(first ? { firstErrorLine: first.row + 1 } : {}) };
  }

  /** Parses `text` and keeps its tree (e.g. when the agent reads a file) so the next check is cheap. */
  async prime(path: string, text: string): Promise<void> {
    await this.countErrors(path, text);
  }

  /**
   * C2 suggestions: would `text` have no more than `baselineErrors` errors? Reparses
   * incrementally from the path's most recent tree and does not cache the candidate.
   */
  async wouldParse(path: string, text: string, baselineErrors: number): Promise<boolean> {
    const language = languageFor(path);
    if (language === null) return true;
    if (language === 'yaml') return countYamlErrors(text, 0).count <= baselineErrors;
    const parser = await this.parserFor(language);
    const cached = this.lookup(path, text);
    if (cached) return cached.errors.count <= baselineErrors;
    const base = this.cache.get(path)?.[0];
    const tree = this.parse(parser, text, base);
    try {
      return errorsOf(language, tree, text, 0).count <= baselineErrors;
    } finally {
      tree.delete();
    }
  }

  /** Frees every cached tree and parser (wasm memory is not garbage-collected). */
  dispose(): void {
    for (const entries of this.cache.values()) for (const e of entries) e.tree.delete();
    this.cache.clear();
    for (const p of this.parsers.values()) p.delete();
    this.parsers.clear();
  }

  private async parserFor(language: TreeSitterLanguage): Promise<Parser> {
    const grammar = await loadGrammar(language);
    let parser = this.parsers.get(language);
    if (!parser) {
      parser = new Parser();
      parser.setLanguage(grammar);
      this.parsers.set(language, parser);
    }
    return parser;
  }

  /** The cached entry for (path, text), or a new one parsed incrementally from `base` if given. */
  private entryFor(parser: Parser, path: string, text: string, base?: Entry | null): Entry {
    const language = languageFor(path) as TreeSitterLanguage;
    const hit = this.lookup(path, text);
    if (hit) return hit;
    const tree = this.parse(parser, text, base ?? this.cache.get(path)?.[0]);
    const entry: Entry = { text, tree, errors: errorsOf(language, tree, text) };
    this.store(path, entry);
    return entry;
  }

  /** Full parse, or incremental reparse of a copy of `base` edited to become `text`. */
  private parse(parser: Parser, text: string, base: Entry | undefined | null): Tree {
    let old: Tree | null = null;
    if (base) {
      const edit = diffTexts(base.text, text);
      if (edit) {
        old = base.tree.copy(); // the cached tree stays valid for its own text
        old.edit(new Edit(edit));
      } else {
        return base.tree.copy();
      }
    }
    try {
      const tree = parser.parse(text, old);
      if (!tree) throw new Error('tree-sitter returned no tree (parser has no language)');
      return tree;
    } finally {
      old?.delete();
    }
  }

  private lookup(path: string, text: string): Entry | undefined {
    const entries = this.cache.get(path);
    const hit = entries?.find((e) => e.text === text);
    if (entries && hit) {
      // Refresh: this path becomes most recent, this text its newest entry.
      this.cache.delete(path);
      this.cache.set(path, [hit, ...entries.filter((e) => e !== hit)]);
    }
    return hit;
  }

  private store(path: string, entry: Entry): void {
    const entries = [entry, ...(this.cache.get(path) ?? [])];
    for (const dropped of entries.splice(PER_PATH)) dropped.tree.delete();
    this.cache.delete(path);
    this.cache.set(path, entries);
    while (this.cache.size > this.cachePaths) {
      const [oldest, olds] = this.cache.entries().next().value as [string, Entry[]];
      for (const e of olds) e.tree.delete();
      this.cache.delete(oldest);
    }
  }
}
