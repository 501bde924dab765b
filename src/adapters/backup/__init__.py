"""Backups: the database (SQLite's backup API, or pg_dump) and the files folder in one archive."""
