// npm run bench:agent: harness overhead per step, excluding model time, and the share of each
// request's input that is an exact prefix of the previous request (prefix-cache friendliness).
// Runs (1) the offline demo trajectory and (2) a scripted 200-step run over a generated repository
// of 400 files / ~80,000 lines, both through the real loop, real SDK and a loopback scripted server.
import { execFileSync } from 'node:child_process';
import { mkdir, mkdtemp, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { runAgent } from '../src/agent/run.js';
import { resolvePricing } from '../src/agent/pricing.js';
import { RunSettings } from '../src/agent/settings.js';
import { demoTurn } from '../src/cli/demo-script.js';
import { SAMPLE_FILES, SAMPLE_TASK } from '../src/cli/demo-sample.js';
import { revisionOf } from '../src/edit/index.js';
import { createOpenAIClient } from '../src/model/openai-client.js';
import { promptText, startScriptedServer, type RecordedRequest, type Script } from '../src/scripted/server.js';
import { commonPrefixLength } from '../src/scripted/token-estimate.js';

async function writeTree(files: Record<string, string>): Promise<string> {
  const dir = await mkdtemp(join(tmpdir(), 'agent-fix-agent-bench-'));
  for (const [p, text] of Object.entries(files)) {
    await mkdir(dirname(join(dir, p)), { recursive: true });
    await writeFile(join(dir, p), text);
  }
  execFileSync('git', ['init', '-q'], { cwd: dir });
  return dir;
}

function moduleFile(k: number): string {
  const out: string[] = [`// Module ${k}`, `import { helper${k} } from './helpers';`, ''];
  for (let f = 0; out.length < 200; f++) {
    out.push(
      `export function compute${k}_${f}(input: number[]): number {`,
      `  const limit = ${k + f};`,
      `  return input.filter((x) => x < limit).reduce((a, b) => a + b, 0);`,
      `}`,
      '',
    );
  }
  return `${out.join('\n')}\n`;
}

interface Measured {
  steps: number;
  modelCalls: number;
  toolCalls: number;
  wallMs: number;
  modelMs: number;
  overheadPerStepMs: number;
  toolMedianMs: Record<string, number>;
  prefixShareFrom2nd: number;
  cachedShareBilled: number;
}

async function measure(root: string, script: Script, task: { title: string; body?: string }, checkCommand?: string): Promise<Measured> {
  const server = await startScriptedServer(script);
  try {
    const model = 'gpt-5-mini';
    const client = createOpenAIClient({ baseURL: server.url, apiKey: 'bench-key', model });
    const settings = RunSettings.parse({
      model,
      checkCommand,
      limits: { maxModelCalls: 500, maxToolCalls: 1000, maxOutputTokens: 10_000_000, maxCostUsd: 1000 },
    });
    const t0 = performance.now();
    const { report } = await runAgent({ task: { source: 'cli', ...task }, root, settings, client, pricing: resolvePricing(model) });
    const wallMs = performance.now() - t0;
    const modelMs = report.steps.filter((s) => s.kind === 'model').reduce((n, s) => n + s.durationMs, 0);
    const checkMs = report.steps.filter((s) => s.tool === 'run_checks').reduce((n, s) => n + s.durationMs, 0);
    const byTool = new Map<string, number[]>();
    for (const s of report.steps) if (s.kind === 'tool' && s.tool) byTool.set(s.tool, [...(byTool.get(s.tool) ?? []), s.durationMs]);
    const toolMedianMs: Record<string, number> = {};
    for (const [tool, xs] of byTool) toolMedianMs[tool] = xs.sort((a, b) => a - b)[Math.floor(xs.length / 2)] ?? 0;
    const reqs: RecordedRequest[] = server.requests.filter((r) => r.status === 200);
    let prefix = 0;
    let total = 0;
    for (let i = 1; i < reqs.length; i++) {
      const prev = promptText(reqs[i - 1]!);
      const cur = promptText(reqs[i]!);
      prefix += commonPrefixLength(prev, cur);
      total += cur.length;
    }
    const steps = report.totals.modelCalls + report.totals.toolCalls;
    return {
      steps,
      modelCalls: report.totals.modelCalls,
      toolCalls: report.totals.toolCalls,
      wallMs,
      modelMs,
      // The user's own check command (run_checks) is not harness overhead either.
      overheadPerStepMs: (wallMs - modelMs - checkMs) / steps,
      toolMedianMs,
      prefixShareFrom2nd: total ? prefix / total : 0,
      cachedShareBilled: report.totals.inputTokens ? report.totals.cachedInputTokens / report.totals.inputTokens : 0,
    };
  } finally {
    await server.close();
  }
}

// (1) the demo.
const demoDir = await writeTree(SAMPLE_FILES);
const demo = await measure(demoDir, (req, i) => demoTurn(req, i), SAMPLE_TASK, 'node --test');

// (2) 200 steps over a large repository: search, read a window, edit one line, list a folder.
const files: Record<string, string> = {};
for (let k = 0; k < 400; k++) files[`src/pkg${k % 20}/module${k}.ts`] = moduleFile(k);
const bigDir = await writeTree(files);
const STEPS = 200;
const bigScript: Script = (_req, i) => {
  if (i >= STEPS) return { content: 'Done.' };
  const k = Math.floor(i / 4);
  const path = `src/pkg${k % 20}/module${k}.ts`;
  const text = files[path]!;
  switch (i % 4) {
    case 0:
      return { toolCalls: [{ name: 'search_text', arguments: { pattern: `compute${k}_3(`, directory: `src/pkg${k % 20}` } }] };
    case 1:
      return { toolCalls: [{ name: 'read_file', arguments: { path, start_line: 1, end_line: 60 } }] };
    case 2: {
      const line = text.split('\n')[4]!;
      return {
        toolCalls: [
          {
            name: 'edit',
            arguments: {
              edits: [
                {
                  path,
                  revision: revisionOf(new TextEncoder().encode(text)),
                  start_line: 5,
                  end_line: 5,
                  first_line: line,
                  last_line: line,
                  new_text: line.replace('limit = ', 'limit = 1 + '),
                },
              ],
            },
          },
        ],
      };
    }
    default:
      return { toolCalls: [{ name: 'list_files', arguments: { directory: `src/pkg${k % 20}` } }] };
  }
};
const big = await measure(bigDir, bigScript, {
  title: 'Bump every limit by one',
  body: 'In each module, compute*_0 should use limit + 1.',
});

const row = (name: string, m: Measured): string =>
  `| ${name} | ${m.modelCalls} / ${m.toolCalls} | ${(m.wallMs / 1000).toFixed(2)} s | ${(m.modelMs / 1000).toFixed(2)} s | ${m.overheadPerStepMs.toFixed(2)} ms | ${Object.entries(
    m.toolMedianMs,
  )
    .map(([t, v]) => `${t} ${v}`)
    .join(', ')} | ${(m.prefixShareFrom2nd * 100).toFixed(1)}% | ${(m.cachedShareBilled * 100).toFixed(1)}% |`;
console.log(`Node ${process.version}. Model time = client-measured duration of each model call (loopback HTTP + scripted server).\n`);
console.log(
  '| run | model / tool calls | wall time | model time | harness overhead per step | median tool time, ms | input that is an exact prefix of the previous request (2nd request on) | cached share as served (64-token blocks) |',
);
console.log('|---|--:|--:|--:|--:|---|--:|--:|');
console.log(row('demo', demo));
console.log(row('200 steps, 400 files', big));
