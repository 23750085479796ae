// The body of an agent-fix pull request across several runs. agent-fix owns one section, between
// two markers; text a human adds before or after it is kept. Each run's figures persist in the body
// itself (a run's report lives in the runner's temp and is gone after the job) as a versioned,
// checksummed hidden block: if the block is missing or was edited, the body says its total covers
// only the runs it can vouch for instead of summing wrong. Pure.
import { createHash } from 'node:crypto';
import { CallUsage, CostFigures } from '../model/types.js';
import { z } from 'zod';
import { GITHUB_BODY_LIMIT, fitGitHubBody } from './fit-body.js';
import type { RunEntry } from './slots.js';

export const SECTION_BEGIN = '<!-- agent-fix:begin -->';
export const SECTION_END = '<!-- agent-fix:end -->';
const RUNS_TAG = 'agent-fix-runs:v1';
/** Room kept for what the GitHub client adds (its marker) after the body is composed. */
const CLIENT_MARGIN = 200;

const Figures = CallUsage.omit({ reasoningTokens: true }).extend(CostFigures.shape).extend({ complete: z.boolean() });

/** One run's record as the body keeps it. */
export const RunRecord = z.object({
  trigger: z.string(),
  url: z.string().optional(),
  outcome: z.string(),
  figures: Figures.optional(),
  /** When it ran (ISO time). */
  at: z.string(),
  /** The commit it pushed (a CI failure on any other head commit is not agent-fix's to fix). */
  commit: z.string().optional(),
  /** A CI-fix run: the workflow run whose failure started it. */
  ci: z.object({ url: z.string(), workflow: z.string() }).optional(),
});
export type RunRecord = z.infer<typeof RunRecord>;

export interface ParsedPrBody {
  /** Human text before and after agent-fix's section. */
  before: string;
  after: string;
  records: RunRecord[];
  /** ok: every earlier run is vouched for; missing or edited: the records cannot be trusted. */
  status: 'ok' | 'missing' | 'edited';
}

/** Reads an agent-fix PR body: the human text around its section, and the runs it can vouch for. */
export function parsePrBody(body: string): ParsedPrBody {
  const begin = body.indexOf(SECTION_BEGIN);
  const end = body.indexOf(SECTION_END, begin + 1);
  if (begin === -1 || end === -1) return { before: body, after: '', records: [], status: 'missing' };
  const before = body.slice(0, begin);
  const after = body.slice(end + SECTION_END.length);
  const section = body.slice(begin, end);
  const m = new RegExp(`<!-- ${RUNS_TAG} ([A-Za-z0-9+/=]+) ([0-9a-f]{64}) -->`).exec(section);
  if (!m) return { before, after, records: [], status: 'missing' };
  const json = Buffer.from(m[1] ?? '', 'base64').toString('utf8');
  if (sha256(json) !== m[2]) return { before, after, records: [], status: 'edited' };
  try {
    const records = z.array(RunRecord).parse(JSON.parse(json));
    return { before, after, records, status: 'ok' };
  } catch {
    return { before, after, records: [], status: 'edited' };
  }
}

/** The runs table's rows: every vouched record, and one row standing for runs it cannot vouch for. */
export function runEntries(parsed: Pick<ParsedPrBody, 'records' | 'status'>, current: RunRecord): RunEntry[] {
  const unknown: RunEntry[] =
    parsed.status === 'ok'
      ? []
      : [
          {
            trigger: `earlier runs (their record in this body was ${parsed.status === 'edited' ? 'edited' : 'removed'})`,
            outcome: 'unknown',
          },
        ];
  return [...unknown, ...parsed.records, current].map((r) => ({
    trigger: r.trigger,
    ...(r.url ? { url: r.url } : {}),
    ...('ci' in r && r.ci ? { ciRun: r.ci.url } : {}),
    outcome: r.outcome,
    ...(r.figures ? { figures: r.figures } : {}),
  }));
}

/** The commit agent-fix pushed last, as the body vouches for it (undefined: none recorded). */
export function lastOwnCommit(parsed: Pick<ParsedPrBody, 'records'>): string | undefined {
  return parsed.records.findLast((r) => r.commit !== undefined)?.commit;
}

/** CI-fix runs the body vouches for (max-ci-fix-attempts counts them). */
export const ciFixRuns = (parsed: Pick<ParsedPrBody, 'records'>): number => parsed.records.filter((r) => r.ci !== undefined).length;

/** What the pull request has cost, as far as its body can vouch for (billed USD). */
export function vouchedCost(parsed: Pick<ParsedPrBody, 'records'>): number {
  return parsed.records.reduce((sum, r) => sum + (r.figures?.complete ? (r.figures.costBilledUsd ?? 0) : 0), 0);
}

/**
 * The whole body: human text before, agent-fix's section (`rendered`, with "Fixes #N" first when
 * there is an issue) and the runs block, human text after. The section is fitted to what is left
 * of GitHub's limit, so neither the human text nor the runs block is ever cut.
 */
export function composePrBody(parts: { before?: string; after?: string; rendered: string; records: RunRecord[] }): string {
  const json = JSON.stringify(parts.records);
  const block = `<!-- ${RUNS_TAG} ${Buffer.from(json).toString('base64')} ${sha256(json)} -->`;
  const before = parts.before ?? '';
  const after = parts.after ?? '';
  const frame = before.length + after.length + SECTION_BEGIN.length + SECTION_END.length + block.length + 4;
  const room = Math.max(1000, GITHUB_BODY_LIMIT - CLIENT_MARGIN - frame);
  return `${before}${SECTION_BEGIN}\n${fitGitHubBody(parts.rendered.trimEnd(), room)}\n${block}\n${SECTION_END}${after}`;
}

function sha256(text: string): string {
  return createHash('sha256').update(text).digest('hex');
}
