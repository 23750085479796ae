import os

def f(x):
    a = 1
    b = 2
    c = 3
    return a + b + c
