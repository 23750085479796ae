// The kinds of value a setting takes, each a zod schema from the text an action input or a CLI flag
// arrives as. The rule for every setting: empty means its default (the reader substitutes it before
// a schema sees the text); only the explicit word `none` switches a feature off.
import { z } from 'zod';

/** The word that switches a setting's feature off (label, max-cost-usd, check-command, ...). */
export const NONE = 'none';

export type TextSchema<T> = z.ZodType<T, string>;

export const text: TextSchema<string> = z.string();

/** core.getBooleanInput's spellings (YAML 1.2 core schema). */
const TRUE = ['true', 'True', 'TRUE'];
const FALSE = ['false', 'False', 'FALSE'];
export const bool: TextSchema<boolean> = z.string().transform((v, ctx) => {
  if (TRUE.includes(v)) return true;
  if (FALSE.includes(v)) return false;
  ctx.addIssue({ code: 'custom', message: 'must be true or false' });
  return z.NEVER;
});

/** A number above 0 (or, with `min: 0`, from 0) up to `max`; `int`: whole. */
export const number = (opts: { int?: boolean; max: number; min?: 0 }): TextSchema<number> =>
  z.string().transform((v, ctx) => {
    const n = Number(v.trim());
    const low = opts.min === 0 ? n >= 0 : n > 0;
    if (v.trim() === '' || !Number.isFinite(n) || !low || (opts.int && !Number.isInteger(n)) || n > opts.max) {
      const what = `${opts.min === 0 ? 'non-negative' : 'positive'} ${opts.int ? 'whole ' : ''}number`;
      ctx.addIssue({ code: 'custom', message: `must be a ${what} up to ${opts.max}` });
      return z.NEVER;
    }
    return n;
  });

/** `none` -> null (switched off); anything else must satisfy `schema`. */
export const orNone = <T>(schema: TextSchema<T>): TextSchema<T | null> =>
  z.string().transform((v, ctx): T | null => {
    if (v === NONE) return null;
    const r = schema.safeParse(v);
    if (r.success) return r.data;
    for (const issue of r.error.issues) ctx.addIssue({ code: 'custom', message: `${issue.message} (or ${NONE})` });
    return z.NEVER;
  });

/** `none` -> '' (switched off); any other text as it is. */
export const textOrNone: TextSchema<string> = z.string().transform((v) => (v === NONE ? '' : v));

/** One of `values`, named in the error. */
export const oneOf = <const T extends string>(values: readonly T[]): TextSchema<T> =>
  z.string().transform((v, ctx): T => {
    if ((values as readonly string[]).includes(v)) return v as T;
    ctx.addIssue({ code: 'custom', message: `must be one of ${values.join(', ')}` });
    return z.NEVER;
  });

/** The one split of a list setting: comma-separated (or, with `lines`, also newline-separated), trimmed, empty entries dropped. */
export function splitList(v: string, opts: { lines?: boolean } = {}): string[] {
  return v
    .split(opts.lines ? /[\n,]/ : ',')
    .map((s) => s.trim())
    .filter(Boolean);
}

/** A list; with `noneIsEmpty`, the word none is the empty list. */
export const list = (opts: { lines?: boolean; noneIsEmpty?: boolean } = {}): TextSchema<string[]> =>
  z.string().transform((v) => (opts.noneIsEmpty && v === NONE ? [] : splitList(v, opts)));

/** A list of distinct names among `values`, at least one. */
export const distinctOf = <const T extends string>(values: readonly T[]): TextSchema<T[]> =>
  z.string().transform((v, ctx): T[] => {
    const names = splitList(v);
    const bad = names.filter((n) => !(values as readonly string[]).includes(n));
    if (bad.length || names.length === 0 || new Set(names).size !== names.length) {
      ctx.addIssue({ code: 'custom', message: `must be distinct names among ${values.join(', ')}, comma-separated` });
      return z.NEVER;
    }
    return names as T[];
  });

/** Text matching `re`, or the message. */
export const matching = (re: RegExp, message: string): TextSchema<string> => z.string().regex(re, message);

/** Parsed as JSON, then checked by `parse`; '' (the default) is `undefined`. */
export const json = <T>(parse: (text: string) => { ok: true; value: T } | { ok: false; error: string }): TextSchema<T | undefined> =>
  z.string().transform((v, ctx): T | undefined => {
    if (v.trim() === '') return undefined;
    const r = parse(v);
    if (r.ok) return r.value;
    ctx.addIssue({ code: 'custom', message: r.error });
    return z.NEVER;
  });
