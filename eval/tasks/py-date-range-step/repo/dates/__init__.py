"""Date helpers for the reporting jobs."""
