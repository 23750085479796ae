import math

result = compute(alpha, beta)
)
print(result)
