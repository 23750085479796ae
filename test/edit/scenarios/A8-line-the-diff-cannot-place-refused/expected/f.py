def f():
    x = 1
    x = 1
    return x
