"""Loading deployment settings from .env files."""
