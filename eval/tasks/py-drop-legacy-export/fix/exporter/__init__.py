"""Exports report rows (lists of dicts) in the formats the download menu offers."""

from exporter.csv_export import to_csv
from exporter.json_export import to_json

FORMATS = {"csv": to_csv, "json": to_json}


def export(rows, fmt):
    try:
        writer = FORMATS[fmt]
    except KeyError:
        raise ValueError(f"unknown format {fmt!r}; available: {', '.join(sorted(FORMATS))}") from None
    return writer(rows)
