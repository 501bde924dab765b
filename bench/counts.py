"""What a tournament's registration counts cost PostgreSQL, aggregated afresh (before 0008) and
summed from the per-club rows the triggers keep (0008), and what the triggers add to a write.

    uv run python bench/counts.py [--clubs N] [--registrations N] [--repeat R]

Writes the federation of ``bench/scale.py`` (``bench/scale_seed.py``) into a fresh PostgreSQL
database on this machine (``--postgres-url``, dropped afterwards; then ``VACUUM ANALYZE``),
and for the big tournament runs each counts statement R times: the CPU its backend used per
run (``/proc/<pid>/schedstat``, which a loaded machine does not inflate), then ``EXPLAIN
ANALYZE`` R times: execution time (p50, p95), planning time, buffers and the rows its scans
read. Then the backend's CPU for one registration with three entries and its removal, rolled
back, R times with the triggers of 0008 and R times without them (dropped).
"""

from __future__ import annotations

import argparse
import asyncio
import json
import os
import statistics
import sys
from collections.abc import Sequence
from pathlib import Path
from typing import Any

from scale_seed import generate, write
from sqlalchemy import text
from sqlalchemy.dialects import postgresql
from sqlalchemy.ext.asyncio import AsyncConnection, create_async_engine
from sqlalchemy.pool import NullPool

from adapters.sql.migrate import upgrade
from adapters.sql.scratch_databases import create_scratch_database, drop_scratch_database
from adapters.sql.tournament_views import _all_counts

POSTGRES_URL = "postgresql+asyncpg://postgres@127.0.0.1:5432/test"
KIND = "SELECT {table}.tournament_id, {table}.club_id, {kind} AS kind FROM {table}{join}"
BRANCHES = [
    ("competitor_registrations", ""),
    ("team_registrations", ""),
    ("competitor_registrations", " JOIN competitor_entries ON registration_id = {table}.id"),
    ("team_registrations", " JOIN team_entries ON team_id = {table}.id"),
]
AGGREGATED = (
    "SELECT tournament_id, count(DISTINCT club_id),"
    + ", ".join(f"sum(CASE WHEN kind = {k} THEN 1 ELSE 0 END)" for k in range(len(BRANCHES)))
    + " FROM ("
    + " UNION ALL ".join(
        KIND.format(table=table, kind=kind, join=join.format(table=table))
        + f" WHERE {table}.tournament_id IN (:tournament_id)"
        for kind, (table, join) in enumerate(BRANCHES)
    )
    + ") AS counted GROUP BY tournament_id"
)
"""The statement of ``tournament_views`` before 0008 (the oracle of
``tests/integration/test_sql_tournament_counts.py``), as SQL."""
OUR_TRIGGERS = "\\_count\\_"
"""In the names of 0008's triggers."""


def kept_counts(tournament_id: int) -> str:
    """The statement the tournament views run since 0008, for one tournament."""
    statement = _all_counts().params(ids=[tournament_id])
    kw = {"literal_binds": True, "render_postcompile": True}
    return str(statement.compile(dialect=postgresql.dialect(), compile_kwargs=kw))


async def explained(connection: AsyncConnection, sql: str, **parameters: Any) -> dict[str, Any]:
    """The JSON plan of ``EXPLAIN (ANALYZE, BUFFERS)`` of ``sql``: it runs."""
    found = await connection.execute(
        text(f"EXPLAIN (ANALYZE, BUFFERS, FORMAT JSON) {sql}"), parameters
    )
    plan = found.scalar_one()
    return dict((json.loads(plan) if isinstance(plan, str) else plan)[0])


def cpu_ms_of(pid: int) -> float:
    """The CPU milliseconds process ``pid`` has used (nanoseconds in ``/proc``)."""
    return int(Path(f"/proc/{pid}/schedstat").read_text().split()[0]) / 1e6


async def backend_cpu_ms(connection: AsyncConnection) -> float:
    """The CPU milliseconds the connection's PostgreSQL backend has used (same machine)."""
    return cpu_ms_of((await connection.execute(text("SELECT pg_backend_pid()"))).scalar_one())


async def cpu_per_run(connection: AsyncConnection, runs: int, run: Any) -> float:
    """The backend's CPU milliseconds per call of ``run`` (the mean of ``runs`` calls)."""
    await run()  # warm: the plan, the trigger functions compiled
    before = await backend_cpu_ms(connection)
    for _ in range(runs):
        await run()
    return (await backend_cpu_ms(connection) - before) / runs


async def time_reads(connection: AsyncConnection, tournament_id: int, repeat: int) -> None:
    print(f"{'counts':11} {'cpu ms':>8} {'p50 ms':>8} {'p95 ms':>8} {'plan ms':>8} "
          f"{'buffers':>8} {'rows in':>8}")  # fmt: skip
    for name, sql in (("aggregated", AGGREGATED), ("kept", kept_counts(tournament_id))):
        parameters = {"tournament_id": tournament_id}

        async def read(sql: str = sql, parameters: dict[str, int] = parameters) -> None:
            (await connection.execute(text(sql), parameters)).all()

        cpu = await cpu_per_run(connection, repeat, read)
        plans = [await explained(connection, sql, **parameters) for _ in range(repeat)]
        times = sorted(p["Execution Time"] for p in plans)
        top = plans[-1]["Plan"]
        buffers = top.get("Shared Hit Blocks", 0) + top.get("Shared Read Blocks", 0)
        rows_in = sum(node.get("Actual Rows", 0) for node in scans(top))
        p50, p95 = statistics.median(times), times[int(0.95 * (len(times) - 1))]
        planning = statistics.median(p["Planning Time"] for p in plans)
        print(f"{name:11} {cpu:8.2f} {p50:8.2f} {p95:8.2f} {planning:8.2f} {buffers:8} "
              f"{rows_in:8}")  # fmt: skip


def scans(node: dict[str, Any]) -> list[dict[str, Any]]:
    """The plan's scans of tables (the rows it reads)."""
    below = [scan for child in node.get("Plans", []) for scan in scans(child)]
    return [node, *below] if "Relation Name" in node else below


async def time_a_registration(connection: AsyncConnection, tournament_id: int, runs: int) -> None:
    """The backend's CPU for a registration, its 3 entries and its removal (rolled back),
    with 0008's triggers, then without them (dropped)."""
    member, club = (await connection.execute(text(
        "SELECT id, club_id FROM members WHERE id NOT IN (SELECT member_id FROM"
        " competitor_registrations WHERE tournament_id = :t) ORDER BY id LIMIT 1"
    ), {"t": tournament_id})).one()  # fmt: skip
    pairs = (await connection.execute(text(
        "SELECT category_id, discipline_id FROM discipline_categories ORDER BY id LIMIT 3"
    ))).all()  # fmt: skip
    registration = (await connection.execute(
        text("SELECT max(id) + 1 FROM competitor_registrations")
    )).scalar_one()  # fmt: skip
    await connection.commit()
    statements = [
        ("INSERT INTO competitor_registrations (id, tournament_id, club_id, member_id, created_at)"
         f" VALUES ({registration}, {tournament_id}, {club}, {member}, now())"),
        *(f"INSERT INTO competitor_entries (registration_id, category_id, discipline_id)"
          f" VALUES ({registration}, {c}, {d})" for c, d in pairs),
        f"DELETE FROM competitor_registrations WHERE id = {registration}",
    ]  # fmt: skip

    async def write() -> None:
        for sql in statements:
            await connection.execute(text(sql))
        await connection.rollback()

    print(f"{'a registration, 3 entries, removed':36} {'cpu ms':>7}")
    print(f"{'with the triggers':36} {await cpu_per_run(connection, runs, write):7.2f}")
    ours = await connection.execute(text(
        "SELECT tgname, tgrelid::regclass FROM pg_trigger WHERE tgname LIKE :name"
        " AND tgrelid IN ('competitor_registrations'::regclass, 'competitor_entries'::regclass)"
    ), {"name": f"%{OUR_TRIGGERS}%"})  # fmt: skip
    for name, table in ours.all():
        await connection.execute(text(f"DROP TRIGGER {name} ON {table}"))
    await connection.commit()
    print(f"{'without them':36} {await cpu_per_run(connection, runs, write):7.2f}")


async def run(args: argparse.Namespace) -> None:
    rows, federation = generate(args.clubs, args.registrations, args.seed)
    url = await create_scratch_database(args.postgres_url, "fedreg_counts_")
    try:
        await upgrade(url)
        engine = create_async_engine(url, poolclass=NullPool)
        await write(engine, rows)
        async with engine.connect() as connection:
            vacuum = await connection.execution_options(isolation_level="AUTOCOMMIT")
            await vacuum.execute(text("VACUUM ANALYZE"))  # as autovacuum leaves it
        async with engine.connect() as connection:
            print(f"{federation.clubs:,} clubs, {federation.competitors:,} competitors + "
                  f"{federation.teams:,} teams ({federation.entries:,} entries), "
                  f"{args.repeat} runs each")  # fmt: skip
            await time_reads(connection, federation.tournament_id, args.repeat)
            await connection.rollback()
            await time_a_registration(connection, federation.tournament_id, args.repeat)
        await engine.dispose()
    finally:
        await drop_scratch_database(args.postgres_url, url)


def main(argv: Sequence[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0] if __doc__ else None)
    parser.add_argument("--clubs", type=int, default=1000, metavar="N")
    parser.add_argument("--registrations", type=int, default=30_000, metavar="N")
    parser.add_argument("--repeat", type=int, default=30, metavar="R")
    parser.add_argument("--seed", type=int, default=2026)
    parser.add_argument("--postgres-url", default=os.environ.get("FEDREG_BENCH_POSTGRES_URL",
                                                                 POSTGRES_URL))  # fmt: skip
    asyncio.run(run(parser.parse_args(argv)))
    return 0


if __name__ == "__main__":
    sys.exit(main())
