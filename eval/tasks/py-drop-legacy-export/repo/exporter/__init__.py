"""Exports report rows (lists of dicts) in the formats the download menu offers."""

from exporter.csv_export import to_csv
from exporter.json_export import to_json
from exporter.legacy_xml import to_xml

# Deprecated: XML is kept for the old partner portal until it is switched off.
FORMATS = {"csv": to_csv, "json": to_json, "xml": to_xml}


def export(rows, fmt):
    try:
        writer = FORMATS[fmt]
    except KeyError:
        raise ValueError(f"unknown format {fmt!r}; available: {', '.join(sorted(FORMATS))}") from None
    return writer(rows)
