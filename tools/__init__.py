"""Checks of the repository itself: documented examples, import-linter contracts."""
