def f(a, b):
    if a:
        return a
    if b:
        return a
    return None
