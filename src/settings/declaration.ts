// Every setting of agent-fix, declared once: its name (the action input and the CLI flag, spelled
// the same), its default, its schema, its help text and where it applies. action.yml's inputs, the
// CLI's flags and --help, docs/inputs.md and the "did you mean" suggestions all come from here
// (test/settings/declaration.test.ts holds each to it). Adding a setting is one entry below.
import { CONTEXT_THRESHOLD, DEFAULT_CONTEXT_WINDOW, MIN_CONTEXT_WINDOW } from '../agent/model-limits.js';
import { parsePricingInput } from '../agent/pricing.js';
import { ReasoningEffort, WireApi } from '../model/types.js';
import { DEFAULT_MODEL, Limits } from '../agent/settings.js';
import { DEFAULT_ALIGN_WINDOW, EditInterface, MAX_ALIGN_WINDOW, ParseCheckMode } from '../edit/index.js';
import { COMMIT_SIGNING } from '../github/signing.js';
import { DEFAULT_CHECK_BOUNDS, DEFAULT_SANDBOX_MODE, MAX_BOUND_MB, SandboxMode } from '../sandbox/index.js';
import { DEFAULT_INSTRUCTION_FILES } from '../workspace/instructions.js';
import { MAX_SHARDS_CEILING, ShardSpec } from '../action/shards.js';
import { bool, distinctOf, json, list, matching, NONE, number, oneOf, orNone, text, textOrNone, type TextSchema } from './kinds.js';

/** What the action does in one job: an agent run, the eval kit, or the fan-out's plan and collect. */
export const MODES = ['run', 'plan', 'collect', 'eval'] as const;
export type Mode = (typeof MODES)[number];

/** The CLI's commands that take flags. */
export const COMMAND_NAMES = ['read', 'apply', 'run', 'eval', 'demo', 'view'] as const;
export type CommandName = (typeof COMMAND_NAMES)[number];

/** The endpoint when none is named: the action's base-url input, the CLI's --base-url. */
export const DEFAULT_BASE_URL = 'https://api.openai.com/v1';

/** `auto`: the interface measured best for the model (.github/agent-fix-routing.json at the base commit, src/action/routing.ts). */
export const AUTO_INTERFACE = 'auto';

/** Old CLI spellings (aliases below) are accepted, with a note, until this version. */
export const ALIASES_REMOVED_IN = '0.3.0';

export interface Setting<T = unknown> {
  /** The value in help and usage lines: N, USD|none, FILE. */
  value: string;
  /** One paragraph: action.yml's description, --help, docs/inputs.md. */
  help: string;
  /** The default as text ('' = unset: `defaultText` says what that means). */
  default: string;
  /** Words for the default where the text does not say it (an empty default, an expression). */
  defaultText?: string;
  /** action.yml's default when the runner evaluates it (github-token: ${{ github.token }}). */
  actionDefault?: string;
  schema: TextSchema<T>;
  /** The action's modes that read it ([]: not an action input). */
  modes: readonly Mode[];
  /** The CLI commands that take it as --name ([]: the action's only). */
  commands: readonly CommandName[];
  /** CLI: environment variables read, in order, when the flag is not given. */
  env?: readonly string[];
  /** The action: an environment variable read when the input is empty. */
  actionEnv?: string;
  /** Never on a command line (a key): only from `env`. */
  flag?: false;
  /** Never echoed in an error, redacted everywhere. */
  secret?: true;
  /** CLI commands where it must be given. */
  required?: readonly CommandName[];
  /** CLI: given bare (--keep), it means true. */
  switch?: true;
  /** Old CLI spellings, accepted with a deprecation note until ALIASES_REMOVED_IN. */
  aliases?: readonly string[];
}

/** Keeps each entry's modes and commands as literal tuples, so the names per surface are types. */
const setting = <T, const M extends readonly Mode[], const C extends readonly CommandName[]>(
  s: Setting<T> & { modes: M; commands: C },
): Setting<T> & { modes: M; commands: C } => s;

const RUN_LIMITS = Limits.parse({});
const ALL_MODES = MODES;

export const SETTINGS = {
  // The CLI's own arguments: where things are on this machine (no action input).
  workspace: setting({
    value: 'DIR',
    help: 'The folder to work on.',
    default: '',
    defaultText: 'the working directory',
    schema: text,
    modes: [],
    commands: ['read', 'apply', 'run'],
  }),
  scripted: setting({
    value: 'PATH',
    help: 'Replay hand-written trajectories from a loopback scripted server instead of calling a model (run: one file; eval: a folder of DIR/<task>/<interface>.json). No key needed.',
    default: '',
    schema: text,
    modes: [],
    commands: ['run', 'eval'],
  }),
  out: setting({
    value: 'DIR',
    help: 'Where the eval stores each run as it finishes (a rerun skips them), eval.json, eval.md and eval.svg.',
    default: '',
    schema: text,
    modes: [],
    commands: ['eval'],
    required: ['eval'],
  }),
  'write-routing': setting({
    value: 'FILE',
    help: "Write the model's measured best interface into this routing file (commit it as .github/agent-fix-routing.json for edit-interface auto).",
    default: '',
    schema: text,
    modes: [],
    commands: ['eval'],
  }),
  start: setting({
    value: 'N',
    help: 'First line to show.',
    default: '',
    defaultText: '1',
    schema: json((v) =>
      /^\d+$/.test(v) && Number(v) >= 1 ? { ok: true, value: Number(v) } : { ok: false, error: 'must be a line number (from 1)' },
    ),
    modes: [],
    commands: ['read'],
  }),
  end: setting({
    value: 'N',
    help: 'Last line to show.',
    default: '',
    defaultText: 'the last line',
    schema: json((v) =>
      /^\d+$/.test(v) && Number(v) >= 1 ? { ok: true, value: Number(v) } : { ok: false, error: 'must be a line number (from 1)' },
    ),
    modes: [],
    commands: ['read'],
  }),
  json: setting({
    value: 'true|false',
    help: 'Print JSON.',
    default: 'false',
    schema: bool,
    modes: [],
    commands: ['read'],
    switch: true,
  }),
  open: setting({
    value: 'true|false',
    help: 'Open the page in the default browser (xdg-open, open or start) once it is written.',
    default: 'false',
    schema: bool,
    modes: [],
    commands: ['view'],
    switch: true,
  }),
  keep: setting({
    value: 'true|false',
    help: 'Keep the sample project after the demo.',
    default: 'false',
    schema: bool,
    modes: [],
    commands: ['demo'],
    switch: true,
  }),
  'api-key': setting({
    value: 'KEY',
    help: 'API key of the OpenAI-compatible endpoint; needed by mode run and eval. Masked in logs; never written to comments, PR bodies or reports. CLI: from the environment only.',
    default: '',
    defaultText: '(none)',
    schema: text,
    modes: ['run', 'eval'],
    commands: ['run', 'eval'],
    env: ['AGENT_FIX_API_KEY', 'OPENAI_API_KEY'],
    flag: false,
    secret: true,
  }),
  'base-url': setting({
    value: 'URL',
    help: 'Base URL of any OpenAI-compatible endpoint: it serves /chat/completions (api chat-completions) or /responses (api responses), like OpenAI, Azure, OpenRouter, vLLM or LiteLLM.',
    default: DEFAULT_BASE_URL,
    schema: matching(/^https?:\/\/\S+$/, 'must be an http(s) URL'),
    modes: ['run', 'eval'],
    commands: ['run', 'eval'],
    env: ['OPENAI_BASE_URL'],
  }),
  model: setting({
    value: 'ID',
    help: 'Model id, as the endpoint names it (for example gpt-5-mini).',
    default: DEFAULT_MODEL,
    schema: matching(/^[A-Za-z0-9][A-Za-z0-9._:/-]{0,99}$/, 'not a valid model id'),
    modes: ['run', 'eval'],
    commands: ['run', 'eval'],
  }),
  api: setting({
    value: WireApi.options.join('|'),
    help: "The endpoint's API: chat-completions (default), or responses (OpenAI's Responses API, the only one that serves the codex models; nothing is stored at the provider, and reasoning items are carried back encrypted each turn).",
    default: 'chat-completions',
    schema: oneOf(WireApi.options),
    modes: ['run', 'eval'],
    commands: ['run', 'eval', 'demo'],
  }),
  'reasoning-effort': setting({
    value: ReasoningEffort.options.join('|'),
    help: "The model's reasoning effort, sent in the API's own field (reasoning_effort, reasoning.effort). Empty: not sent (the model's default). none: the provider's own none. A model that does not take it stops the run before anything is spent.",
    default: '',
    defaultText: 'not sent',
    schema: json<ReasoningEffort>((v) =>
      ReasoningEffort.safeParse(v).success
        ? { ok: true, value: v as ReasoningEffort }
        : { ok: false, error: `must be one of ${ReasoningEffort.options.join(', ')} (or empty)` },
    ),
    modes: ['run', 'eval'],
    commands: ['run', 'eval'],
  }),
  'context-window': setting({
    value: 'N|none',
    help: `The model's context window in tokens. Above ${CONTEXT_THRESHOLD * 100}% of it the run compacts its context (stale reads become stubs, long check outputs their tails, then a summary) instead of failing at the provider's limit. Empty: the built-in table (${DEFAULT_CONTEXT_WINDOW} for a model not in it). none: never compact.`,
    default: '',
    defaultText: 'from the built-in table',
    schema: json<number | null>((v) => {
      if (v === NONE) return { ok: true, value: null };
      const n = Number(v);
      return Number.isInteger(n) && n >= MIN_CONTEXT_WINDOW && n <= 10_000_000
        ? { ok: true, value: n }
        : { ok: false, error: `must be a whole number of tokens from ${MIN_CONTEXT_WINDOW} to 10000000 (or ${NONE})` };
    }),
    modes: ['run', 'eval'],
    commands: ['run', 'eval'],
  }),
  'allowed-models': setting({
    value: 'LIST',
    help: 'Comma-separated models a commenter may pick with model=... on the command line. Empty: only the model setting (the override is refused).',
    default: '',
    schema: list(),
    modes: ['run'],
    commands: [],
  }),
  'github-token': setting({
    value: 'TOKEN',
    help: 'Token for comments, pushes and the pull request. PRs opened with the default workflow token do not start other workflows; pass an app or personal token to change that.',
    default: '',
    defaultText: '${{ github.token }}',
    actionDefault: '${{ github.token }}',
    actionEnv: 'GITHUB_TOKEN',
    schema: text,
    modes: ALL_MODES,
    commands: [],
    secret: true,
  }),
  trigger: setting({
    value: 'WORD',
    help: "Comment prefix that starts a run; the command is '<trigger> fix' on the first line. A workflow's `if:` that filters comments must use the same word.",
    default: '/agent',
    schema: matching(/^\S+$/, 'must be one word, like /agent'),
    modes: ['run'],
    commands: [],
  }),
  'trigger-label': setting({
    value: 'LABEL|none',
    help: "Adding this label to an issue (issues: labeled) starts the same run as '<trigger> fix' on it; the permission gate applies to whoever added the label. none: no label starts a run.",
    default: 'none',
    schema: textOrNone,
    modes: ['run'],
    commands: [],
  }),
  task: setting({
    value: 'TEXT',
    help: 'The task (first line is the title): for scheduled and dispatched runs, and `agent-fix run`.',
    default: '',
    schema: text,
    modes: ['run', 'plan', 'collect'],
    commands: ['run'],
  }),
  'task-file': setting({
    value: 'FILE',
    help: 'A file holding the task: in the repository for scheduled and dispatched runs; relative to the working directory for `agent-fix run`.',
    default: '',
    schema: text,
    modes: ['run', 'plan', 'collect'],
    commands: ['run'],
  }),
  'edit-interface': setting({
    value: 'INTERFACE',
    help: 'verified_selection (default), search_replace, line_range or patch; or auto: the interface agent-fix eval measured best for the model, from .github/agent-fix-routing.json in the base commit (verified_selection when it has no measured entry). The PR body says which and why.',
    default: 'verified_selection',
    schema: oneOf<EditInterface | typeof AUTO_INTERFACE>([...EditInterface.options, AUTO_INTERFACE]),
    modes: ['run'],
    commands: ['run', 'apply'],
    aliases: ['interface'],
  }),
  'parse-check': setting({
    value: ParseCheckMode.options.join('|'),
    help: 'reject (default: refuse edits that add syntax errors), warn, or off.',
    default: 'reject',
    schema: oneOf(ParseCheckMode.options),
    modes: ['run'],
    commands: ['run', 'apply'],
  }),
  'align-window': setting({
    value: 'N',
    help: `How many lines an edit's quoted lines may be off and still be aligned (0 to ${MAX_ALIGN_WINDOW}).`,
    default: String(DEFAULT_ALIGN_WINDOW),
    schema: number({ int: true, min: 0, max: MAX_ALIGN_WINDOW }),
    modes: [],
    commands: ['apply'],
  }),
  'max-model-calls': setting({
    value: 'N',
    help: 'Stop a run after this many model calls.',
    default: String(RUN_LIMITS.maxModelCalls),
    schema: number({ int: true, max: 1000 }),
    modes: ['run', 'eval'],
    commands: ['run', 'eval'],
  }),
  'max-tool-calls': setting({
    value: 'N',
    help: 'Stop a run after this many tool calls.',
    default: String(RUN_LIMITS.maxToolCalls),
    schema: number({ int: true, max: 10_000 }),
    modes: [],
    commands: ['run'],
  }),
  'max-output-tokens': setting({
    value: 'N',
    help: 'Most output tokens (reasoning included) of all model calls of a run together.',
    default: String(RUN_LIMITS.maxOutputTokens),
    schema: number({ int: true, max: 10_000_000 }),
    modes: [],
    commands: ['run'],
  }),
  'max-cost-usd': setting({
    value: 'USD|none',
    help: "Most the run may spend (USD, as billed); no call can take it over. The model must be priced (built in or pricing). none: no cap. For eval: the whole eval's cap.",
    default: String(RUN_LIMITS.maxCostUsd),
    schema: orNone(number({ max: 1000 })),
    modes: ['run', 'eval', 'plan'],
    commands: ['run', 'eval'],
    required: ['eval'],
    aliases: ['max-cost'],
  }),
  'max-pr-cost-usd': setting({
    value: 'USD|none',
    help: 'Most all runs on one pull request may spend together (USD, as billed); a follow-up run that would go over it does not start. Empty: 5 x max-cost-usd. none: no cap.',
    default: '',
    defaultText: '5 × max-cost-usd',
    schema: json<number | null>((v) => {
      if (v === NONE) return { ok: true, value: null };
      const n = Number(v);
      return Number.isFinite(n) && n > 0 && n <= 10_000
        ? { ok: true, value: n }
        : { ok: false, error: `must be a positive number up to 10000 (or ${NONE})` };
    }),
    modes: ['run'],
    commands: [],
  }),
  'max-ci-fix-attempts': setting({
    value: 'N|none',
    help: "Most CI-fix runs (workflow_run: the pull request's CI failed) on one agent-fix pull request, counted in its body's runs record; one more failure gets a reply and no model call. none: CI failures never start a run.",
    default: '2',
    schema: orNone(number({ int: true, max: 100 })),
    modes: ['run'],
    commands: [],
  }),
  'timeout-minutes': setting({
    value: 'N',
    help: 'Wall-clock limit of an agent run, in minutes.',
    default: String(RUN_LIMITS.timeoutMs / 60_000),
    schema: number({ int: true, max: 360 }),
    modes: ['run', 'eval'],
    commands: ['run', 'eval'],
  }),
  pricing: setting({
    value: 'JSON',
    help: 'Prices in USD per million tokens, JSON: {"inputPerMTok":0.25,"cachedInputPerMTok":0.025,"outputPerMTok":2} or {"model-id":{...}}. Overrides the built-in table; required for cost figures of models not in it.',
    default: '',
    schema: json(parsePricingInput),
    modes: ['run', 'eval'],
    commands: ['run', 'eval'],
  }),
  'check-command': setting({
    value: 'CMD',
    help: "Command the agent may run to check its work (for example 'npm test'). Runs model-written code, so it runs in the sandbox (see check-sandbox). Empty or none: no run_checks tool.",
    default: '',
    schema: textOrNone,
    modes: ['run'],
    commands: ['run'],
  }),
  'check-sandbox': setting({
    value: SandboxMode.options.join('|'),
    help: "auto: check-command runs as a separate unprivileged user with no network, no secrets and no view of .git or the runner's files (needs root or passwordless sudo, as on GitHub-hosted runners); if that cannot be set up, the check is not run and the comment says why. none: run it as the runner's user with its network (it can read the secrets).",
    default: DEFAULT_SANDBOX_MODE,
    schema: oneOf(SandboxMode.options),
    modes: ['run', 'eval', 'plan'],
    commands: ['run', 'eval', 'demo'],
  }),
  'check-disk-mb': setting({
    value: 'MB|none',
    help: "MB one check may write in the sandbox, all places together (its copy of the workspace, /tmp, /var/tmp, /dev/shm, HOME: one RAM-backed tmpfs). none: the kernel's tmpfs default (half the RAM).",
    default: String(DEFAULT_CHECK_BOUNDS.diskMb),
    schema: orNone(number({ int: true, max: MAX_BOUND_MB })),
    modes: ['run', 'eval', 'plan'],
    commands: ['run', 'eval', 'demo'],
  }),
  'check-memory-mb': setting({
    value: 'MB|none',
    help: 'MB of memory one check may use in the sandbox (cgroup memory limit; else a data-segment limit). none: no cap.',
    default: String(DEFAULT_CHECK_BOUNDS.memoryMb),
    schema: orNone(number({ int: true, max: MAX_BOUND_MB })),
    modes: ['run', 'eval', 'plan'],
    commands: ['run', 'eval', 'demo'],
  }),
  'instructions-files': setting({
    value: 'LIST|none',
    help: "The repository's instructions for coding agents, read from the base commit: the first of these that exists at the root, plus nested AGENTS.md files near the code. none: read none.",
    default: DEFAULT_INSTRUCTION_FILES.join(','),
    schema: list({ noneIsEmpty: true }),
    modes: ['run'],
    commands: ['run'],
  }),
  'allowed-permission': setting({
    value: 'LEVEL',
    help: 'Minimum repository permission of a commenter to start a run: admin, maintain, write, triage or read.',
    default: 'write',
    schema: oneOf(['admin', 'maintain', 'write', 'triage', 'read']),
    modes: ['run'],
    commands: [],
  }),
  'allow-workflow-edits': setting({
    value: 'true|false',
    help: 'Allow edits under .github/workflows/ (refused by default).',
    default: 'false',
    schema: bool,
    modes: ['run'],
    commands: ['run'],
    switch: true,
  }),
  draft: setting({
    value: 'true|false',
    help: 'Open the pull request as a draft. Runs that hit a limit with partial work are always drafts.',
    default: 'false',
    schema: bool,
    modes: ['run', 'collect'],
    commands: [],
  }),
  'branch-prefix': setting({
    value: 'PREFIX',
    help: 'Prefix of the branch the agent pushes.',
    default: 'agent-fix/',
    schema: matching(/^[A-Za-z0-9._/-]*$/, 'letters, digits, . _ / - only'),
    modes: ['run', 'collect'],
    commands: [],
  }),
  'base-branch': setting({
    value: 'BRANCH',
    help: 'Branch the pull request targets.',
    default: '',
    defaultText: "the repository's default branch",
    schema: text,
    modes: ['run', 'plan', 'collect'],
    commands: [],
  }),
  label: setting({
    value: 'LABEL|none',
    help: 'Label added to the pull request; none: no label.',
    default: 'agent-fix',
    schema: textOrNone,
    modes: ['run', 'collect'],
    commands: [],
  }),
  'commit-signing': setting({
    value: COMMIT_SIGNING.join('|'),
    help: "git: commit on the runner and push (unsigned). api: create the commit through GitHub's Git Data API with the token, so GitHub signs it (Verified; for branch protection 'Require signed commits'). Same content either way.",
    default: 'git',
    schema: oneOf(COMMIT_SIGNING),
    modes: ['run', 'collect'],
    commands: [],
  }),
  'report-path': setting({
    value: 'FILE',
    help: 'Where to write the JSON run report; the run viewer (agent-fix-run.html) is written in the same folder.',
    default: '',
    defaultText: '$RUNNER_TEMP/agent-fix-report.json (action); not written (CLI)',
    schema: text,
    modes: ['run'],
    commands: ['run', 'demo'],
    aliases: ['report'],
  }),
  'viewer-artifact': setting({
    value: 'NAME|none',
    help: "The name under which the workflow uploads the run viewer (agent-fix-run.html, beside the report: the viewer-path output) with actions/upload-artifact: the PR body and job summary then say to download it from the run's artifacts. none: the workflow does not upload it, and nothing links it.",
    default: 'agent-fix-run',
    schema: textOrNone,
    modes: ['run'],
    commands: [],
  }),
  mode: setting({
    value: MODES.join('|'),
    help: "run (default): an agent run; with shard, one shard of a fan-out. eval (on workflow_dispatch): run the task suite shipped with agent-fix with this model and publish the table as the job summary; max-cost-usd is then the whole eval's cap. plan and collect: the fan-out.",
    default: 'run',
    schema: oneOf(MODES),
    modes: ALL_MODES,
    commands: [],
  }),
  'shard-files': setting({
    value: 'GLOBS',
    help: 'plan: glob patterns (gitignore syntax, comma or newline separated) of the files to split into shards.',
    default: '',
    schema: list({ lines: true }),
    modes: ['plan', 'run'],
    commands: [],
  }),
  'shard-command': setting({
    value: 'CMD',
    help: 'plan: a command whose output lines are the files to split (run in the check sandbox).',
    default: '',
    schema: text,
    modes: ['plan', 'run'],
    commands: [],
  }),
  'files-per-shard': setting({
    value: 'N',
    help: 'plan: files per shard.',
    default: '10',
    schema: number({ int: true, max: 10_000 }),
    modes: ['plan', 'run'],
    commands: [],
  }),
  'max-shards': setting({
    value: 'N',
    help: `plan: most shards (at most ${MAX_SHARDS_CEILING}, GitHub's matrix limit); files are spread evenly over them.`,
    default: '16',
    schema: number({ int: true, max: MAX_SHARDS_CEILING }),
    modes: ['plan', 'run'],
    commands: [],
  }),
  shard: setting({
    value: 'JSON',
    help: "run: one entry of the plan's matrix, as toJSON(matrix.shard): this job's shard.",
    default: '',
    schema: json((v) => {
      try {
        return { ok: true, value: ShardSpec.parse(JSON.parse(v)) };
      } catch (err) {
        return {
          ok: false,
          error: `must be one entry of the plan's matrix (toJSON(matrix.shard)): ${(err as Error).message.split('\n')[0]}`,
        };
      }
    }),
    modes: ['run'],
    commands: [],
  }),
  'shard-count': setting({
    value: 'N',
    help: "collect: the plan's shard-count output.",
    default: '',
    schema: json((v) => {
      const n = Number(v);
      return Number.isInteger(n) && n > 0 && n <= MAX_SHARDS_CEILING
        ? { ok: true, value: n }
        : { ok: false, error: `must be a positive whole number up to ${MAX_SHARDS_CEILING}` };
    }),
    modes: ['collect'],
    commands: [],
  }),
  'base-sha': setting({
    value: 'SHA',
    help: "collect: the plan's base-sha output (the commit every shard started from).",
    default: '',
    schema: matching(/^([0-9a-f]{40})?$/, 'a full commit sha'),
    modes: ['collect'],
    commands: [],
  }),
  'collect-into': setting({
    value: 'one|per-shard',
    help: 'collect: one (one pull request of all shards) or per-shard (one pull request per shard).',
    default: 'one',
    schema: oneOf(['one', 'per-shard']),
    modes: ['collect'],
    commands: [],
  }),
  'eval-tasks': setting({
    value: 'GLOBS',
    help: 'eval: comma-separated task-id patterns (* and ?) of the shipped suite (eval/tasks).',
    default: '*',
    schema: list(),
    modes: ['eval'],
    commands: ['eval'],
    aliases: ['tasks'],
  }),
  'eval-interfaces': setting({
    value: 'LIST',
    help: 'eval: comma-separated edit interfaces to measure.',
    default: EditInterface.options.join(','),
    schema: distinctOf(EditInterface.options),
    modes: ['eval'],
    commands: ['eval'],
    aliases: ['interfaces'],
  }),
  'eval-repeat': setting({
    value: 'N',
    help: 'eval: runs per task and interface.',
    default: '1',
    schema: number({ int: true, max: 100 }),
    modes: ['eval'],
    commands: ['eval'],
    aliases: ['repeat'],
  }),
  'eval-concurrency': setting({
    value: 'N',
    help: 'eval: runs at a time (each with its own checks and hidden tests in the sandbox).',
    default: '2',
    schema: number({ int: true, max: 32 }),
    modes: ['eval'],
    commands: ['eval'],
    aliases: ['concurrency'],
  }),
} as const;

export type SettingName = keyof typeof SETTINGS;
type Declared = typeof SETTINGS;
export type SettingValue<K extends SettingName> = Declared[K] extends Setting<infer T> ? T : never;
export type SettingValues = { [K in SettingName]: SettingValue<K> };

export const SETTING_NAMES = Object.keys(SETTINGS) as SettingName[];

/** The action's inputs: every setting some mode reads. */
export type InputName = { [K in SettingName]: Declared[K]['modes'] extends readonly [] ? never : K }[SettingName];
/** A command's flags (and the environment-only settings it reads). */
export type FlagName<C extends CommandName> = {
  [K in SettingName]: C extends Declared[K]['commands'][number] ? K : never;
}[SettingName];

export const INPUT_NAMES = SETTING_NAMES.filter((n) => SETTINGS[n].modes.length > 0) as InputName[];

export const settingOf = (name: SettingName): Setting => SETTINGS[name];
