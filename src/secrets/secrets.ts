// One set of secrets (the model API key, the GitHub token) and every way the action looks for them.
// Every path that leaves the runner goes through here: tool results before the model sees them,
// comments, the PR body, the job summary, the report file, outputs, logs, error messages, and the
// scan of the staged diff before a commit. Forms are computed once per set (Secrets.of); a scan is
// one pass over the text's alphanumeric skeleton plus one indexOf per form, so MBs stay cheap.
import { formsOf, type FormKind } from './forms.js';
import { skeletonOf, type Skeleton } from './skeleton.js';

/** What a redacted span becomes (GitHub's own log masking uses the same). */
export const REDACTED = '***';
/** Shorter secrets are matched raw and exactly, and never by find(): their encodings would match ordinary text. */
export const MIN_SECRET_LENGTH = 8;
/** A form whose skeleton is shorter is matched exactly instead: a short skeleton could occur by chance. */
export const MIN_SKELETON_LENGTH = 8;
/**
 * Removing a span joins the skeletons on both sides, which in contrived texts spells a form again,
 * so redact() repeats until a pass finds nothing; after this many passes it removes whole stretches
 * (a form nested inside itself eleven deep used to survive: issue 21).
 */
const MAX_PASSES = 8;
/**
 * Key shapes a provider or proxy may echo (also partly masked ones), redacted from error messages
 * only: in tool results and PR text they would also hit ordinary code and test fixtures.
 */
const GENERIC_SECRETS: readonly RegExp[] = [
  /\bsk-[A-Za-z0-9_*-]{6,}/g, // OpenAI-style keys
  /\b(Bearer|Basic)\s+[A-Za-z0-9._~+/=-]{6,}/gi,
  /\bgh[pousr]_[A-Za-z0-9]{10,}/g, // GitHub tokens
];

export interface SecretMatch {
  /** Position of the secret in the list given to Secrets.of. */
  secret: number;
  kind: FormKind;
  /** The span in the scanned text, from the first to the last matched character. */
  start: number;
  end: number;
}

export interface ScanOptions {
  /**
   * Text some tool puts at the start of each line (line numbers before file text). Scanned once
   * more with it skipped at each line start, so a form wrapped over numbered lines is still one
   * run. Must not match across a line break.
   */
  linePrefix?: RegExp;
  /**
   * Leave secrets shorter than MIN_SECRET_LENGTH alone. For tool results: such a value is a
   * placeholder key ("EMPTY" for a local server), and blanking it out of files would keep the
   * model from quoting ordinary lines. find() always skips them.
   */
  skipShort?: boolean;
}

interface Pattern {
  secret: number;
  kind: FormKind;
  /** A secret shorter than MIN_SECRET_LENGTH, matched raw and exactly; find() and skipShort ignore it. */
  short: boolean;
}

export class Secrets {
  static readonly none = new Secrets([]);

  /** Skeleton patterns, keyed by the skeleton of the form, once with and once without unescaping. */
  private readonly bySkeleton: [Map<string, Pattern>, Map<string, Pattern>] = [new Map<string, Pattern>(), new Map<string, Pattern>()];
  /** Forms matched character for character (short secrets, forms with a short skeleton). */
  private readonly exact = new Map<string, Pattern>();
  /** Every MIN_SECRET_LENGTH-character run of each raw secret, for redactMessage(). */
  private readonly fragments = new Set<string>();

  private constructor(private readonly values: readonly string[]) {
    values.forEach((value, secret) => {
      if (value.trim() === '') return;
      if (value.length < MIN_SECRET_LENGTH) {
        if (!this.exact.has(value)) this.exact.set(value, { secret, kind: 'raw', short: true });
        return;
      }
      for (let i = 0; i + MIN_SECRET_LENGTH <= value.length; i++) this.fragments.add(value.slice(i, i + MIN_SECRET_LENGTH));
      for (const form of formsOf(value)) {
        const pattern: Pattern = { secret, kind: form.kind, short: false };
        [false, true].forEach((unescape, k) => {
          const skeleton = skeletonOf(form.text, unescape).text;
          const table = skeleton.length >= MIN_SKELETON_LENGTH ? this.bySkeleton[k]! : this.exact;
          const key = skeleton.length >= MIN_SKELETON_LENGTH ? skeleton : form.text;
          if (!table.has(key)) table.set(key, pattern);
        });
      }
    });
  }

  /** The set of the given secrets; empty and blank values are ignored (positions still count for SecretMatch.secret). */
  static of(values: Iterable<string | null | undefined>): Secrets {
    return new Secrets([...values].map((v) => v ?? ''));
  }

  /** This set plus more secrets (their positions follow this set's). */
  with(values: Iterable<string | null | undefined>): Secrets {
    return Secrets.of([...this.values, ...values]);
  }

  get isEmpty(): boolean {
    return this.exact.size === 0 && this.bySkeleton[0].size === 0;
  }

  /**
   * The first complete form of a secret of at least MIN_SECRET_LENGTH characters in `text`
   * (raw, URL-encoded, base64 at any offset, base64url, hex; wrapped or split by any separators),
   * or undefined. No fragments and no short secrets: this is the commit scan, and it must not
   * refuse ordinary code.
   */
  find(text: string, opts: ScanOptions = {}): SecretMatch | undefined {
    let first: SecretMatch | undefined;
    for (const m of this.scan(text, { ...opts, skipShort: true })) if (!first || m.start < first.start) first = m;
    return first;
  }

  /** `text` with every form of every secret replaced by REDACTED. For anything that leaves the runner. */
  redact(text: string, opts: ScanOptions = {}): string {
    let out = text;
    for (let pass = 0; !this.isEmpty; pass++) {
      const spans = this.scan(out, opts);
      if (spans.length === 0) break;
      // Past MAX_PASSES the text nests a form inside a form again and again (each removal spells the
      // next one): everything from the first to the last match goes at once, which ends any nesting.
      const next =
        pass < MAX_PASSES
          ? replaceSpans(out, spans)
          : replaceSpans(out, [{ ...spans[0]!, start: Math.min(...spans.map((m) => m.start)), end: Math.max(...spans.map((m) => m.end)) }]);
      // (Only a secret made of the marker's own characters could keep matching without the text shrinking.)
      if (next.length >= out.length && pass >= MAX_PASSES) break;
      out = next;
    }
    return out;
  }

  /**
   * redact(), then also generic key shapes and every run of MIN_SECRET_LENGTH+ characters shared with
   * a raw secret (a provider echoing part of a key). For error messages from the model
   * endpoint, GitHub and git, which are short and never code the model must edit.
   */
  redactMessage(text: string): string {
    let out = this.redact(text);
    // Generic shapes first: a masked echo ("sk-proj-AbCd****wxyz") goes whole, not only its runs.
    for (const re of GENERIC_SECRETS) out = out.replace(re, REDACTED);
    if (this.fragments.size > 0) {
      const spans: SecretMatch[] = [];
      for (let i = 0; i + MIN_SECRET_LENGTH <= out.length; i++) {
        if (this.fragments.has(out.slice(i, i + MIN_SECRET_LENGTH)))
          spans.push({ secret: -1, kind: 'raw', start: i, end: i + MIN_SECRET_LENGTH });
      }
      out = replaceSpans(out, spans);
    }
    return out;
  }

  private scan(text: string, opts: ScanOptions): SecretMatch[] {
    const found: SecretMatch[] = [];
    for (const [form, p] of this.exact) {
      if (opts.skipShort && p.short) continue;
      for (let i = text.indexOf(form); i !== -1; i = text.indexOf(form, i + 1)) found.push({ ...hit(p), start: i, end: i + form.length });
    }
    // The unescaped skeleton differs only where there is a backslash.
    const unescapes = text.includes('\\') ? [false, true] : [false];
    const prefix = opts.linePrefix && new RegExp(opts.linePrefix.source, `${opts.linePrefix.flags.replace(/[gy]/g, '')}y`);
    const prefixes = prefix ? [undefined, prefix] : [undefined];
    for (const unescape of unescapes) {
      for (const linePrefix of prefixes) {
        const table = this.bySkeleton[unescape ? 1 : 0];
        if (table.size === 0) continue;
        const sk: Skeleton = skeletonOf(text, unescape, linePrefix);
        for (const [form, p] of table) {
          if (opts.skipShort && p.short) continue;
          for (let i = sk.text.indexOf(form); i !== -1; i = sk.text.indexOf(form, i + 1)) {
            found.push({ ...hit(p), start: sk.at[i]!, end: sk.at[i + form.length - 1]! + 1 });
          }
        }
      }
    }
    return found;
  }
}

const hit = (p: Pattern): Pick<SecretMatch, 'secret' | 'kind'> => ({ secret: p.secret, kind: p.kind });

/** Replaces each span (overlapping or touching ones merged) with REDACTED. */
function replaceSpans(text: string, spans: readonly SecretMatch[]): string {
  if (spans.length === 0) return text;
  const sorted = [...spans].sort((a, b) => a.start - b.start);
  let out = '';
  let kept = 0;
  let i = 0;
  while (i < sorted.length) {
    const start = sorted[i]!.start;
    let end = sorted[i]!.end;
    for (i++; i < sorted.length && sorted[i]!.start <= end; i++) end = Math.max(end, sorted[i]!.end);
    out += text.slice(kept, start) + REDACTED;
    kept = end;
  }
  return out + text.slice(kept);
}
