// Public API of the eval kit: load the task suite, prepare a workspace, apply the reference fix, judge.
export { STRESSORS, STRESSOR_NAMES, LONG_FILE_LINES, type Stressor } from './stressors.js';
export { LANGUAGES, HARNESS, HIDDEN_DIR, type Language, type Harness, type TestCounts } from './languages.js';
export { TaskSpec, FixSpec, ManifestEntry, Manifest, RelPath } from './task-schema.js';
export { TASKS_ROOT, FIX_FILE, TaskError, loadTask, loadTasks, readManifest, manifestEntry, type Task } from './loader.js';
export { prepareWorkspace, applyReferenceFix } from './workspace.js';
export { PLANTED_RULES, sanitizeWorkspace, type PlantedRule, type Sanitized } from './planted.js';
export { judge, DEFAULT_JUDGE_TIMEOUT_MS, VERDICTS, type Verdict, type HiddenRun, type JudgeResult, type JudgeOptions } from './judge.js';
export { listFiles } from './walk.js';
