"""What observing a request costs the server's CPU: its id, its metrics and its JSON log line.

    uv run python bench/observation.py [--requests 20000] [--repeat 5]

Builds the app on a migrated SQLite file three times and sends it ``GET /api/health`` (the
cheapest route: what is left is the observation) and ``GET /api/model/Clubs/1`` without a
token (a 401 through the error handler), in this process, as an ASGI server would, measuring
the process's CPU time per request:

- ``bare``: Litestar's handler alone (the observation taken off again);
- ``ids``: the request id in the answer (and in error bodies), what every server pays;
- ``observed``: the metrics on (prometheus-client's multiprocess mode, a metrics folder of
  its own, as ``fedreg serve`` gives it) and the JSON log to a file.

The best of ``--repeat`` runs of each is reported; docs/performance.md has the figures.
"""

from __future__ import annotations

import argparse
import asyncio
import logging
import os
import sys
import tempfile
import time
from dataclasses import replace
from pathlib import Path
from typing import Any

TOKEN = "bench-metrics-token-0123456789"
PATHS = ("/api/health", "/api/model/Clubs/1")


def parse_args() -> argparse.Namespace:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--requests", type=int, default=20_000)
    parser.add_argument("--repeat", type=int, default=5)
    return parser.parse_args()


async def cpu_per_request(app: Any, path: str, requests: int) -> float:
    """Microseconds of this process's CPU per request."""
    scope: dict[str, Any] = {
        "type": "http",
        "asgi": {"version": "3.0"},
        "http_version": "1.1",
        "method": "GET",
        "scheme": "http",
        "path": path,
        "raw_path": path.encode(),
        "root_path": "",
        "query_string": b"",
        "headers": [(b"host", b"bench.local")],
        "client": ("127.0.0.1", 50000),
        "server": ("bench.local", 80),
    }

    async def receive() -> dict[str, Any]:
        return {"type": "http.request", "body": b"", "more_body": False}

    async def send(message: dict[str, Any]) -> None:
        del message

    started = time.process_time()
    for _ in range(requests):
        await app({**scope, "state": {}}, receive, send)
    return (time.process_time() - started) / requests * 1e6


async def main() -> None:
    args = parse_args()
    folder = Path(tempfile.mkdtemp(prefix="fedreg-bench-observation-"))
    os.environ["PROMETHEUS_MULTIPROC_DIR"] = str(folder / "metrics")  # before its import
    (folder / "metrics").mkdir()
    from adapters.http.app import create_app
    from adapters.sql.migrate import upgrade
    from entrypoints.bootstrap import build_runtime
    from entrypoints.logs import JsonFormatter
    from entrypoints.settings import load_config

    url = f"sqlite+aiosqlite:///{folder / 'fedreg.db'}"
    await upgrade(url)
    config = load_config(
        {"FEDREG_DATA_DIR": str(folder), "FEDREG_DATABASE_URL": url, "FEDREG_SECRET_KEY": TOKEN * 2}
    )
    runtime = build_runtime(config)
    log = logging.FileHandler(folder / "log.jsonl")
    log.setFormatter(JsonFormatter())

    def bare() -> Any:
        app = create_app(runtime.context)
        app.asgi_handler = app.asgi_handler.app  # type: ignore[attr-defined]
        return app

    builds = {  # in this order: a token turns the metrics on for the whole process
        "bare": bare,
        "ids": lambda: create_app(runtime.context),
        "observed": lambda: create_app(
            replace(runtime.context, metrics_token=TOKEN, json_log=True)
        ),
    }
    root = logging.getLogger()
    for name, build in builds.items():
        app = build()
        root.handlers = [log]  # as FEDREG_LOG_FORMAT=json sets it: one handler, JSON
        root.setLevel(logging.INFO)
        for path in PATHS:
            runs = [await cpu_per_request(app, path, args.requests) for _ in range(args.repeat)]
            print(f"{path:24} {name:9} {min(runs):7.1f} µs CPU per request", flush=True)
    lines = (folder / "log.jsonl").read_text(encoding="utf-8").count("\n")
    print(f"{lines} JSON log lines written", flush=True)
    await runtime.close()


if __name__ == "__main__":
    sys.exit(asyncio.run(main()))
