import { createRequire as __agentFixCreateRequire } from 'node:module';
const require = __agentFixCreateRequire(import.meta.url);
import {
  ChatMessage,
  ToolSpec
} from "./chunk-3SEYUTY4.js";
import {
  zodIssues
} from "./chunk-3KPYT2PK.js";

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

// src/scripted/responses-shape.ts
import { createHash } from "node:crypto";
function messagesOfInput(input) {
  if (typeof input === "string") return [{ role: "user", content: input }];
  if (!Array.isArray(input) || input.length === 0) return "input must be a string or a non-empty array of items";
  const out = [];
  for (const [i, raw] of input.entries()) {
    if (typeof raw !== "object" || raw === null) return `input.${i} is not an object`;
    const item = raw;
    const type = item.type ?? (item.role ? "message" : void 0);
    if (type === "reasoning") continue;
    if (type === "message") {
      const role = item.role;
      const text = textOf(item.content);
      if (text === null) return `input.${i}.content must be text or text parts`;
      if (role === "assistant") out.push({ role: "assistant", content: text });
      else if (role === "system" || role === "developer" || role === "user") out.push({ role, content: text });
      else return `input.${i}.role is not a known role`;
    } else if (type === "function_call") {
      if (typeof item.call_id !== "string" || typeof item.name !== "string" || typeof item.arguments !== "string")
        return `input.${i}: a function_call needs call_id, name and arguments`;
      const call = { id: item.call_id, type: "function", function: { name: item.name, arguments: item.arguments } };
      const last = out[out.length - 1];
      if (last?.role === "assistant") last.tool_calls = [...last.tool_calls ?? [], call];
      else out.push({ role: "assistant", content: null, tool_calls: [call] });
    } else if (type === "function_call_output") {
      if (typeof item.call_id !== "string" || typeof item.output !== "string")
        return `input.${i}: a function_call_output needs call_id and output`;
      out.push({ role: "tool", tool_call_id: item.call_id, content: item.output });
    } else {
      return `input.${i}: item type ${JSON.stringify(type)} is not served here`;
    }
  }
  return out;
}
function textOf(content) {
  if (typeof content === "string") return content;
  if (!Array.isArray(content)) return null;
  const parts = content.map((p) => typeof p === "object" && p !== null ? p.text : void 0);
  return parts.every((t) => typeof t === "string") ? parts.join("") : null;
}
function toolsOfResponses(tools) {
  if (tools === void 0 || tools === null) return [];
  if (!Array.isArray(tools)) return "tools must be an array";
  const out = [];
  for (const [i, t] of tools.entries()) {
    const item = t;
    if (item?.type !== "function" || typeof item.name !== "string") return `tools.${i} must be a function tool with a name`;
    out.push({
      type: "function",
      function: {
        name: item.name,
        description: typeof item.description === "string" ? item.description : "",
        parameters: item.parameters ?? {},
        ...typeof item.strict === "boolean" ? { strict: item.strict } : {}
      }
    });
  }
  return out;
}
var ReasoningLedger = class {
  byCall = /* @__PURE__ */ new Map();
  issue(index, callIds) {
    const id = `rs_scripted_${index}`;
    const encrypted = `gAAAA${createHash("sha256").update(`scripted reasoning ${index}`).digest("base64url")}`;
    for (const c of callIds) this.byCall.set(c, { id, encrypted });
    return { type: "reasoning", id, summary: [], encrypted_content: encrypted };
  }
  /** Why the input is refused, or null: every function call we issued after reasoning has its reasoning item before it. */
  check(input) {
    if (!Array.isArray(input)) return null;
    const seen = /* @__PURE__ */ new Map();
    for (const raw of input) {
      const item = raw;
      if (item?.type === "reasoning" && typeof item.id === "string") seen.set(item.id, item.encrypted_content);
      if (item?.type !== "function_call" || typeof item.call_id !== "string") continue;
      const needed = this.byCall.get(item.call_id);
      if (!needed) continue;
      if (!seen.has(needed.id))
        return `Item '${item.call_id}' of type 'function_call' was provided without its required 'reasoning' item: '${needed.id}'.`;
      if (seen.get(needed.id) !== needed.encrypted) return `The encrypted content for item ${needed.id} could not be verified.`;
    }
    return null;
  }
};
function responsesUsage(u) {
  return {
    input_tokens: u.prompt,
    input_tokens_details: { cached_tokens: u.cached },
    output_tokens: u.completion,
    output_tokens_details: { reasoning_tokens: u.reasoning },
    total_tokens: u.prompt + u.completion
  };
}
function buildResponse(rec, reply, usage, reasoning, reportModel) {
  const output = [];
  if (reasoning) output.push(reasoning);
  if (reply.content !== null && reply.content !== "") {
    output.push({
      type: "message",
      id: `msg_scripted_${rec.index}`,
      role: "assistant",
      status: "completed",
      content: [{ type: "output_text", text: reply.content, annotations: [] }]
    });
  }
  reply.toolCalls.forEach((c, j) => {
    output.push({
      type: "function_call",
      id: `fc_scripted_${rec.index}_${j}`,
      call_id: callId(rec.index, j),
      name: c.name,
      arguments: c.arguments,
      status: "completed"
    });
  });
  const cut = reply.finishReason === "length";
  return {
    id: `resp_scripted_${rec.index}`,
    object: "response",
    created_at: 17e8 + rec.index,
    model: reportModel ?? rec.model ?? "scripted-model",
    status: cut ? "incomplete" : "completed",
    incomplete_details: cut ? { reason: "max_output_tokens" } : null,
    error: null,
    output,
    usage
  };
}
var callId = (index, j) => `call_${index}_${j}`;

// src/scripted/server.ts
var MAX_BODY = 32 * 1024 * 1024;
var EXHAUSTED_TEXT = "script exhausted";
async function startScriptedServer(script, opts = {}) {
  const st = {
    script,
    opts,
    granularity: opts.cacheGranularity ?? 64,
    requests: [],
    timers: /* @__PURE__ */ new Set(),
    previousPrompt: "",
    nextTurn: 0,
    exhausted: false,
    ledger: new ReasoningLedger()
  };
  const server = createServer((req, res) => {
    handle(st, req, res).catch(() => {
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
    requests: st.requests,
    get exhausted() {
      return st.exhausted;
    },
    close: () => new Promise((resolve) => {
      for (const t of st.timers) clearTimeout(t);
      st.timers.clear();
      server.close(() => resolve());
      server.closeAllConnections();
    })
  };
}
function nextScriptTurn(st, rec) {
  const i = st.nextTurn;
  const turn = Array.isArray(st.script) ? st.script[i] : st.script(rec, i);
  if (turn === void 0) return void 0;
  st.nextTurn += 1;
  rec.turn = i;
  return turn;
}
function serve(st, rec, turn, res) {
  if (typeof turn === "function") return serve(st, rec, turn(rec), res);
  if ("delayMs" in turn) {
    const t = setTimeout(() => {
      st.timers.delete(t);
      if (!res.destroyed) serveOrFail(st, rec, turn.then, res);
    }, turn.delayMs);
    st.timers.add(t);
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
  const reply = st.opts.ignoreOutputCap ? toReply(rec, turn) : capped(toReply(rec, turn), rec.maxCompletionTokens);
  const usage = usageFor(st, rec, reply);
  st.previousPrompt = rec.prompt;
  rec.usage = usage;
  if (rec.api === "responses") {
    const counts = {
      prompt: usage.prompt_tokens ?? 0,
      cached: usage.prompt_tokens_details?.cached_tokens ?? 0,
      completion: usage.completion_tokens ?? 0,
      reasoning: usage.completion_tokens_details?.reasoning_tokens ?? 0
    };
    const wire = responsesUsage(counts);
    const reasoning = st.ledger.issue(
      rec.index,
      reply.toolCalls.map((_, j) => `call_${rec.index}_${j}`)
    );
    const body = buildResponse(rec, reply, wire, reasoning, st.opts.reportModel);
    if ("garbled" in turn && turn.garbled === "no_choices") delete body.output;
    rec.wireUsage = wire;
    return send(rec, res, 200, body);
  }
  const completion = buildCompletion(rec, reply, usage, st.opts.reportModel);
  if ("garbled" in turn && turn.garbled === "no_choices") delete completion.choices;
  rec.wireUsage = usage;
  send(rec, res, 200, completion);
}
function serveOrFail(st, rec, turn, res) {
  try {
    serve(st, rec, turn, res);
  } catch (err) {
    send(rec, res, 500, {
      error: { message: `script error: ${err instanceof Error ? err.message : String(err)}`, type: "server_error" }
    });
  }
}
function usageFor(st, rec, reply) {
  const prompt = rec.prompt;
  const promptTokens = estimateTokens(prompt);
  const cached = cachedTokensFor(commonPrefixLength(prompt, st.previousPrompt), promptTokens, st.granularity);
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
}
async function handle(st, req, res) {
  const path = (req.url ?? "").split("?")[0];
  const api = path === "/v1/chat/completions" ? "chat-completions" : path === "/v1/responses" ? "responses" : null;
  if (req.method !== "POST" || api === null) {
    req.resume();
    res.writeHead(404, { "content-type": "application/json" });
    res.end(JSON.stringify({ error: { message: `no route ${req.method} ${path}`, type: "invalid_request_error", code: "not_found" } }));
    return;
  }
  const raw = await readBody(req);
  const rec = {
    index: st.requests.length,
    api,
    reasoningEffort: null,
    toolChoice: null,
    prompt: "",
    wireUsage: null,
    summary: false,
    authorized: isAuthorized(req, st.opts.expectedKey),
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
  st.requests.push(rec);
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
  const problem = api === "responses" ? readResponsesRequest(rec, st.opts.modelMaxOutputTokens, st.ledger) : readRequest(rec, st.opts.modelMaxOutputTokens);
  if (problem) return send(rec, res, 400, { error: { message: problem, type: "invalid_request_error" } });
  if (st.opts.rejectReasoningEffort && rec.reasoningEffort !== null) {
    const param = api === "responses" ? "reasoning.effort" : "reasoning_effort";
    return send(rec, res, 400, {
      error: {
        message: `Unsupported parameter: '${param}' is not supported with this model.`,
        type: "invalid_request_error",
        param,
        code: "unsupported_parameter"
      }
    });
  }
  const promptTokens = estimateTokens(rec.prompt);
  if (st.opts.contextWindow !== void 0 && promptTokens > st.opts.contextWindow) {
    return send(rec, res, 400, { error: contextExceeded(api, st.opts.contextWindow, promptTokens) });
  }
  if (rec.toolChoice === "none") {
    rec.summary = true;
    return serveOrFail(st, rec, { content: summaryOf(rec) }, res);
  }
  let turn;
  try {
    turn = nextScriptTurn(st, rec);
  } catch (err) {
    turn = () => {
      throw err;
    };
  }
  if (turn === void 0) {
    st.exhausted = true;
    rec.exhausted = true;
    turn = { content: EXHAUSTED_TEXT };
  }
  serveOrFail(st, rec, turn, res);
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
function contextExceeded(api, window, tokens) {
  return api === "responses" ? {
    message: "Your input exceeds the context window of this model. Please adjust your input and try again.",
    type: "invalid_request_error",
    param: "input",
    code: "context_length_exceeded"
  } : {
    message: `This model's maximum context length is ${window} tokens. However, your messages resulted in ${tokens} tokens. Please reduce the length of the messages.`,
    type: "invalid_request_error",
    param: "messages",
    code: "context_length_exceeded"
  };
}
function summaryOf(rec) {
  const calls = rec.messages.flatMap((m) => m.role === "assistant" ? m.tool_calls ?? [] : []);
  const paths = [...new Set(calls.map((c) => /"path"\s*:\s*"([^"]+)"/.exec(c.function.arguments)?.[1]).filter(Boolean))];
  return `Summary of the earlier steps: ${calls.length} tool calls${paths.length ? ` on ${paths.join(", ")}` : ""}.`;
}
function readResponsesRequest(rec, modelMax, ledger) {
  const body = rec.body;
  if (typeof body !== "object" || body === null) return "body must be a JSON object";
  if (typeof body.model !== "string" || body.model === "") return "model is required";
  rec.model = body.model;
  if (body.previous_response_id != null) return `Previous response with id ${JSON.stringify(body.previous_response_id)} not found.`;
  const cap = body.max_output_tokens;
  if (cap !== void 0 && cap !== null) {
    if (typeof cap !== "number" || !Number.isInteger(cap) || cap < 16) return "max_output_tokens must be an integer of at least 16";
    rec.maxCompletionTokens = cap;
    if (modelMax !== void 0 && cap > modelMax) {
      return `max_output_tokens is too large: ${cap}. This model supports at most ${modelMax} output tokens, whereas you provided ${cap}.`;
    }
  }
  const messages = messagesOfInput(body.input);
  if (typeof messages === "string") return messages;
  const tools = toolsOfResponses(body.tools);
  if (typeof tools === "string") return tools;
  const missing = ledger.check(body.input);
  if (missing) return missing;
  const reasoning = body.reasoning;
  rec.reasoningEffort = typeof reasoning?.effort === "string" ? reasoning.effort : null;
  rec.toolChoice = body.tool_choice ?? null;
  rec.messages = messages;
  rec.tools = tools;
  rec.prompt = `${JSON.stringify(body.tools ?? [])}
${typeof body.instructions === "string" ? `${body.instructions}
` : ""}${JSON.stringify(body.input)}`;
  return null;
}
function readRequest(rec, modelMax) {
  const body = rec.body;
  if (typeof body !== "object" || body === null) return "body must be a JSON object";
  if (typeof body.model !== "string" || body.model === "") return "model is required";
  rec.model = body.model;
  rec.reasoningEffort = typeof body.reasoning_effort === "string" ? body.reasoning_effort : null;
  rec.toolChoice = body.tool_choice ?? null;
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
  rec.prompt = promptText(rec);
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
