"""Escaping untrusted text for HTML. Used for both element text and attribute values."""

_TABLE = {ord("&"): "&amp;", ord("<"): "&lt;", ord(">"): "&gt;"}


def escape(text):
    return str(text).translate(_TABLE)


def attrs(values):
    parts = []
    for name, value in sorted(values.items()):
        if value is None or value is False:
            continue
        parts.append(f' {name}' if value is True else f' {name}="{escape(value)}"')
    return "".join(parts)


def element(tag, text="", **values):
    return f"<{tag}{attrs(values)}>{escape(text)}</{tag}>"
