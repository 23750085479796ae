// Shared set-up for loop tests: a temp project, the scripted server, the real SDK client.
import { mkdir, mkdtemp, readFile, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { runAgent, type RunResult } from '../../src/agent/run.js';
import { resolvePricing } from '../../src/agent/pricing.js';
import { RunSettings } from '../../src/agent/settings.js';
import { createOpenAIClient } from '../../src/model/openai-client.js';
import { startScriptedServer, type RecordedRequest, type Script, type ScriptedServer } from '../../src/scripted/server.js';
import type { Secrets } from '../../src/secrets/index.js';

export async function project(files: Record<string, string>): Promise<string> {
  const dir = await mkdtemp(join(tmpdir(), 'agent-fix-loop-'));
  for (const [p, text] of Object.entries(files)) {
    await mkdir(dirname(join(dir, p)), { recursive: true });
    await writeFile(join(dir, p), text);
  }
  return dir;
}

export const read = (dir: string, p: string): Promise<string> => readFile(join(dir, p), 'utf8');

/** The revision the last tool answer in this request showed (from the read view header). */
export function revisionIn(req: RecordedRequest): string {
  for (let i = req.messages.length - 1; i >= 0; i--) {
    const m = req.messages[i];
    if (m?.role !== 'tool') continue;
    const hit = /revision[:\s]+([0-9a-f]{12})/.exec(m.content);
    if (hit?.[1]) return hit[1];
  }
  throw new Error('no revision shown yet');
}

export interface LoopRun extends RunResult {
  server: ScriptedServer;
  steps: string[];
}

export async function runScripted(
  dir: string,
  script: Script,
  settings: Partial<Parameters<typeof RunSettings.parse>[0]> = {},
  opts: { model?: string; signal?: AbortSignal; maxRetries?: number; secrets?: Secrets } = {},
): Promise<LoopRun> {
  const server = await startScriptedServer(script);
  const model = opts.model ?? 'gpt-5-mini';
  const steps: string[] = [];
  try {
    const client = createOpenAIClient({
      baseURL: server.url,
      apiKey: 'sk-test-secret-123',
      model,
      backoffMs: 5,
      maxRetries: opts.maxRetries ?? 3,
      timeoutMs: 5000,
    });
    const res = await runAgent({
      task: { source: 'cli', title: 'Fix the bug', body: 'Please fix it.' },
      root: dir,
      settings: RunSettings.parse({ model, ...settings }),
      client,
      pricing: resolvePricing(model),
      baseUrlHost: new URL(server.url).host,
      onStep: (l) => steps.push(l),
      signal: opts.signal,
      secrets: opts.secrets,
    });
    return { ...res, server, steps };
  } finally {
    await server.close();
  }
}
