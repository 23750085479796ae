"""TSV reading. The LIMS runs on Windows: this file is tab-indented with CRLF line endings; keep both."""

ESCAPES = {"t": "\t", "n": "\n", "r": "\r", "\\": "\\"}


def read_rows(text):
	"""Rows of a TSV export as dicts keyed by the header row."""
	lines = text.split("\n")
	header = lines[0].split("\t")
	rows = []
	for line in lines[1:]:
		fields = line.split("\t")
		rows.append(dict(zip(header, fields)))
	return rows


def column(rows, name):
	return [row[name] for row in rows]
