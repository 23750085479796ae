x = 1

def load(path):
    return open(path).read()

y = 2

