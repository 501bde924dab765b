"""Integration tests of the SQL adapter on real SQLite and PostgreSQL databases."""
