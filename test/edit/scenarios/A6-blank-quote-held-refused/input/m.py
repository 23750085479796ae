import os
y = 0
def b():
    return 2

x = 1

