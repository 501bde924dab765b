"""What the benches that run a server against a fresh database share in their ``main``."""

from __future__ import annotations

import argparse
import asyncio
import logging
import os
import tempfile
from collections.abc import Callable, Coroutine
from pathlib import Path
from typing import Any

Bench = Callable[[argparse.Namespace, Path], Coroutine[Any, Any, int]]


def add_database_url(parser: argparse.ArgumentParser) -> None:
    """``--database-url``: any database of the PostgreSQL server to create the bench's on."""
    parser.add_argument(
        "--database-url",
        default=os.environ.get(
            "FEDREG_TEST_DATABASE_URL", "postgresql+asyncpg://postgres@127.0.0.1:5432/test"
        ),
    )


def run_in_folder(bench: Bench, args: argparse.Namespace) -> int:
    """Run ``bench`` quietly (no INFO logs) with a temporary folder; its exit code."""
    logging.disable(logging.INFO)
    with tempfile.TemporaryDirectory() as folder:
        return asyncio.run(bench(args, Path(folder)))
