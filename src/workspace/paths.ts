// W2: every path the model names is confined to the workspace root before any file is touched.
// Lexical checks first (absolute, NUL, `..`, `.git`, workflows), then the real path of the longest
// existing prefix, so a symbolic link cannot lead a read or a write out of the root.
import { lstat, realpath, stat } from 'node:fs/promises';
import { isAbsolute, join, posix, relative, sep } from 'node:path';
import { refusal, workspaceReasons as why, type Reason, type Refusal } from '../edit/index.js';

export interface ConfineOptions {
  allowWorkflowEdits: boolean;
}

/** `rel`: the path as named, normalised; `abs`: where it really is; `real`: that place relative to the root. */
export type Confined = { ok: true; rel: string; abs: string; real: string } | { ok: false; refusal: Refusal };

const refuse = (path: string, index: number, reason: Reason): Confined => ({ ok: false, refusal: refusal(index, path, reason) });

/** Checks on the path text alone: .git and (unless allowed) workflows. */
function lexicalProblem(rel: string, opts: ConfineOptions): Reason | null {
  const segments = rel.split('/');
  if (segments.some((s) => s.toLowerCase() === '.git')) return why.insideGit();
  const lower = rel.toLowerCase();
  if (!opts.allowWorkflowEdits && (lower === '.github/workflows' || lower.startsWith('.github/workflows/'))) return why.workflow();
  return null;
}

/** Normalises `./a//b` to `a/b`; refuses what cannot be a file inside the root. */
export function normalisePath(input: string): { ok: true; rel: string } | { ok: false; reason: Reason } {
  const no = (reason: Reason) => ({ ok: false as const, reason });
  if (input.includes('\0')) return no(why.nulInPath());
  // Control characters (newlines above all) in a file name could forge lines in commit messages and reports.
  if (/[\u0001-\u001f\u007f]/.test(input)) return no(why.controlInPath());
  if (input.trim() === '') return no(why.emptyPath());
  if (isAbsolute(input) || posix.isAbsolute(input) || /^[A-Za-z]:[\\/]/.test(input)) return no(why.absolutePath(input));
  const rel = posix.normalize(input).replace(/\/+$/, '');
  if (rel === '..' || rel.startsWith('../')) return no(why.leavesWorkspace(input));
  if (rel === '.' || rel === '') return no(why.namesRoot());
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
  if (typeof input !== 'string') return refuse(String(input), index, why.notAString());
  const norm = normalisePath(input);
  if (!norm.ok) return refuse(input, index, norm.reason);
  const rel = norm.rel;
  const lexical = lexicalProblem(rel, opts);
  if (lexical) return refuse(input, index, lexical);

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
      if (isLink) return refuse(input, index, why.danglingLink(segments.slice(0, existing).join('/')));
      existing--;
    }
  }
  if (real === null) real = realRoot;
  if (existing < segments.length && existing > 0) {
    const isDir = await stat(real).then(
      (s) => s.isDirectory(),
      () => false,
    );
    if (!isDir) return refuse(input, index, why.fileNotFolder(segments.slice(0, existing).join('/')));
  }
  const abs = join(real, ...segments.slice(existing));
  if (!inside(realRoot, abs)) return refuse(input, index, why.linkLeaves());
  // The link may point at .git or a workflow inside the root: judge the real location too.
  const realRel = relative(realRoot, abs).split(sep).join('/');
  if (realRel === '') return refuse(input, index, why.namesRoot());
  const realProblem = lexicalProblem(realRel, opts);
  if (realProblem) return refuse(input, index, why.resolvesTo(realProblem, realRel));
  return { ok: true, rel, abs, real: realRel };
}
