// The run viewer's one stylesheet (inline, hashed into the page's CSP). System fonts only: the
// page makes no request. Light and dark follow the system; the page's theme button overrides it.
export const VIEWER_CSS = `
:root{--bg:#fff;--fg:#1f2328;--muted:#656d76;--line:#d0d7de;--panel:#f6f8fa;--add:#dafbe1;--del:#ffebe9;--hunk:#ddf4ff;
--ok:#1a7f37;--bad:#cf222e;--warn:#9a6700;--accent:#0969da;--kw:#cf222e;--str:#0a3069;--com:#6e7781;--num:#0550ae;
--in:#8c959f;--cached:#54aeff;--out:#bf8700;--cost:#8250df;color-scheme:light}
@media (prefers-color-scheme:dark){:root:not([data-theme=light]){--bg:#0d1117;--fg:#e6edf3;--muted:#8d96a0;--line:#30363d;
--panel:#161b22;--add:#12261e;--del:#25171c;--hunk:#121d2f;--ok:#3fb950;--bad:#f85149;--warn:#d29922;--accent:#4493f8;
--kw:#ff7b72;--str:#a5d6ff;--com:#8b949e;--num:#79c0ff;--in:#6e7681;--cached:#388bfd;--out:#d29922;--cost:#bc8cff;color-scheme:dark}}
:root[data-theme=dark]{--bg:#0d1117;--fg:#e6edf3;--muted:#8d96a0;--line:#30363d;--panel:#161b22;--add:#12261e;--del:#25171c;
--hunk:#121d2f;--ok:#3fb950;--bad:#f85149;--warn:#d29922;--accent:#4493f8;--kw:#ff7b72;--str:#a5d6ff;--com:#8b949e;
--num:#79c0ff;--in:#6e7681;--cached:#388bfd;--out:#d29922;--cost:#bc8cff;color-scheme:dark}
*{box-sizing:border-box}
body{margin:0;background:var(--bg);color:var(--fg);font:14px/1.45 system-ui,-apple-system,"Segoe UI",Roboto,sans-serif}
main{max-width:1200px;margin:0 auto;padding:16px 20px 60px}
h1{font-size:20px;margin:0 0 4px}h2{font-size:16px;margin:24px 0 8px;border-bottom:1px solid var(--line);padding-bottom:4px}
pre,code,.mono{font:12px/1.45 ui-monospace,SFMono-Regular,Menlo,Consolas,monospace}
pre{margin:4px 0;padding:8px;background:var(--panel);border:1px solid var(--line);border-radius:6px;overflow:auto;max-height:420px;white-space:pre-wrap;word-break:break-word}
a{color:var(--accent)}
.muted{color:var(--muted)}
.facts{display:flex;flex-wrap:wrap;gap:6px 18px;margin:8px 0}
.facts span b{font-weight:600}
.warn{border-left:3px solid var(--warn);padding:4px 10px;margin:6px 0;background:var(--panel)}
.bar{position:sticky;top:0;z-index:2;background:var(--bg);display:flex;flex-wrap:wrap;align-items:center;gap:10px;padding:8px 0;border-bottom:1px solid var(--line)}
button,select{font:inherit;color:var(--fg);background:var(--panel);border:1px solid var(--line);border-radius:6px;padding:3px 10px;cursor:pointer}
.keys{font-size:12px}
ol.timeline{list-style:none;padding:0;margin:0}
li.step{border:1px solid var(--line);border-radius:6px;margin:6px 0;background:var(--bg)}
li.step:focus{outline:2px solid var(--accent);outline-offset:1px}
li.step>details>summary{cursor:pointer;padding:6px 10px;display:flex;flex-wrap:wrap;gap:4px 12px;align-items:baseline}
li.step .body{padding:0 12px 10px}
li.step[data-kind=model]{border-left:4px solid var(--cost)}
li.step[data-kind=tool]{border-left:4px solid var(--line)}
li.step[data-flag=refused]{border-left-color:var(--bad)}
li.hidden{display:none}
.badge{display:inline-block;padding:0 7px;border-radius:10px;font-size:12px;border:1px solid var(--line)}
.o-ok,.o-accepted{color:var(--ok)}.o-aligned{color:var(--warn)}.o-refused,.o-error,.o-held_back{color:var(--bad)}
.attempt{border:1px dashed var(--line);border-radius:6px;padding:6px 10px;margin:8px 0}
.attempt .where{font-weight:600}
.label{font-size:12px;color:var(--muted);margin-top:6px}
.chart svg{width:100%;height:auto;background:var(--panel);border:1px solid var(--line);border-radius:6px}
.chart text{fill:var(--fg);font-size:11px}
.legend{display:flex;gap:14px;font-size:12px;flex-wrap:wrap}
.sw{display:inline-block;width:10px;height:10px;margin-right:4px;vertical-align:-1px}
.file{border:1px solid var(--line);border-radius:6px;margin:10px 0;overflow:hidden}
.file h3{margin:0;padding:6px 10px;font-size:13px;background:var(--panel);border-bottom:1px solid var(--line)}
table.diff{border-collapse:collapse;width:100%}
table.diff td{padding:0 8px;vertical-align:top;white-space:pre-wrap;word-break:break-word}
table.diff td.ln{width:1%;min-width:44px;text-align:right;color:var(--muted);user-select:none}
tr.add td.code{background:var(--add)}tr.del td.code{background:var(--del)}tr.hunk td{background:var(--hunk);color:var(--muted)}
tr.target td{outline:2px solid var(--accent);outline-offset:-2px}
.t-kw{color:var(--kw)}.t-str{color:var(--str)}.t-com{color:var(--com);font-style:italic}.t-num{color:var(--num)}
.note{font-size:12px;color:var(--muted);font-style:italic}
`;
