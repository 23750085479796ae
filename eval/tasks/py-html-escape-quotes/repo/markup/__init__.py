"""Tiny HTML building helpers for the status page."""
