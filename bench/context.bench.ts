// npm run bench:context: what compaction costs and saves on a long run. A scripted 200-step run
// (reads of 24 files of ~1,600 tokens each, cycling, so later reads make earlier ones stale, with an
// edit every 10 steps) through the real loop, the real SDK and the loopback scripted server, once
// append-only with no window (what the run would send without compaction; a real provider would
// refuse it past its window) and once compacting at each of 3 window sizes, where the server
// refuses any prompt over the window as a provider does. Prints, per run: model calls (summary calls
// included), compactions, the largest prompt, total input tokens, the provider-reported cached
// share of input (the prefix share) and the billed cost at gpt-5-mini's built-in prices.
import { mkdir, mkdtemp, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { resolvePricing } from '../src/agent/pricing.js';
import { runAgent } from '../src/agent/run.js';
import { RunSettings } from '../src/agent/settings.js';
import { createOpenAIClient } from '../src/model/openai-client.js';
import type { WireApi } from '../src/model/types.js';
import { startScriptedServer, type RecordedRequest, type Script } from '../src/scripted/server.js';
import { estimateTokens } from '../src/scripted/token-estimate.js';

const STEPS = 200;
const FILES = 24;
const WINDOWS = [16_384, 32_768, 65_536];
const api: WireApi = process.argv.includes('--responses') ? 'responses' : 'chat-completions';

const moduleText = (k: number): string =>
  Array.from({ length: 140 }, (_, i) => `export const value${k}_${i} = compute(${k}, ${i}); // line ${i}`).join('\n') + '\n';

async function tree(): Promise<string> {
  const dir = await mkdtemp(join(tmpdir(), 'agent-fix-context-bench-'));
  for (let k = 0; k < FILES; k++) {
    const p = join(dir, `src/m${k}.js`);
    await mkdir(dirname(p), { recursive: true });
    await writeFile(p, moduleText(k));
  }
  return dir;
}

/** Step i reads file i mod 24; every 10th step edits line 1 of the file it read last, naming the revision shown. */
function script(): Script {
  return (req: RecordedRequest, i: number) => {
    if (i >= STEPS) return { content: 'Done.' };
    const k = i % FILES;
    if (i % 10 === 9) {
      const prev = (i - 1) % FILES;
      const revision = new RegExp(`src/m${prev}\\.js · revision ([0-9a-f]{12})`).exec(JSON.stringify(req.messages.at(-1)))?.[1] ?? 'none';
      const line = `export const value${prev}_0 = compute(${prev}, 0); // line 0`;
      return {
        toolCalls: [
          {
            name: 'edit',
            arguments: {
              edits: [
                {
                  path: `src/m${prev}.js`,
                  revision,
                  start_line: 1,
                  end_line: 1,
                  first_line: line,
                  last_line: line,
                  new_text: `${line} (seen ${i})`,
                },
              ],
            },
          },
        ],
      };
    }
    return { toolCalls: [{ name: 'read_file', arguments: { path: `src/m${k}.js` } }] };
  };
}

async function once(window: number | null) {
  const server = await startScriptedServer(script(), window === null ? {} : { contextWindow: window });
  const dir = await tree();
  try {
    const client = createOpenAIClient({
      baseURL: server.url,
      apiKey: 'sk-bench-context-key',
      model: 'gpt-5-mini',
      api,
      backoffMs: 5,
      maxRetries: 0,
    });
    const settings = RunSettings.parse({
      model: 'gpt-5-mini',
      api,
      contextWindow: window,
      limits: { maxModelCalls: 400, maxToolCalls: 1000, maxCostUsd: null, maxOutputTokens: 10_000_000, timeoutMs: 600_000 },
    });
    const started = Date.now();
    const { report } = await runAgent({
      task: { source: 'cli', title: 'Read everything' },
      root: dir,
      settings,
      client,
      pricing: resolvePricing('gpt-5-mini'),
      baseUrlHost: 'bench',
    });
    const t = report.totals;
    return {
      window: window === null ? 'none (append-only)' : String(window),
      stop: report.stopReason.code,
      calls: t.modelCalls,
      compactions: report.compactions?.length ?? 0,
      summaries: server.requests.filter((q) => q.summary).length,
      maxPrompt: Math.max(...server.requests.map((q) => estimateTokens(q.prompt))),
      input: t.inputTokens,
      prefixShare: t.inputTokens ? t.cachedInputTokens / t.inputTokens : 0,
      usd: t.costBilledUsd ?? 0,
      seconds: (Date.now() - started) / 1000,
    };
  } finally {
    await server.close();
  }
}

const rows = [];
for (const w of [null, ...WINDOWS]) rows.push(await once(w));
const fmt = (n: number): string => n.toLocaleString('en-US');
console.log(`bench:context — ${STEPS}-step scripted run, api ${api}, gpt-5-mini prices\n`);
console.log(
  '| context window | stop | model calls | compactions (summary calls) | largest prompt | input tokens | prefix share (cached/input) | billed | wall time |',
);
console.log('|---|---|--:|--:|--:|--:|--:|--:|--:|');
for (const r of rows)
  console.log(
    `| ${r.window} | ${r.stop} | ${r.calls} | ${r.compactions} (${r.summaries}) | ${fmt(r.maxPrompt)} | ${fmt(r.input)} | ${(r.prefixShare * 100).toFixed(1)}% | $${r.usd.toFixed(4)} | ${r.seconds.toFixed(1)} s |`,
  );
