"""The opening minute: every club enters its competitors as applications open by the clock.

    uv run python bench/opening.py [--clubs 1000] [--members 5] [--places 2000] [--minute 60]
                                   [--early 0.1] [--workers 4]
                                   [--database-url postgresql+asyncpg://postgres@127.0.0.1/postgres]

Seeds a fresh PostgreSQL database (``bench/load_seed.py``: ``--clubs`` clubs with a coach and
``--members`` members each, one tournament of two categories and three disciplines), caps its
six category and discipline groups at ``--places`` places in all, starts ``fedreg serve
--workers W`` and signs every coach in (tokens kept). Then applications are set to open by the
clock a few seconds ahead, on a whole second, and:

- a share ``--early`` of the clubs tries one entry in the second before the opening: each must
  be refused (403 ``error_registration_not_open_yet``), counted apart, not an error;
- every club sends its members' entries (``registerCompetitor``, one group each), spread at
  random over the ``--minute`` seconds from the opening second, each club on its own
  connection.

Afterwards the database is checked (``bench/opening_check.py``): no group above its cap, the
waiting entries exactly those past the cap in id order (the order under the lock), no answered
entry given a later id than one sent after that answer (the commit order), no registration
before the opening. Reports p50/p95/max of an entry, the errors, and the CPU per request of the
server and of PostgreSQL beside the deadline day's. Goals: 0 errors, every check passed, entry
p95 <= 500 ms. The exit code is 1 when a goal is missed. The database is dropped at the end.
"""

from __future__ import annotations

import argparse
import asyncio
import random
import sys
import time
from datetime import datetime, timedelta
from pathlib import Path

import httpx
from bench_main import add_database_url, run_in_folder
from load import Club, Server
from load_cpu import CpuSample, database_seconds, describe, server_seconds
from load_report import Recorder
from load_seed import Federation, create_database, drop_database, seed
from load_storm import sign_in
from load_storm_report import Deferrals
from opening_check import Attempt, Minute, Sizes, check, report
from sqlalchemy import insert, update

from adapters.sql.engine import create_engine
from adapters.sql.models import TournamentRow
from adapters.sql.models.registrations import EntryLimitRow
from adapters.system_clock import SystemClock
from entrypoints.settings import load_config
from fedreg_core.messages import translate

LEAD_S = 5
"""From setting the opening time to the opening second."""
NOT_OPEN = translate("error_registration_not_open_yet")
"""The refusal before the opening, in the server's default language (the clubs send none)."""


def groups(federation: Federation, places: int) -> list[tuple[int, int, int]]:
    """Each (category, discipline) with its cap; the caps add up to ``places``."""
    categories = [federation.category_id, federation.category_id + 1]
    pairs = [(c, d) for c in categories for d in federation.discipline_ids]
    share, extra = divmod(places, len(pairs))
    return [(c, d, share + (n < extra)) for n, (c, d) in enumerate(pairs)]


async def cap_and_time(
    database_url: str, tournament: int, caps: list[tuple[int, int, int]]
) -> None:
    """The caps of the tournament's groups; applications by the clock, not open yet."""
    engine = create_engine(database_url)
    try:
        async with engine.begin() as connection:
            rows = [
                {"tournament_id": tournament, "category_id": c, "discipline_id": d, "cap": cap}
                for c, d, cap in caps
            ]
            await connection.execute(insert(EntryLimitRow), rows)
            await set_opening(connection, tournament, datetime(2030, 1, 1))
    finally:
        await engine.dispose()


async def set_opening(connection: object, tournament: int, opening: datetime) -> None:
    statement = (
        update(TournamentRow)
        .where(TournamentRow.id == tournament)
        .values(
            registration_by_clock=True,
            registration_open=False,
            start_date=opening,
            end_date=opening + timedelta(hours=1),
        )
    )
    await connection.execute(statement)  # type: ignore[attr-defined]


async def open_soon(database_url: str, tournament: int) -> tuple[datetime, float]:
    """Applications open ``LEAD_S`` seconds ahead on a whole second: that second in the
    federation's wall time (the server's clock, ``FEDREG_TIME_ZONE`` as the server reads it)
    and in ``time.monotonic()``."""
    clock = SystemClock(load_config().time_zone)
    engine = create_engine(database_url)
    try:
        opening = clock.now() + timedelta(seconds=LEAD_S)
        async with engine.begin() as connection:
            await set_opening(connection, tournament, opening)
        now = datetime.now(clock.zone).replace(tzinfo=None)
        return opening, time.monotonic() + (opening - now).total_seconds()
    finally:
        await engine.dispose()


async def enter(
    club: Club, member: int, group: tuple[int, int, int], at: float, minute: Minute
) -> tuple[httpx.Response | None, float]:
    """One entry sent at monotonic ``at`` (or once the club's previous one is answered): the
    answer (``None`` on an exception, an error) and when it was sent."""
    await asyncio.sleep(max(0.0, at - time.monotonic()))
    sent = time.monotonic()
    body = {"memberId": member, "categories": [{"id": group[0], "disciplines": [group[1]]}]}
    url = f"/api/tournament/{club.federation.tournament_id}/register-competitor"
    try:
        return await club.client.post(url, json=body), sent
    except httpx.HTTPError as error:
        minute.errors.append(f"entry: {type(error).__name__} {error}")
        return None, sent


async def early_try(
    club: Club, member: int, group: tuple[int, int, int], opening: float, rng: random.Random,
    minute: Minute,
) -> bool:  # fmt: skip
    """An entry sent in the second before the opening: refused as not open yet, or taken when
    the server reached it after the opening (the SQL check says when it was made: then it is
    the member's entry, answered ``True``)."""
    early = opening - 1 + rng.uniform(0, 0.8)
    answer, sent = await enter(club, member, group, early, minute)
    minute.early_tries += 1
    if answer is None:
        return False
    if answer.status_code == 403 and answer.json().get("message") == NOT_OPEN:
        minute.early_refused += 1
        return False
    if answer.status_code == 201:
        minute.early_late += 1
        minute.attempts.append(Attempt(member, group[:2], sent, time.monotonic()))
        return True
    minute.errors.append(f"before the opening: {answer.status_code} {answer.text[:200]}")
    return False


async def club_minute(
    club: Club, caps: list[tuple[int, int, int]], opening: float, args: argparse.Namespace,
    rng: random.Random, minute: Minute,
) -> None:  # fmt: skip
    """A club's tries: perhaps one in the second before the opening, then its entries in
    the minute, one after the other on its connection, in the order of their times."""
    members = club.seeded.member_ids
    chosen = [caps[(club.seeded.club_id + n) % len(caps)] for n in range(len(members))]
    if rng.random() < args.early and await early_try(
        club, members[0], chosen[0], opening, rng, minute
    ):
        members, chosen = members[1:], chosen[1:]
    times = sorted(opening + rng.uniform(0, args.minute) for _ in members)
    for member, group, at in zip(members, chosen, times, strict=True):
        answer, sent = await enter(club, member, group, at, minute)
        answered = time.monotonic()
        if answer is None:
            continue
        if answer.status_code != 201:
            minute.errors.append(f"entry: {answer.status_code} {answer.text[:200]}")
            continue
        minute.attempts.append(Attempt(member, group[:2], sent, answered))


async def sign_in_all(clubs: list[Club], at_once: int) -> list[str]:
    """Every coach signed in before the opening, ``at_once`` at a time (the sign-in storm is
    ``bench/load.py``'s: here it would only make clubs wait out 503s)."""
    recorder, gate = Recorder(), asyncio.Semaphore(at_once)

    async def one(club: Club) -> None:
        async with gate:
            await sign_in(club, recorder, Deferrals())

    await asyncio.gather(*(one(club) for club in clubs))
    return recorder.samples if any(recorder.errors.values()) else []


async def bench(args: argparse.Namespace, folder: Path) -> int:
    database_url = await create_database(args.database_url)
    server, clubs = None, []
    try:
        started = time.perf_counter()
        federation = await seed(database_url, args.clubs, args.members)
        tournament = federation.tournament_id
        caps = groups(federation, args.places)
        await cap_and_time(database_url, tournament, caps)
        server = Server(database_url, args.workers, args.clubs * 2, folder, folder / "server.log")
        server.start()
        await server.wait_ready()
        clubs = [Club(seeded, federation, server.url) for seeded in federation.clubs]
        refused = await sign_in_all(clubs, 2 * args.workers)
        if refused:
            raise RuntimeError(f"sign-ins failed: {refused[:3]}")
        prepared_s = time.perf_counter() - started
        opening, opening_at = await open_soon(database_url, tournament)
        await asyncio.sleep(max(0.0, opening_at - 2 - time.monotonic()))
        pid = server.process.pid if server.process else 0
        database = database_url.rsplit("/", 1)[-1]
        before, began = CpuSample.take(pid, database), time.perf_counter()
        minute = Minute()
        rng = random.Random(38)
        await asyncio.gather(*(club_minute(c, caps, opening_at, args, rng, minute) for c in clubs))
        after, seconds = CpuSample.take(pid, database), time.perf_counter() - began
        print(describe(before, after, seconds))
        cpu = (server_seconds(before, after), database_seconds(before, after))
        findings = await check(database_url, tournament, opening, caps, minute.attempts)
        sizes = Sizes(args.clubs, args.clubs * args.members, args.places, args.workers)
        return report(sizes, prepared_s, minute, findings, cpu)
    finally:
        for club in clubs:
            await club.client.aclose()
        if server is not None:
            server.stop()
        await drop_database(args.database_url, database_url)


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--clubs", type=int, default=1000)
    parser.add_argument("--members", type=int, default=5)
    parser.add_argument("--places", type=int, default=2000, help="the caps of all groups")
    parser.add_argument("--minute", type=float, default=60.0, help="seconds the entries span")
    parser.add_argument("--early", type=float, default=0.1, help="share of clubs trying early")
    parser.add_argument("--workers", type=int, default=4)
    add_database_url(parser)
    return run_in_folder(bench, parser.parse_args(argv))


if __name__ == "__main__":
    sys.exit(main())
