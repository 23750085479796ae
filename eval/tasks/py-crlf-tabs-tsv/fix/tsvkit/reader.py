"""TSV reading. The LIMS runs on Windows: this file is tab-indented with CRLF line endings; keep both."""

ESCAPES = {"t": "\t", "n": "\n", "r": "\r", "\\": "\\"}


def unescape(field, number):
	out = []
	i = 0
	while i < len(field):
		ch = field[i]
		if ch == "\\":
			code = field[i + 1 : i + 2]
			if code not in ESCAPES:
				raise ValueError(f"line {number}: unknown escape \\{code}")
			out.append(ESCAPES[code])
			i += 2
		else:
			out.append(ch)
			i += 1
	return "".join(out)


def read_rows(text):
	"""Rows of a TSV export as dicts keyed by the header row."""
	lines = text.splitlines()
	if not lines:
		return []
	header = lines[0].split("\t")
	rows = []
	for number, line in enumerate(lines[1:], start=2):
		fields = line.split("\t")
		if len(fields) != len(header):
			raise ValueError(f"line {number}: expected {len(header)} fields, got {len(fields)}")
		rows.append({name: unescape(value, number) for name, value in zip(header, fields)})
	return rows


def column(rows, name):
	return [row[name] for row in rows]
