a = 1

b = 2

def c():
    return 3
