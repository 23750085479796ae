// The sandbox for model-written code: the only way commands the model influences are run.
export { isSecretName, sanitizedEnv } from './env.js';
export { gitEnv, safeGitArgs, SAFE_GIT_CONFIG } from './git.js';
export {
  DEFAULT_CHECK_BOUNDS,
  DEFAULT_SANDBOX_MODE,
  MAX_BOUND_MB,
  notRunText,
  ranOutText,
  SandboxMode,
  type CheckBounds,
} from './policy.js';
export { OUTPUT_TAIL_CHARS, type CommandResult } from './process.js';
export {
  prepareChecks,
  sandboxRunner,
  SANDBOX_USER,
  unsandboxedRunner,
  type CheckRunner,
  type Checks,
  type RunOptions,
  type SandboxFacts,
} from './sandbox.js';
