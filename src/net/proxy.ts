// The one proxy rule for every request the action makes (GitHub and the model): HTTPS_PROXY,
// HTTP_PROXY and NO_PROXY (and their lowercase forms) read by @actions/http-client, the runner's own
// library, so a runner behind a corporate proxy behaves as with any other action. Its NO_PROXY
// semantics: entries match a host, a host:port or a domain suffix, `*` matches all, and localhost,
// 127.* and [::1] always go direct.
import { HttpClient, getProxyUrl } from '@actions/http-client';
import { fetch as undiciFetch } from 'undici';

/**
 * The fetch to use for requests to `destination` (a base URL), decided once from the environment:
 * the global fetch when the host is reached directly, else undici's fetch through @actions/http-client's
 * ProxyAgent (CONNECT tunnel). This is what @actions/github's getProxyFetch does, but for the client's
 * actual base URL rather than the GITHUB_API_URL read when that module loads. The agent and the fetch
 * come from one undici: Node's built-in fetch can be another undici major (Node 24 bundles 7.x) and
 * does not reliably drive a foreign dispatcher.
 */
export function fetchFor(destination: string | URL): typeof globalThis.fetch {
  const dispatcher = new HttpClient('agent-fix').getAgentDispatcher(String(destination));
  if (!dispatcher) return globalThis.fetch;
  const proxied = (input: Parameters<typeof undiciFetch>[0], init?: Parameters<typeof undiciFetch>[1]) =>
    undiciFetch(input, { ...init, dispatcher });
  // undici's Request/Response types are the ones Node's global fetch is typed with, but declared in
  // another package (undici-types), so TypeScript cannot see they are the same.
  return proxied;
}

/** The proxy a request to `destination` goes through, as host:port without credentials; undefined when direct. */
export function proxyHostFor(destination: string | URL): string | undefined {
  const proxy = getProxyUrl(String(destination));
  if (!proxy) return undefined;
  try {
    return new URL(proxy).host;
  } catch {
    return undefined;
  }
}
