"""Sign-up and profile forms."""
