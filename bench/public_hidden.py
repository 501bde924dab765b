"""How long a hidden public tournament and a missing one take to answer their 404.

    uv run python bench/public_hidden.py [--requests 2000] [--files 20]
                                         [--database-url postgresql+asyncpg://...]

Builds the app in this process on a fresh database (a SQLite file in a temporary folder, or
a scratch database on the PostgreSQL server of ``--database-url``), stores one tournament
that is not public with ``--files`` images and documents, and asks
``GET /api/public/tournaments/{id}`` of it and of an id that does not exist, alternately,
``--requests`` times each (after a warm-up), through the ASGI app (no network, no server
process). Prints the median, p10 and p90 of each in microseconds and the difference of the
medians. Not a test: a measurement to read (timings vary with the machine's load).
"""

from __future__ import annotations

import argparse
import asyncio
import logging
import statistics
import sys
import tempfile
import time
from datetime import datetime
from pathlib import Path

import httpx
from sqlalchemy import insert

from adapters.http.app import create_app
from adapters.sql.migrate import upgrade
from adapters.sql.models import DocumentRow, TournamentImageRow, TournamentRow
from adapters.sql.scratch_databases import create_scratch_database, drop_scratch_database
from entrypoints.bootstrap import build_runtime
from entrypoints.settings import load_config

FEES = dict.fromkeys(
    [f"single_fee_{n}{b}" for n in ("1", "2", "other") for b in ("", "_break")]
    + ["team_fee", "team_fee_break"],
    0,
)


async def _hidden_tournament(runtime: object, files: int) -> int:
    engine = runtime.engine  # type: ignore[attr-defined]
    async with engine.begin() as connection:
        made = await connection.execute(
            insert(TournamentRow).returning(TournamentRow.id),
            [
                {
                    "name": "Hidden cup",
                    "description": "",
                    "start_date": datetime(2030, 1, 1),
                    "registration_open": False,
                    "is_archived": False,
                    "is_public": False,
                    **FEES,
                }
            ],
        )
        tournament_id = int(made.scalar_one())
        for row in (TournamentImageRow, DocumentRow):
            rows = [
                {"tournament_id": tournament_id, "name": f"f{n}", "path": f"p{n}", "size": 1}
                for n in range(files)
            ]
            if rows:
                await connection.execute(insert(row), rows)
    return tournament_id


def _summary(name: str, seconds: list[float]) -> float:
    micro = sorted(s * 1e6 for s in seconds)
    median = statistics.median(micro)
    tenth, ninetieth = micro[len(micro) // 10], micro[len(micro) * 9 // 10]
    print(f"{name:8} median {median:8.1f} us   p10 {tenth:8.1f}   p90 {ninetieth:8.1f}")
    return median


async def measure(database_url: str | None, requests: int, files: int) -> None:
    logging.getLogger("httpx").setLevel(logging.WARNING)
    with tempfile.TemporaryDirectory() as folder:
        env = {"FEDREG_DATA_DIR": folder, "FEDREG_PUBLIC_REQUESTS_PER_MINUTE": "0"}
        url = database_url or f"sqlite+aiosqlite:///{Path(folder) / 'bench.db'}"
        env["FEDREG_DATABASE_URL"] = url
        await upgrade(url)
        runtime = build_runtime(load_config(env))
        tournament_id = await _hidden_tournament(runtime, files)
        app = create_app(runtime.context)
        transport = httpx.ASGITransport(app=app)  # type: ignore[arg-type]
        timings: dict[str, list[float]] = {"hidden": [], "missing": []}
        urls = {"hidden": tournament_id, "missing": tournament_id + 1_000_000}
        async with httpx.AsyncClient(transport=transport, base_url="http://bench") as client:
            for round_number in range(requests + 200):
                for name, tournament in urls.items():
                    started = time.perf_counter()
                    answer = await client.get(f"/api/public/tournaments/{tournament}")
                    took = time.perf_counter() - started
                    assert answer.status_code == 404, answer.text
                    if round_number >= 200:  # the first 200 warm up
                        timings[name].append(took)
        await runtime.engine.dispose()
    hidden, missing = (_summary(name, timings[name]) for name in ("hidden", "missing"))
    print(f"hidden - missing (medians): {hidden - missing:+.1f} us")


async def main(argv: list[str]) -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--requests", type=int, default=2000)
    parser.add_argument("--files", type=int, default=20)
    parser.add_argument("--database-url", default=None, help="a PostgreSQL server's URL")
    args = parser.parse_args(argv)
    if args.database_url is None:
        await measure(None, args.requests, args.files)
        return
    scratch = await create_scratch_database(args.database_url, "bench_public_hidden")
    try:
        await measure(scratch, args.requests, args.files)
    finally:
        await drop_scratch_database(args.database_url, scratch)


if __name__ == "__main__":
    asyncio.run(main(sys.argv[1:]))
