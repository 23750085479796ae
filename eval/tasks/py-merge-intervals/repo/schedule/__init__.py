"""Room booking helpers."""
