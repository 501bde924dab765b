"""The competition day's reads at size: 30,000 registrations in 400 groups on 8 tatamis.

    uv run python bench/day.py [--registrations N] [--repeat R]
                               [--database sqlite|postgres|both]

Seeds as ``bench/draws.py`` does (100 clubs, 20 categories x 10 disciplines, both sexes),
makes and publishes every draw, puts the groups on 8 tatamis (50 each, a table official on
each) and then reads, R times each through the services the API calls: the tatamis with
their running orders (``getTatamis``), one club's day (``getClubDay``: about 300
competitors) and one group's results as its table official reads them
(``getGroupResults``), counting the SQL statements of each (the same whatever the size).
"""

from __future__ import annotations

import argparse
import asyncio
import logging
import statistics
import sys
import tempfile
import time
from collections.abc import Awaitable, Callable, Sequence
from datetime import time as time_of_day
from pathlib import Path

from draws import seed
from scale import POSTGRES_URL, database, runtime_for

from adapters.sql.migrate import upgrade
from adapters.sql.statement_counter import count_statements
from fedreg_core.domain.entities import User
from fedreg_core.services.club_day import club_day
from fedreg_core.services.draws import make_draws, publish_draws
from fedreg_core.services.results import group_results
from fedreg_core.services.tatamis import TatamiIn, set_tatami_plan, tatami_plan

TATAMIS = 8


async def timed(
    engine: object, repeat: int, read: Callable[[], Awaitable[object]]
) -> dict[str, float]:
    await read()  # warm-up
    runs = []
    for _ in range(repeat):
        start = time.perf_counter()
        with count_statements(engine) as counter:  # type: ignore[arg-type]
            await read()
        runs.append((time.perf_counter() - start) * 1000)
    runs.sort()
    p95 = runs[min(len(runs) - 1, round(0.95 * (len(runs) - 1)))]
    return {"p50": statistics.median(runs), "p95": p95, "statements": counter.count}


async def measure(kind: str, args: argparse.Namespace) -> dict[str, object]:
    with tempfile.TemporaryDirectory() as folder:
        async with database(kind, args.postgres_url, Path(folder)) as url:
            await upgrade(url)
            runtime = runtime_for(url, Path(folder))
            try:
                tournament, admin = await seed(runtime, args)
                c = runtime.context
                made = await make_draws(c.uow(), c.clock, c.group_ids, admin, tournament, seed=7)
                await publish_draws(c.uow(), c.clock, admin, tournament, published=True)
                async with c.uow() as uow:
                    judges = [
                        await uow.users.add(User(f"Sudija {n}", f"s{n}@bench.rs", "x"))
                        for n in range(TATAMIS)
                    ]
                    await uow.commit()
                names = [c.group_ids.of(tournament, view.group) for view in made]
                per = -(-len(names) // TATAMIS)
                plan = [
                    TatamiIn(n + 1, (judges[n].id or 0,), tuple(names[n * per : (n + 1) * per]),
                             time_of_day(9, 0))
                    for n in range(TATAMIS)
                ]  # fmt: skip
                await set_tatami_plan(c.uow(), c.group_ids, admin, tournament, plan, {})
                judge, group = judges[0], names[0]
                club = made[0].entrants[0].club_id or 1
                figures = {
                    "tatamis": await timed(runtime.engine, args.repeat, lambda: tatami_plan(
                        c.uow(), c.group_ids, judge, tournament)),
                    "club day": await timed(runtime.engine, args.repeat, lambda: club_day(
                        c.uow(), c.group_ids, admin, tournament, club)),
                    "group results": await timed(runtime.engine, args.repeat, lambda: group_results(
                        c.uow(), c.group_ids, judge, tournament, group)),
                }  # fmt: skip
            finally:
                await runtime.engine.dispose()
    return {"database": kind, "groups": len(made), "figures": figures}


def main(argv: Sequence[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--registrations", type=int, default=30_000)
    parser.add_argument("--categories", type=int, default=20)
    parser.add_argument("--disciplines", type=int, default=10)
    parser.add_argument("--repeat", type=int, default=20)
    parser.add_argument("--database", choices=("sqlite", "postgres", "both"), default="postgres")
    parser.add_argument("--postgres-url", default=POSTGRES_URL)
    args = parser.parse_args(argv)
    logging.disable(logging.INFO)
    kinds = ("sqlite", "postgres") if args.database == "both" else (args.database,)
    results = [asyncio.run(measure(kind, args)) for kind in kinds]
    print(f"{args.registrations:,} registrations, {TATAMIS} tatamis, {args.repeat} reads each")
    print("| database | groups | read | p50 ms | p95 ms | statements |")
    print("|---|---|---|---|---|---|")
    for r in results:
        for read, f in r["figures"].items():  # type: ignore[attr-defined]
            print(f"| {r['database']} | {r['groups']} | {read} | {f['p50']:.1f} | "
                  f"{f['p95']:.1f} | {f['statements']:.0f} |")  # fmt: skip
    return 0


if __name__ == "__main__":
    sys.exit(main())
