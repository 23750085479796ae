// Markdown report of a benchmark run (docs/interfaces-results.md) and the headline table the
// lead pastes into docs/performance.md. Every rate carries its 95% Wilson interval.
import type { BenchResult } from './bench.js';
import { ARM_LABEL, FAMILIES, MISTAKES, SIZE_BUCKETS, type Arm } from './model.js';
import { formatRate, type Rate } from '../../src/report/stats.js';
import {
  cellsOf,
  familySummary,
  GROUPS,
  KINDS,
  meanTokens,
  mistakenApplied,
  shiftRepair,
  summarise,
  targets,
  tokenRatio,
  type Group,
} from './summary.js';

const pct = (r: Rate, digits = 1) => (r.n === 0 ? 'n/a' : formatRate(r, digits));
const count = (r: Rate) => (r.n === 0 ? 'n/a' : `${r.k}`);

function table(head: string[], rows: string[][]): string {
  return [`| ${head.join(' | ')} |`, `|${head.map(() => '---').join('|')}|`, ...rows.map((r) => `| ${r.join(' | ')} |`)].join('\n');
}

/** The headline: one row per interface, parse check on (the default) unless stated. */
export function headline(r: BenchResult): string {
  const rows = r.meta.arms.map((arm) => {
    const clean = summarise(cellsOf(r, { arm, group: 'clean' }));
    const b = summarise(cellsOf(r, { arm, group: 'boundary' }));
    const ev = summarise(cellsOf(r, { arm, group: 'evidence' }));
    const same = summarise(cellsOf(r, { arm, group: 'boundary_same_text' }));
    const m = mistakenApplied(r, arm);
    return [
      ARM_LABEL[arm],
      meanTokens(r, arm).toFixed(0),
      `${tokenRatio(r, arm).toFixed(2)}×`,
      `${clean.refused.k}/${clean.n}`,
      b.n === 0 ? 'n/a (no line numbers)' : `${b.silent.k} / ${b.n}`,
      b.n === 0 ? 'n/a' : `${b.brokenOff.k} → ${b.brokenOn.k}`,
      b.n === 0 ? 'n/a' : pct(b.exact, 0),
      ev.n === 0 ? 'n/a (no quotes)' : `${ev.silent.k + ev.brokenOff.k} / ${ev.n}`,
      same.n === 0 ? 'n/a' : `${same.silent.k + same.brokenOff.k} / ${same.n}`,
      m.families === 0 ? 'n/a' : `${pct(m, 1)}${m.families < FAMILIES.length ? ` (${m.families} families)` : ''}`,
    ];
  });
  return table(
    [
      'interface',
      'tokens/edit',
      'vs search/replace',
      'clean edits refused',
      'boundary mistakes: silent errors',
      'broken files, parse check off → on',
      'boundary mistakes repaired to exact bytes',
      'quote mistakes let through',
      'numbers off onto lines holding the quoted text: let through',
      'mistaken calls applied exactly (six families, equal weights)',
    ],
    rows,
  );
}

/** Issue #11's mistake families: per interface, applied exactly / silent wrong / refused, parse check on. */
export function familyTable(r: BenchResult): string {
  const rows = FAMILIES.map((f) => [
    f.label,
    ...r.meta.arms.map((arm) => {
      const s = familySummary(r, arm, f);
      if (s.n === 0) return 'n/a';
      return `n=${s.n}: **${pct(s.exact)}** exact; silent ${s.silent.k} (≤ ${(100 * s.silent.hi).toFixed(2)}%); refused ${pct(s.refused)}`;
    }),
  ]);
  return table(['mistake family', ...r.meta.arms.map((a) => ARM_LABEL[a])], rows);
}

function tokenTable(r: BenchResult): string {
  const rows = r.meta.arms.map((arm) => [
    ARM_LABEL[arm],
    ...KINDS.map((k) => {
      const m = meanTokens(r, arm, k);
      return m === 0 ? 'n/a' : `${m.toFixed(0)} (${tokenRatio(r, arm, k).toFixed(2)}×)`;
    }),
  ]);
  return table(['interface', ...KINDS], rows);
}

function bucketTable(r: BenchResult, arm: Arm): string {
  const buckets = SIZE_BUCKETS.map((b) => b.label);
  const rows = KINDS.map((k) => [
    k,
    ...buckets.map((b) => {
      const n = r.tokens.find((t) => t.arm === arm && t.kind === k && t.bucket === b)?.n ?? 0;
      return n === 0 ? '' : `${tokenRatio(r, arm, k, b).toFixed(2)}× (n=${n})`;
    }),
  ]);
  return table(['kind / lines changed', ...buckets], rows);
}

function groupTable(r: BenchResult, group: Group): string {
  const rows: string[][] = [];
  for (const arm of r.meta.arms) {
    const s = summarise(cellsOf(r, { arm, group }));
    if (s.n === 0) continue;
    rows.push([
      ARM_LABEL[arm],
      String(s.n),
      pct(s.exact),
      pct(s.aligned),
      pct(s.silent),
      `${count(s.brokenOff)} → ${count(s.brokenOn)}`,
      pct(s.refused),
    ]);
  }
  return table(['interface', 'n', 'exact bytes', 'of which repaired', 'silent error', 'broken (check off → on)', 'refused'], rows);
}

function mistakeTable(r: BenchResult): string {
  const rows: string[][] = [];
  for (const mistake of MISTAKES) {
    for (const group of GROUPS) {
      for (const arm of r.meta.arms) {
        const s = summarise(cellsOf(r, { arm, mistake, group }));
        if (s.n === 0) continue;
        rows.push([
          mistake,
          group,
          arm,
          String(s.n),
          count(s.exact),
          count(s.aligned),
          count(s.silent),
          count(s.brokenOff),
          count(s.brokenOn),
          count(s.refused),
        ]);
      }
    }
  }
  return table(['mistake', 'group', 'arm', 'n', 'exact', 'repaired', 'silent', 'broken (off)', 'broken (on)', 'refused (on)'], rows);
}

function detailTable(r: BenchResult, arms: Arm[], group: Group): string {
  const details = [...new Set(r.details.filter((d) => d.group === group).map((d) => d.detail))].sort((a, b) => {
    const [ma, va] = a.split(':');
    const [mb, vb] = b.split(':');
    return (ma ?? '').localeCompare(mb ?? '') || Number(va) - Number(vb);
  });
  const rows = details.map((detail) => [
    detail,
    ...arms.map((arm) => {
      const d = r.details.find((x) => x.arm === arm && x.detail === detail && x.group === group);
      if (!d) return 'n/a';
      const ok = d.on.exact + d.on.exact_aligned;
      return `${d.n}: ${ok} exact, ${d.on.refused} refused, ${d.off.silent} silent, ${d.off.broken} broken`;
    }),
  ]);
  return table(['boundary mistake', ...arms], rows);
}

function exampleList(r: BenchResult, keep: (e: BenchResult['examples'][number]) => boolean): string {
  const interesting = r.examples.filter(keep);
  if (interesting.length === 0) return '_None._';
  return interesting
    .map(
      (e) =>
        `- ${e.arm}, ${e.kind}, ${e.detail} (${e.group}) → **${e.outcome}** (${e.files.join(', ')}${e.codes.length > 0 ? `; gate: ${e.codes.join(', ')}` : ''}${e.notes.length > 0 ? `; engine notes: ${e.notes.join(' / ')}` : ''})\n  \`\`\`json\n  ${e.call}\n  \`\`\``,
    )
    .join('\n');
}

function leakText(r: BenchResult): string {
  const rows = Object.entries(r.meta.leaks).sort();
  if (rows.length === 0) return 'Verified selection let no boundary mistake through.';
  return `Boundary mistakes verified selection let through, by the engine step that accepted the wrong span
(examples below):

${table(
  ['arm', 'accepted by', 'count'],
  rows.map(([k, v]) => [...k.split('|'), String(v)]),
)}`;
}

export function renderMarkdown(r: BenchResult, chartFile: string): string {
  const t = targets(r);
  const intents = r.meta.intents;
  const fmt = (o: Record<string, number>) =>
    Object.entries(o)
      .sort()
      .map(([k, v]) => `${k} ${v}`)
      .join(', ');
  const langs = [...new Set(r.manifest.map((m) => m.language))];
  const timing = table(
    ['interface', 'calls', 'median ms', 'p95 ms', 'mean ms'],
    r.timing.map((x) => [ARM_LABEL[x.arm], String(x.n), x.medianMs.toFixed(3), x.p95Ms.toFixed(3), x.meanMs.toFixed(3)]),
  );
  const na = Object.entries(r.meta.notApplicable)
    .sort()
    .map(([k, v]) => `${k.replace('|', ': ')} ${v}`)
    .join(', ');
  return `# Edit interfaces: offline benchmark results

Generated by \`npm run bench:interfaces -- --seed ${r.meta.seed} --cases ${r.meta.cases}\` in ${r.meta.seconds} s.
Do not edit by hand: rerun the command. Raw counts: \`bench/results/interfaces.json\`; corpus manifest (path, sha256, lines):
\`bench/results/interfaces-manifest.json\`.

![tokens per edit kind and silent-error rate per interface](${chartFile})

## What was measured

- **Corpus**: ${r.manifest.length} real files (${langs.join(', ')}; ${r.manifest.reduce((s, m) => s + m.lines, 0)} lines), read in place. ${r.meta.corpusNotes.join('; ')}.
- **Intended edits**: ${r.meta.cases}, drawn with seed ${r.meta.seed} from tree-sitter units of those files.
  Kinds: ${fmt(intents.byKind)}. Sizes (lines changed): ${fmt(intents.byBucket)}. Languages: ${fmt(intents.byLanguage)}.
  Every intended result parses no worse than the original (checked with the harness's ParseChecker).
- **Interfaces**: each edit is sent as the exact JSON a model would write, through the real engine (\`planCall\`,
  \`planWriteFile\`, alignment window ${r.meta.alignWindow}), then through the harness's parse gate (\`gateChanges\`, reject mode).
- **Mistakes**, one class at a time, same draw for every arm: *boundary* (line numbers disagree with the text the model
  meant: start or end off by 1-2, both shifted by 1-5), *evidence* (leading-whitespace drift in a quoted line, the whole
  call indented differently, a hallucinated line in the quote/context), *revision* (the file changed outside the run
  after the read; the model's own earlier edit changed it and the call quotes from memory), *duplicate* (the text a call
  locates by occurs twice), *content* (new_text misses its last line), *form* (malformed call). Not applicable (no line
  numbers or no quotes, or the changed file would not parse as well as the intended result): ${na || 'none'}.
- **Outcomes**: exact bytes (as stated or repaired), silent error (accepted, wrong bytes, parses), broken (accepted,
  parses worse), refused. "Parse check off → on" shows what the gate removes: with the gate on, a broken result is refused.
  Tokens: o200k on the compact JSON arguments of the clean call (whole-file write: every file's content).

## Headline (parse check on unless stated)

${headline(r)}

## Mistake families (parse check on)

Applied exactly (with 95% Wilson interval), silent wrong writes (count, and the 95% upper bound of
their rate), refused. The headline "mistaken calls applied exactly" is the mean over the families
that apply to an interface, each family weighted equally (interval from the families'
Agresti-Coull variances). Draws whose wrong numbers land on lines holding the quoted text are left
out of "start/end off" (see boundary_same_text below).

${familyTable(r)}

How each family is made: *outside change*: after the read, someone else adds a comment line at the
top, at the end or more than 5 lines from the edit, or removes a blank line far from it; the call
names the revision read (the run holds its bytes). *Indentation slip*: one quoted line (or the first
or last line of old text / a chunk) gains or loses leading whitespace; numbers right. *Whole-call
indentation error*: every typed line of the call loses or gains one indentation level, or has its
tabs written as 4 spaces; applies only when a line the call locates by changed. *Stale line*: the
model's own earlier edit added 1-3 lines above the span (a real shift, to be repaired), or renamed
a word in the span's first line (the call then rests on a line that no longer exists: only a
refusal is right); the call names the current revision but numbers and quotes the first read.
*Old text occurring twice*: the file read holds a copy of the first block with 3 lines around it,
before or after it; each interface sends its usual call (applies to search/replace and patch only
when their locating text really occurs twice). *Start/end off*: start_line or end_line off by 1-2,
quotes exact.

## Targets

${table(
  ['target', 'met', 'value'],
  t.map((x) => [x.name, x.ok ? 'yes' : '**no**', x.value]),
)}

${leakText(r)}

Shifts within the window (|d| ≤ ${r.meta.alignWindow}) repaired to the exact bytes: vs_ref ${pct(shiftRepair(r, 'vs_ref'))}, vs ${pct(shiftRepair(r, 'vs'))}.

## Output tokens per edit, by kind (mean, ratio to search/replace with the shortest unique old text)

${tokenTable(r)}

The same ratio for verified selection + @@ref by size of the edit: its cost is nearly flat (path, revision, two
quoted lines), so the ratio falls as the edit grows.

${bucketTable(r, 'vs_ref')}

## Outcomes by mistake group

${GROUPS.map((g) => `### ${g}\n\n${groupTable(r, g)}`).join('\n\n')}

The content group (new_text misses its last line) is a mistake in the text the model wants written: no boundary
check can see it, and every interface applies it; the parse gate refuses only the ones that break the syntax.

## Boundary mistakes in detail (parse check on for "exact" and "refused"; "silent" and "broken" with the check off)

${detailTable(r, ['vs_ref', 'vs', 'line_range'], 'boundary')}

Boundary mistakes whose wrong lines hold the quoted text (\`boundary_same_text\`):

${detailTable(r, ['vs_ref', 'vs', 'line_range'], 'boundary_same_text')}

## Every arm × mistake class

${mistakeTable(r)}

## Apply time (engine plan of a clean call, without the parse gate)

${timing}

## Examples: verified selection letting a mistake through, and clean edits refused

${exampleList(r, (e) => e.arm === 'vs' || e.arm === 'vs_ref' || e.mistake === 'none')}

## Examples: other interfaces letting a mistake through

${exampleList(r, (e) => e.arm !== 'vs' && e.arm !== 'vs_ref' && e.mistake !== 'none')}
`;
}
