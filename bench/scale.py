"""Reads at scale: the registration lists, the overview, one club's view and the fee report.

    uv run python bench/scale.py [--clubs N] [--registrations N] [--repeat R]
                                 [--database sqlite|postgres|both] [--json] [--assert-budget]
                                 [--read NAME ...] [--profile] [--small-registrations N]

Writes a seeded federation (``bench/scale_seed.py``: N clubs, one tournament of N
registrations, 12 % of them teams, 1-4 disciplines each) into a fresh SQLite file or a fresh
PostgreSQL database (``--postgres-url``, dropped afterwards), then times each read R times
(the competitor list as the webapp asks for it: the first 100 by name; also by club and a
deep page; the first page of teams; the discipline overview; the largest club's view; the
fee report, read and priced afresh) through the
service (``service``) and through the ASGI app with httpx (``http``: routing,
authentication, conversion and JSON), and counts the SQL statements of one service call.
Goals: at most 6 statements, p95 at most 250 ms and p50 at most 1.5 times the floor (``floors.py``)
for each read.

Then the largest club's own reads (its club view, its fee, the answer of a registration) as its
coach, in the big tournament and in a small one beside it (``--small-registrations``, default
300 or a tenth of ``--registrations`` if less) where the club has the same registrations
(``scale_club.py``). Goal: the same statements and time within 1.2x at both sizes;
``--assert-budget`` also fails when the statements differ.
"""

from __future__ import annotations

import argparse
import asyncio
import cProfile
import functools
import json
import logging
import os
import pstats
import secrets
import sys
import tempfile
import time
from collections.abc import AsyncIterator, Awaitable, Callable, Sequence
from contextlib import asynccontextmanager
from dataclasses import asdict, dataclass
from pathlib import Path

import httpx
from floors import fee_entry_rows, fetch_raw, recorded
from scale_club import READS as CLUB_READS
from scale_club import SizeFigure, measure_sizes, report_sizes
from scale_seed import Federation, generate, write
from sqlalchemy import text
from sqlalchemy.ext.asyncio import AsyncEngine, create_async_engine
from sqlalchemy.pool import NullPool

from adapters.http.app import create_app
from adapters.http.context import HttpContext
from adapters.sql.migrate import upgrade
from adapters.sql.scratch_databases import create_scratch_database, drop_scratch_database
from adapters.sql.statement_counter import count_statements
from entrypoints.asgi import freeze_start_up_objects
from entrypoints.bootstrap import Runtime, build_runtime
from entrypoints.settings import load_config
from fedreg_core.domain.entities import User
from fedreg_core.domain.enums import SortMode, Variant
from fedreg_core.services import fee_report, registration_lists
from fedreg_core.services.registration_lists import PageRequest

STATEMENT_BUDGET = 6
FLOOR_GOAL = 1.5
P95_GOAL_MS = 250.0
POSTGRES_URL = "postgresql+asyncpg://postgres@127.0.0.1:5432/test"
DEEP_PAGE = 20_000


@dataclass
class Figure:
    database: str
    read: str
    statements: int
    service_p50_ms: float
    service_p95_ms: float
    http_p50_ms: float
    http_p95_ms: float
    http_cpu_p50_ms: float
    http_bytes: int
    floor_p50_ms: float
    floor_rows: int

    @property
    def over_floor(self) -> float:
        """The service's p50 as a multiple of its floor's."""
        return self.service_p50_ms / self.floor_p50_ms


def percentile(samples: Sequence[float], fraction: float) -> float:
    """The nearest-rank percentile of ``samples``, in milliseconds."""
    ordered = sorted(samples)
    index = max(0, min(len(ordered) - 1, round(fraction * len(ordered) + 0.5) - 1))
    return ordered[index] * 1000


async def timed(
    call: Callable[[], Awaitable[object]], repeat: int
) -> tuple[list[float], list[float]]:
    """Wall-clock and CPU seconds (this process: Python and SQLite) of ``repeat`` calls."""
    await call()  # warm-up: caches, prepared statements, first connection
    wall, cpu = [], []
    for _ in range(repeat):
        start, start_cpu = time.perf_counter(), time.process_time()
        await call()
        wall.append(time.perf_counter() - start)
        cpu.append(time.process_time() - start_cpu)
    return wall, cpu


@asynccontextmanager
async def database(kind: str, postgres_url: str, folder: Path) -> AsyncIterator[str]:
    """A fresh, migrated database of ``kind``; PostgreSQL ones are dropped afterwards."""
    if kind == "sqlite":
        yield f"sqlite+aiosqlite:///{folder / 'scale.db'}"
        return
    url = await create_scratch_database(postgres_url, "fedreg_scale_")
    try:
        yield url
    finally:
        await drop_scratch_database(postgres_url, url)


def runtime_for(url: str, folder: Path) -> Runtime:
    env = {
        "FEDREG_DATA_DIR": str(folder),
        "FEDREG_DATABASE_URL": url,
        "FEDREG_SECRET_KEY": secrets.token_urlsafe(32),
    }
    return build_runtime(load_config(env))


Read = tuple[Callable[[], Awaitable[object]], str]


def reads_of(context: HttpContext, admin: User, federation: Federation) -> dict[str, Read]:
    """Each read: its service call and its HTTP path."""
    tid, club_id = federation.tournament_id, federation.largest_club
    deep = min(DEEP_PAGE, federation.competitors // 2)
    lists = registration_lists
    first, by_club, deep_page = (
        PageRequest(),
        PageRequest(sort=SortMode.CLUB),
        PageRequest(skip=deep),
    )
    t = f"/api/tournament/{tid}"
    return {
        "competitors": (
            lambda: lists.competitor_page(context.uow(), admin, tid, first),
            f"{t}/competitors?sort=ALPHA&skip=0&limit=100",
        ),
        "comp. CLUB": (
            lambda: lists.competitor_page(context.uow(), admin, tid, by_club),
            f"{t}/competitors?sort=CLUB&skip=0&limit=100",
        ),
        "comp. deep": (
            lambda: lists.competitor_page(context.uow(), admin, tid, deep_page),
            f"{t}/competitors?sort=ALPHA&skip={deep}&limit=100",
        ),
        "teams": (
            lambda: lists.team_page(context.uow(), admin, tid, first),
            f"{t}/teams?sort=ALPHA&skip=0&limit=100",
        ),
        "overview": (
            lambda: lists.overview(context.uow(), admin, tid, Variant.DEFAULT),
            f"{t}/overview",
        ),
        "club": (
            lambda: fee_report.club_view(context.uow(), admin, tid, club_id),
            f"{t}/club/{club_id}",
        ),
        "fees": (lambda: fee_report.tournament_fees(context.uow(), admin, tid), f"{t}/fees"),
    }


async def measure(
    kind: str, url: str, federation: Federation, args: argparse.Namespace
) -> tuple[list[Figure], list[SizeFigure]]:
    runtime = runtime_for(url, Path(tempfile.mkdtemp(prefix="fedreg-scale-")))
    context, engine = runtime.context, runtime.engine
    if runtime.listener is not None:  # as each worker does (PostgreSQL change notifications)
        await runtime.listener.start()
        await asyncio.wait_for(runtime.listener.listening.wait(), 10)
    async with context.uow() as uow:
        admin = await uow.users.get(federation.admin_id)
    assert admin is not None
    reads = reads_of(context, admin, federation)
    app = create_app(context)
    freeze_start_up_objects()  # as the server does on start-up (entrypoints/asgi.py)
    headers = {"Authorization": f"Bearer {context.tokens.issue(admin.id or 0, 0)}"}
    figures = []
    async with httpx.AsyncClient(
        transport=httpx.ASGITransport(app=app),  # type: ignore[arg-type]
        base_url="http://bench",
        headers=headers,
    ) as client:
        sizes: dict[str, int] = {}

        async def get(read: str) -> None:
            response = await client.get(reads[read][1])
            assert response.status_code == 200, response.text[:300]
            sizes[read] = len(response.content)

        for read, (service_call, _) in reads.items():
            if args.read and read not in args.read:
                continue
            if args.profile:
                await profile(kind, read, functools.partial(get, read))
            with count_statements(engine) as counter, recorded(engine) as statements:
                await service_call()
            if read == "fees":
                statements = [fee_entry_rows(engine, federation.tournament_id)]
            floor_rows = await fetch_raw(engine, statements)
            floor, _ = await timed(functools.partial(fetch_raw, engine, statements), args.repeat)
            service, _ = await timed(service_call, args.repeat)
            http, cpu = await timed(functools.partial(get, read), args.repeat)
            figures.append(Figure(
                kind, read, counter.count, percentile(service, 0.5), percentile(service, 0.95),
                percentile(http, 0.5), percentile(http, 0.95), percentile(cpu, 0.5), sizes[read],
                percentile(floor, 0.5), floor_rows,
            ))  # fmt: skip
    club_reads = [read for read in CLUB_READS if not args.read or read in args.read]
    coach = {"Authorization": f"Bearer {context.tokens.issue(federation.club_user_id, 0)}"}
    async with httpx.AsyncClient(
        transport=httpx.ASGITransport(app=app),  # type: ignore[arg-type]
        base_url="http://bench",
        headers=coach,
    ) as client:
        sizes_figures = await measure_sizes(
            kind, client, engine, federation, args.repeat, club_reads
        )
    if runtime.listener is not None:
        await runtime.listener.stop()
    await engine.dispose()
    return figures, sizes_figures


async def profile(kind: str, read: str, call: Callable[[], Awaitable[None]]) -> None:
    """Print where one HTTP call spends its time (the 25 costliest functions)."""
    await call()
    profiler = cProfile.Profile()
    profiler.enable()
    await call()
    profiler.disable()
    print(f"--- profile: {kind} {read}", file=sys.stderr)
    order = os.environ.get("FEDREG_BENCH_PROFILE_SORT", "tottime")  # or cumulative, ...
    pstats.Stats(profiler, stream=sys.stderr).sort_stats(order).print_stats(25)


async def analyze(engine: AsyncEngine) -> None:
    """Give PostgreSQL the statistics its autovacuum gathers soon after any bulk load: right
    after the seed it plans without them, and one club's statement ran about 1 ms slower in
    the big tournament than in the small one until they exist (docs/performance.md)."""
    async with engine.connect() as connection:
        await connection.execute(text("ANALYZE"))
        await connection.commit()


async def run(args: argparse.Namespace) -> tuple[list[Figure], list[SizeFigure], Federation]:
    rows, federation = generate(args.clubs, args.registrations, args.seed, args.small_registrations)
    kinds = ["sqlite", "postgres"] if args.database == "both" else [args.database]
    figures, sizes_figures = [], []
    for kind in kinds:
        with tempfile.TemporaryDirectory(prefix="fedreg-scale-") as folder:
            async with database(kind, args.postgres_url, Path(folder)) as url:
                await upgrade(url)
                start = time.perf_counter()
                engine = create_async_engine(url, poolclass=NullPool)
                await write(engine, rows)
                if kind == "postgres":
                    await analyze(engine)
                await engine.dispose()
                seconds = time.perf_counter() - start
                print(f"{kind}: wrote {sum(map(len, rows.values())):,} rows in {seconds:.1f} s",
                      file=sys.stderr)  # fmt: skip
                measured, sizes_measured = await measure(kind, url, federation, args)
                figures += measured
                sizes_figures += sizes_measured
    return figures, sizes_figures, federation


def report(figures: list[Figure], federation: Federation, args: argparse.Namespace) -> None:
    print(
        f"python {sys.version.split()[0]}, {args.clubs:,} clubs, {federation.competitors:,} "
        f"competitors + {federation.teams:,} teams ({federation.entries:,} entries), "
        f"{args.repeat} runs each, club view of the largest club"
    )
    print(f"{'database':9} {'read':12} {'stmts':>5} {'service p50':>12} {'p95':>8} "
          f"{'http p50':>9} {'p95':>8} {'cpu p50':>8} {'bytes':>11} {'floor p50':>10} "
          f"{'rows':>7} {'÷ floor':>8}")  # fmt: skip
    for f in figures:
        print(f"{f.database:9} {f.read:12} {f.statements:5} {f.service_p50_ms:10.1f}ms "
              f"{f.service_p95_ms:6.1f}ms {f.http_p50_ms:7.1f}ms {f.http_p95_ms:6.1f}ms "
              f"{f.http_cpu_p50_ms:6.1f}ms {f.http_bytes:11,} {f.floor_p50_ms:8.1f}ms "
              f"{f.floor_rows:7,} {f.over_floor:7.2f}x")  # fmt: skip
    print(
        f"goals: <= {STATEMENT_BUDGET} statements, http p95 <= {P95_GOAL_MS:.0f} ms, "
        f"service p50 <= {FLOOR_GOAL}x its floor (bench/floors.py)"
    )


def main(argv: Sequence[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0] if __doc__ else None)
    parser.add_argument("--clubs", type=int, default=1000, metavar="N")
    parser.add_argument("--registrations", type=int, default=30_000, metavar="N")
    parser.add_argument("--repeat", type=int, default=20, metavar="R")
    parser.add_argument("--seed", type=int, default=2026)
    parser.add_argument("--database", choices=("sqlite", "postgres", "both"), default="both")
    parser.add_argument("--postgres-url", default=os.environ.get("FEDREG_BENCH_POSTGRES_URL",
                                                                 POSTGRES_URL))  # fmt: skip
    parser.add_argument("--json", action="store_true", help="print the figures as JSON")
    parser.add_argument(
        "--read", action="append", metavar="NAME", help="measure only this read (repeatable)"
    )
    parser.add_argument("--profile", action="store_true", help="cProfile one call of each read")
    parser.add_argument(
        "--assert-budget",
        action="store_true",
        help=f"fail above {STATEMENT_BUDGET} statements, or when a club's read sends more or "
        "fewer statements in the big tournament than in the small one",
    )
    parser.add_argument(
        "--small-registrations",
        type=int,
        metavar="N",
        help="registrations of the small tournament (default: 300, or --registrations / 10 "
        "if less)",
    )
    args = parser.parse_args(argv)
    if args.clubs < 1 or args.registrations < args.clubs or args.repeat < 1:
        parser.error("need --clubs >= 1, --registrations >= --clubs and --repeat >= 1")
    if args.small_registrations is None:
        args.small_registrations = min(300, args.registrations // 10)
    logging.getLogger("httpx").setLevel(logging.WARNING)
    figures, sizes_figures, federation = asyncio.run(run(args))
    if args.json:
        sizes = {"clubs": args.clubs, "competitors": federation.competitors,
                 "teams": federation.teams, "entries": federation.entries}  # fmt: skip
        small = {"clubs": federation.small_clubs, "competitors": federation.small_competitors,
                 "teams": federation.small_teams}  # fmt: skip
        print(json.dumps({**sizes, "figures": [asdict(f) for f in figures], "small": small,
                          "club_sizes": [asdict(f) for f in sizes_figures]}, indent=2))  # fmt: skip
    else:
        report(figures, federation, args)
        if sizes_figures:
            report_sizes(sizes_figures, federation)
    failures = [
        f"{f.database} {f.read}: {f.statements} statements (budget {STATEMENT_BUDGET})"
        for f in figures
        if f.statements > STATEMENT_BUDGET
    ]
    failures += [
        f"{f.database} {f.read}: {f.big_statements} statements in the big tournament, "
        f"{f.small_statements} in the small one"
        for f in sizes_figures
        if f.big_statements != f.small_statements
    ]
    if args.assert_budget and failures:
        print("budget not kept: " + "; ".join(failures))
        return 1
    return 0


if __name__ == "__main__":
    sys.exit(main())
