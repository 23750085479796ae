import os

def f(x):
    a = 1
    b = 2
    c = 30  # tuned
    return a + b + c
