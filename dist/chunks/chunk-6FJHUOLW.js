import { createRequire as __agentFixCreateRequire } from 'node:module';
const require = __agentFixCreateRequire(import.meta.url);
import {
  ChatMessage,
  ToolSpec
} from "./chunk-JCSNYJQN.js";
import {
  zodIssues
} from "./chunk-MJOUREJJ.js";

// src/scripted/server.ts
import { createServer } from "node:http";

// src/scripted/token-estimate.ts
var CHARS_PER_TOKEN = 4;
function estimateTokens(text) {
  return Math.ceil(text.length / CHARS_PER_TOKEN);
}
function commonPrefixLength(a, b) {
  const n = Math.min(a.length, b.length);
  let i = 0;
  while (i < n && a.charCodeAt(i) === b.charCodeAt(i)) i += 1;
  return i;
}
function cachedTokensFor(prefixChars, promptTokens, granularity) {
  const whole = Math.floor(prefixChars / CHARS_PER_TOKEN);
  const g = Math.max(1, Math.floor(granularity));
  return Math.min(promptTokens, Math.floor(whole / g) * g);
}

// src/scripted/reply.ts
function buildCompletion(rec, reply, usage, reportModel) {
  const message = { role: "assistant", content: reply.content, refusal: null };
  if (reply.toolCalls.length > 0) {
    message.tool_calls = reply.toolCalls.map((c, j) => ({
      id: `call_${rec.index}_${j}`,
      type: "function",
      function: { name: c.name, arguments: c.arguments }
    }));
  }
  return {
    id: `chatcmpl-scripted-${rec.index}`,
    object: "chat.completion",
    created: 17e8 + rec.index,
    model: reportModel ?? rec.model ?? "scripted-model",
    choices: [{ index: 0, message, finish_reason: reply.finishReason, logprobs: null }],
    usage
  };
}

// src/scripted/server.ts
var MAX_BODY = 32 * 1024 * 1024;
var EXHAUSTED_TEXT = "script exhausted";
async function startScriptedServer(script, opts = {}) {
  const granularity = opts.cacheGranularity ?? 64;
  const requests = [];
  const timers = /* @__PURE__ */ new Set();
  let previousPrompt = "";
  let nextTurn = 0;
  let exhausted = false;
  const nextScriptTurn = (rec) => {
    const i = nextTurn;
    const turn = Array.isArray(script) ? script[i] : script(rec, i);
    if (turn === void 0) return void 0;
    nextTurn += 1;
    rec.turn = i;
    return turn;
  };
  const serve = (rec, turn, res) => {
    if (typeof turn === "function") return serve(rec, turn(rec), res);
    if ("delayMs" in turn) {
      const t = setTimeout(() => {
        timers.delete(t);
        if (!res.destroyed) serveOrFail(rec, turn.then, res);
      }, turn.delayMs);
      timers.add(t);
      return;
    }
    if ("status" in turn) {
      const headers = {};
      if (turn.retryAfterSec !== void 0) headers["retry-after"] = String(turn.retryAfterSec);
      if (turn.retryAfterMs !== void 0) headers["retry-after-ms"] = String(turn.retryAfterMs);
      const body = turn.body ?? { error: { message: `scripted status ${turn.status}`, type: "scripted_error", code: null } };
      return send(rec, res, turn.status, body, headers);
    }
    if ("garbled" in turn && turn.garbled === "non_json") {
      rec.status = 200;
      rec.delivered = !res.destroyed;
      if (res.destroyed) return;
      res.writeHead(200, { "content-type": "application/json" });
      res.end("<html><body>502 Bad Gateway</body></html>");
      return;
    }
    const reply = opts.ignoreOutputCap ? toReply(rec, turn) : capped(toReply(rec, turn), rec.maxCompletionTokens);
    const usage = usageFor(rec, reply);
    const completion = buildCompletion(rec, reply, usage, opts.reportModel);
    if ("garbled" in turn && turn.garbled === "no_choices") delete completion.choices;
    previousPrompt = promptText(rec);
    rec.usage = usage;
    send(rec, res, 200, completion);
  };
  const serveOrFail = (rec, turn, res) => {
    try {
      serve(rec, turn, res);
    } catch (err) {
      send(rec, res, 500, {
        error: { message: `script error: ${err instanceof Error ? err.message : String(err)}`, type: "server_error" }
      });
    }
  };
  const usageFor = (rec, reply) => {
    const prompt = promptText(rec);
    const promptTokens = estimateTokens(prompt);
    const cached = cachedTokensFor(commonPrefixLength(prompt, previousPrompt), promptTokens, granularity);
    const replyText = (reply.content ?? "") + reply.toolCalls.map((c) => c.name + c.arguments).join("");
    const reasoning = Math.max(0, Math.floor(reply.reasoningTokens));
    const completion = estimateTokens(replyText) + reasoning;
    return {
      prompt_tokens: promptTokens,
      completion_tokens: completion,
      total_tokens: promptTokens + completion,
      prompt_tokens_details: { cached_tokens: cached },
      completion_tokens_details: { reasoning_tokens: reasoning }
    };
  };
  const handle = async (req, res) => {
    const path = (req.url ?? "").split("?")[0];
    if (req.method !== "POST" || path !== "/v1/chat/completions") {
      req.resume();
      res.writeHead(404, { "content-type": "application/json" });
      res.end(JSON.stringify({ error: { message: `no route ${req.method} ${path}`, type: "invalid_request_error", code: "not_found" } }));
      return;
    }
    const raw = await readBody(req);
    const rec = {
      index: requests.length,
      authorized: isAuthorized(req, opts.expectedKey),
      body: null,
      model: null,
      messages: [],
      tools: [],
      turn: null,
      status: null,
      usage: null,
      exhausted: false,
      delivered: false,
      maxCompletionTokens: null
    };
    requests.push(rec);
    if (raw === null) return send(rec, res, 413, { error: { message: "request body too large", type: "invalid_request_error" } });
    try {
      rec.body = JSON.parse(raw);
    } catch {
      return send(rec, res, 400, { error: { message: "request body is not JSON", type: "invalid_request_error" } });
    }
    if (!rec.authorized) {
      return send(rec, res, 401, {
        error: { message: "missing or invalid bearer token", type: "invalid_request_error", code: "invalid_api_key" }
      });
    }
    const problem = readRequest(rec, opts.modelMaxOutputTokens);
    if (problem) return send(rec, res, 400, { error: { message: problem, type: "invalid_request_error" } });
    let turn;
    try {
      turn = nextScriptTurn(rec);
    } catch (err) {
      turn = () => {
        throw err;
      };
    }
    if (turn === void 0) {
      exhausted = true;
      rec.exhausted = true;
      turn = { content: EXHAUSTED_TEXT };
    }
    serveOrFail(rec, turn, res);
  };
  const server = createServer((req, res) => {
    handle(req, res).catch(() => {
      if (!res.headersSent) res.writeHead(500).end();
    });
  });
  await new Promise((resolve, reject) => {
    server.once("error", reject);
    server.listen(0, "127.0.0.1", () => resolve());
  });
  const { port } = server.address();
  return {
    url: `http://127.0.0.1:${port}/v1`,
    requests,
    get exhausted() {
      return exhausted;
    },
    close: () => new Promise((resolve) => {
      for (const t of timers) clearTimeout(t);
      timers.clear();
      server.close(() => resolve());
      server.closeAllConnections();
    })
  };
}
function toReply(rec, turn) {
  if ("garbled" in turn) {
    if (turn.garbled === "bad_tool_args") {
      const name = rec.tools[0]?.function.name ?? "unknown_tool";
      return {
        content: null,
        toolCalls: [{ name, arguments: '{"path": "src/index.ts", "edits": [{"start_line": 3,' }],
        reasoningTokens: 0,
        finishReason: "tool_calls"
      };
    }
    return { content: "garbled", toolCalls: [], reasoningTokens: 0, finishReason: "stop" };
  }
  const toolCalls = "toolCalls" in turn ? turn.toolCalls.map((c) => ({
    name: c.name,
    arguments: typeof c.arguments === "string" ? c.arguments : JSON.stringify(c.arguments)
  })) : [];
  return {
    content: turn.content ?? null,
    toolCalls,
    reasoningTokens: turn.reasoningTokens ?? 0,
    finishReason: turn.finishReason ?? (toolCalls.length > 0 ? "tool_calls" : "stop")
  };
}
function capped(reply, cap) {
  if (cap === null) return reply;
  const text = (reply.content ?? "") + reply.toolCalls.map((c) => c.name + c.arguments).join("");
  if (estimateTokens(text) + Math.max(0, Math.floor(reply.reasoningTokens)) <= cap) return reply;
  const reasoning = Math.min(cap, Math.max(0, Math.floor(reply.reasoningTokens)));
  const room = (cap - reasoning) * 4;
  return { content: (reply.content ?? "").slice(0, room), toolCalls: [], reasoningTokens: reasoning, finishReason: "length" };
}
function promptText(rec) {
  return `${JSON.stringify(rec.tools)}
${JSON.stringify(rec.messages)}`;
}
function readRequest(rec, modelMax) {
  const body = rec.body;
  if (typeof body !== "object" || body === null) return "body must be a JSON object";
  if (typeof body.model !== "string" || body.model === "") return "model is required";
  rec.model = body.model;
  const cap = body.max_completion_tokens ?? body.max_tokens;
  if (cap !== void 0 && cap !== null) {
    if (typeof cap !== "number" || !Number.isInteger(cap) || cap < 1) return "max_completion_tokens must be a positive integer";
    rec.maxCompletionTokens = cap;
    if (modelMax !== void 0 && cap > modelMax) {
      return `max_tokens is too large: ${cap}. This model supports at most ${modelMax} completion tokens, whereas you provided ${cap}.`;
    }
  }
  const messages = ChatMessage.array().min(1).safeParse(body.messages);
  if (!messages.success) return `invalid messages: ${zodIssues(messages.error, 1)}`;
  const tools = ToolSpec.array().safeParse(body.tools ?? []);
  if (!tools.success) return `invalid tools: ${zodIssues(tools.error, 1)}`;
  rec.messages = body.messages;
  rec.tools = body.tools ?? [];
  return null;
}
function isAuthorized(req, expectedKey) {
  const m = /^Bearer\s+(\S+)$/.exec(req.headers.authorization ?? "");
  if (!m) return false;
  return expectedKey === void 0 || m[1] === expectedKey;
}
function send(rec, res, status, body, headers = {}) {
  rec.status = status;
  rec.delivered = !res.destroyed;
  if (res.destroyed) return;
  res.writeHead(status, { "content-type": "application/json", "x-request-id": `req_scripted_${rec.index}`, ...headers });
  res.end(JSON.stringify(body));
}
function readBody(req) {
  return new Promise((resolve, reject) => {
    const chunks = [];
    let size = 0;
    req.on("data", (c) => {
      size += c.length;
      if (size <= MAX_BODY) chunks.push(c);
    });
    req.on("end", () => resolve(size > MAX_BODY ? null : Buffer.concat(chunks).toString("utf8")));
    req.on("error", reject);
  });
}

export {
  EXHAUSTED_TEXT,
  startScriptedServer
};
