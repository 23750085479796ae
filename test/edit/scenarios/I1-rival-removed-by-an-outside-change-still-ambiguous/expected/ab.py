def a():
    return 1

def b():
    return 2

print(a() + b())
