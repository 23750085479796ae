// The failed jobs of a CI run as a CI-fix run gives them to the model: per failed step, the tail of its
// log that holds the error, capped (per job and in total), with ANSI codes and timestamps stripped and
// agent-fix's own secrets redacted. Pure: the logs come in as text (api.ts downloads them). Other
// secrets rely on GitHub's log masking (docs/ci-fix.md says so).
import type { Secrets } from '../secrets/index.js';

/** At most this many bytes of log per failed job, and in all. */
export const JOB_LOG_BYTES = 16 * 1024;
export const TOTAL_LOG_BYTES = 48 * 1024;

export interface CiStep {
  name: string;
  number: number;
  conclusion: string | null;
  startedAt?: string | null;
  completedAt?: string | null;
}

export interface CiJob {
  id: number;
  name: string;
  conclusion: string | null;
  htmlUrl?: string | null;
  steps: CiStep[];
}

/** One failed job as the model reads it. */
export interface FailedJobLog {
  job: string;
  /** The failed steps' names (the job's own conclusion when no step says). */
  steps: string[];
  /** The kept text (cleaned, redacted, cut); '' with `missing` when none could be read. */
  text: string;
  /** Bytes of cleaned log the cut left out (0: all of it is there). */
  omittedBytes: number;
  missing?: string;
}

const FAILED = new Set(['failure', 'timed_out']);

export const isFailed = (conclusion: string | null | undefined): boolean => FAILED.has(conclusion ?? '');

// CSI (colours, cursor), OSC (titles, links) and single-character escapes.
const ANSI = /\x1b\[[0-?]*[ -/]*[@-~]|\x1b\][^\x07\x1b]*(?:\x07|\x1b\\)|\x1b[@-Z\\-_]/g;
/** The runner's timestamp in front of every log line. */
const STAMP = /^\uFEFF?(\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(?:\.\d+)?Z) ?/;

export interface LogLine {
  at?: number;
  text: string;
}

/** The log's lines without timestamps or ANSI codes, each with its time (ms) where the runner gave one. */
export function logLines(raw: string): LogLine[] {
  return raw
    .replace(/\r\n?/g, '\n')
    .split('\n')
    .map((line) => {
      const m = STAMP.exec(line);
      const text = (m ? line.slice(m[0].length) : line).replace(ANSI, '');
      const at = m ? Date.parse(m[1] as string) : NaN;
      return Number.isFinite(at) ? { at, text } : { text };
    });
}

/**
 * The lines of a step: those stamped within its start and end (the API gives seconds, the log
 * fractions: the window is widened to whole seconds). Unstamped lines go with the line before.
 */
function stepLines(lines: readonly LogLine[], step: CiStep): string[] | undefined {
  const start = Date.parse(step.startedAt ?? '');
  const end = Date.parse(step.completedAt ?? '');
  if (!Number.isFinite(start) || !Number.isFinite(end)) return undefined;
  const out: string[] = [];
  let inside = false;
  for (const l of lines) {
    if (l.at !== undefined) inside = l.at >= start && l.at < end + 1000;
    if (inside) out.push(l.text);
  }
  return out.length ? out : undefined;
}

const bytes = (s: string): number => Buffer.byteLength(s, 'utf8');

/** The last `max` bytes of `text`, cut at a line start; with how many bytes were left out. */
export function tailOf(text: string, max: number): { text: string; omitted: number } {
  const size = bytes(text);
  if (size <= max) return { text, omitted: 0 };
  const buf = Buffer.from(text, 'utf8');
  let cut = buf
    .subarray(size - max)
    .toString('utf8')
    .replace(/^\uFFFD+/, '');
  const nl = cut.indexOf('\n');
  if (nl !== -1 && nl < cut.length - 1) cut = cut.slice(nl + 1);
  return { text: cut, omitted: size - bytes(cut) };
}

/** `##[error]` lines the tail cut off: the runner's own summary of what failed, kept ahead of the tail (a few). */
function errorLinesBefore(all: string, tail: string): string[] {
  const head = all.slice(0, all.length - tail.length);
  return head
    .split('\n')
    .filter((l) => l.startsWith('##[error]'))
    .slice(-5)
    .map((l) => l.slice(0, 500));
}

/**
 * Per failed job: the failed steps' lines (the whole log when the steps cannot be placed), cleaned and
 * redacted before anything is cut (a cut cannot leave part of a secret), then the tail within the job's
 * share, never past the total.
 */
export function failedJobLogs(
  jobs: readonly { job: CiJob; raw: string | { missing: string } }[],
  secrets: Secrets,
  caps: { perJob: number; total: number } = { perJob: JOB_LOG_BYTES, total: TOTAL_LOG_BYTES },
): FailedJobLog[] {
  let left = caps.total;
  return jobs.map(({ job, raw }) => {
    const failedSteps = job.steps.filter((s) => isFailed(s.conclusion));
    const steps = failedSteps.map((s) => s.name);
    if (typeof raw !== 'string') return { job: job.name, steps, text: '', omittedBytes: 0, missing: raw.missing };
    const lines = logLines(raw);
    const parts = failedSteps.map((s) => stepLines(lines, s)).filter((p): p is string[] => p !== undefined);
    const selected = parts.length ? parts.map((p) => p.join('\n')).join('\n…\n') : lines.map((l) => l.text).join('\n');
    const clean = secrets.redact(selected.trimEnd());
    const room = Math.min(caps.perJob, left);
    // A sliver of a log helps nobody: with less than 1 KiB left, the job is named without one.
    if (room < Math.min(1024, caps.perJob))
      return { job: job.name, steps, text: '', omittedBytes: bytes(clean), missing: `the ${caps.total / 1024} KiB for all logs is used` };
    let { text, omitted } = tailOf(clean, room);
    const errors = omitted ? errorLinesBefore(clean, text) : [];
    const lead = errors.length ? `${errors.join('\n')}\n[… earlier output cut …]\n` : '';
    if (lead && bytes(lead) < room / 4) {
      const tail = tailOf(clean, room - bytes(lead));
      text = `${lead}${tail.text}`;
      omitted = tail.omitted;
    }
    left -= bytes(text);
    return { job: job.name, steps, text, omittedBytes: Math.max(0, omitted) };
  });
}

/** The logs as task data: each job's kept text fenced, so nothing in it reads as our own words. */
export function renderFailedLogs(logs: readonly FailedJobLog[]): string {
  return logs
    .map((l) => {
      const steps = l.steps.length ? ` (failed step${l.steps.length > 1 ? 's' : ''}: ${l.steps.join(', ')})` : '';
      const head = `Failed job "${l.job}"${steps}`;
      if (l.missing) return `${head}: no log (${l.missing}).`;
      const cut = l.omittedBytes ? `, the last part only (${l.omittedBytes} earlier bytes cut)` : '';
      const fence = '~'.repeat(Math.max(4, longestRun(l.text, '~') + 1));
      return `${head}, its log${cut}:\n${fence}\n${l.text}\n${fence}`;
    })
    .join('\n\n');
}

function longestRun(text: string, ch: string): number {
  let best = 0;
  let run = 0;
  for (const c of text) {
    run = c === ch ? run + 1 : 0;
    if (run > best) best = run;
  }
  return best;
}
