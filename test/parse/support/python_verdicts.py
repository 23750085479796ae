"""Reads a JSON list of Python sources on stdin; prints a JSON list of CPython verdicts.

Each verdict is {"ok": bool, "line": int|null, "kind": str|null}. ast.parse is the grammar
check (compile() would add symbol-table errors such as 'return' outside function, which no
tree-sitter grammar checks).
"""
import ast
import json
import sys
import warnings

warnings.simplefilter("ignore")  # invalid escape sequences etc. are warnings, not errors
out = []
for src in json.load(sys.stdin):
    try:
        ast.parse(src)
        out.append({"ok": True, "line": None, "kind": None})
    except (SyntaxError, ValueError) as e:  # ValueError: NUL bytes
        out.append({"ok": False, "line": getattr(e, "lineno", None), "kind": type(e).__name__ + ": " + str(getattr(e, "msg", e))})
json.dump(out, sys.stdout)
