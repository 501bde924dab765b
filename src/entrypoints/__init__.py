"""Entrypoints: settings from the environment, wiring, the ASGI app and the CLI."""
