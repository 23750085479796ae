"""Event schemas for the platform event bus."""
