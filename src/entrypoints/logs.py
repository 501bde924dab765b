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


def uvicorn_log_config(log_format: str) -> dict[str, Any]:
    """uvicorn's ``log_config``: every logger (uvicorn's, Litestar's, fedreg's) through one
    handler on the standard error, written as it is logged: plain text (time, level, logger,
    message; uvicorn's access lines on the standard output), or one JSON object a line
    (``json``).

    Nothing is queued for a thread to write later: a worker process ends with ``os._exit``,
    which runs no ``atexit`` hook, so a queue's last lines (a stopping worker's "Application
    shutdown complete") would be lost."""
    json_log = log_format == "json"
    plain = {"format": "%(asctime)s %(levelname)s %(name)s: %(message)s"}
    handler = {"class": "logging.StreamHandler", "formatter": "main", "stream": "ext://sys.stderr"}
    access = {"class": "logging.StreamHandler", "formatter": "access", "stream": "ext://sys.stdout"}
    access_format = '%(levelprefix)s %(client_addr)s - "%(request_line)s" %(status_code)s'
    return {
        "version": 1,
        "disable_existing_loggers": False,
        "formatters": {
            "main": {"()": f"{__name__}.JsonFormatter"} if json_log else plain,
            "access": {"()": "uvicorn.logging.AccessFormatter", "fmt": access_format},
        },
        "handlers": {"main": handler, "access": access},
        "root": {"handlers": ["main"], "level": "INFO"},
        "loggers": {
            "uvicorn": {"level": "INFO", "handlers": [], "propagate": True},
            "uvicorn.error": {"level": "INFO", "handlers": [], "propagate": True},
            # The JSON log has the app's own line per request, with its id and route.
            "uvicorn.access": {
                "level": "WARNING" if json_log else "INFO",
                "handlers": ["access"],
                "propagate": False,
            },
        },
    }
