// Loopback GitHub REST emulator. Every request is routed and validated against GitHub's own OpenAPI
// description (@octokit/openapi): unknown routes, missing auth, bad parameters or bodies are answered the
// way GitHub would and recorded as violations, so a test that ends with expectNoViolations(emu) shows our
// requests would also be accepted by api.github.com. State lives in memory (see ./github-emulator/state.ts).
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { FaultPlan, type Fault } from './github-emulator/faults.js';
import { actionsHandlers, startLogStorage, type LogStorage } from './github-emulator/actions.js';
import { gitDataHandlers } from './github-emulator/git-data.js';
import { handlers, HttpError, type HandlerResult } from './github-emulator/handlers.js';
import { loadOpenApi, type Operation } from './github-emulator/openapi.js';
import { Renderer } from './github-emulator/render.js';
import { EmulatorState, type EmuUser } from './github-emulator/state.js';

export { EmulatorState, FaultPlan, type Fault };
export type { EmuComment, EmuIssue, EmuPull, EmuRepo, EmuUser, Role } from './github-emulator/state.js';

export type ViolationKind =
  | 'unknown-route'
  | 'missing-auth'
  | 'bad-credentials'
  | 'invalid-params'
  | 'invalid-body'
  | 'unknown-body-field'
  | 'unimplemented'
  | 'response-schema'
  | 'emulator-error';

export interface Violation {
  kind: ViolationKind;
  method: string;
  path: string;
  operationId?: string;
  detail: string;
}

export interface RecordedRequest {
  method: string;
  path: string;
  query: Record<string, string>;
  operationId?: string;
  status: number;
  body?: unknown;
  /** Login the token authenticated as (never the token itself). */
  actor?: string;
}

export interface EmulatorOptions {
  state?: EmulatorState;
  /** token -> login. Without it any non-empty token authenticates as `defaultActor`. */
  tokens?: Record<string, string>;
  defaultActor?: string;
  /** Base for html_url fields. */
  webUrl?: string;
}

export interface GitHubEmulator {
  url: string;
  state: EmulatorState;
  requests: RecordedRequest[];
  violations: Violation[];
  failures: FaultPlan;
  /** Requests that reached a given operation, in order. */
  calls(operationId: string): RecordedRequest[];
  /** The second origin job logs are redirected to (the token must never reach it). */
  logStorage: LogStorage;
  close(): Promise<void>;
}

/** The GITHUB_TOKEN app's bot account. */
export const ACTIONS_BOT = { login: 'github-actions[bot]', id: 41898282 };

const DOCS = 'https://docs.github.com/rest';

export async function startGitHubEmulator(opts: EmulatorOptions = {}): Promise<GitHubEmulator> {
  const api = loadOpenApi();
  const state = opts.state ?? new EmulatorState();
  state.addUser(ACTIONS_BOT.login, { type: 'Bot', id: ACTIONS_BOT.id });
  const requests: RecordedRequest[] = [];
  const violations: Violation[] = [];
  const failures = new FaultPlan();
  // Filled in once the port is known; the renderer keeps the reference.
  const urls = { api: '', web: opts.webUrl ?? 'https://github.com' };
  const render = new Renderer(urls, state);
  const logStorage = await startLogStorage();
  const actions = actionsHandlers(() => logStorage);

  const server = createServer((req, res) => {
    readBody(req)
      .then((raw) => serve(req, res, raw))
      .catch((err: unknown) => {
        violations.push({ kind: 'emulator-error', method: req.method ?? '?', path: req.url ?? '?', detail: String(err) });
        if (!res.headersSent) send(res, 500, { message: 'emulator error' });
      });
  });

  function serve(req: IncomingMessage, res: ServerResponse, raw: Buffer): void {
    const method = (req.method ?? 'GET').toUpperCase();
    const url = new URL(req.url ?? '/', base);
    const record: RecordedRequest = { method, path: url.pathname, query: Object.fromEntries(url.searchParams), status: 0 };
    requests.push(record);
    const violate = (kind: ViolationKind, detail: string, operationId?: string): void => {
      violations.push({ kind, method, path: url.pathname, detail, ...(operationId ? { operationId } : {}) });
    };
    const answer = (status: number, body?: unknown, headers?: Record<string, string>): void => {
      record.status = status;
      send(res, status, body, headers);
    };
    const fail = (status: number, message: string, errors?: unknown): void => {
      answer(status, { message, ...(errors ? { errors } : {}), documentation_url: DOCS, status: String(status) });
    };

    const { match, pathKnown } = api.match(method, url.pathname);
    if (!match) {
      violate('unknown-route', pathKnown ? `no ${method} operation for this path` : 'no operation matches this path');
      return fail(404, 'Not Found');
    }
    const op = match.op;
    record.operationId = op.operationId;

    const actor = authenticate(req.headers['authorization']);
    if (actor === 'missing') {
      violate('missing-auth', 'no authorization header', op.operationId);
      return fail(401, 'Requires authentication');
    }
    if (actor === 'bad') {
      violate('bad-credentials', 'token not known to the emulator', op.operationId);
      return fail(401, 'Bad credentials');
    }
    record.actor = actor.login;

    const params: Record<string, unknown> = { ...match.pathParams };
    const pathCheck = api.checkParams(op, 'path', params);
    const query: Record<string, unknown> = Object.fromEntries(url.searchParams);
    const queryCheck = api.checkParams(op, 'query', query);
    if (!pathCheck.ok || !queryCheck.ok) {
      const detail = [...pathCheck.errors, ...queryCheck.errors].join('; ');
      violate('invalid-params', detail, op.operationId);
      return fail(422, `Invalid request.\n\n${detail}`);
    }

    const parsed = parseBody(op, req.headers['content-type'], raw);
    if (parsed.error) {
      violate('invalid-body', parsed.error, op.operationId);
      return fail(parsed.status ?? 422, parsed.status === 400 ? 'Problems parsing JSON' : `Invalid request.\n\n${parsed.error}`);
    }
    record.body = parsed.body;
    if (parsed.body !== undefined) {
      const bodyCheck = api.checkBody(op, parsed.body);
      if (!bodyCheck.ok) {
        violate('invalid-body', bodyCheck.errors.join('; '), op.operationId);
        return fail(422, `Invalid request.\n\n${bodyCheck.errors.join('\n')}`);
      }
      if (op.bodyTypes.length === 0) violate('unknown-body-field', 'operation takes no request body; GitHub ignores it', op.operationId);
      const unknown = api.unknownBodyFields(op, parsed.body);
      if (unknown.length) violate('unknown-body-field', `GitHub ignores: ${unknown.join(', ')}`, op.operationId);
    }

    const fault = failures.take(op.operationId);
    if (fault && !fault.afterApplying) return answerFault(fault);

    const handler = handlers[op.operationId] ?? gitDataHandlers[op.operationId] ?? actions[op.operationId];
    if (!handler) {
      violate('unimplemented', `${op.operationId} is valid GitHub API but not emulated`, op.operationId);
      return fail(501, `emulator: ${op.operationId} (${method} ${op.template}) is not implemented`);
    }
    let result: HandlerResult;
    try {
      result = handler({ state, render, params, query, body: parsed.body, actor, url });
    } catch (err) {
      if (!(err instanceof HttpError)) throw err;
      result = {
        status: err.status,
        body: { message: err.message, ...(err.errors ? { errors: err.errors } : {}), documentation_url: DOCS, status: String(err.status) },
      };
    }
    if (fault) return answerFault(fault);
    if (op.responseStatuses.includes(String(result.status))) {
      const check = api.checkResponse(op, result.status, result.body);
      if (!check.ok) violate('response-schema', `emulator response off-schema: ${check.errors.join('; ')}`, op.operationId);
    } else if (result.status !== 404) {
      violate('response-schema', `status ${result.status} not documented for ${op.operationId}`, op.operationId);
    }
    answer(result.status, result.body, result.headers);

    function answerFault(f: Fault): void {
      const reply = (): void => {
        if (res.destroyed) return;
        answer(
          f.status,
          f.body ?? { message: f.message ?? 'injected fault', documentation_url: DOCS, status: String(f.status) },
          f.headers,
        );
      };
      if (f.delayMs) setTimeout(reply, f.delayMs).unref();
      else reply();
    }
  }

  function authenticate(header: string | undefined): EmuUser | 'missing' | 'bad' {
    const token = header?.replace(/^(token|bearer)\s+/i, '').trim();
    if (!token) return 'missing';
    if (!opts.tokens) return state.addUser(opts.defaultActor ?? ACTIONS_BOT.login);
    const login = opts.tokens[token];
    return login ? state.addUser(login) : 'bad';
  }

  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  urls.api = base;

  return {
    url: base,
    state,
    requests,
    violations,
    failures,
    calls: (operationId) => requests.filter((r) => r.operationId === operationId),
    logStorage,
    close: async () => {
      await logStorage.close();
      await new Promise<void>((resolve, reject) => {
        server.closeAllConnections();
        server.close((err) => (err ? reject(err) : resolve()));
      });
    },
  };
}

/** Throws, listing every violation, unless the emulator saw only requests GitHub would accept. */
export function expectNoViolations(emu: Pick<GitHubEmulator, 'violations'>): void {
  if (emu.violations.length === 0) return;
  const lines = emu.violations.map((v) => `- [${v.kind}] ${v.method} ${v.path}${v.operationId ? ` (${v.operationId})` : ''}: ${v.detail}`);
  throw new Error(`GitHub emulator recorded ${emu.violations.length} violation(s):\n${lines.join('\n')}`);
}

function readBody(req: IncomingMessage): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => resolve(Buffer.concat(chunks)));
    req.on('error', reject);
  });
}

function parseBody(op: Operation, contentType: string | undefined, raw: Buffer): { body?: unknown; error?: string; status?: number } {
  if (raw.length === 0) {
    return op.bodyRequired ? { error: 'request body is required' } : {};
  }
  const type = (contentType ?? '').split(';')[0]!.trim().toLowerCase();
  if (type !== 'application/json' && !(op.bodyTypes.includes(type) && type !== '')) {
    return { error: `content-type ${type || '(none)'} not accepted (expects ${op.bodyTypes.join(', ') || 'no body'})` };
  }
  if (type !== 'application/json') return { body: raw.toString('utf8') };
  try {
    return { body: JSON.parse(raw.toString('utf8')) as unknown };
  } catch {
    return { error: 'body is not valid JSON', status: 400 };
  }
}

function send(res: ServerResponse, status: number, body?: unknown, headers: Record<string, string> = {}): void {
  const payload = body === undefined || status === 204 ? '' : JSON.stringify(body);
  res.writeHead(status, {
    ...(payload ? { 'content-type': 'application/json; charset=utf-8' } : {}),
    'x-github-request-id': `EMU:${Math.random().toString(16).slice(2, 10)}`,
    'x-github-media-type': 'github.v3; format=json',
    ...headers,
  });
  res.end(payload);
}
