// How agent-fix starts git, everywhere (the action's commits and pushes, the listing, instruction
// reads, the eval): settings in a repository's .git/config or hooks folder are repository code, and
// git runs some of them on its own (a hook on commit or checkout; the core.fsmonitor command even on
// `git ls-files --others`). So no hooks, no fsmonitor command, and an environment without the
// action's inputs (the key, the token) or anything named like a credential. Callers taking diffs add
// --no-ext-diff --no-textconv.
import { isSecretName } from './env.js';

export const SAFE_GIT_CONFIG = ['-c', 'core.hooksPath=/dev/null', '-c', 'core.fsmonitor=false'] as const;

/** The environment without the action's inputs or anything named like a credential. */
export function gitEnv(env: NodeJS.ProcessEnv): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [k, v] of Object.entries(env)) if (v !== undefined && !isSecretName(k)) out[k] = v;
  return out;
}
