"""Shapes shared by every call."""

import msgspec


class ErrorBody(msgspec.Struct, rename="camel"):
    """Every error answer: a message, the same as ``error``, the request's id (its log line
    has it: users quote it when they report a problem), and per-field messages on 400."""

    message: str
    error: str
    request_id: str
    errors: dict[str, str] | None = None


class Empty(msgspec.Struct):
    """An empty JSON object ``{}``."""
