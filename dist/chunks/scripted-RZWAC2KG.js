import { createRequire as __agentFixCreateRequire } from 'node:module';
const require = __agentFixCreateRequire(import.meta.url);
import {
  startScriptedServer
} from "./chunk-UFYS6SOY.js";
import "./chunk-3SEYUTY4.js";
import {
  parseTrajectory,
  scriptOf
} from "./chunk-5INHBNE3.js";
import "./chunk-3KPYT2PK.js";

// src/eval/scripted.ts
import { existsSync } from "node:fs";
import { readdir, readFile } from "node:fs/promises";
import { join } from "node:path";
function trajectoryPath(dir, run) {
  return join(dir, run.task.id, `${run.iface}.json`);
}
async function scriptedTaskIds(dir) {
  const entries = await readdir(dir, { withFileTypes: true });
  return entries.filter((e) => e.isDirectory()).map((e) => e.name).sort();
}
function servedUsage(requests) {
  const served = { modelCalls: 0, inputTokens: 0, cachedInputTokens: 0, outputTokens: 0, reasoningTokens: 0 };
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
async function scriptedEndpoints(dir, runs, onServer) {
  const trajectories = /* @__PURE__ */ new Map();
  const missing = [];
  for (const run of runs) {
    const path = trajectoryPath(dir, run);
    if (trajectories.has(path)) continue;
    if (!existsSync(path)) {
      missing.push(path);
      continue;
    }
    trajectories.set(path, parseTrajectory(await readFile(path, "utf8"), path));
  }
  if (missing.length) throw new Error(`no trajectory for ${missing.length} planned run(s): ${missing.slice(0, 5).join(", ")}`);
  return async (run) => {
    const server = await startScriptedServer(scriptOf(trajectories.get(trajectoryPath(dir, run))));
    onServer?.(run, server);
    return {
      baseURL: server.url,
      apiKey: "scripted-offline-key",
      served: () => servedUsage(server.requests),
      close: () => server.close()
    };
  };
}
export {
  scriptedEndpoints,
  scriptedTaskIds,
  servedUsage,
  trajectoryPath
};
