// One agent run's settings from the declared settings, for the action (its inputs) and `agent-fix
// run` (its flags): a setting a surface does not offer takes its declared default, so making a CLI
// flag an action input (or the reverse) is a change to the declaration alone.
import { RunSettings } from '../agent/settings.js';
import type { EditInterface } from '../edit/index.js';
import type { SettingValue, SettingValues } from './declaration.js';
import { defaultOf } from './read.js';

type RunSettingName =
  | 'model'
  | 'api'
  | 'reasoning-effort'
  | 'context-window'
  | 'parse-check'
  | 'check-command'
  | 'check-sandbox'
  | 'check-disk-mb'
  | 'check-memory-mb'
  | 'allow-workflow-edits'
  | 'max-model-calls'
  | 'max-tool-calls'
  | 'max-output-tokens'
  | 'max-cost-usd'
  | 'timeout-minutes';

export function runSettingsOf(
  values: Partial<Pick<SettingValues, RunSettingName>>,
  chosen: { editInterface: EditInterface; model?: string; maxModelCalls?: number; maxCostUsd?: number; shardFiles?: string[] },
): RunSettings {
  const get = <K extends RunSettingName>(name: K): SettingValue<K> =>
    (Object.hasOwn(values, name) ? values[name] : defaultOf(name)) as SettingValue<K>;
  return RunSettings.parse({
    model: chosen.model ?? get('model'),
    api: get('api'),
    ...(get('reasoning-effort') !== undefined ? { reasoningEffort: get('reasoning-effort') } : {}),
    ...(get('context-window') !== undefined ? { contextWindow: get('context-window') } : {}),
    editInterface: chosen.editInterface,
    parseCheck: get('parse-check'),
    checkCommand: get('check-command') || undefined,
    checkSandbox: get('check-sandbox'),
    checkDiskMb: get('check-disk-mb'),
    checkMemoryMb: get('check-memory-mb'),
    allowWorkflowEdits: get('allow-workflow-edits'),
    ...(chosen.shardFiles ? { shardFiles: chosen.shardFiles } : {}),
    limits: {
      maxModelCalls: chosen.maxModelCalls ?? get('max-model-calls'),
      maxToolCalls: get('max-tool-calls'),
      maxOutputTokens: get('max-output-tokens'),
      maxCostUsd: chosen.maxCostUsd ?? get('max-cost-usd'),
      timeoutMs: get('timeout-minutes') * 60_000,
    },
  });
}
