"""Plain-text layout for the receipt printer (fixed-width paper)."""
