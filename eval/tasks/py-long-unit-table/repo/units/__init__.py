"""Unit conversion for the lab instruments dashboard."""
