# header
# remove me
def f(x):
    a = 1
    b = 2
    return a + b
