def greet(name):
    """Greets."""
    return f"hi {name}"

print(greet("a"))
