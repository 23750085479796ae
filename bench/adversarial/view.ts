// How a model may see a file's indentation differently from the bytes (a "whitespace view"): its
// editor or tokenizer shows each tab as spaces, or spaces as tabs, or it lost or added a level.
// The model quotes and types in its view; the intended bytes stay in the file's own indentation.
// Written independently of src/edit/whitespace.ts.
import type { Rng } from '../interfaces/prng.js';

export const indentOf = (line: string): string => /^[ \t]*/.exec(line)?.[0] ?? '';

export type View = (line: string) => string;

export const exactView: View = (line) => line;

/** The whole call in one view: every quoted and typed line is seen through `f` (blank lines too). */
const leading =
  (f: (ws: string) => string): View =>
  (line) => {
    if (line.trim() === '') return line;
    const ws = indentOf(line);
    return f(ws) + line.slice(ws.length);
  };

export const views = {
  tabsAsSpaces: (n: number): View => leading((ws) => ws.replace(/\t/g, ' '.repeat(n))),
  spacesAsTabs: (n: number): View => leading((ws) => ws.replace(new RegExp(` {${n}}`, 'g'), '\t')),
  lostLevel: (unit: string): View => leading((ws) => (ws.startsWith(unit) ? ws.slice(unit.length) : ws)),
  addedLevel: (unit: string): View => leading((ws) => unit + ws),
};

/** The file's own indentation unit: a tab when most indented lines start with one, else its commonest space run. */
export function unitOf(lines: readonly string[]): string {
  let tabs = 0;
  const spaces = new Map<number, number>();
  for (const l of lines) {
    if (l.trim() === '') continue;
    const ws = indentOf(l);
    if (ws.startsWith('\t')) tabs++;
    else if (ws.length > 0) spaces.set(ws.length, (spaces.get(ws.length) ?? 0) + 1);
  }
  const best = [...spaces].sort((a, b) => b[1] - a[1] || a[0] - b[0])[0];
  const spaceLines = [...spaces.values()].reduce((s, n) => s + n, 0);
  if (tabs >= spaceLines || !best) return '\t';
  // The smallest common step: 2, 4 or 8.
  for (const n of [2, 4, 8]) if ((spaces.get(n) ?? 0) > 0) return ' '.repeat(n);
  return ' '.repeat(best[0]);
}

/** A whole-call view that changes at least one of `lines` (else null): the frames models are seen to use. */
export function wholeCallView(rng: Rng, lines: readonly string[], fileLines: readonly string[]): { name: string; view: View } | null {
  const unit = unitOf(fileLines);
  const options: { name: string; view: View }[] = [
    { name: 'tabs as 4 spaces', view: views.tabsAsSpaces(4) },
    { name: 'tabs as 8 spaces', view: views.tabsAsSpaces(8) },
    { name: 'tabs as 2 spaces', view: views.tabsAsSpaces(2) },
    { name: '4 spaces as a tab', view: views.spacesAsTabs(4) },
    { name: '8 spaces as a tab', view: views.spacesAsTabs(8) },
    { name: 'lost a level', view: views.lostLevel(unit) },
    { name: 'added a level', view: views.addedLevel(unit) },
  ];
  const useful = options.filter((o) => lines.some((l) => o.view(l) !== l));
  return useful.length === 0 ? null : rng.pick(useful);
}

/** One line seen differently (a slip): a level added or lost, or its tabs/spaces swapped. */
export function slip(rng: Rng, line: string, unit: string): string {
  const ws = indentOf(line);
  const options = [
    unit + ws,
    ws.startsWith(unit) ? ws.slice(unit.length) : null,
    ws.includes('\t') ? ws.replace(/\t/g, '    ') : null,
    ws.includes('    ') ? ws.replace(/ {4}/g, '\t') : null,
    ws.length > 0 ? ws.slice(1) : null,
    ' ' + ws,
  ].filter((o): o is string => o !== null && o !== ws);
  return rng.pick(options) + line.slice(ws.length);
}

/**
 * Whether a call seen through `view` can still carry what the model means: the view shows in the
 * lines it quotes (else the call is literally what it says, and nothing can tell), and it keeps
 * apart every indentation of the lines involved (else two meanings read the same).
 */
export function faithful(view: View, quoted: readonly string[], involved: readonly string[]): boolean {
  if (!quoted.some((l) => view(l) !== l)) return false;
  const seen = new Map<string, string>();
  for (const l of involved) {
    if (l.trim() === '') continue;
    const ws = indentOf(l);
    const shown = indentOf(view(l));
    const other = seen.get(shown);
    if (other !== undefined && other !== ws) return false;
    seen.set(shown, ws);
  }
  return true;
}
