// `npm run bench:adversarial [-- --seed N --per-family N --families a,b --json PATH]`
// The adversary of issue 22 against the real engine: per family, how many draws were applied
// exactly, refused, and written wrong without a word (the figure that must stay 0).
import { writeFileSync } from 'node:fs';
import { runAdversarial, silentOf, type AdversarialResult } from './bench.js';
import { FAMILIES } from './families.js';
import type { Judgement } from './oracle.js';

export const DEFAULTS = { seed: 1, perFamily: 4200 };

interface Flags {
  seed: number;
  perFamily: number;
  families?: string[];
  json?: string;
  show?: Judgement[];
}

function flags(argv: readonly string[]): Flags {
  const out: Flags = { ...DEFAULTS };
  for (let i = 0; i < argv.length; i++) {
    const [name, inline] = (argv[i] ?? '').split('=', 2) as [string, string | undefined];
    const value = (): string => {
      const v = inline ?? argv[++i];
      if (v === undefined) throw new Error(`${name} needs a value`);
      return v;
    };
    if (name === '--seed') out.seed = Number(value());
    else if (name === '--per-family') out.perFamily = Number(value());
    else if (name === '--families') out.families = value().split(',');
    else if (name === '--json') out.json = value();
    else if (name === '--show') out.show = value().split(',') as Judgement[];
    else if (name === '--help') {
      console.log(
        `usage: npm run bench:adversarial -- [--seed N] [--per-family N] [--families ${FAMILIES.map((f) => f.id).join(',')}] [--show wrong,guess,refused_resolvable] [--json PATH]`,
      );
      process.exit(0);
    } else throw new Error(`unknown flag ${name}`);
  }
  if (!Number.isInteger(out.seed) || !Number.isInteger(out.perFamily) || out.perFamily < 1)
    throw new Error('--seed and --per-family take integers');
  return out;
}

const pct = (k: number, n: number): string => (n === 0 ? '-' : `${((100 * k) / n).toFixed(1)}%`);

export function table(r: AdversarialResult): string {
  const rows = r.families.map((f) => {
    const refused = f.counts.refused + f.counts.refused_resolvable;
    return `| ${f.label} | ${f.repair} | ${f.draws.toLocaleString('en-US')} | ${pct(f.counts.exact, f.draws)} | ${pct(refused, f.draws)} | ${f.retried === 0 ? '-' : `${f.retried - f.retryFailed}/${f.retried}`} | ${f.counts.literal} | **${silentOf(f)}** |`;
  });
  const total = r.families.reduce((s, f) => s + f.draws, 0);
  const silent = r.families.reduce((s, f) => s + silentOf(f), 0);
  return [
    `seed ${r.seed}, alignment window ${r.window}: ${total.toLocaleString('en-US')} draws in ${r.seconds.toFixed(1)} s, ${silent} silent wrong writes`,
    '',
    '| family | repair | draws | applied exactly | refused | refused, then right after one re-read | miscount onto the quoted text (literal) | silent wrong writes |',
    '|---|---|---|---|---|---|---|---|',
    ...rows,
  ].join('\n');
}

if (process.argv[1]?.endsWith('run.ts')) {
  const f = flags(process.argv.slice(2));
  const r = runAdversarial({
    seed: f.seed,
    perFamily: f.perFamily,
    ...(f.families ? { families: f.families } : {}),
    ...(f.show ? { show: f.show } : {}),
  });
  console.log(table(r));
  for (const fam of r.families) for (const e of fam.examples) console.log(`\n${fam.id}: ${e}`);
  if (f.json) writeFileSync(f.json, `${JSON.stringify(r, null, 1)}\n`);
  process.exitCode = r.families.some((x) => silentOf(x) > 0) ? 1 : 0;
}
