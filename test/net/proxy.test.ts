// One proxy rule for both clients: the GitHub client and the model client, in this process, against a
// real forwarding proxy on loopback. The servers are addressed by names only the proxy resolves, so a
// request that skipped the proxy fails instead of passing by accident. (The bundled action through the
// proxy, with TLS: test/action/proxy-e2e.test.ts.)
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { GitHubApi, type GitHubApiError } from '../../src/github/api.js';
import { ModelError } from '../../src/model/errors.js';
import { createOpenAIClient } from '../../src/model/openai-client.js';
import { startScriptedServer, type ScriptedServer } from '../../src/scripted/server.js';
import { startForwardProxy, type ForwardProxy } from '../support/forward-proxy.js';
import { startGitHubEmulator, type GitHubEmulator } from '../support/github-emulator.js';

const PROXY_VARS = ['HTTPS_PROXY', 'https_proxy', 'HTTP_PROXY', 'http_proxy', 'NO_PROXY', 'no_proxy'];
const TOKEN = 'ghs_proxyTest0123456789';
const KEY = 'sk-proxy-test-0123456789';

let emu: GitHubEmulator;
let model: ScriptedServer;
let proxy: ForwardProxy;
let saved: Record<string, string | undefined>;

beforeAll(async () => {
  emu = await startGitHubEmulator({ tokens: { [TOKEN]: 'github-actions[bot]' } });
  emu.state.addRepo({ owner: 'octo', name: 'demo', defaultBranch: 'trunk' });
  model = await startScriptedServer(() => ({ content: 'done' }));
  proxy = await startForwardProxy({ 'api.github.test': '127.0.0.1', 'models.test': '127.0.0.1' });
});

afterAll(async () => {
  await Promise.all([emu.close(), model.close(), proxy.close()]);
});

beforeEach(() => {
  saved = Object.fromEntries(PROXY_VARS.map((k) => [k, process.env[k]]));
  for (const k of PROXY_VARS) delete process.env[k];
  proxy.log.length = 0;
});

afterEach(() => {
  for (const [k, v] of Object.entries(saved)) {
    if (v === undefined) delete process.env[k];
    else process.env[k] = v;
  }
});

const port = (url: string): string => new URL(url).port;
const githubAt = (host: string) =>
  new GitHubApi({ token: TOKEN, owner: 'octo', repo: 'demo', baseUrl: `http://${host}:${port(emu.url)}`, retries: 0 });
const modelAt = (host: string) =>
  createOpenAIClient({ baseURL: `http://${host}:${port(model.url)}/v1`, apiKey: KEY, model: 'gpt-5-mini', maxRetries: 0 });
const ask = (client: ReturnType<typeof modelAt>) => client.complete({ messages: [{ role: 'user', content: 'hi' }], tools: [] });

async function rejection<T>(p: Promise<unknown>): Promise<T> {
  try {
    await p;
  } catch (err) {
    return err as T;
  }
  throw new Error('expected the promise to reject');
}

describe('the proxy rule shared by the GitHub and model clients', () => {
  it.each(['HTTP_PROXY', 'http_proxy'])('both go through %s, reaching names only the proxy knows', async (name) => {
    process.env[name] = proxy.url;
    const before = { github: emu.requests.length, model: model.requests.length };
    expect(await githubAt('api.github.test').getDefaultBranch()).toBe('trunk');
    expect((await ask(modelAt('models.test'))).content).toBe('done');
    expect(proxy.log).toEqual([
      { method: 'CONNECT', target: `api.github.test:${port(emu.url)}`, mapped: true },
      { method: 'CONNECT', target: `models.test:${port(model.url)}`, mapped: true },
    ]);
    expect([emu.requests.length - before.github, model.requests.length - before.model]).toEqual([1, 1]);
  });

  it.each([
    ['NO_PROXY', 'models.test'],
    ['no_proxy', '.test'],
    ['NO_PROXY', 'models.test:MODEL_PORT'],
  ])('%s=%s sends the matching host direct, for either client', async (name, value) => {
    process.env['HTTP_PROXY'] = proxy.url;
    const entry = value.replace('MODEL_PORT', port(model.url));
    process.env[name] = entry;
    const err = await rejection<ModelError>(ask(modelAt('models.test')));
    expect(err).toBeInstanceOf(ModelError);
    expect(err.kind).toBe('network');
    // Direct means a DNS lookup of a name that resolves nowhere.
    expect(err.message).toMatch(
      new RegExp(`^could not connect to models\\.test:${port(model.url)} \\(getaddrinfo (ENOTFOUND|EAI_AGAIN) models\\.test\\)$`),
    );
    expect(proxy.log.filter((r) => r.target.startsWith('models.test'))).toEqual([]);

    const github = githubAt('api.github.test');
    if (entry === '.test') {
      const gh = await rejection<GitHubApiError>(github.getDefaultBranch());
      expect(gh.status).toBeUndefined();
      expect(gh.message).toMatch(/could not connect to api\.github\.test:\d+ \(getaddrinfo (ENOTFOUND|EAI_AGAIN) api\.github\.test\)$/);
      expect(proxy.log).toEqual([]);
    } else {
      expect(await github.getDefaultBranch()).toBe('trunk');
      expect(proxy.log.map((r) => r.target)).toEqual([`api.github.test:${port(emu.url)}`]);
    }
  });

  it('localhost and 127.* always go direct, proxy or not: the proxy sees nothing', async () => {
    process.env['HTTP_PROXY'] = proxy.url;
    process.env['HTTPS_PROXY'] = proxy.url;
    expect(await githubAt('127.0.0.1').getDefaultBranch()).toBe('trunk');
    expect(await githubAt('localhost').getDefaultBranch()).toBe('trunk');
    expect((await ask(modelAt('127.0.0.1'))).content).toBe('done');
    expect(proxy.log).toEqual([]);
  });

  it('names the proxy when the proxy could not reach the target', async () => {
    process.env['HTTP_PROXY'] = proxy.url;
    const gh = await rejection<GitHubApiError>(githubAt('nowhere.test').getDefaultBranch());
    const proxyHost = new URL(proxy.url).host;
    expect(gh.message).toBe(
      `GitHub get repository failed: could not connect to nowhere.test:${port(emu.url)} through the proxy ${proxyHost} (Proxy response (502) !== 200 when HTTP Tunneling)`,
    );
    const err = await rejection<ModelError>(ask(modelAt('nowhere.test')));
    expect(err.message).toBe(
      `could not connect to nowhere.test:${port(model.url)} through the proxy ${proxyHost} (Proxy response (502) !== 200 when HTTP Tunneling)`,
    );
    expect(proxy.log.map((r) => r.mapped)).toEqual([false, false]);
  });
});
