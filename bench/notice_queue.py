"""What queueing a club's entry confirmation adds to an entry write (docs/mail.md).

    uv run python bench/notice_queue.py [--writes 2000]
        [--database-url postgresql+asyncpg://postgres@127.0.0.1/postgres]

On a fresh SQLite file and (with ``--database-url`` or ``FEDREG_TEST_DATABASE_URL``) a fresh
PostgreSQL database: ``--writes`` write transactions spread over 200 clubs, each one small
UPDATE of the club's row, alternately with and without the notice upsert the entry services
add (``NoticeQueue.entries_changed``); the median and p95 of both, and their difference.
"""

import argparse
import asyncio
import os
import secrets
import statistics
import tempfile
import time
from datetime import datetime, timedelta

from sqlalchemy import text
from sqlalchemy.engine import make_url

from adapters.sql.engine import create_engine, session_factory
from adapters.sql.migrate import upgrade
from adapters.sql.unit_of_work import SqlUnitOfWorkFactory
from fedreg_core.domain.entities import Club, Tournament

TOUCH = text("UPDATE clubs SET website = website WHERE id = :id")
NOW = datetime(2026, 3, 2, 9, 0)


async def _seed(uows: SqlUnitOfWorkFactory) -> tuple[int, list[int]]:
    async with uows() as uow:
        tournament = await uow.tournaments.add(Tournament("Kup", "<p>Kup</p>", NOW))
        clubs = [
            await uow.clubs.add(Club(f"Klub {n}", f"K{n}", "Grad", "Ulica", "k@k.rs", "A", "06"))
            for n in range(200)
        ]
        await uow.commit()
    assert tournament.id is not None
    return tournament.id, [club.id for club in clubs if club.id is not None]


async def _write(uows: SqlUnitOfWorkFactory, tournament: int, club: int, queue: bool) -> float:
    start = time.perf_counter()
    async with uows() as uow:
        await uow.session.execute(TOUCH, {"id": club})
        if queue:
            await uow.notices.entries_changed(tournament, club, NOW, NOW + timedelta(minutes=10))
        await uow.commit()
    return time.perf_counter() - start


def _figures(times: list[float]) -> str:
    median, p95 = statistics.median(times), statistics.quantiles(times, n=20)[18]
    return f"median {median * 1000:.2f} ms, p95 {p95 * 1000:.2f} ms"


async def measure(url: str, writes: int) -> None:
    await upgrade(url)
    engine = create_engine(url)
    uows = SqlUnitOfWorkFactory(session_factory(engine))
    tournament, clubs = await _seed(uows)
    timed: dict[bool, list[float]] = {True: [], False: []}
    for n in range(writes):
        for queue in (n % 2 == 0, n % 2 == 1):  # alternate which goes first
            timed[queue].append(await _write(uows, tournament, clubs[n % len(clubs)], queue))
    await engine.dispose()
    difference = statistics.median(timed[True]) - statistics.median(timed[False])
    print(
        f"{engine.dialect.name}: with the upsert {_figures(timed[True])};"
        f" without {_figures(timed[False])}; median difference {difference * 1000:.2f} ms"
    )


async def _postgres(server: str, writes: int) -> None:
    name = f"fedreg_notices_{secrets.token_hex(4)}"
    admin = create_engine(server)
    async with admin.connect() as connection:
        await connection.execution_options(isolation_level="AUTOCOMMIT")
        await connection.execute(text(f'CREATE DATABASE "{name}"'))
    try:
        await measure(make_url(server).set(database=name).render_as_string(False), writes)
    finally:
        async with admin.connect() as connection:
            await connection.execution_options(isolation_level="AUTOCOMMIT")
            await connection.execute(text(f'DROP DATABASE "{name}"'))
        await admin.dispose()


async def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--writes", type=int, default=2000)
    parser.add_argument("--database-url", default=os.environ.get("FEDREG_TEST_DATABASE_URL"))
    options = parser.parse_args()
    with tempfile.TemporaryDirectory() as folder:
        await measure(f"sqlite+aiosqlite:///{folder}/notices.db", options.writes)
    if options.database_url:
        await _postgres(options.database_url, options.writes)


if __name__ == "__main__":
    asyncio.run(main())
