"""Results on the day through the HTTP API: every bout of a 30,000-registration tournament.

    uv run python bench/results.py [--registrations 30000] [--categories 20] [--disciplines 10]
                                   [--tables 4] [--workers 2] [--bouts N]
                                   [--database-url postgresql+asyncpg://postgres@127.0.0.1/postgres]

Creates a fresh PostgreSQL database on the server of ``--database-url`` (default
``FEDREG_TEST_DATABASE_URL``), seeds it as ``bench/draws.py`` does (100 clubs, C categories x D
disciplines x both sexes: 400 groups by default, N competitors each in one group,
applications closed), makes and publishes every draw through the services, then starts
``fedreg serve --workers W``, signs the admin in and enters the results bout by bout with
``PUT /api/tournament/{id}/draws/{group}/bouts/{round}/{index}`` (``recordResult``), in the
order a day plays them: in waves, each wave the next bout of every group that has one whose
two fighters are known (the tatamis each fighting their group's next bout), ``--tables``
tables sending at once, each bout's winner and points taken from the previous answer of its
group. ``--bouts`` stops after that many results (all of them by default).

Reports the p50, p95 and maximum latency of ``recordResult`` as the client sees it, and of
the groups' first reads (``getGroupResults``), and the CPU the server and PostgreSQL spent per
result (``/proc``: a figure that other work on the machine moves less than latency). Goal:
p95 <= 100 ms. The exit code is 1 when a request failed or the p95 missed the goal. The
database is dropped at the end.
"""

from __future__ import annotations

import argparse
import asyncio
import random
import sys
import time
from collections.abc import Callable
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

import httpx
from bench_main import add_database_url, run_in_folder
from draws import seed
from load import REQUEST_TIMEOUT, Server
from load_cpu import CpuSample, database_seconds, describe, server_seconds
from load_seed import PASSWORD, create_database, drop_database
from scale import runtime_for
from sqlalchemy import text

from adapters.security.passwords import BcryptPasswordHasher
from adapters.sql.migrate import upgrade
from fedreg_core.services.draws import make_draws, publish_draws

GOAL_P95_MS = 100.0
ADMIN = "admin@bench.rs"


@dataclass
class Timings:
    recorded: list[float] = field(default_factory=list)
    read: list[float] = field(default_factory=list)
    errors: list[str] = field(default_factory=list)


def p(values: list[float], share: float) -> float:
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, int(share * len(ordered)))] if ordered else 0.0


async def prepare(database_url: str, args: argparse.Namespace, folder: Path) -> int:
    """Seed, draw and publish; the admin's password set to ``PASSWORD``. The tournament's id."""
    await upgrade(database_url)
    runtime = runtime_for(database_url, folder)
    try:
        tournament, admin = await seed(runtime, args)
        context = runtime.context
        await make_draws(context.uow(), context.clock, context.group_ids, admin, tournament, seed=7)
        await publish_draws(context.uow(), context.clock, admin, tournament, published=True)
        hashed = await BcryptPasswordHasher().hash(PASSWORD)
        async with runtime.engine.begin() as connection:
            await connection.execute(
                text("UPDATE users SET password_hash = :hashed WHERE email = :email"),
                {"hashed": hashed, "email": ADMIN},
            )
            await connection.execute(text("ANALYZE"))
    finally:
        await runtime.engine.dispose()
    return tournament


def next_bout(group: dict[str, Any]) -> dict[str, Any] | None:
    """The group's first bout, in round order, with both fighters and no winner."""
    waiting = [
        b for b in group["bouts"]
        if b["red"] is not None and b["blue"] is not None and b["winner"] is None
    ]  # fmt: skip
    return min(waiting, key=lambda b: (b["round"], b["index"]), default=None)


async def record(
    client: httpx.AsyncClient, path: str, bout: dict[str, Any], rng: random.Random,
    timings: Timings,
) -> dict[str, Any] | None:  # fmt: skip
    """One table's result for ``bout``; the group's answer, ``None`` on an error."""
    red_won = rng.random() < 0.5
    body = {
        "winner": bout["red"] if red_won else bout["blue"],
        "ending": "POINTS",
        "redPoints": rng.randint(3, 8) if red_won else rng.randint(0, 2),
        "bluePoints": rng.randint(0, 2) if red_won else rng.randint(3, 8),
        "version": bout["version"],
    }
    url = f"{path}/bouts/{bout['round']}/{bout['index']}"
    started = time.perf_counter()
    response = await client.put(url, json=body)
    timings.recorded.append((time.perf_counter() - started) * 1000)
    if response.status_code != 200:
        timings.errors.append(f"PUT {url}: {response.status_code} {response.text[:200]}")
        return None
    answer: dict[str, Any] = response.json()
    return answer


@dataclass
class Day:
    """The tables' shared state: each group's last answer."""

    client: httpx.AsyncClient
    paths: dict[str, str]
    groups: dict[str, dict[str, Any]]
    rng: random.Random
    timings: Timings

    async def table(self, queue: asyncio.Queue[tuple[str, dict[str, Any]]]) -> None:
        """One table: the wave's next bout until none is left."""
        while not queue.empty():
            name, bout = queue.get_nowait()
            answer = await record(self.client, self.paths[name], bout, self.rng, self.timings)
            if answer is None:
                self.groups.pop(name)  # its state is unknown: leave the group
            else:
                self.groups[name] = answer


async def play_day(
    url: str, tournament: int, args: argparse.Namespace, timings: Timings,
    before_results: Callable[[], None],
) -> int:  # fmt: skip
    """Every group's bouts in waves, ``args.tables`` at once: the number of results entered."""
    rng = random.Random(36)
    limits = httpx.Limits(max_connections=args.tables)
    async with httpx.AsyncClient(base_url=url, timeout=REQUEST_TIMEOUT, limits=limits) as client:
        signed = await client.post("/api/login", json={"email": ADMIN, "password": PASSWORD})
        signed.raise_for_status()
        client.headers["Authorization"] = f"Bearer {signed.json()['token']}"
        listed = await client.get(f"/api/tournament/{tournament}/draws")
        listed.raise_for_status()
        names = [g["groupKey"] for g in listed.json()["groups"]]
        paths = {name: f"/api/tournament/{tournament}/draws/{name}" for name in names}
        groups: dict[str, dict[str, Any]] = {}
        for name, path in paths.items():
            started = time.perf_counter()
            response = await client.get(f"{path}/results")
            timings.read.append((time.perf_counter() - started) * 1000)
            response.raise_for_status()
            groups[name] = response.json()
        entered = 0
        before_results()
        while entered < args.bouts:
            wave = [(n, b) for n, g in groups.items() if (b := next_bout(g)) is not None]
            if not wave:
                return entered
            wave = wave[: args.bouts - entered]
            queue = asyncio.Queue[tuple[str, dict[str, Any]]]()
            for item in wave:
                queue.put_nowait(item)
            day = Day(client, paths, groups, rng, timings)
            await asyncio.gather(*(day.table(queue) for _ in range(args.tables)))
            entered += len(wave)
            if args.progress:
                print(f"{entered:,} results, p95 so far {p(timings.recorded, 0.95):.1f} ms",
                      file=sys.stderr)  # fmt: skip
        return entered


async def bench(args: argparse.Namespace, folder: Path) -> int:
    database_url = await create_database(args.database_url)
    server = None
    try:
        started = time.perf_counter()
        tournament = await prepare(database_url, args, folder)
        prepared_s = time.perf_counter() - started
        server = Server(database_url, args.workers, 1000, folder, folder / "server.log")
        server.start()
        await server.wait_ready()
        if args.pid_file and server.process is not None:
            write_pid(Path(args.pid_file), server.process.pid)
        timings = Timings()
        database = database_url.rsplit("/", 1)[-1]
        pid = server.process.pid if server.process else 0
        samples: list[tuple[float, CpuSample]] = []

        def sample() -> None:
            samples.append((time.perf_counter(), CpuSample.take(pid, database)))

        entered = await play_day(server.url, tournament, args, timings, sample)
        sample()
        (start, before), (end, after) = samples
        cpu = (server_seconds(before, after), database_seconds(before, after))
        print(describe(before, after, end - start))
        return report(args, len(timings.read), entered, (prepared_s, end - start), cpu, timings)
    finally:
        if server is not None:
            server.stop()
        await drop_database(args.database_url, database_url)


def write_pid(path: Path, pid: int) -> None:
    path.write_text(str(pid))


def report(
    args: argparse.Namespace, groups: int, entered: int, seconds: tuple[float, float],
    cpu: tuple[float, float], timings: Timings,
) -> int:  # fmt: skip
    """The figures; ``seconds``: preparing and the day, ``cpu``: the server's and the
    database's CPU seconds over the day."""
    recorded, read = timings.recorded, timings.read
    prepared_s, day_s = seconds
    print(f"{args.registrations:,} registrations in {groups} groups, drawn and published in "
          f"{prepared_s:.0f} s; {entered:,} results by {args.tables} tables against "
          f"{args.workers} workers in {day_s:.0f} s ({entered / day_s:.0f}/s)")  # fmt: skip
    server_ms, database_ms = (1000 * c / max(entered, 1) for c in cpu)
    print(f"CPU per result: server {server_ms:.1f} ms, PostgreSQL {database_ms:.1f} ms")
    print("| request | count | p50 ms | p95 ms | max ms |")
    print("|---|---:|---:|---:|---:|")
    for name, values in (("recordResult (PUT)", recorded), ("getGroupResults (first)", read)):
        print(f"| {name} | {len(values):,} | {p(values, 0.5):.1f} | {p(values, 0.95):.1f} | "
              f"{max(values, default=0):.1f} |")  # fmt: skip
    for error in timings.errors[:10]:
        print(error, file=sys.stderr)
    missed = p(recorded, 0.95) > GOAL_P95_MS
    print(f"errors: {len(timings.errors)}; goal p95 <= {GOAL_P95_MS:.0f} ms: "
          f"{'missed' if missed else 'met'}")  # fmt: skip
    return 1 if timings.errors or missed else 0


def day_parser(description: str) -> argparse.ArgumentParser:
    """The options of a competition day's bench: its federation's size, the server's workers
    and the PostgreSQL server its database is made on."""
    parser = argparse.ArgumentParser(description=description)
    parser.add_argument("--registrations", type=int, default=30_000)
    parser.add_argument("--categories", type=int, default=20)
    parser.add_argument("--disciplines", type=int, default=10)
    parser.add_argument("--workers", type=int, default=2)
    add_database_url(parser)
    return parser


def main(argv: list[str] | None = None) -> int:
    parser = day_parser(__doc__.splitlines()[0])
    parser.add_argument("--tables", type=int, default=4)
    parser.add_argument("--bouts", type=int, default=sys.maxsize)
    parser.add_argument("--progress", action="store_true", help="Print progress per wave.")
    parser.add_argument("--pid-file", help="Write the server's pid here (to attach py-spy).")
    return run_in_folder(bench, parser.parse_args(argv))


if __name__ == "__main__":
    sys.exit(main())
