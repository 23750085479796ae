// Synthetic but well-formed code lines for the new text of intended edits (new bodies, new
// functions, wrappers). Only syntax matters here: every intended result is parsed before use.
import type { LangId } from './grammar.js';
import type { Rng } from './prng.js';
import type { UnitCategory } from './units.js';

const WORDS = ['value', 'result', 'items', 'count', 'buffer', 'options', 'entry', 'limit', 'target', 'state', 'index', 'payload'];
const VERBS = ['compute', 'resolve', 'load', 'merge', 'check', 'build', 'update', 'parse', 'render', 'collect'];

function snake(rng: Rng): string {
  return `${rng.pick(VERBS)}_${rng.pick(WORDS)}`;
}
function camel(rng: Rng): string {
  const w = rng.pick(WORDS);
  return `${rng.pick(VERBS)}${w.charAt(0).toUpperCase()}${w.slice(1)}`;
}

export function newName(lang: LangId, rng: Rng): string {
  return lang === 'python' || lang === 'rust' ? snake(rng) : camel(rng);
}

/** A renamed form of an identifier, in the language's naming style. */
export function renamed(lang: LangId, name: string, rng: Rng): string {
  const suffix = rng.pick(['next', 'new', 'v2', 'local', 'tmp']);
  return lang === 'python' || lang === 'rust' || /_/.test(name)
    ? `${name}_${suffix}`
    : `${name}${suffix.charAt(0).toUpperCase()}${suffix.slice(1)}`;
}

/** One simple statement at `indent`; `last` ends a body (return or a final call). */
function statement(lang: LangId, indent: string, i: number, last: boolean, rng: Rng): string {
  const v = `${rng.pick(WORDS)}${i}`;
  const f = lang === 'python' || lang === 'rust' ? snake(rng) : camel(rng);
  const arg = i === 0 ? rng.pick(WORDS) : `${rng.pick(WORDS)}${i - 1}`;
  switch (lang) {
    case 'python':
      return last ? `${indent}return ${f}(${arg})` : `${indent}${v} = ${f}(${arg})`;
    case 'go':
      return last ? `${indent}_ = ${f}(${arg})` : `${indent}${v} := ${f}(${arg})`;
    case 'java':
      return last ? `${indent}${f}(${arg});` : `${indent}var ${v} = ${f}(${arg});`;
    case 'rust':
      return last ? `${indent}${f}(${arg});` : `${indent}let ${v} = ${f}(${arg});`;
    default:
      return last ? `${indent}${f}(${arg});` : `${indent}const ${v} = ${f}(${arg});`;
  }
}

export function statements(lang: LangId, indent: string, n: number, rng: Rng): string[] {
  const out: string[] = [];
  for (let i = 0; i < n; i++) out.push(statement(lang, indent, i, i === n - 1, rng));
  return out;
}

export function members(indent: string, n: number, rng: Rng): string[] {
  const out: string[] = [];
  for (let i = 0; i < n; i++) out.push(`${indent}${rng.pick(WORDS)}${i}?: ${rng.pick(['string', 'number', 'boolean', 'unknown[]'])};`);
  return out;
}

/** Fewest lines a new unit of this kind can have. */
export function minUnitLines(lang: LangId): number {
  return lang === 'python' ? 2 : 3;
}

/** A new definition of `total` lines shaped like its neighbour (`category`), at `indent`. */
export function newUnit(lang: LangId, category: UnitCategory, indent: string, step: string, total: number, rng: Rng): string[] {
  const inner = indent + step;
  if (category === 'interface') {
    const name = newName(lang, rng);
    return [`${indent}interface ${name.charAt(0).toUpperCase()}${name.slice(1)} {`, ...members(inner, total - 2, rng), `${indent}}`];
  }
  const name = newName(lang, rng);
  if (lang === 'python')
    return [`${indent}def ${name}(${category === 'method' ? 'self, ' : ''}arg):`, ...statements(lang, inner, total - 1, rng)];
  let header: string;
  switch (lang) {
    case 'go':
      header = `${indent}func ${name}(arg int) {`;
      break;
    case 'java':
      header = `${indent}private void ${name}(int arg) {`;
      break;
    case 'rust':
      header = `${indent}fn ${name}(arg: i32) {`;
      break;
    case 'typescript':
    case 'tsx':
      header = category === 'method' ? `${indent}${name}(arg: unknown): void {` : `${indent}function ${name}(arg: unknown): void {`;
      break;
    default:
      header = category === 'method' ? `${indent}${name}(arg) {` : `${indent}function ${name}(arg) {`;
  }
  return [header, ...statements(lang, inner, total - 2, rng), `${indent}}`];
}

/** Wraps lines (at `indent`) in a conditional block, re-indenting them by one step. */
export function wrapLines(lang: LangId, lines: readonly string[], indent: string, step: string): string[] {
  const body = lines.map((l) => (l.trim() === '' ? l : step + l));
  switch (lang) {
    case 'python':
      return [`${indent}if enabled:`, ...body];
    case 'go':
    case 'rust':
      return [`${indent}if enabled {`, ...body, `${indent}}`];
    default:
      return [`${indent}if (enabled) {`, ...body, `${indent}}`];
  }
}
