"""Parses .env files. The deploy tooling is developed on Windows: files here use CRLF line endings."""


def parse_env(text):
    values = {}
    for number, raw in enumerate(text.splitlines(), start=1):
        line = raw.strip()
        if not line or line.startswith("#"):
            continue
        if line.startswith("export "):
            line = line[len("export "):].lstrip()
        if "=" not in line:
            raise ValueError(f"line {number}: expected KEY=value, got {line!r}")
        key, value = line.split("=")
        key = key.strip()
        if not key.isidentifier():
            raise ValueError(f"line {number}: invalid key {key!r}")
        value = value.strip()
        if len(value) >= 2 and value[0] == value[-1] and value[0] in "\"'":
            value = value[1:-1]
        values[key] = value
    return values


def load_env(path, environ):
    with open(path, encoding="utf-8") as handle:
        for key, value in parse_env(handle.read()).items():
            environ.setdefault(key, value)
    return environ
