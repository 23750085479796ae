// The octokit the action talks to GitHub with, composed from libraries as create-pull-request's
// octokit-client.ts is: @actions/github's getOctokit (REST methods, paginate, token auth, the runner's
// user agent), a per-attempt timeout, @octokit/plugin-retry (5xx and lost connections, reads only:
// writes opt out per request and go through GitHubApi's checked retry) and @octokit/plugin-throttling
// (waits out retry-after and x-ratelimit-reset, up to a cap). Proxies: src/net/proxy.ts.
import { getOctokit } from '@actions/github';
import { defaults } from '@actions/github/lib/utils';
import type { Octokit as OctokitCore } from '@octokit/core';
import { retry } from '@octokit/plugin-retry';
import { throttling } from '@octokit/plugin-throttling';
import Bottleneck from 'bottleneck/light.js';
import { fetchFor } from '../net/proxy.js';

export type GitHubClient = ReturnType<typeof getOctokit>;

export interface GitHubLog {
  debug: (m: string) => void;
  info: (m: string) => void;
  warn: (m: string) => void;
  error: (m: string) => void;
}

export interface GitHubClientOptions {
  token: string;
  /** Default: GITHUB_API_URL (GHES), else https://api.github.com, as @actions/github reads it. */
  baseUrl?: string;
  /** Extra attempts after a 5xx, a lost connection or a timeout. Default 2. */
  retries?: number;
  /** Back-off unit: the n-th retry waits n² times this (plugin-retry's schedule). Default 1000. */
  retryDelayMs?: number;
  /** One attempt, answer included. GitHub itself gives up on a request after 10 s. Default 30000. */
  timeoutMs?: number;
  /** A rate limit asking for a longer wait than this fails at once instead of stalling the job. Default 60. */
  maxRateLimitWaitS?: number;
  /** How long GitHub's "second" lasts when waiting out a rate limit; tests shrink it. Default 1000. */
  rateLimitSecondMs?: number;
  /** Octokit's request log; default silent (the action reports failures itself). */
  log?: GitHubLog;
}

const silent: GitHubLog = { debug: () => {}, info: () => {}, warn: () => {}, error: () => {} };

export const DEFAULT_TIMEOUT_MS = 30_000;

/** Rate-limited requests are retried this often at most (each wait within the cap). */
const RATE_LIMIT_RETRIES = 2;

/**
 * The HTTP status GitHub answered with; undefined when no answer came at all (refused, timed out):
 * octokit labels those 500, a status that did not happen.
 */
export function httpStatusOf(err: unknown): number | undefined {
  const status = (err as { response?: { status?: unknown } } | null)?.response?.status;
  return typeof status === 'number' && status > 0 ? status : undefined;
}

export function baseUrlOf(opts: Pick<GitHubClientOptions, 'baseUrl'>): string {
  return (opts.baseUrl || defaults.baseUrl || 'https://api.github.com').replace(/\/+$/, '');
}

/**
 * Every attempt gets its own timer (registered first, so it sits inside the retry plugins). Hooks share
 * one options object per call, so the signal goes in by replacing its `request` member: `request` may
 * still be the client-wide defaults object, which must not be written to.
 */
function attemptTimeout(timeoutMs: number) {
  return (octokit: OctokitCore) => {
    octokit.hook.wrap('request', (request, options) => {
      options.request = { ...options.request, signal: AbortSignal.timeout(timeoutMs) };
      return request(options);
    });
  };
}

export function createGitHubClient(opts: GitHubClientOptions): GitHubClient {
  const baseUrl = baseUrlOf(opts);
  const log = opts.log ?? silent;
  const maxWaitS = opts.maxRateLimitWaitS ?? 60;
  const onLimit = (kind: string) => (retryAfterS: number, options: { method: string; url: string }, _o: unknown, retryCount: number) => {
    const wait = retryAfterS <= maxWaitS && retryCount < RATE_LIMIT_RETRIES;
    log.warn(
      `GitHub ${kind} for ${options.method} ${options.url}: ${wait ? `retrying after ${retryAfterS} s` : `giving up (asked to wait ${retryAfterS} s)`}`,
    );
    return wait;
  };
  return getOctokit(
    opts.token,
    {
      baseUrl,
      userAgent: 'agent-fix',
      log,
      request: { fetch: fetchFor(baseUrl) },
      retry: {
        retries: opts.retries ?? 2,
        retryAfterBaseValue: opts.retryDelayMs ?? 1000,
        // 429 is a rate limit: the throttling plugin waits it out as GitHub asks, not on our schedule.
        doNotRetry: [400, 401, 403, 404, 410, 422, 429, 451],
      },
      throttle: {
        onRateLimit: onLimit('rate limit'),
        onSecondaryRateLimit: onLimit('secondary rate limit'),
        retryAfterBaseValue: opts.rateLimitSecondMs ?? 1000,
        // Writes stay one at a time but are not spaced 1 s (3 s for comments and PRs) apart: GitHub asks
        // for that spacing from clients making many writes, and a run makes about six.
        write: new Bottleneck.Group({ maxConcurrent: 1 }),
        notifications: new Bottleneck.Group({ maxConcurrent: 1 }),
      },
    },
    attemptTimeout(opts.timeoutMs ?? DEFAULT_TIMEOUT_MS),
    retry,
    throttling,
  );
}
