def f(x):
    y = x
    return y


def g():
    pass
