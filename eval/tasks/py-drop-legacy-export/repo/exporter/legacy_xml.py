"""DEPRECATED: XML export for the old partner portal."""

from xml.sax.saxutils import escape


def to_xml(rows):
    out = ["<rows>"]
    for row in rows:
        fields = "".join(f"<{key}>{escape(str(value))}</{key}>" for key, value in row.items())
        out.append(f"  <row>{fields}</row>")
    out.append("</rows>")
    return "\n".join(out) + "\n"
