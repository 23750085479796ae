def pad():
    return [
        0,
        0,
        0,
        0,
    ]
