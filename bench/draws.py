"""Making a tournament's draws at size: 30,000 registrations across 400 groups.

    uv run python bench/draws.py [--registrations N] [--categories C] [--disciplines D]
                                 [--repeat R] [--database sqlite|postgres|both]
                                 [--assert-budget]

Seeds a fresh SQLite file or PostgreSQL database (``--postgres-url``, dropped afterwards):
100 clubs, C categories x D disciplines (every group of both sexes: 2 C D groups, 400 by
default) and N competitors of random clubs, each entered in one group, applications closed.
Then makes every group's draw R times (after one warm-up run) through the service the API
calls (``make_draws``: reads, the draws in the core, the writes, the commit), and reads the
groups back (``list_draws``), counting the SQL statements of each. Goal: making the draws
under 5 s; ``--assert-budget`` exits 1 when the slowest run misses it.
"""

from __future__ import annotations

import argparse
import asyncio
import logging
import random
import statistics
import sys
import tempfile
import time
from collections.abc import Sequence
from datetime import date, datetime
from pathlib import Path

from scale import POSTGRES_URL, database, runtime_for
from sqlalchemy import insert

from adapters.sql.migrate import upgrade
from adapters.sql.models import (
    CategoryRow,
    ClubRow,
    CompetitorEntryRow,
    CompetitorRegistrationRow,
    DisciplineRow,
    MemberRow,
    TournamentRow,
)
from adapters.sql.models.search_keys import person_search_key
from adapters.sql.statement_counter import count_statements
from adapters.sql.unit_of_work import SqlUnitOfWork
from entrypoints.bootstrap import Runtime
from fedreg_core.domain.entities import User
from fedreg_core.domain.folding import fold
from fedreg_core.services.draw_reads import list_draws
from fedreg_core.services.draws import make_draws

GOAL_S = 5.0
CLUBS = 100
FEES = dict.fromkeys(
    [f"single_fee_{k}{b}" for k in ("1", "2", "other") for b in ("", "_break")]
    + ["team_fee", "team_fee_break"],
    0,
)


async def seed(runtime: Runtime, args: argparse.Namespace) -> tuple[int, User]:
    """The federation, in bulk statements; the tournament's id and an admin."""
    picker = random.Random(2026)
    uow = runtime.context.uow()
    assert isinstance(uow, SqlUnitOfWork)
    async with uow:
        session = uow.session
        admin = await uow.users.add(User("Admin", "admin@bench.rs", "x", is_admin=True))
        clubs = [{"id": i + 1, "name": f"Klub {i}", "name_key": fold(f"Klub {i}"),
                  "short_name": f"K{i}", "city": "Niš",
                  "address": "Ulica 1", "email": f"k{i}@bench.rs", "contact": "Ana",
                  "mobile": "06", "website": "", "logo": None, "is_blocked": False,
                  "is_deleted": False}
                 for i in range(CLUBS)]  # fmt: skip
        await session.execute(insert(ClubRow), clubs)
        categories = [{"id": i + 1, "name": f"Kat {i}", "no_pay": False, "is_archived": False}
                      for i in range(args.categories)]  # fmt: skip
        await session.execute(insert(CategoryRow), categories)
        disciplines = [{"id": i + 1, "name": f"Disc {i}", "for_sex": None, "no_pay": False,
                        "always_pay": False, "is_kata_a": False, "is_kata_b": False,
                        "is_archived": False, "is_deleted": False}
                       for i in range(args.disciplines)]  # fmt: skip
        await session.execute(insert(DisciplineRow), disciplines)
        tournament = {"id": 1, "name": "Kup", "description": "", "start_date": datetime(2026, 1, 1),
                      "end_date": None, "registration_open": False, "is_archived": False,
                      "cover": None, **FEES}  # fmt: skip
        await session.execute(insert(TournamentRow), [tournament])
        members, registrations, entries = [], [], []
        for i in range(args.registrations):
            club = picker.randrange(CLUBS) + 1
            members.append({"id": i + 1, "club_id": club, "first_name": f"Ime{i}",
                            "last_name": f"Prezime{i}", "born": date(2000, 1, 1),
                            "search_key": person_search_key(f"Ime{i}", f"Prezime{i}"),
                            "is_male": i % 2 == 0, "belt": "PLAVI", "no_pay": False,
                            "always_pays": False, "avatar": None})  # fmt: skip
            registrations.append({"id": i + 1, "tournament_id": 1, "club_id": club,
                                  "member_id": i + 1, "assigned_number": i + 1})  # fmt: skip
            entries.append({"registration_id": i + 1,
                            "category_id": picker.randrange(args.categories) + 1,
                            "discipline_id": picker.randrange(args.disciplines) + 1})  # fmt: skip
        await session.execute(insert(MemberRow), members)
        await session.execute(insert(CompetitorRegistrationRow), registrations)
        await session.execute(insert(CompetitorEntryRow), entries)
        await uow.commit()
    return 1, admin


async def measure(kind: str, args: argparse.Namespace) -> dict[str, object]:
    with tempfile.TemporaryDirectory() as folder:
        async with database(kind, args.postgres_url, Path(folder)) as url:
            await upgrade(url)
            runtime = runtime_for(url, Path(folder))
            try:
                tournament, admin = await seed(runtime, args)
                context = runtime.context

                async def make() -> int:
                    made = await make_draws(
                        context.uow(), context.clock, context.group_ids, admin, tournament, seed=7
                    )
                    return len(made)

                groups = await make()  # warm-up
                runs = []
                for _ in range(args.repeat):
                    start = time.perf_counter()
                    with count_statements(runtime.engine) as counter:
                        await make()
                    runs.append(time.perf_counter() - start)
                start = time.perf_counter()
                with count_statements(runtime.engine) as listed:
                    await list_draws(context.uow(), admin, tournament)
                list_s = time.perf_counter() - start
            finally:
                await runtime.engine.dispose()
    return {
        "database": kind, "groups": groups, "p50": statistics.median(runs), "slowest": max(runs),
        "statements": counter.count, "list_s": list_s, "list_statements": listed.count,
    }  # fmt: skip


def main(argv: Sequence[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--registrations", type=int, default=30_000)
    parser.add_argument("--categories", type=int, default=20)
    parser.add_argument("--disciplines", type=int, default=10)
    parser.add_argument("--repeat", type=int, default=3)
    parser.add_argument("--database", choices=("sqlite", "postgres", "both"), default="sqlite")
    parser.add_argument("--postgres-url", default=POSTGRES_URL)
    parser.add_argument("--assert-budget", action="store_true")
    args = parser.parse_args(argv)
    logging.disable(logging.INFO)
    kinds = ("sqlite", "postgres") if args.database == "both" else (args.database,)
    figures = [asyncio.run(measure(kind, args)) for kind in kinds]
    print(f"{args.registrations:,} registrations, goal {GOAL_S} s")
    print("| database | groups | make p50 s | slowest s | statements | list s | list statements |")
    print("|---|---|---|---|---|---|---|")
    for f in figures:
        print(f"| {f['database']} | {f['groups']} | {f['p50']:.2f} | {f['slowest']:.2f} | "
              f"{f['statements']} | {f['list_s']:.2f} | {f['list_statements']} |")  # fmt: skip
    missed = [f for f in figures if float(str(f["slowest"])) > GOAL_S]
    return 1 if args.assert_budget and missed else 0


if __name__ == "__main__":
    sys.exit(main())
