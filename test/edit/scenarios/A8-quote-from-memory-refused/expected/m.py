def f(a, b):
    if a:
        return a + 1
    if b:
        return a
    return None
