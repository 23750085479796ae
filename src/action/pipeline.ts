// The action's pipeline: trigger -> gate -> checkout -> agent -> branch, commit, PR -> comment.
// The tracking comment always ends in a true final state, also on failure and cancellation.
import { mkdir, writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { runAgent } from '../agent/loop.js';
import { isPricingTable, resolvePricing } from '../agent/pricing.js';
import { RunSettings } from '../agent/settings.js';
import { createGitHubApi, type GitHubApi } from '../github/api.js';
import { readTrigger } from '../github/event.js';
import { ensureCheckout, type GitWorkspace } from '../github/git.js';
import { createOpenAIClient } from '../model/openai-client.js';
import { renderJobSummary } from '../report/markdown.js';
import { prepareChecks } from '../sandbox/index.js';
import { hostOf, type RunReport } from '../report/run-report.js';
import { cancelledComment, failedComment, noChangesComment, prOpenedComment, workingComment } from '../report/tracking-comment.js';
import { deliver } from './deliver.js';
import { gate } from './gate.js';
import { actionSecrets, type ActionInputs } from './inputs.js';
import type { Secrets } from '../secrets/index.js';
import { outputsOf, type Outputs } from './outputs.js';

export interface Logger {
  info(m: string): void;
  warning(m: string): void;
}

export interface PipelineResult {
  outputs: Outputs;
  /** Set when the job should fail, with the reason. */
  failure?: string;
  summary?: string;
}

/**
 * Runs the action. `log` lines, outputs, the failure and the summary leave through the caller, which
 * redacts them with the same `secrets`; comments (GitHubApi) and the report file are redacted here.
 */
export async function runPipeline(
  env: NodeJS.ProcessEnv,
  inputs: ActionInputs,
  log: Logger,
  signal: AbortSignal,
  secrets: Secrets = actionSecrets(inputs),
): Promise<PipelineResult> {
  const trigger = await readTrigger(env);
  if (trigger.kind === 'ignored') {
    log.info(`agent-fix: nothing to do: ${trigger.reason}`);
    return { outputs: outputsOf({ stopReason: 'ignored' }) };
  }
  const serverUrl = env.GITHUB_SERVER_URL ?? 'https://github.com';
  const runUrl = env.GITHUB_RUN_ID ? `${serverUrl}/${trigger.owner}/${trigger.repo}/actions/runs/${env.GITHUB_RUN_ID}` : undefined;
  const api = createGitHubApi({
    token: inputs['github-token'],
    owner: trigger.owner,
    repo: trigger.repo,
    baseUrl: env.GITHUB_API_URL,
    secrets,
  });
  const workspace = env.GITHUB_WORKSPACE ?? process.cwd();
  const reportPath = inputs['report-path'] || join(env.RUNNER_TEMP ?? workspace, 'agent-fix-report.json');

  let tracking: number | undefined;
  let report: RunReport | undefined;
  let stage = 'checking the trigger';
  /** Said in the final comment whatever the outcome (e.g. why the check command did not run). */
  const notes: string[] = [];
  const finalComment = async (body: string): Promise<void> => {
    if (tracking === undefined) return;
    try {
      await api.updateComment(tracking, [body, ...notes.map((n) => `> ${n}`)].join('\n\n'));
    } catch (err) {
      log.warning(`could not update the tracking comment: ${(err as Error).message}`);
    }
  };

  let git: GitWorkspace | undefined;
  let startSha: string | undefined;
  let pushed: string | undefined;
  try {
    const base = inputs['base-branch'] || ((stage = 'reading the default branch'), await api.getDefaultBranch());
    const checkout = async (): Promise<GitWorkspace> => {
      stage = 'checking out the repository';
      const g = await ensureCheckout({
        workspace,
        remoteUrl: `${serverUrl}/${trigger.owner}/${trigger.repo}.git`,
        token: inputs['github-token'],
        branch: base,
      });
      if (await g.hasChanges())
        throw new Error(
          'the workspace has uncommitted changes before the run; agent-fix commits only its own edits, so start from a clean checkout',
        );
      return g;
    };
    if (trigger.kind !== 'comment') git = await checkout();
    stage = 'checking the trigger';
    const g = await gate(trigger, inputs, api, workspace);
    if (!g.go) {
      log.info(`agent-fix: not starting: ${g.reason}`);
      return { outputs: outputsOf({ stopReason: g.outcome }), failure: g.fail ? g.reason : undefined };
    }
    if (trigger.kind === 'comment') {
      if (g.commentId !== undefined)
        await api.addEyesReaction(g.commentId).catch((err: Error) => log.warning(`no reaction: ${err.message}`));
      tracking = (await api.createTrackingComment(trigger.issueNumber, workingComment(runUrl, g.notes))).id;
      git = await checkout();
    }
    if (!git) throw new Error('internal: no checkout');
    startSha = await git.currentSha();

    stage = 'preparing the check sandbox';
    const checks = inputs['check-command'] ? await prepareChecks({ mode: inputs['check-sandbox'], workspace }) : undefined;
    if (checks && !checks.ok) {
      log.warning(checks.text);
      notes.push(checks.text);
      if (tracking !== undefined) {
        await api
          .updateComment(tracking, workingComment(runUrl, [...g.notes, checks.text]))
          .catch((err: Error) => log.warning(`could not update the tracking comment: ${err.message}`));
      }
    } else if (checks) log.info(`agent-fix: check-command runs in: ${checks.runner.description}`);

    stage = 'running the agent';
    const model = g.overrides.model ?? inputs.model;
    const settings = RunSettings.parse({
      model,
      editInterface: g.overrides.editInterface ?? inputs['edit-interface'],
      parseCheck: inputs['parse-check'],
      checkCommand: inputs['check-command'] || undefined,
      checkSandbox: inputs['check-sandbox'],
      allowWorkflowEdits: inputs['allow-workflow-edits'],
      limits: {
        maxModelCalls: g.overrides.maxModelCalls ?? inputs['max-model-calls'],
        maxCostUsd: g.overrides.maxCostUsd ?? inputs['max-cost-usd'],
        timeoutMs: inputs['timeout-minutes'] * 60_000,
      },
    });
    // A single price object describes the workflow's model; it must not price an overridden one.
    const pricing = resolvePricing(
      model,
      model === inputs.model || isPricingTable(inputs.pricing) ? inputs.pricing || undefined : undefined,
    );
    if (pricing.warning) log.warning(pricing.warning);
    if (!pricing.pricing)
      log.warning(`model ${model} has no known prices: cost is not computed and max-cost-usd cannot be enforced; set the pricing input`);
    const client = createOpenAIClient({ baseURL: inputs['base-url'], apiKey: inputs['api-key'], model });
    const result = await runAgent({
      task: g.task,
      root: workspace,
      settings,
      client,
      pricing,
      baseUrlHost: hostOf(inputs['base-url']),
      checks,
      onStep: (line) => log.info(line),
      secrets,
      signal,
    });
    report = result.report;
    await mkdir(dirname(reportPath), { recursive: true });
    // Model-written text can carry a secret (a check command can read the process environment): nothing leaves unredacted.
    await writeFile(reportPath, secrets.redact(`${JSON.stringify(report, null, 2)}\n`));
    const summary = renderJobSummary(report, { runUrl });

    if (report.stopReason.code === 'cancelled') {
      await git.resetHard(startSha);
      await finalComment(cancelledComment(report, runUrl));
      return { outputs: outputsOf({ report, reportPath }), failure: 'the run was cancelled', summary };
    }
    const changed = report.files.length > 0 && (await git.hasChanges());
    if (!changed) {
      await finalComment(noChangesComment(report, runUrl));
      const failed = report.stopReason.code === 'model_error' || report.stopReason.code === 'internal_error';
      return {
        outputs: outputsOf({ report, reportPath }),
        failure: failed ? `agent stopped: ${report.stopReason.detail}` : undefined,
        summary,
      };
    }
    stage = 'pushing the branch and opening the pull request';
    const pr = await deliver({ git, api, inputs, report, base, runUrl, actor: g.actor, log, secrets, onPushed: (b) => (pushed = b) });
    await finalComment(prOpenedComment(report, pr, runUrl));
    return { outputs: outputsOf({ report, reportPath, pr }), summary };
  } catch (err) {
    const detail = (err as Error).message ?? String(err);
    if (git && startSha) await git.resetHard(startSha).catch(() => {});
    await finalComment(signal.aborted && !pushed ? cancelledComment(report, runUrl) : failedComment(stage, detail, report, runUrl));
    return {
      outputs: {
        ...outputsOf({ report, reportPath: report ? reportPath : undefined, stopReason: report ? undefined : 'failed' }),
        branch: pushed ?? '',
      },
      failure: `agent-fix failed while ${stage}: ${detail}`,
      summary: report ? renderJobSummary(report, { runUrl }) : undefined,
    };
  }
}

export type { GitHubApi };
