def first(lines):
    for line in lines:
        if line:
            return line
    return None


def last(lines):
    return lines[-1]
