"""What a tournament's registration counts cost PostgreSQL, aggregated afresh (before 0008) and
summed from the per-club rows the triggers keep (0008), and what the triggers add to a write.

    uv run python bench/counts.py [--clubs N] [--registrations N] [--repeat R]

Writes the federation of ``bench/scale.py`` (``bench/scale_seed.py``) into a fresh PostgreSQL
database (``--postgres-url``, dropped afterwards), then runs ``EXPLAIN ANALYZE`` of each counts
statement R times for the big tournament and prints the server's execution time (p50, p95),
planning time and buffers. Then, in transactions rolled back, one registration with three
entries inserted into the big tournament, with and without the triggers of 0008, and the
time of its triggers.
"""

from __future__ import annotations

import argparse
import asyncio
import json
import os
import statistics
import sys
from collections.abc import Sequence
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
OUR_TRIGGERS = "_count_"
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


async def time_reads(connection: AsyncConnection, tournament_id: int, repeat: int) -> None:
    print(f"{'counts':11} {'p50 ms':>8} {'p95 ms':>8} {'plan ms':>8} {'buffers':>8} {'rows in':>8}")
    for name, sql in (("aggregated", AGGREGATED), ("kept", kept_counts(tournament_id))):
        plans = [
            await explained(connection, sql, tournament_id=tournament_id) for _ in range(repeat)
        ]
        times = sorted(p["Execution Time"] for p in plans)
        top = plans[-1]["Plan"]
        buffers = top.get("Shared Hit Blocks", 0) + top.get("Shared Read Blocks", 0)
        rows_in = sum(node.get("Actual Rows", 0) for node in scans(top))
        p50, p95 = statistics.median(times), times[int(0.95 * (len(times) - 1))]
        planning = statistics.median(p["Planning Time"] for p in plans)
        print(f"{name:11} {p50:8.2f} {p95:8.2f} {planning:8.2f} {buffers:8} {rows_in:8}")


def scans(node: dict[str, Any]) -> list[dict[str, Any]]:
    """The plan's scans of tables (the rows it reads)."""
    below = [scan for child in node.get("Plans", []) for scan in scans(child)]
    return [node, *below] if "Relation Name" in node else below


async def time_a_registration(connection: AsyncConnection, tournament_id: int) -> None:
    """A registration and its 3 entries, with the triggers and without, rolled back."""
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
    statements = [
        ("INSERT INTO competitor_registrations (id, tournament_id, club_id, member_id, created_at)"
         f" VALUES ({registration}, {tournament_id}, {club}, {member}, now())"),
        *(f"INSERT INTO competitor_entries (registration_id, category_id, discipline_id)"
          f" VALUES ({registration}, {c}, {d})" for c, d in pairs),
        f"DELETE FROM competitor_registrations WHERE id = {registration}",
    ]  # fmt: skip
    print(f"{'a registration, 3 entries, removed':36} {'ms':>7} {'0008 triggers ms':>17}")
    for triggers in ("with", "without"):
        if triggers == "without":
            for table in ("competitor_registrations", "competitor_entries"):
                await connection.execute(text(f"ALTER TABLE {table} DISABLE TRIGGER USER"))
        total = ours = 0.0
        for sql in statements:
            plan = await explained(connection, sql)
            total += plan["Execution Time"]
            ours += sum(
                t["Time"] for t in plan.get("Triggers", []) if OUR_TRIGGERS in t["Trigger Name"]
            )
        await connection.rollback()
        print(f"{triggers + ' the triggers':36} {total:7.2f} {ours:17.2f}")


async def run(args: argparse.Namespace) -> None:
    rows, federation = generate(args.clubs, args.registrations, args.seed)
    url = await create_scratch_database(args.postgres_url, "fedreg_counts_")
    try:
        await upgrade(url)
        engine = create_async_engine(url, poolclass=NullPool)
        await write(engine, rows)
        async with engine.connect() as connection:
            await connection.execute(text("ANALYZE"))
            print(f"{federation.clubs:,} clubs, {federation.competitors:,} competitors + "
                  f"{federation.teams:,} teams ({federation.entries:,} entries), "
                  f"{args.repeat} runs each")  # fmt: skip
            await time_reads(connection, federation.tournament_id, args.repeat)
            await connection.rollback()
            await time_a_registration(connection, federation.tournament_id)
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
