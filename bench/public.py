"""Load test of the public tournament page: anonymous clients reading a big tournament.

    uv run python bench/public.py [--clients 200] [--duration 60] [--workers 4]
                                  [--registrations 16200] [--fresh 0.1] [--no-limit]
                                  [--database-url postgresql+asyncpg://postgres@127.0.0.1/postgres]

Creates a fresh database on the server of ``--database-url`` (default
``FEDREG_TEST_DATABASE_URL``), writes the federation of ``bench/scale_seed.py`` (1,000 clubs;
``--registrations`` competitors and teams, about 30,000 entries at the default), makes its
tournament public with its entry list, starts ``fedreg serve --workers N`` and runs
``--clients`` anonymous clients for ``--duration`` seconds. Each client has its own address
(``X-Forwarded-For`` from a trusted proxy, so the per-address limit counts each apart; the
limit is raised for the run) and loops: ``GET /api/public/tournaments/{id}``, as a browser
revalidating its copy (``If-None-Match`` with the ETag it has: 304), except a share
``--fresh`` of requests sent without it (a first visit: the whole page, 200, gzipped). The
clients (aiohttp, whose parser is in C) read the gzipped bytes without unpacking them, as a
load generator on another host would: on this machine the clients share the server's two
cores, and what they spend is CPU taken from the server, not time the server took.

Any answer other than 200 or 304, and any exception, is an error; the exit code is 1 when
there was one or the p95 is over the goal. The database is dropped at the end.
"""

from __future__ import annotations

import argparse
import asyncio
import os
import random
import sys
import tempfile
import time
from dataclasses import dataclass, field
from pathlib import Path

import aiohttp
from load import CLIENT_KEEP_ALIVE, REQUEST_TIMEOUT, Server
from load_seed import create_database, drop_database
from scale_seed import generate, write
from sqlalchemy import text
from sqlalchemy.ext.asyncio import create_async_engine
from sqlalchemy.pool import NullPool

from adapters.sql.migrate import upgrade

GOAL_P95_MS = 300.0
CLUBS = 1000


@dataclass
class Results:
    """Latencies in ms by kind of answer, and the errors."""

    full: list[float] = field(default_factory=list)
    revalidated: list[float] = field(default_factory=list)
    errors: list[str] = field(default_factory=list)
    bytes: int = 0


def p(values: list[float], share: float) -> float:
    if not values:
        return 0.0
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, int(share * len(ordered)))]


def client_for(url: str) -> aiohttp.ClientSession:
    """One kept-alive connection, as a browser keeps one; gzipped bodies left packed."""
    connector = aiohttp.TCPConnector(limit=1, keepalive_timeout=CLIENT_KEEP_ALIVE)
    timeout = aiohttp.ClientTimeout(total=REQUEST_TIMEOUT)
    return aiohttp.ClientSession(url, connector=connector, timeout=timeout, auto_decompress=False)


async def visitor(url: str, number: int, until: float, fresh: float, results: Results) -> None:
    rng = random.Random(number)
    address = f"10.{number // 65536 % 256}.{number // 256 % 256}.{number % 256}"
    etag: str | None = None
    async with client_for(url) as client:
        while time.monotonic() < until:
            headers = {"X-Forwarded-For": address, "Accept-Encoding": "gzip"}
            if etag is not None and rng.random() >= fresh:
                headers["If-None-Match"] = etag
            start = time.perf_counter()
            try:
                async with client.get(PAGE, headers=headers) as answer:
                    received = len(await answer.read())
            except (aiohttp.ClientError, TimeoutError) as error:
                results.errors.append(f"{type(error).__name__}: {error}")
                continue
            ms = (time.perf_counter() - start) * 1000
            if answer.status == 200:
                results.full.append(ms)
                results.bytes = received
                etag = answer.headers.get("etag")
            elif answer.status == 304:
                results.revalidated.append(ms)
            else:
                results.errors.append(f"{answer.status}")


PAGE = "/api/public/tournaments/1"


async def prepare(database_url: str, registrations: int) -> int:
    """Migrate, write the federation, make its tournament public: its number of entries."""
    await upgrade(database_url)
    rows, federation = generate(CLUBS, registrations, small_registrations=10)
    engine = create_async_engine(database_url, poolclass=NullPool)
    try:
        await write(engine, rows)
        async with engine.begin() as connection:
            await connection.execute(
                text("UPDATE tournaments SET is_public = true, public_entries = true WHERE id = 1")
            )
    finally:
        await engine.dispose()
    return federation.entries


async def bench(args: argparse.Namespace, folder: Path) -> int:
    server_url = args.database_url
    database_url = await create_database(server_url)
    server = None
    try:
        entries = await prepare(database_url, args.registrations)
        server = Server(database_url, args.workers, 10, folder, folder / "server.log")
        limit = "0" if args.no_limit else "1000000"  # counted per client, never reached
        server.env["FEDREG_PUBLIC_REQUESTS_PER_MINUTE"] = limit
        server.env["FEDREG_TRUSTED_PROXIES"] = "127.0.0.1"
        server.start()
        await server.wait_ready()
        results = Results()
        until = time.monotonic() + args.duration
        await asyncio.gather(
            *(
                visitor(server.url, n, until, args.fresh, results)
                for n in range(1, args.clients + 1)
            )
        )
        return report(args, entries, results)
    finally:
        if server is not None:
            server.stop()
        await drop_database(server_url, database_url)


def report(args: argparse.Namespace, entries: int, results: Results) -> int:
    everything = results.full + results.revalidated
    print(
        f"{args.clients} clients, {args.duration:.0f} s, {args.workers} workers, "
        f"{entries:,} entries, page {results.bytes:,} bytes gzipped, fresh share {args.fresh:.0%}, "
        f"per-address limit {'off' if args.no_limit else 'counted'}"
    )
    for name, values in (
        ("all", everything),
        ("200 (whole page)", results.full),
        ("304 (revalidated)", results.revalidated),
    ):
        print(
            f"{name:18} {len(values):7,} requests ({len(values) / args.duration:6.1f}/s)"
            f"  p50 {p(values, 0.5):7.1f} ms  p95 {p(values, 0.95):7.1f} ms"
            f"  max {max(values, default=0):7.1f} ms"
        )
    print(f"errors: {len(results.errors)}", *results.errors[:5], sep="\n  ")
    p95 = p(everything, 0.95)
    print(
        f"goal: 0 errors, p95 <= {GOAL_P95_MS:.0f} ms: {'met' if p95 <= GOAL_P95_MS else 'missed'}"
    )
    return 1 if results.errors or p95 > GOAL_P95_MS else 0


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--clients", type=int, default=200)
    parser.add_argument("--duration", type=float, default=60.0)
    parser.add_argument("--workers", type=int, default=4)
    parser.add_argument("--registrations", type=int, default=16_200)
    parser.add_argument("--fresh", type=float, default=0.1, help="share of first visits")
    parser.add_argument(
        "--no-limit", action="store_true", help="count no request (limit left to a proxy)"
    )
    parser.add_argument(
        "--database-url",
        default=os.environ.get(
            "FEDREG_TEST_DATABASE_URL", "postgresql+asyncpg://postgres@127.0.0.1/postgres"
        ),
    )
    args = parser.parse_args(argv)
    with tempfile.TemporaryDirectory(prefix="fedreg-public-") as folder:
        return asyncio.run(bench(args, Path(folder)))


if __name__ == "__main__":
    sys.exit(main())
