def ok():
    return 2


def broken():
    pass
