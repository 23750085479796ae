import json


def to_json(rows):
    return json.dumps(rows, indent=2, sort_keys=True) + "\n"
