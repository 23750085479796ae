// The run viewer's one script (inline, hashed into the page's CSP). It reads the report from the
// page's JSON block and builds the page with createElement and textContent only: no string of the
// report is ever parsed as HTML (no innerHTML, no insertAdjacentHTML, no document.write), so text
// from the model, files, issues or checks cannot become markup. Plain ES2020, no imports; it must not
// contain a backtick, "${" or a closing script tag (String.raw keeps its backslashes as written).
export const VIEWER_JS = String.raw`(function () {
'use strict';
performance.mark('render-start');
var R = JSON.parse(document.getElementById('report-data').textContent);
var doc = document;
var SVG = 'http://www.w3.org/2000/svg';
function el(tag, cls, text) {
  var e = doc.createElement(tag);
  if (cls) e.className = cls;
  if (text !== undefined && text !== null) e.textContent = String(text);
  return e;
}
function svg(tag, attrs) {
  var e = doc.createElementNS(SVG, tag);
  for (var k in attrs) e.setAttribute(k, String(attrs[k]));
  return e;
}
function add(parent) { for (var i = 1; i < arguments.length; i++) if (arguments[i]) parent.appendChild(arguments[i]); return parent; }
var INT = new Intl.NumberFormat('en-US', { maximumFractionDigits: 0 });
function int(n) { return INT.format(n || 0); }
function usd(v) {
  if (v === null || v === undefined) return 'not priced';
  if (v === 0) return '$0.00';
  if (v < 0.0001) return '<$0.0001';
  return v < 10 ? '$' + v.toFixed(4) : '$' + v.toFixed(2);
}
function dur(ms) { return ms < 1000 ? Math.round(ms) + ' ms' : (ms / 1000).toFixed(1) + ' s'; }
function fact(label, value) { var s = el('span'); add(s, el('b', null, label + ': '), doc.createTextNode(String(value))); return s; }
function pre(text, cls) { return el('pre', cls, text); }
function label(text) { return el('div', 'label', text); }

var main = el('main');
var steps = R.steps || [];
var attempts = R.attempts || [];
var diffs = R.diffs || [];
var t = R.totals;

// Header: the task and the run's figures.
var head = el('header');
add(head, el('h1', null, 'agent-fix run: ' + R.task.title));
var facts = el('div', 'facts');
add(facts,
  fact('model', R.settings.model),
  fact('edit interface', R.settings.editInterface),
  fact('stopped', R.stopReason.code + (R.stopReason.detail ? ' (' + R.stopReason.detail + ')' : '')),
  fact('model calls', int(t.modelCalls)),
  fact('tool calls', int(t.toolCalls)),
  fact('tokens', int(t.inputTokens) + ' in (' + int(t.cachedInputTokens) + ' cached), ' + int(t.outputTokens) + ' out'),
  fact('cost billed', usd(t.costBilledUsd)),
  fact('duration', dur(t.durationMs)),
  fact('started', R.startedAt));
add(head, facts);
if (R.task.url && /^https:\/\/[^\s]+$/.test(R.task.url)) {
  var link = el('a', null, R.task.url);
  link.href = R.task.url;
  link.rel = 'noreferrer noopener';
  add(head, add(el('div'), doc.createTextNode('Task: '), link));
}
(R.warnings || []).forEach(function (w) { add(head, el('div', 'warn', w)); });
add(main, head);

// Where each edit attempt went in the final diff: the row of its line (new numbering) or the file.
var fileIndex = {};
diffs.forEach(function (d, i) { fileIndex[d.path] = i; });

// Toolbar: outcome filter, theme, keys.
var bar = el('div', 'bar');
var filter = el('select');
filter.id = 'filter';
[['all', 'All steps'], ['refused', 'Refused only'], ['error', 'Errors'], ['edit', 'Edits and writes'], ['read', 'Reads'],
 ['check', 'Checks'], ['model', 'Model calls']].forEach(function (o) {
  var opt = el('option', null, o[1]); opt.value = o[0]; add(filter, opt);
});
var theme = el('button', null, 'Theme');
theme.id = 'theme';
theme.title = 'Switch light and dark (t)';
var shown = el('span', 'muted');
shown.id = 'shown';
add(bar, add(el('label'), doc.createTextNode('Show '), filter), theme, shown,
  el('span', 'keys muted', 'Keys: j/k next/previous step · Enter open/close · r refused only · a all · t theme'));
add(main, bar);

// Cost chart: cumulative billed dollars (line) over stacked tokens per model call (bars), the cap a line.
function chart() {
  var sec = el('section', 'chart');
  sec.id = 'cost';
  add(sec, el('h2', null, 'Cost per model call'));
  var calls = steps.filter(function (s) { return s.kind === 'model' && s.usage; });
  if (!calls.length) { add(sec, el('p', 'muted', 'No model call reported usage.')); return sec; }
  // Two panels on one x axis: tokens per call (top), cumulative billed dollars (bottom). The dollar
  // axis reaches the cap when the cap is near; a far cap is said in words, not drawn flat at the top.
  var W = 900, L = 70, Rm = 90, T = 16, TH = 150, GAP = 26, UH = 120, B = 30;
  var H = T + TH + GAP + UH + B;
  var iw = W - L - Rm, ih = TH, uTop = T + TH + GAP;
  var cap = R.settings.limits && R.settings.limits.maxCostUsd;
  var priced = calls.some(function (s) { return typeof s.cumulativeBilledUsd === 'number'; });
  var maxTok = Math.max.apply(null, calls.map(function (s) { return s.usage.inputTokens + s.usage.outputTokens; }).concat([1]));
  var lastUsd = priced ? calls[calls.length - 1].cumulativeBilledUsd || 0 : 0;
  var capShown = typeof cap === 'number' && cap <= Math.max(lastUsd, 1e-9) * 1.5;
  var maxUsd = Math.max(lastUsd, capShown ? cap : 0) || 1;
  var g = svg('svg', { viewBox: '0 0 ' + W + ' ' + H, role: 'img', 'aria-label': 'cost chart' });
  var slot = iw / calls.length;
  var x = function (i) { return L + slot * (i + 0.5); };
  var yTok = function (v) { return T + ih - (v / maxTok) * ih; };
  var yUsd = function (v) { return uTop + UH - (v / maxUsd) * UH; };
  add(g, svg('line', { x1: L, x2: L + iw, y1: T + ih, y2: T + ih, stroke: 'currentColor', 'stroke-opacity': 0.4 }));
  add(g, svg('line', { x1: L, x2: L + iw, y1: uTop + UH, y2: uTop + UH, stroke: 'currentColor', 'stroke-opacity': 0.4 }));
  add(g, add(svg('text', { x: 4, y: uTop + 8 }), doc.createTextNode(usd(maxUsd))));
  add(g, add(svg('text', { x: 4, y: uTop + UH }), doc.createTextNode('$0')));
  var bw = Math.max(1, Math.min(28, slot * 0.7));
  calls.forEach(function (s, i) {
    var u = s.usage, cached = Math.min(u.cachedInputTokens, u.inputTokens);
    var parts = [['fresh input', u.inputTokens - cached, 'var(--in)'], ['cached input', cached, 'var(--cached)'], ['output', u.outputTokens, 'var(--out)']];
    var base = 0;
    parts.forEach(function (p) {
      if (p[1] <= 0) return;
      var r = svg('rect', { x: x(i) - bw / 2, y: yTok(base + p[1]), width: bw, height: yTok(base) - yTok(base + p[1]), fill: p[2], 'class': 'tok' });
      add(r, add(svg('title', {}), doc.createTextNode('model call ' + s.call + ': ' + int(p[1]) + ' ' + p[0] + ' tokens')));
      add(g, r);
      base += p[1];
    });
  });
  (R.compactions || []).forEach(function (c) {
    var at = c && (c.call || c.afterCall || c.beforeCall || c.modelCall);
    if (typeof at !== 'number') return;
    var i = calls.findIndex(function (s) { return s.call >= at; });
    var cx = i < 0 ? L + iw : x(i) - slot / 2;
    var m = svg('line', { x1: cx, x2: cx, y1: T, y2: uTop + UH, stroke: 'var(--warn)', 'stroke-dasharray': '2 3', 'class': 'compaction' });
    add(m, add(svg('title', {}), doc.createTextNode('compaction before model call ' + at)));
    add(g, m, add(svg('text', { x: cx + 3, y: T + 10 }), doc.createTextNode('compaction')));
  });
  if (priced) {
    var pts = calls.map(function (s, i) { return x(i).toFixed(1) + ',' + yUsd(s.cumulativeBilledUsd || 0).toFixed(1); });
    add(g, svg('polyline', { points: pts.join(' '), fill: 'none', stroke: 'var(--cost)', 'stroke-width': 2 }));
    calls.forEach(function (s, i) {
      var c = svg('circle', { cx: x(i), cy: yUsd(s.cumulativeBilledUsd || 0), r: 3, fill: 'var(--cost)', 'class': 'usd', 'data-call': s.call, 'data-usd': s.cumulativeBilledUsd || 0 });
      add(c, add(svg('title', {}), doc.createTextNode('after model call ' + s.call + ': ' + usd(s.cumulativeBilledUsd) + ' billed (this call ' + usd(s.billedUsd) + ')')));
      add(g, c);
    });
    if (capShown) {
      add(g, svg('line', { x1: L, x2: L + iw, y1: yUsd(cap), y2: yUsd(cap), stroke: 'var(--bad)', 'stroke-dasharray': '6 4', 'class': 'cap', 'data-usd': cap }));
      add(g, add(svg('text', { x: L + iw + 4, y: yUsd(cap) + 4 }), doc.createTextNode('cap ' + usd(cap))));
    } else if (typeof cap === 'number') {
      add(g, add(svg('text', { x: L + iw, y: uTop + UH - 6, 'text-anchor': 'end', 'class': 'cap-note' }),
        doc.createTextNode('cap ' + usd(cap) + ' (max-cost-usd): ' + (lastUsd > 0 ? Math.round(cap / lastUsd) + '× this run, above the scale' : 'above the scale'))));
    } else {
      add(g, add(svg('text', { x: L + iw, y: uTop + UH - 6, 'text-anchor': 'end', 'class': 'cap-note' }), doc.createTextNode('no cost cap (max-cost-usd: none)')));
    }
    add(g, add(svg('text', { x: L + iw + 4, y: yUsd(lastUsd) + 4 }), doc.createTextNode(usd(lastUsd))));
  }
  add(g, add(svg('text', { x: 4, y: T + 8 }), doc.createTextNode(int(maxTok) + ' tok')));
  add(g, add(svg('text', { x: L, y: H - 10 }), doc.createTextNode('model call 1')));
  add(g, add(svg('text', { x: L + iw, y: H - 10, 'text-anchor': 'end' }), doc.createTextNode('model call ' + calls[calls.length - 1].call)));
  add(sec, g);
  var legend = el('div', 'legend');
  [['var(--in)', 'fresh input tokens'], ['var(--cached)', 'cached input tokens'], ['var(--out)', 'output tokens'],
   ['var(--cost)', 'cumulative billed USD'], ['var(--bad)', 'max-cost-usd']].forEach(function (l) {
    var sw = el('span', 'sw'); sw.style.background = l[0]; add(legend, add(el('span'), sw, doc.createTextNode(l[1])));
  });
  add(sec, legend);
  var total = el('p', null, 'Total billed: ' + usd(t.costBilledUsd) + (t.costPerfectCachingUsd !== null ? ' (perfect caching ' + usd(t.costPerfectCachingUsd) + ')' : ''));
  total.id = 'cost-total';
  add(sec, total);
  return sec;
}
add(main, chart());

// Timeline: every step, its attempts, arguments, answer and check run.
function tryJson(text) { try { return JSON.parse(text); } catch (e) { return null; } }
var byStep = {};
attempts.forEach(function (a) { if (a.step) (byStep[a.step] = byStep[a.step] || []).push(a); });
function diffTarget(a) {
  if (!a.path || !(a.path in fileIndex)) return null;
  var f = fileIndex[a.path];
  if (a.line) {
    var row = doc.getElementById('d' + f + '-n' + a.line);
    if (row) return row.id;
  }
  return 'file-' + f;
}
var pendingLinks = [];
function attemptBox(a, args) {
  var box = el('div', 'attempt o-box');
  box.setAttribute('data-outcome', a.outcome);
  var where = (a.path || a.tool || '(no file)') + (a.line ? ':' + a.line : '');
  add(box, add(el('div'), el('span', 'where mono', where), doc.createTextNode(' '), a.path && a.tool ? el('span', 'mono muted', a.tool + ' ') : null, el('span', 'badge o-' + a.outcome, a.outcome),
    a.code ? el('span', 'badge code mono', a.code) : null,
    a.index !== null && a.index !== undefined ? el('span', 'muted', ' edit ' + a.index + ' of the call') : null));
  var edit = args && args.edits && typeof a.index === 'number' ? args.edits[a.index] : null;
  if (edit && typeof edit === 'object') {
    Object.keys(edit).forEach(function (k) {
      if (typeof edit[k] !== 'string') return;
      add(box, label(k), pre(edit[k]));
    });
  }
  if (a.reason) add(box, label('reason'), el('div', 'reason', a.reason));
  if (a.next) add(box, label('hint for the one retry'), el('div', 'next', a.next));
  if (a.outcome === 'accepted' || a.outcome === 'aligned') {
    var go = el('a', 'to-diff', 'see it in the final diff');
    pendingLinks.push([go, a]);
    add(box, go);
  }
  return box;
}
function flagOf(s, own) {
  if (s.outcome === 'refused' || own.some(function (a) { return a.outcome === 'refused' || a.outcome === 'held_back'; })) return 'refused';
  if (s.outcome === 'error') return 'error';
  return '';
}
var tl = el('section');
add(tl, el('h2', null, 'Timeline (' + steps.length + ' steps)'));
var list = el('ol', 'timeline');
list.id = 'timeline';
var items = [];
steps.forEach(function (s) {
  var own = byStep[s.n] || [];
  var li = el('li', 'step');
  li.id = 'step-' + s.n;
  li.tabIndex = -1;
  li.setAttribute('data-n', s.n);
  li.setAttribute('data-kind', s.kind);
  li.setAttribute('data-outcome', s.outcome);
  li.setAttribute('data-flag', flagOf(s, own));
  li.setAttribute('data-group', s.kind === 'model' ? 'model' : s.tool === 'edit' || s.tool === 'write_file' ? 'edit' : s.tool === 'read_file' ? 'read' : s.tool === 'run_checks' ? 'check' : 'other');
  var det = el('details');
  var sum = el('summary');
  add(sum, el('span', 'mono muted', '#' + s.n));
  if (s.kind === 'model') {
    add(sum, el('b', null, 'model call ' + s.call));
    if (s.usage) add(sum, el('span', null, int(s.usage.inputTokens) + ' in (' + int(s.usage.cachedInputTokens) + ' cached) · ' + int(s.usage.outputTokens) + ' out'));
    if (typeof s.billedUsd === 'number') add(sum, el('span', null, usd(s.billedUsd) + ' (run ' + usd(s.cumulativeBilledUsd) + ')'));
  } else {
    add(sum, el('b', 'mono', s.tool || 'tool'));
    if (s.path) add(sum, el('span', 'mono', s.path));
    if (s.revision) add(sum, el('span', 'mono muted', 'revision ' + s.revision));
    if (s.check) add(sum, el('span', 'mono', s.check.timedOut ? 'timed out' : 'exit ' + s.check.exitCode));
  }
  add(sum, el('span', 'badge o-' + s.outcome, s.outcome));
  if (s.code) add(sum, el('span', 'badge code mono', s.code));
  if (own.length > 1) add(sum, el('span', 'muted', own.length + ' attempts'));
  add(sum, el('span', 'muted', dur(s.durationMs)));
  add(det, sum);
  var body = el('div', 'body');
  if (s.message && !own.some(function (a) { return a.reason === s.message; })) add(body, label('message'), el('div', 'message', s.message));
  var args = s.args ? tryJson(s.args) : null;
  own.forEach(function (a) { add(body, attemptBox(a, args)); });
  if (s.check) add(body, label('check: ' + (s.check.timedOut ? 'timed out' : 'exit code ' + s.check.exitCode) + (s.check.status ? ' · ' + s.check.status : '') + ' · ' + dur(s.check.durationMs) + ' · output tail'), pre(s.check.tail, 'tail'));
  if (s.args || s.argsDigest) add(body, label('arguments as sent' + (s.argsDigest ? ' (digest ' + s.argsDigest + ')' : '')), s.args ? pre(s.args, 'args') : null);
  if (s.answer) add(body, label(s.kind === 'model' ? "the model's text" : 'answer (what the model was shown)'), pre(s.answer, 'answer'));
  if (!body.childNodes.length) add(body, el('div', 'muted', 'Nothing more was recorded for this step.'));
  add(det, body);
  if (li.getAttribute('data-flag') === 'refused') det.open = true;
  add(li, det);
  add(list, li);
  items.push(li);
});
add(tl, list);
add(main, tl);

// The final diff per file, highlighted.
var KW = /^(?:abstract|and|as|async|await|break|case|catch|class|const|continue|def|default|defer|del|do|elif|else|enum|except|export|extends|false|False|final|finally|fn|for|from|func|function|go|if|impl|import|in|instanceof|interface|is|let|match|mod|module|mut|new|nil|None|not|null|or|package|pass|private|protected|pub|public|raise|return|self|static|struct|super|switch|this|throw|throws|trait|true|True|try|type|typeof|undefined|use|var|void|while|with|yield)$/;
var TOKEN = /(\/\/.*$|#.*$|\/\*.*?(?:\*\/|$))|("(?:[^"\\]|\\.)*"?|'(?:[^'\\]|\\.)*'?|\x60(?:[^\x60\\]|\\.)*\x60?)|(\b\d[\d_]*(?:\.\d+)?(?:e[+-]?\d+)?\b|\b0x[\da-f]+\b)|([A-Za-z_$][\w$]*)/gi;
function hashComments(path) { return /\.(py|rb|sh|bash|ya?ml|toml|pl|r|ex|exs|cfg|ini|conf)$|(^|\/)(Makefile|Dockerfile)$/i.test(path); }
function slashComments(path) { return !/\.(py|rb|sh|bash|ya?ml|toml|ini|conf|md|txt)$/i.test(path); }
function highlight(cell, code, path) {
  var hash = hashComments(path), slash = slashComments(path);
  var last = 0, m;
  TOKEN.lastIndex = 0;
  while ((m = TOKEN.exec(code))) {
    var kind = null;
    if (m[1]) kind = (m[1][0] === '#' ? hash : slash) ? 't-com' : null;
    else if (m[2]) kind = 't-str';
    else if (m[3]) kind = 't-num';
    else if (m[4] && KW.test(m[4])) kind = 't-kw';
    if (m[1] && !kind) { TOKEN.lastIndex = m.index + 1; continue; }
    if (!kind) continue;
    if (m.index > last) cell.appendChild(doc.createTextNode(code.slice(last, m.index)));
    add(cell, el('span', kind, m[0]));
    last = m.index + m[0].length;
    if (m[0].length === 0) TOKEN.lastIndex++;
  }
  if (last < code.length) cell.appendChild(doc.createTextNode(code.slice(last)));
}
var ds = el('section');
add(ds, el('h2', null, 'Final diff (' + diffs.length + ' file' + (diffs.length === 1 ? '' : 's') + ')'));
if (!diffs.length) add(ds, el('p', 'muted', (R.files || []).length ? 'This report holds no diff text.' : 'The run changed no file.'));
diffs.forEach(function (d, f) {
  var box = el('div', 'file');
  box.id = 'file-' + f;
  var meta = (R.files || []).filter(function (x) { return x.path === d.path; })[0];
  add(box, el('h3', 'mono', d.path + (meta ? '  (' + meta.kind + ', +' + meta.added + ' -' + meta.removed + ')' : '')));
  var table = el('table', 'diff mono');
  var oldN = 0, newN = 0;
  d.diff.split('\n').forEach(function (line) {
    var tr = el('tr');
    var h = /^@@ -(\d+)(?:,\d+)? \+(\d+)(?:,\d+)? @@/.exec(line);
    if (h) {
      oldN = Number(h[1]); newN = Number(h[2]);
      tr.className = 'hunk';
      add(tr, el('td', 'ln'), el('td', 'ln'), el('td', 'code', line));
    } else if (line[0] === '+' || line[0] === '-' || line[0] === ' ') {
      var c = line[0];
      tr.className = c === '+' ? 'add' : c === '-' ? 'del' : 'ctx';
      add(tr, el('td', 'ln', c === '+' ? '' : oldN), el('td', 'ln', c === '-' ? '' : newN));
      if (c !== '-') tr.id = 'd' + f + '-n' + newN;
      var cell = el('td', 'code');
      cell.appendChild(doc.createTextNode(c === ' ' ? ' ' : c));
      highlight(cell, line.slice(1), d.path);
      add(tr, cell);
      if (c !== '+') oldN++;
      if (c !== '-') newN++;
    } else {
      tr.className = 'hunk';
      add(tr, el('td', 'ln'), el('td', 'ln'), el('td', 'code note', line));
    }
    add(table, tr);
  });
  add(box, table);
  if (d.truncated) add(box, el('div', 'note', 'This diff was cut to keep the report small; the pull request has all of it.'));
  add(ds, box);
});
add(main, ds);

var sm = el('section');
add(sm, el('h2', null, "The model's summary"), pre(R.summary || '(none)', 'summary'));
add(main, sm);

// Everything else the report holds (the task, settings, metrics, hashes), every value as text.
var rest = el('details');
rest.id = 'details';
add(rest, el('summary', null, 'Run details: task, settings, edit metrics, instructions, hashes'));
var dl = el('table', 'mono');
function walk(path, v) {
  if (v !== null && typeof v === 'object') {
    var keys = Object.keys(v);
    if (!keys.length) walk(path, Array.isArray(v) ? '(none)' : '{}');
    keys.forEach(function (k) { walk(path ? path + '.' + k : k, v[k]); });
    return;
  }
  add(dl, add(el('tr'), el('td', 'muted', path), el('td', null, v === null ? 'null' : String(v))));
}
['task', 'settings', 'editMetrics', 'files', 'instructions', 'compactions', 'tool', 'promptHash', 'toolSchemaHash', 'startedAt', 'finishedAt'].forEach(function (k) {
  if (R[k] !== undefined) walk(k, R[k]);
});
add(rest, dl);
add(main, add(el('section'), el('h2', null, 'Details'), rest));
doc.body.appendChild(main);
pendingLinks.forEach(function (p) {
  var id = diffTarget(p[1]);
  if (!id) { p[0].textContent = 'not in the final diff (changed again later, or changed back)'; p[0].className = 'muted'; return; }
  p[0].href = '#' + id;
});

// Filter, keyboard, theme.
function visible() { return items.filter(function (li) { return !li.classList.contains('hidden'); }); }
function apply() {
  var v = filter.value;
  items.forEach(function (li) {
    var ok = v === 'all' || (v === 'refused' ? li.getAttribute('data-flag') === 'refused' : v === 'error' ? li.getAttribute('data-outcome') === 'error' : li.getAttribute('data-group') === v);
    li.classList.toggle('hidden', !ok);
  });
  shown.textContent = visible().length + ' of ' + items.length + ' steps shown';
}
filter.addEventListener('change', apply);
theme.addEventListener('click', function () {
  var root = doc.documentElement;
  var dark = root.getAttribute('data-theme') ? root.getAttribute('data-theme') === 'dark' : window.matchMedia('(prefers-color-scheme: dark)').matches;
  root.setAttribute('data-theme', dark ? 'light' : 'dark');
});
var current = -1;
function move(d) {
  var vis = visible();
  if (!vis.length) return;
  var at = vis.indexOf(items[current]);
  var next = vis[Math.max(0, Math.min(vis.length - 1, at < 0 ? (d > 0 ? 0 : vis.length - 1) : at + d))];
  current = items.indexOf(next);
  next.focus();
  next.scrollIntoView({ block: 'nearest' });
}
doc.addEventListener('keydown', function (e) {
  if (e.target && (e.target.tagName === 'SELECT' || e.target.tagName === 'INPUT') || e.ctrlKey || e.metaKey || e.altKey) return;
  if (e.key === 'j' || e.key === 'ArrowDown') { move(1); e.preventDefault(); }
  else if (e.key === 'k' || e.key === 'ArrowUp') { move(-1); e.preventDefault(); }
  else if (e.key === 'Enter' && items[current] && doc.activeElement === items[current]) { var dd = items[current].querySelector('details'); dd.open = !dd.open; e.preventDefault(); }
  else if (e.key === 'r') { filter.value = 'refused'; apply(); }
  else if (e.key === 'a') { filter.value = 'all'; apply(); }
  else if (e.key === 't') theme.click();
});
apply();
performance.mark('render-done');
doc.body.setAttribute('data-rendered', 'true');
})();
`;
