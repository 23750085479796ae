// `agent-fix eval --scripted DIR`: hand-written trajectories (DIR/<task>/<interface>.json, format
// agent-fix-trajectory/1) replayed through the same harness, each run against a loopback server of
// its own. Loaded on demand by the CLI: the action's bundle never contains the scripted server.
import { existsSync } from 'node:fs';
import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import {
  parseTrajectory,
  scriptOf,
  startScriptedServer,
  type RecordedRequest,
  type ScriptedServer,
  type Trajectory,
} from '../scripted/index.js';
import type { EndpointFor } from './harness.js';
import type { PlannedRun } from './plan.js';
import type { ServedUsage } from './results.js';

export function trajectoryPath(dir: string, run: Pick<PlannedRun, 'task' | 'iface'>): string {
  return join(dir, run.task.id, `${run.iface}.json`);
}

/** Task ids with a folder of trajectories in dir. */
export async function scriptedTaskIds(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { withFileTypes: true });
  return entries
    .filter((e) => e.isDirectory())
    .map((e) => e.name)
    .sort();
}

/** Usage exactly as the server put it on the wire, summed over its successful answers. */
export function servedUsage(requests: readonly RecordedRequest[]): ServedUsage {
  const served: ServedUsage = { modelCalls: 0, inputTokens: 0, cachedInputTokens: 0, outputTokens: 0, reasoningTokens: 0 };
  for (const r of requests) {
    if (r.status !== 200 || !r.usage) continue;
    served.modelCalls += 1;
    served.inputTokens += r.usage.prompt_tokens ?? 0;
    served.cachedInputTokens += r.usage.prompt_tokens_details?.cached_tokens ?? 0;
    served.outputTokens += r.usage.completion_tokens ?? 0;
    served.reasoningTokens += r.usage.completion_tokens_details?.reasoning_tokens ?? 0;
  }
  return served;
}

/**
 * Parses every planned run's trajectory first (a missing or invalid file fails before any run), then
 * gives each run a server of its own. `onServer` sees each server (tests compare its records).
 */
export async function scriptedEndpoints(
  dir: string,
  runs: readonly PlannedRun[],
  onServer?: (run: PlannedRun, server: ScriptedServer) => void,
): Promise<EndpointFor> {
  const trajectories = new Map<string, Trajectory>();
  const missing: string[] = [];
  for (const run of runs) {
    const path = trajectoryPath(dir, run);
    if (trajectories.has(path)) continue;
    if (!existsSync(path)) {
      missing.push(path);
      continue;
    }
    trajectories.set(path, parseTrajectory(await readFile(path, 'utf8'), path));
  }
  if (missing.length) throw new Error(`no trajectory for ${missing.length} planned run(s): ${missing.slice(0, 5).join(', ')}`);
  return async (run) => {
    const server = await startScriptedServer(scriptOf(trajectories.get(trajectoryPath(dir, run))!));
    onServer?.(run, server);
    return {
      baseURL: server.url,
      apiKey: 'scripted-offline-key',
      served: () => servedUsage(server.requests),
      close: () => server.close(),
    };
  };
}
