# header
def f(x):
    a = 1
    b = 20
    return a + b
