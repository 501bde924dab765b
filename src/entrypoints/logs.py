"""The server's log: plain text (the default) or one JSON object a line
(``FEDREG_LOG_FORMAT=json``), given to uvicorn for every worker (docs/operations.md, Logs).

A JSON line has ``time`` (UTC, ISO 8601), ``level``, ``logger``, the worker's ``pid``,
``message``, the
``request_id`` of the request being answered, the fields the log call gave (a request's
``method``, ``route``, ``status``, ``duration_ms``, ``user_id``) and ``exception`` with the
traceback of an error. Log calls give ids, names of routes and counts, never a password, a
token, a mail's text or a birth date.
"""

import json
import logging
from datetime import UTC, datetime
from typing import Any

from adapters.http.request_observation import current_request_id

_RECORD_ATTRIBUTES = frozenset(vars(logging.makeLogRecord({}))) | {
    "message",
    "asctime",
    "color_message",  # uvicorn's message with terminal colours
}


class JsonFormatter(logging.Formatter):
    def format(self, record: logging.LogRecord) -> str:
        line: dict[str, Any] = {
            "time": datetime.fromtimestamp(record.created, UTC).isoformat(timespec="milliseconds"),
            "level": record.levelname.lower(),
            "logger": record.name,
            "pid": record.process,
            "message": record.getMessage(),
        }
        request_id = current_request_id()  # a request's own line gives it (``extra``)
        if request_id:
            line["request_id"] = request_id
        for name, value in vars(record).items():
            if name not in _RECORD_ATTRIBUTES and not name.startswith("_"):
                line[name] = value
        if record.exc_info:
            line["exception"] = self.formatException(record.exc_info)
        return json.dumps(line, ensure_ascii=False, default=str)


def uvicorn_log_config(log_format: str) -> dict[str, Any] | None:
    """uvicorn's ``log_config``: ``None`` keeps uvicorn's plain text; ``json`` sends every
    logger (uvicorn's, fedreg's) through one JSON handler on the standard error."""
    if log_format != "json":
        return None
    handler = {"class": "logging.StreamHandler", "formatter": "json", "stream": "ext://sys.stderr"}
    return {
        "version": 1,
        "disable_existing_loggers": False,
        "formatters": {"json": {"()": f"{__name__}.JsonFormatter"}},
        "handlers": {"json": handler},
        "root": {"handlers": ["json"], "level": "INFO"},
        "loggers": {
            "uvicorn": {"level": "INFO", "handlers": [], "propagate": True},
            "uvicorn.error": {"level": "INFO", "handlers": [], "propagate": True},
            "uvicorn.access": {"level": "WARNING", "handlers": [], "propagate": False},
        },
    }
