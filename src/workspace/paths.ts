// W2: every path the model names is confined to the workspace root before any file is touched.
// Lexical checks first (absolute, NUL, `..`, `.git`, workflows), then the real path of the longest
// existing prefix, so a symbolic link cannot lead a read or a write out of the root.
import { lstat, realpath, stat } from 'node:fs/promises';
import { isAbsolute, join, posix, relative, sep } from 'node:path';
import type { Refusal } from '../edit/types.js';

export interface ConfineOptions {
  allowWorkflowEdits: boolean;
}

export type Confined = { ok: true; rel: string; abs: string } | { ok: false; refusal: Refusal };

function refuse(path: string, index: number, message: string, next: string): Confined {
  return { ok: false, refusal: { index, path, code: 'path_refused', message, next } };
}

const NEXT_RELATIVE = 'Use a path relative to the repository root, e.g. src/app.py.';

/** Checks on the path text alone; returns the normalised relative path or a reason. */
function lexicalProblem(rel: string, opts: ConfineOptions): { message: string; next: string } | null {
  const segments = rel.split('/');
  if (segments.some((s) => s.toLowerCase() === '.git')) {
    return { message: 'paths inside .git/ are never read or written', next: 'Edit the working tree files only.' };
  }
  const lower = rel.toLowerCase();
  if (!opts.allowWorkflowEdits && (lower === '.github/workflows' || lower.startsWith('.github/workflows/'))) {
    return {
      message: 'workflow files (.github/workflows/) may not be changed in this configuration',
      next: 'Leave workflow files alone; describe the needed change in your final answer instead.',
    };
  }
  return null;
}

/** Normalises `./a//b` to `a/b`; refuses what cannot be a file inside the root. */
export function normalisePath(input: string): { ok: true; rel: string } | { ok: false; message: string; next: string } {
  if (input.includes('\0')) return { ok: false, message: 'the path contains a NUL byte', next: NEXT_RELATIVE };
  // Control characters (newlines above all) in a file name could forge lines in commit messages and reports.
  if (/[\u0001-\u001f\u007f]/.test(input)) return { ok: false, message: 'the path contains a control character', next: NEXT_RELATIVE };
  if (input.trim() === '') return { ok: false, message: 'the path is empty', next: NEXT_RELATIVE };
  if (isAbsolute(input) || posix.isAbsolute(input) || /^[A-Za-z]:[\\/]/.test(input)) {
    return { ok: false, message: `absolute paths are refused (${input})`, next: NEXT_RELATIVE };
  }
  const rel = posix.normalize(input).replace(/\/+$/, '');
  if (rel === '..' || rel.startsWith('../')) {
    return { ok: false, message: `the path leaves the workspace (${input})`, next: NEXT_RELATIVE };
  }
  if (rel === '.' || rel === '') return { ok: false, message: 'the path names the workspace root, not a file', next: NEXT_RELATIVE };
  return { ok: true, rel };
}

function inside(root: string, real: string): boolean {
  const r = relative(root, real);
  return r === '' || (!r.startsWith('..') && !isAbsolute(r));
}

/**
 * Confines `input` to `realRoot` (which must already be a real path). `abs` is the real location
 * (symlinks inside the root resolved), so writes replace the target file, not the link.
 */
export async function confinePath(realRoot: string, input: unknown, opts: ConfineOptions, index = -1): Promise<Confined> {
  if (typeof input !== 'string') return refuse(String(input), index, 'the path is not a string', NEXT_RELATIVE);
  const norm = normalisePath(input);
  if (!norm.ok) return refuse(input, index, norm.message, norm.next);
  const rel = norm.rel;
  const lexical = lexicalProblem(rel, opts);
  if (lexical) return refuse(input, index, lexical.message, lexical.next);

  // Longest existing prefix: realpath it; the rest are names that do not exist yet.
  const segments = rel.split('/');
  let existing = segments.length;
  let real: string | null = null;
  while (existing > 0) {
    const candidate = join(realRoot, ...segments.slice(0, existing));
    try {
      real = await realpath(candidate);
      break;
    } catch {
      // A dangling (or looping) link exists as a name but not as a target: following it on
      // write could create a file anywhere, so it is refused.
      const isLink = await lstat(candidate).then(
        (s) => s.isSymbolicLink(),
        () => false,
      );
      if (isLink)
        return refuse(
          input,
          index,
          `${segments.slice(0, existing).join('/')} is a symbolic link whose target does not exist`,
          'Edit the file the link should point to, by its own path.',
        );
      existing--;
    }
  }
  if (real === null) real = realRoot;
  if (existing < segments.length && existing > 0) {
    const isDir = await stat(real).then(
      (s) => s.isDirectory(),
      () => false,
    );
    if (!isDir)
      return refuse(
        input,
        index,
        `${segments.slice(0, existing).join('/')} is a file, not a folder`,
        'Check the path with a read_file of the folder contents or the file itself.',
      );
  }
  const abs = join(real, ...segments.slice(existing));
  if (!inside(realRoot, abs)) {
    return refuse(input, index, `the path resolves through a symbolic link to a place outside the workspace`, NEXT_RELATIVE);
  }
  // The link may point at .git or a workflow inside the root: judge the real location too.
  const realRel = relative(realRoot, abs).split(sep).join('/');
  if (realRel === '') return refuse(input, index, 'the path names the workspace root, not a file', NEXT_RELATIVE);
  const realProblem = lexicalProblem(realRel, opts);
  if (realProblem) return refuse(input, index, `${realProblem.message} (the path resolves to ${realRel})`, realProblem.next);
  return { ok: true, rel, abs };
}
