"""Warehouse stock keeping."""
