"""Adapters: plug the core into HTTP, SQL, the terminal, disk and mail."""
