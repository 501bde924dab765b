"""A competition day followed live: tatamis entering results while spectators watch the public page.

    uv run python bench/live.py [--registrations 30000] [--tatamis 8] [--interval 20]
                                [--spectators 2000] [--spectator-processes 2]
                                [--duration 180] [--workers 2]
                                [--database-url postgresql+asyncpg://postgres@127.0.0.1/postgres]

Seeds, draws and publishes a tournament as ``bench/results.py`` does (30,000 registrations in
400 groups by default), makes its results public, starts ``fedreg serve --workers W`` and then:

- ``--spectators`` clients (in ``--spectator-processes`` processes of their own) each read the
  public medal table and open the live stream (``followPublicResults``), as the public page does;
- ``--tatamis`` tables each enter a result (``recordResult``) every ``--interval`` seconds,
  staggered, going through their share of the groups bout by bout, for ``--duration`` seconds.

Reports the p50/p95/max of result entry as the table sees it, and of the delay from a result's
request to its arrival at each spectator (every spectator, every result); the errors (failed
requests, streams refused or ended); and the CPU seconds of the server, of PostgreSQL and of the
spectators' processes (counted apart). Goals: entry p95 <= 100 ms, visible p95 <= 2 s, 0 errors.
The exit code is 1 when a goal is missed. The database is dropped at the end.
"""

from __future__ import annotations

import argparse
import asyncio
import multiprocessing
import random
import sys
import time
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

import httpx
import msgspec
from bench_main import run_in_folder
from load import REQUEST_TIMEOUT, Server
from load_cpu import CpuSample, database_seconds, describe, server_seconds
from load_seed import PASSWORD, create_database, drop_database
from results import ADMIN, day_parser, next_bout, p, prepare
from sqlalchemy import text

from adapters.sql.engine import create_engine

GOAL_ENTRY_P95_MS = 100.0
GOAL_VISIBLE_P95_S = 2.0
SETTLE_S = 3.0
"""After the last result: how long the spectators may take to see it."""

Key = tuple[str, int, int, int]
"""A result as spectators see it: the group's name, the bout's round and index, its version."""


class Bout(msgspec.Struct):
    round: int
    index: int
    version: int


class Draw(msgspec.Struct, rename="camel"):
    group_key: str


class GroupEvent(msgspec.Struct):
    draw: Draw
    bouts: list[Bout]


@dataclass
class Seen:
    """What one spectator process saw: per result, when each of its spectators first saw it."""

    arrivals: dict[Key, list[float]] = field(default_factory=dict)
    errors: list[str] = field(default_factory=list)
    cpu_s: float = 0.0


async def spectator(
    client: httpx.AsyncClient, tournament: int, seen: Seen, ready: asyncio.Event,
    counter: list[int],
) -> None:  # fmt: skip
    """One person on the public page: the medal table, then the stream until cancelled."""
    decode = msgspec.json.Decoder(GroupEvent)
    known: set[Key] = set()
    base = f"/api/public/tournaments/{tournament}"
    try:
        medals = await client.get(f"{base}/medals")
        if medals.status_code != 200:
            seen.errors.append(f"medals: {medals.status_code}")
            return
        async with client.stream("GET", f"{base}/live") as stream:
            if stream.status_code != 200:
                seen.errors.append(f"live: {stream.status_code}")
                return
            event = ""
            async for line in stream.aiter_lines():
                if line.startswith("event: "):
                    event = line[7:]
                    if event == "hello":
                        counter[0] += 1
                        if counter[0] == counter[1]:
                            ready.set()
                    elif event == "gone":
                        seen.errors.append("the stream said gone")
                        return
                elif line.startswith("data: ") and event == "group":
                    now = time.time()
                    group = decode.decode(line[6:])
                    for bout in group.bouts:
                        key = (group.draw.group_key, bout.round, bout.index, bout.version)
                        if bout.version and key not in known:
                            known.add(key)
                            seen.arrivals.setdefault(key, []).append(now)
        seen.errors.append("the stream ended")
    except httpx.HTTPError as error:
        seen.errors.append(f"stream: {error!r}")


def spectators_process(
    url: str, tournament: int, count: int, ready: Any, stop: Any, out: Any
) -> None:
    """``count`` spectators in this process; what they saw goes to ``out`` once ``stop`` is set."""

    async def run() -> Seen:
        seen = Seen()
        all_ready = asyncio.Event()
        counter = [0, count]
        limits = httpx.Limits(max_connections=None, max_keepalive_connections=None)
        timeout = httpx.Timeout(REQUEST_TIMEOUT, read=None)
        async with httpx.AsyncClient(base_url=url, limits=limits, timeout=timeout) as client:
            tasks = [
                asyncio.create_task(spectator(client, tournament, seen, all_ready, counter))
                for _ in range(count)
            ]
            await asyncio.wait_for(all_ready.wait(), 300)
            ready.set()
            await asyncio.to_thread(stop.wait)
            for task in tasks:
                task.cancel()
            await asyncio.gather(*tasks, return_exceptions=True)
        seen.cpu_s = time.process_time()
        return seen

    seen = asyncio.run(run())
    out.put((seen.arrivals, seen.errors, seen.cpu_s))


@dataclass
class Tables:
    entered: dict[Key, float] = field(default_factory=dict)
    latencies: list[float] = field(default_factory=list)
    errors: list[str] = field(default_factory=list)


async def tatami(
    client: httpx.AsyncClient, tournament: int, groups: list[dict[str, Any]],
    args: argparse.Namespace, offset: float, until: float, tables: Tables, rng: random.Random,
) -> None:  # fmt: skip
    """One tatami: a result every ``args.interval`` seconds from ``offset``, group after group."""
    await asyncio.sleep(offset)
    tick = time.monotonic()
    while groups and time.monotonic() < until:
        group = groups[0]
        bout = next_bout(group)
        if bout is None:
            groups.pop(0)
            continue
        name = group["draw"]["groupKey"]
        red_won = rng.random() < 0.5
        body = {"winner": bout["red"] if red_won else bout["blue"], "version": bout["version"]}
        url = f"/api/tournament/{tournament}/draws/{name}/bouts/{bout['round']}/{bout['index']}"
        tables.entered[(name, bout["round"], bout["index"], bout["version"] + 1)] = time.time()
        started = time.perf_counter()
        response = await client.put(url, json=body)
        tables.latencies.append((time.perf_counter() - started) * 1000)
        if response.status_code != 200:
            tables.errors.append(f"PUT {url}: {response.status_code} {response.text[:200]}")
            groups.pop(0)
        else:
            groups[0] = response.json()
        tick += args.interval
        await asyncio.sleep(max(0.0, tick - time.monotonic()))


async def enter_results(url: str, tournament: int, args: argparse.Namespace) -> Tables:
    tables = Tables()
    async with httpx.AsyncClient(base_url=url, timeout=REQUEST_TIMEOUT) as client:
        signed = await client.post("/api/login", json={"email": ADMIN, "password": PASSWORD})
        signed.raise_for_status()
        client.headers["Authorization"] = f"Bearer {signed.json()['token']}"
        listed = await client.get(f"/api/tournament/{tournament}/draws")
        listed.raise_for_status()
        names = [g["groupKey"] for g in listed.json()["groups"]]
        shares: list[list[dict[str, Any]]] = [[] for _ in range(args.tatamis)]
        for n, name in enumerate(names):
            answer = await client.get(f"/api/tournament/{tournament}/draws/{name}/results")
            answer.raise_for_status()
            shares[n % args.tatamis].append(answer.json())
        until = time.monotonic() + args.duration
        rng = random.Random(37)
        step = args.interval / args.tatamis
        await asyncio.gather(*(
            tatami(client, tournament, share, args, n * step, until, tables, rng)
            for n, share in enumerate(shares)
        ))  # fmt: skip
    return tables


async def make_public(database_url: str, tournament: int) -> None:
    engine = create_engine(database_url)
    try:
        async with engine.begin() as connection:
            await connection.execute(
                text(
                    "UPDATE tournaments SET is_public = true, public_entries = true WHERE id = :id"
                ),
                {"id": tournament},
            )
    finally:
        await engine.dispose()


async def bench(args: argparse.Namespace, folder: Path) -> int:
    database_url = await create_database(args.database_url)
    server, processes = None, []
    try:
        started = time.perf_counter()
        tournament = await prepare(database_url, args, folder)
        await make_public(database_url, tournament)
        prepared_s = time.perf_counter() - started
        server = Server(database_url, args.workers, 1000, folder, folder / "server.log")
        server.env["FEDREG_PUBLIC_REQUESTS_PER_MINUTE"] = "0"  # one address: the bench's
        server.env["FEDREG_LIVE_STREAMS_PER_ADDRESS"] = str(args.spectators)
        server.start()
        await server.wait_ready()
        spawn = multiprocessing.get_context("spawn")
        stop, out = spawn.Event(), spawn.Queue()
        readies = []
        shares = [args.spectators // args.spectator_processes] * args.spectator_processes
        shares[0] += args.spectators - sum(shares)
        for count in shares:
            ready = spawn.Event()
            process = spawn.Process(
                target=spectators_process, args=(server.url, tournament, count, ready, stop, out)
            )
            process.start()
            processes.append(process)
            readies.append(ready)
        for ready in readies:
            await asyncio.to_thread(ready.wait, 300)
        print(f"{args.spectators:,} spectators follow the stream", file=sys.stderr)
        database = database_url.rsplit("/", 1)[-1]
        pid = server.process.pid if server.process else 0
        before, began = CpuSample.take(pid, database), time.perf_counter()
        tables = await enter_results(server.url, tournament, args)
        await asyncio.sleep(SETTLE_S)
        after, day_s = CpuSample.take(pid, database), time.perf_counter() - began
        stop.set()
        seen = [await asyncio.to_thread(out.get, True, 120) for _ in processes]
        print(describe(before, after, day_s))
        cpu = (server_seconds(before, after), database_seconds(before, after))
        return report(args, tables, seen, (prepared_s, day_s), cpu)
    finally:
        for process in processes:
            process.join(30)
            if process.is_alive():
                process.kill()
        if server is not None:
            server.stop()
        await drop_database(args.database_url, database_url)


Collected = tuple[dict[Key, list[float]], list[str], float]
"""A spectators' process's: when each result arrived, its errors, its CPU seconds."""


def report(
    args: argparse.Namespace, tables: Tables, seen: list[Collected],
    seconds: tuple[float, float], cpu: tuple[float, float],
) -> int:  # fmt: skip
    prepared_s, day_s = seconds
    delays: list[float] = []
    missing = 0
    errors = list(tables.errors)
    spectator_cpu = 0.0
    for arrivals, spectator_errors, cpu_s in seen:
        errors.extend(spectator_errors)
        spectator_cpu += cpu_s
        for key, sent in tables.entered.items():
            times = arrivals.get(key, [])
            delays.extend(t - sent for t in times)
    expected = len(tables.entered) * args.spectators
    missing = expected - len(delays)
    entered = len(tables.latencies)
    print(f"{args.registrations:,} registrations, drawn, published and public in "
          f"{prepared_s:.0f} s; "
          f"{entered} results by {args.tatamis} tatamis (one each every {args.interval:g} s) in "
          f"{day_s:.0f} s, against {args.workers} workers, followed by {args.spectators:,} "
          f"spectators")  # fmt: skip
    server_s, database_s = cpu
    print(f"CPU over the day: server {server_s:.1f} s, PostgreSQL {database_s:.1f} s, "
          f"spectators' client {spectator_cpu:.1f} s (counted apart)")  # fmt: skip
    print("| measure | count | p50 | p95 | max |")
    print("|---|---:|---:|---:|---:|")
    lat = tables.latencies
    print(f"| recordResult (ms) | {len(lat):,} | {p(lat, 0.5):.1f} | {p(lat, 0.95):.1f} | "
          f"{max(lat, default=0):.1f} |")  # fmt: skip
    print(f"| result seen by a spectator (s) | {len(delays):,} | {p(delays, 0.5):.2f} | "
          f"{p(delays, 0.95):.2f} | {max(delays, default=0):.2f} |")  # fmt: skip
    if missing:
        errors.append(f"{missing:,} of {expected:,} (result, spectator) pairs never arrived")
    for error in errors[:10]:
        print(error, file=sys.stderr)
    met = (
        not errors
        and p(lat, 0.95) <= GOAL_ENTRY_P95_MS
        and p(delays, 0.95) <= GOAL_VISIBLE_P95_S
        and entered > 0
    )
    print(f"errors: {len(errors)}; goals (entry p95 <= {GOAL_ENTRY_P95_MS:.0f} ms, seen p95 <= "
          f"{GOAL_VISIBLE_P95_S:g} s): {'met' if met else 'missed'}")  # fmt: skip
    return 0 if met else 1


def main(argv: list[str] | None = None) -> int:
    parser = day_parser(__doc__.splitlines()[0])
    parser.add_argument("--tatamis", type=int, default=8)
    parser.add_argument("--interval", type=float, default=20.0)
    parser.add_argument("--spectators", type=int, default=2000)
    parser.add_argument("--spectator-processes", type=int, default=2)
    parser.add_argument("--duration", type=float, default=180.0)
    return run_in_folder(bench, parser.parse_args(argv))


if __name__ == "__main__":
    sys.exit(main())
