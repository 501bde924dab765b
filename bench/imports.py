"""Spreadsheet imports at size: a 2,000-row .xlsx checked (dry run) and imported.

    uv run python bench/imports.py [--rows N] [--repeat R] [--others N]
                                   [--database sqlite|postgres|both] [--assert-budget]

Seeds a fresh SQLite file or PostgreSQL database (``--postgres-url``, dropped afterwards)
with ``--others`` members spread over 100 other clubs, a tenth of the file's people among
them (the rows reported ``duplicate``), then R times through the ASGI app (httpx: routing,
sign-in, multipart, the import and the JSON answer) as the club's coach: the dry run of an
N-row .xlsx, and the real import into a fresh club (every run stores N - N/10 people).
Goals (issue 17): dry run under 2 s, import under 3 s for 2,000 rows; ``--assert-budget``
exits 1 when the slowest run misses one.
"""

from __future__ import annotations

import argparse
import asyncio
import logging
import os
import statistics
import sys
import tempfile
import time
from collections.abc import Sequence
from datetime import date, timedelta
from io import BytesIO
from pathlib import Path

import httpx
import xlsxwriter
from scale import POSTGRES_URL, database, runtime_for

from adapters.http.app import create_app
from adapters.sql.migrate import upgrade
from entrypoints.asgi import freeze_start_up_objects
from entrypoints.bootstrap import Runtime
from fedreg_core.domain.entities import Club, Member, User

DRY_RUN_GOAL_S, IMPORT_GOAL_S = 2.0, 3.0
OTHER_CLUBS = 100
HEADER = ("Ime", "Prezime", "Datum rođenja", "Pol", "Pojas")
BELTS = ("Beli", "Žuti", "Narandžasti", "Zeleni", "Plavi", "Braon", "Crni")


def person(i: int) -> tuple[str, str, date, bool]:
    """The i-th person of the bench: names with diacritics, born on one of 18,000 days from
    1970 (a federation's members are of every age)."""
    born = date(1970, 1, 1) + timedelta(days=(i * 7919) % 18_000)
    return f"Đorđe{i}", f"Šarić-Čolić{i % 97}", born, i % 2 == 0


def workbook(rows: int, run: int) -> bytes:
    """Every tenth person is one of the other clubs' members (``duplicate``); the others are
    new to the federation in each run (``new``)."""
    out = BytesIO()
    book = xlsxwriter.Workbook(out, {"in_memory": True})
    sheet = book.add_worksheet("Članovi")
    dates = book.add_format({"num_format": "dd.mm.yyyy"})
    sheet.write_row(0, 0, HEADER)
    for i in range(rows):
        first, last, born, male = person(i if i % 10 == 0 else (run + 1) * 10 * rows + i)
        sheet.write_row(i + 1, 0, (first, last))
        sheet.write_datetime(i + 1, 2, born, dates)
        sheet.write_row(i + 1, 3, ("M" if male else "Ž", BELTS[i % len(BELTS)]))
    book.close()
    return out.getvalue()


def club(name: str) -> Club:
    return Club(name, name[:8], "Beograd", "Ulica 1", "k@klub.rs", "Ana", "060")


async def seed(runtime: Runtime, rows: int, others: int, repeat: int) -> tuple[list[int], int]:
    """Clubs to import into (one per run), the other clubs' members; the admin's id."""
    async with runtime.context.uow() as uow:
        targets = [(await uow.clubs.add(club(f"Uvoz {n}"))).id or 0 for n in range(repeat + 1)]
        other_ids = [(await uow.clubs.add(club(f"Drugi {n}"))).id or 0 for n in range(OTHER_CLUBS)]
        admin = await uow.users.add(User("Admin", "admin@bench.rs", "x", is_admin=True))
        await uow.commit()
    members = []
    for n in range(others):  # every tenth of the file's people, then people of their own
        i = n * 10 if n * 10 < rows else -1 - n
        first, last, born, male = person(i)
        members.append(Member(other_ids[n % OTHER_CLUBS], first, last, born, male, "BELI"))
    async with runtime.context.uow() as uow:
        await uow.people_directory.add_all(members)
        await uow.commit()
    return targets, admin.id or 0


async def measure(kind: str, url: str, args: argparse.Namespace) -> dict[str, list[float]]:
    await upgrade(url)
    runtime = runtime_for(url, Path(tempfile.mkdtemp(prefix="fedreg-imports-")))
    targets, admin_id = await seed(runtime, args.rows, args.others, args.repeat)
    app = create_app(runtime.context)
    freeze_start_up_objects()
    headers = {"Authorization": f"Bearer {runtime.context.tokens.issue(admin_id, 0)}"}
    times: dict[str, list[float]] = {"dry run": [], "import": []}
    xlsx = "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet"
    transport = httpx.ASGITransport(app=app)  # type: ignore[arg-type]
    async with httpx.AsyncClient(transport=transport, base_url="http://bench", headers=headers,
                                 timeout=60) as client:  # fmt: skip
        for run, target in enumerate(targets):
            content = workbook(args.rows, run)
            for step, dry in (("dry run", "true"), ("import", "false")):
                files = {"file": ("clanovi.xlsx", content, xlsx)}
                started = time.perf_counter()
                answer = await client.post(f"/api/clubs/{target}/import/members",
                                           params={"dryRun": dry}, files=files)  # fmt: skip
                elapsed = time.perf_counter() - started
                assert answer.status_code in (200, 201), answer.text[:300]
                summary = answer.json()["summary"]
                if run > 0:  # the first run warms the worker up (imports, first statements)
                    times[step].append(elapsed)
        print(f"{kind}: {args.rows} rows, last summary {summary}", file=sys.stderr)
    await runtime.close()
    return times


async def run(args: argparse.Namespace) -> int:
    kinds = ("sqlite", "postgres") if args.database == "both" else (args.database,)
    missed = False
    print("| database | step | rows | p50 s | max s | goal s |\n|---|---|---|---|---|---|")
    for kind in kinds:
        with tempfile.TemporaryDirectory() as folder:
            async with database(kind, args.postgres_url, Path(folder)) as url:
                times = await measure(kind, url, args)
        for step, goal in (("dry run", DRY_RUN_GOAL_S), ("import", IMPORT_GOAL_S)):
            samples = times[step]
            worst = max(samples)
            missed |= worst > goal
            print(f"| {kind} | {step} | {args.rows:,} | {statistics.median(samples):.2f} | "
                  f"{worst:.2f} | {goal:.0f} |")  # fmt: skip
    return 1 if missed and args.assert_budget else 0


def main(argv: Sequence[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0] if __doc__ else None)
    parser.add_argument("--rows", type=int, default=2000, metavar="N")
    parser.add_argument("--repeat", type=int, default=5, metavar="R")
    parser.add_argument("--others", type=int, default=20_000, metavar="N",
                        help="members of the other clubs")  # fmt: skip
    parser.add_argument("--database", choices=("sqlite", "postgres", "both"), default="both")
    parser.add_argument("--postgres-url", default=os.environ.get("FEDREG_BENCH_POSTGRES_URL",
                                                                 POSTGRES_URL))  # fmt: skip
    parser.add_argument("--assert-budget", action="store_true",
                        help="exit 1 when a run misses its goal")  # fmt: skip
    args = parser.parse_args(argv)
    if args.rows < 1 or args.repeat < 1:
        parser.error("need --rows >= 1 and --repeat >= 1")
    logging.getLogger("httpx").setLevel(logging.WARNING)
    return asyncio.run(run(args))


if __name__ == "__main__":
    sys.exit(main())
