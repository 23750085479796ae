// The committed results file (bench/results/interfaces.json): the BenchResult in a compact,
// column-described form so it stays small, and its reverse so reports can be re-rendered.
import type { BenchResult, Cell, Counts, DetailCell, TokenCell } from './bench.js';
import type { ManifestEntry } from './corpus.js';

const OUTCOMES = ['exact', 'exact_aligned', 'silent', 'broken', 'refused'] as const;
const pack = (c: Counts): number[] => OUTCOMES.map((o) => c[o]);
const unpack = (a: readonly number[]): Counts => ({
  exact: a[0] ?? 0,
  exact_aligned: a[1] ?? 0,
  silent: a[2] ?? 0,
  broken: a[3] ?? 0,
  refused: a[4] ?? 0,
});

export interface ResultsFile {
  about: string;
  columns: Record<string, string[]>;
  meta: BenchResult['meta'];
  cells: unknown[][];
  details: unknown[][];
  tokens: unknown[][];
  timing: BenchResult['timing'];
  examples: BenchResult['examples'];
}

export function toResultsFile(r: BenchResult): ResultsFile {
  return {
    about:
      'Offline benchmark of edit interfaces (npm run bench:interfaces). Outcome arrays are [exact, exact_aligned, silent, broken, refused]; "off" = parse check off, "on" = parse check reject. Corpus manifest: interfaces-manifest.json.',
    columns: {
      cells: ['arm', 'kind', 'mistake', 'group', 'n', 'off', 'on', 'refusal codes'],
      details: ['arm', 'mistake', 'group', 'detail', 'n', 'off', 'on'],
      tokens: ['arm', 'kind', 'size bucket', 'n', 'sum', 'median'],
    },
    meta: r.meta,
    cells: r.cells.map((c) => [c.arm, c.kind, c.mistake, c.group, c.n, pack(c.off), pack(c.on), c.codes]),
    details: r.details.map((d) => [d.arm, d.mistake, d.group, d.detail, d.n, pack(d.off), pack(d.on)]),
    tokens: r.tokens.map((t) => [t.arm, t.kind, t.bucket, t.n, t.sum, t.median]),
    timing: r.timing,
    examples: r.examples,
  };
}

export function fromResultsFile(f: ResultsFile, manifest: ManifestEntry[]): BenchResult {
  const cells = f.cells.map(
    (c) =>
      ({
        arm: c[0],
        kind: c[1],
        mistake: c[2],
        group: c[3],
        n: c[4],
        off: unpack(c[5] as number[]),
        on: unpack(c[6] as number[]),
        codes: c[7],
      }) as Cell,
  );
  const details = f.details.map(
    (d) =>
      ({
        arm: d[0],
        mistake: d[1],
        group: d[2],
        detail: d[3],
        n: d[4],
        off: unpack(d[5] as number[]),
        on: unpack(d[6] as number[]),
      }) as DetailCell,
  );
  const tokens = f.tokens.map((t) => ({ arm: t[0], kind: t[1], bucket: t[2], n: t[3], sum: t[4], median: t[5] }) as TokenCell);
  return { meta: f.meta, manifest, cells, details, tokens, timing: f.timing, examples: f.examples };
}
