// The bundled action behind a proxy, as on a self-hosted runner behind a corporate one: HTTPS_PROXY /
// HTTP_PROXY set, GitHub and the model addressed by names that resolve nowhere but in the test proxy, so
// the run can only succeed if every request went through it. One of the two speaks TLS (a self-signed
// certificate trusted through NODE_EXTRA_CA_CERTS, read at process start, hence the child process), so
// the CONNECT tunnel carries a real TLS handshake. These runs use node24, the runtime the action runs
// on (its built-in fetch is another undici major than the one bundled). Git's own transport is out of
// scope (file:// remote).
import { afterEach, describe, expect, it } from 'vitest';
import { demoTurn } from '../../src/cli/demo-script.js';
import { startForwardProxy, selfSignedCert, startTlsFront, type ForwardProxy, type TlsFront } from '../support/forward-proxy.js';
import { expectNoViolations } from '../support/github-emulator.js';
import { node24 } from '../support/node24.js';
import { expectActionBodies } from '../support/rendered-body.js';
import { pulls, runAction, runUrlOf, setupPlainChecks, type Harness } from './harness.js';

let h: Harness | undefined;
let proxy: ForwardProxy | undefined;
let front: TlsFront | undefined;
afterEach(async () => {
  await Promise.all([h?.close(), proxy?.close(), front?.close()]);
  h = proxy = front = undefined;
});

const PROXY_VARS = ['HTTPS_PROXY', 'https_proxy', 'HTTP_PROXY', 'http_proxy', 'NO_PROXY', 'no_proxy'];

/** The harness's environment with only the proxy settings given here. */
function withProxyEnv(harness: Harness, vars: Record<string, string>): void {
  for (const k of PROXY_VARS) delete harness.env[k];
  Object.assign(harness.env, vars);
}

const portOf = (url: string): number => Number(new URL(url).port);

describe('action e2e behind a forwarding proxy', () => {
  it.each([
    ['GitHub over TLS, the model over plain HTTP', 'github'],
    ['the model over TLS, GitHub over plain HTTP', 'model'],
  ] as const)('%s: every request goes through the proxy and the run opens its PR', async (_name, tlsSide) => {
    h = await setupPlainChecks({ workflow: 'comment', script: (req, i) => demoTurn(req, i) });
    h.node = node24();
    proxy = await startForwardProxy({ 'api.github.test': '127.0.0.1', 'models.test': '127.0.0.1' });
    const cert = selfSignedCert(h.tmp, ['api.github.test', 'models.test']);
    const emuPort = portOf(h.emu.url);
    const modelPort = portOf(h.model.url);
    front = await startTlsFront(tlsSide === 'github' ? emuPort : modelPort, cert);
    const githubUrl = tlsSide === 'github' ? `https://api.github.test:${front.port}` : `http://api.github.test:${emuPort}`;
    const modelUrl = tlsSide === 'model' ? `https://models.test:${front.port}/v1` : `http://models.test:${modelPort}/v1`;
    withProxyEnv(h, { HTTPS_PROXY: proxy.url, HTTP_PROXY: proxy.url, NODE_EXTRA_CA_CERTS: cert.certFile });
    h.env.GITHUB_API_URL = githubUrl;
    h.env['INPUT_BASE-URL'] = modelUrl;

    const run = await runAction(h);
    expect(run.code, run.stdout + run.stderr).toBe(0);
    expect(pulls(h)).toHaveLength(1);
    expectActionBodies(run, pulls(h)[0], { issueNumber: h.issueNumber, runUrl: runUrlOf(h) });
    expect(h.model.requests.length).toBeGreaterThan(0);
    // Tunnels only (undici's ProxyAgent tunnels plain HTTP too), to exactly the two names, all known.
    const targets = new Set(proxy.log.map((r) => `${r.method} ${r.target}`));
    expect([...targets].sort()).toEqual([`CONNECT ${new URL(githubUrl).host}`, `CONNECT ${new URL(modelUrl).host}`].sort());
    expect(proxy.log.every((r) => r.mapped)).toBe(true);
    expectNoViolations(h.emu);
  });

  it('loopback URLs go direct even with a proxy set: the proxy sees nothing', async () => {
    h = await setupPlainChecks({ workflow: 'comment', script: (req, i) => demoTurn(req, i) });
    proxy = await startForwardProxy({});
    withProxyEnv(h, { HTTPS_PROXY: proxy.url, HTTP_PROXY: proxy.url, NO_PROXY: 'example.com' });
    const run = await runAction(h);
    expect(run.code, run.stdout + run.stderr).toBe(0);
    expect(pulls(h)).toHaveLength(1);
    expectActionBodies(run, pulls(h)[0], { issueNumber: h.issueNumber, runUrl: runUrlOf(h) });
    expect(proxy.log).toEqual([]);
  });
});
