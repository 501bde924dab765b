"""Shapes shared by every call."""

import msgspec


class ErrorBody(msgspec.Struct):
    """Every error answer: a message, the same as ``error``, and per-field messages on 400."""

    message: str
    error: str
    errors: dict[str, str] | None = None


class Empty(msgspec.Struct):
    """An empty JSON object ``{}``."""
