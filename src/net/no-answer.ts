// Words for a request that got no HTTP answer at all (refused, unresolvable host, TLS or proxy failure,
// timeout). Said as what happened, never as an HTTP status that did not happen: fetch-based clients
// (octokit labels these "500") bury the reason two or three `cause`s deep.
import { proxyHostFor } from './proxy.js';

interface ErrorLike {
  name?: unknown;
  code?: unknown;
  message?: unknown;
  cause?: unknown;
  errors?: unknown;
}

/** The innermost error of a `cause` chain (the first of an AggregateError's errors, as for localhost on two stacks). */
function rootCause(err: unknown): ErrorLike | undefined {
  let current = err as ErrorLike | undefined;
  for (let depth = 0; depth < 10 && current && typeof current === 'object'; depth++) {
    const next: unknown = current.cause ?? (Array.isArray(current.errors) ? (current.errors as unknown[])[0] : undefined);
    if (!next || typeof next !== 'object') break;
    current = next;
  }
  return current && typeof current === 'object' ? current : undefined;
}

function isTimeout(err: unknown): boolean {
  for (let e = err as ErrorLike | undefined, depth = 0; e && typeof e === 'object' && depth < 10; e = e.cause as ErrorLike, depth++) {
    if (e.name === 'TimeoutError' || e.code === 'UND_ERR_HEADERS_TIMEOUT' || e.code === 'UND_ERR_BODY_TIMEOUT') return true;
  }
  return false;
}

/**
 * "could not connect to HOST (reason)", or "no answer from HOST within N ms" after a timeout; either
 * names the proxy when the request went through one.
 */
export function noAnswerMessage(destination: string | URL, err: unknown, timeoutMs?: number): string {
  const url = new URL(String(destination));
  const proxy = proxyHostFor(url);
  const via = proxy ? ` through the proxy ${proxy}` : '';
  if (isTimeout(err)) return `no answer from ${url.host}${via}${timeoutMs ? ` within ${timeoutMs} ms` : ''}`;
  const root = rootCause(err);
  const message = typeof root?.message === 'string' && root.message ? root.message : 'connection failed';
  // System and TLS codes help (ECONNRESET, DEPTH_ZERO_SELF_SIGNED_CERT); undici's own (UND_ERR_*) do not.
  const code = typeof root?.code === 'string' && !root.code.startsWith('UND_ERR') ? root.code : '';
  const reason = code && !message.includes(code) ? `${message}, ${code}` : message;
  return `could not connect to ${url.host}${via} (${reason})`;
}
