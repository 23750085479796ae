"""A small shop backend."""
