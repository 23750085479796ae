x = 1

def load(path):
    return open(path, encoding="utf-8").read()

y = 2

