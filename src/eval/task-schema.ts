// task.json and fix.json, validated once here (see eval/README.md for the format).
import { z } from 'zod';
import { LANGUAGES } from './languages.js';
import { STRESSOR_NAMES } from './stressors.js';

/** A path inside a task folder: relative, forward slashes, no `.`/`..` segments, no empty segments. */
export const RelPath = z
  .string()
  .min(1)
  .refine((p) => !p.startsWith('/') && !p.includes('\\') && p.split('/').every((s) => s !== '' && s !== '.' && s !== '..'), {
    message: 'must be a relative path with forward slashes and no empty, "." or ".." segments',
  });

export const TaskSpec = z.strictObject({
  /** Equals the task's folder name. */
  id: z.string().regex(/^[a-z0-9]+(-[a-z0-9]+)*$/, 'lower-case words joined by dashes'),
  language: z.enum(LANGUAGES),
  title: z.string().min(1),
  /** The issue text the agent gets. */
  issue: z.string().min(1),
  /** The visible check the agent may run; it also has to pass for "solved". */
  check: z.string().min(1),
  stresses: z.array(z.enum(STRESSOR_NAMES)).min(1),
  /** Test setup restored from repo/ before judging: a file is overwritten, a folder is replaced whole. */
  protected: z.array(RelPath).min(1),
  /** How many hidden tests the reference fix passes; "solved" needs exactly this many passed, none failed. */
  hiddenTests: z.number().int().positive(),
});
export type TaskSpec = z.infer<typeof TaskSpec>;

/** fix/fix.json: what the overlay of whole files cannot say. Renames run first, then deletions, then the overlay. */
export const FixSpec = z.strictObject({
  rename: z.array(z.strictObject({ from: RelPath, to: RelPath })).default([]),
  delete: z.array(RelPath).default([]),
});
export type FixSpec = z.infer<typeof FixSpec>;

export const ManifestEntry = TaskSpec.pick({ id: true, language: true, title: true, stresses: true });
export type ManifestEntry = z.infer<typeof ManifestEntry>;
export const Manifest = z.array(ManifestEntry);
