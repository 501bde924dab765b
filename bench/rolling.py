"""A rolling upgrade under load: two ``fedreg serve`` on one PostgreSQL database, every
server in turn stopped with SIGTERM, started again and waited for, while clubs keep entering
competitors through both.

    python bench/rolling.py [--clubs 200] [--think 2] [--workers 2] [--settle 3]

The clubs reach the servers through ``Balancer``, an httpx transport that does what a load
balancer in front of them does (Caddy's ``lb_try_duration``, docs/upgrading.md): it sends
each request to the next server its health checks found up, and a request that could not
reach a server (the connection refused, or closed by a stopping server before it answered)
to the other one, a create with the same ``Idempotency-Key``. The servers' part: SIGTERM
lets the requests in flight finish and takes no new ones; a started server answers once it
is ready.

Required, and the exit code is 1 otherwise: no failed request (every answer 2xx, whatever
server and whenever), every server stopped cleanly (exit code 0), and no lost or doubled
write (the database holds exactly the entries the clubs were told were made). The
database is dropped at the end.
"""

from __future__ import annotations

import argparse
import asyncio
import itertools
import os
import signal
import sys
import tempfile
import time
import uuid
from collections import Counter
from pathlib import Path

import httpx
from load import READY_TIMEOUT, Club, Server
from load_report import Recorder
from load_seed import Federation, create_database, drop_database, seed
from sqlalchemy import select

from adapters.security.tokens import JwtTokenService
from adapters.sql.engine import create_engine
from adapters.sql.models import CompetitorRegistrationRow, UserRow

HEALTH_EVERY = 0.2
"""Seconds between a balancer's health checks of a server."""
TRY_FOR = 15.0
"""How long a request is tried on the servers up before it fails (Caddy: ``lb_try_duration``)."""
STOP_TIMEOUT = 30.0


class Balancer(httpx.AsyncBaseTransport):
    """Spreads requests over the servers its health checks find up; a request that reached no
    server is tried on another (a POST keeps its ``Idempotency-Key``: never applied twice)."""

    def __init__(self, urls: list[str]) -> None:
        self.urls = urls
        self.transports = {url: httpx.AsyncHTTPTransport(retries=0) for url in urls}
        self.up = set(urls)
        self.turn = itertools.count()
        self.tried_again: Counter[str] = Counter()
        self._checks: asyncio.Task[None] | None = None

    def pick(self) -> str | None:
        live = [url for url in self.urls if url in self.up]
        return live[next(self.turn) % len(live)] if live else None

    async def handle_async_request(self, request: httpx.Request) -> httpx.Response:
        if request.method == "POST" and "Idempotency-Key" not in request.headers:
            request.headers["Idempotency-Key"] = uuid.uuid4().hex
        body = await request.aread()
        deadline = time.monotonic() + TRY_FOR
        while time.monotonic() < deadline:
            url = self.pick()
            if url is None:
                await asyncio.sleep(HEALTH_EVERY / 2)
                continue
            target = httpx.URL(url).copy_with(path=request.url.path, query=request.url.query)
            routed = httpx.Request(request.method, target, headers=request.headers, content=body)
            try:
                return await self.transports[url].handle_async_request(routed)
            except httpx.TransportError as error:  # nothing answered: this server is stopping
                self.up.discard(url)
                self.tried_again[type(error).__name__] += 1
        raise httpx.ConnectError(f"no server answered within {TRY_FOR:.0f} s")

    async def start_checks(self) -> None:
        self._checks = asyncio.create_task(self._check_forever())

    async def _check_forever(self) -> None:
        async with httpx.AsyncClient(timeout=1.0) as client:
            while True:
                for url in self.urls:
                    try:
                        healthy = (await client.get(f"{url}/api/ready")).status_code == 200
                    except httpx.HTTPError:
                        healthy = False
                    (self.up.add if healthy else self.up.discard)(url)
                await asyncio.sleep(HEALTH_EVERY)

    async def aclose(self) -> None:
        if self._checks is not None:
            self._checks.cancel()
        for transport in self.transports.values():
            await transport.aclose()


def parse_args(argv: list[str] | None = None) -> argparse.Namespace:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--clubs", type=int, default=200)
    parser.add_argument("--members", type=int, default=3)
    parser.add_argument("--think", type=float, default=2.0, help="seconds between a club's clicks")
    parser.add_argument("--workers", type=int, default=2, help="fedreg serve --workers, each")
    parser.add_argument("--settle", type=float, default=3.0, help="seconds of load around a step")
    parser.add_argument(
        "--database-url",
        default=os.environ.get(
            "FEDREG_TEST_DATABASE_URL", "postgresql+asyncpg://postgres@127.0.0.1/postgres"
        ),
        help="any database URL of the PostgreSQL server to create the bench database on",
    )
    return parser.parse_args(argv)


async def signed_in_clubs(
    database: str, federation: Federation, key: str, balancer: Balancer
) -> list[Club]:
    """Each club with a token made for its user (the bench is about the servers, not bcrypt)."""
    engine = create_engine(database)
    try:
        async with engine.connect() as connection:
            rows = await connection.execute(select(UserRow.email, UserRow.id))
            user_of: dict[str, int] = dict(rows.all())
    finally:
        await engine.dispose()
    tokens = JwtTokenService(key)
    clubs = []
    for seeded in federation.clubs:
        club = Club(seeded, federation, "http://balanced")
        await club.client.aclose()
        club.client = httpx.AsyncClient(
            transport=balancer,
            base_url="http://balanced",
            timeout=TRY_FOR * 2,
            headers={"Authorization": f"Bearer {tokens.issue(user_of[seeded.email], 0)}"},
        )
        clubs.append(club)
    return clubs


async def stored_entries(database: str, tournament_id: int) -> Counter[tuple[int, int]]:
    """(member, registration) of every competitor entered in the tournament, counted."""
    engine = create_engine(database)
    try:
        async with engine.connect() as connection:
            found = await connection.execute(
                select(CompetitorRegistrationRow.member_id, CompetitorRegistrationRow.id).where(
                    CompetitorRegistrationRow.tournament_id == tournament_id
                )
            )
            return Counter((member, registration) for member, registration in found)
    finally:
        await engine.dispose()


CLEAN_EXITS = (0, -signal.SIGTERM)
"""How a server stopped by SIGTERM ends: uvicorn finishes, then dies of the signal it caught
(as systemd expects of a service it stops: ``SuccessExitStatus`` counts SIGTERM clean)."""
SHUT_DOWN = ("Shutting down", "Application shutdown complete", "Finished server process")
"""What uvicorn logs as it stops gracefully: no new connection, the requests in flight let
finish, the application's shutdown (the database disposed, the live streams closed), the
worker's end."""


async def stop_gracefully(server: Server) -> int:
    """SIGTERM, as systemd stops a service: the exit code once it ended."""
    assert server.process is not None
    server.process.send_signal(signal.SIGTERM)
    deadline = time.monotonic() + STOP_TIMEOUT
    while server.process.poll() is None:
        if time.monotonic() > deadline:
            server.process.kill()
            return -9
        await asyncio.sleep(0.05)
    return server.process.returncode


async def roll(servers: list[Server], settle: float) -> list[str]:
    """Each server in turn: stopped, started again, waited for; what happened, a line each."""
    steps = []
    await asyncio.sleep(settle)
    for name, server in zip("AB", servers, strict=True):
        started = time.monotonic()
        code = await stop_gracefully(server)
        stopped = time.monotonic()
        said = server.log.read_text(errors="replace")
        graceful = code in CLEAN_EXITS and all(line in said for line in SHUT_DOWN)
        server.log = server.log.with_name(f"{server.log.stem}-again.log")
        server.start()
        await server.wait_ready()
        steps.append(
            f"server {name}: stopped (exit code {code}) in {stopped - started:.1f} s,"
            f" ready again {time.monotonic() - stopped:.1f} s later"
        )
        if not graceful:
            steps.append(f"server {name} did not stop cleanly:\n{said[-3000:]}")
        await asyncio.sleep(settle)
    return steps


async def bench(args: argparse.Namespace, folder: Path) -> int:
    database = await create_database(args.database_url)
    servers: list[Server] = []
    balancer: Balancer | None = None
    try:
        federation = await seed(database, args.clubs, args.members)
        key = uuid.uuid4().hex * 2
        for name in "ab":
            (folder / name).mkdir()
            server = Server(database, args.workers, 1000, folder / name, folder / f"{name}.log")
            server.env["FEDREG_SECRET_KEY"] = key  # one key for both, as in production
            # its log written as it comes: a worker's last lines ("Finished server process")
            # left in an output buffer would be lost when it exits
            server.env["PYTHONUNBUFFERED"] = "1"
            servers.append(server)
            server.start()
        await asyncio.gather(*(server.wait_ready() for server in servers))
        balancer = Balancer([server.url for server in servers])
        await balancer.start_checks()
        clubs = await signed_in_clubs(database, federation, key, balancer)
        recorder, stop = Recorder(), asyncio.Event()
        until = time.monotonic() + READY_TIMEOUT
        loops = asyncio.gather(*(c.loop(recorder, until, args.think, stop) for c in clubs))
        steps = await roll(servers, args.settle)
        stop.set()
        await loops
        acknowledged = Counter(
            (member, registration)
            for c in clubs
            for member, registration in c.registration_of.items()
        )
        stored = await stored_entries(database, federation.tournament_id)
        return report(args, recorder, balancer, steps, acknowledged, stored)
    finally:
        if balancer is not None:
            await balancer.aclose()
        for server in servers:
            server.stop()
        await drop_database(args.database_url, database)


def report(
    args: argparse.Namespace,
    recorder: Recorder,
    balancer: Balancer,
    steps: list[str],
    acknowledged: Counter[tuple[int, int]],
    stored: Counter[tuple[int, int]],
) -> int:
    answered = sum(len(v) for v in recorder.latencies.values()) + sum(recorder.refused.values())
    failed = recorder.total_errors()
    lost = acknowledged - stored
    unexpected = stored - acknowledged
    print(f"{args.clubs} clubs (think {args.think} s) on two servers of {args.workers} workers")
    for step in steps:
        print(f"  {step}")
    tried = ", ".join(f"{n} {kind}" for kind, n in balancer.tried_again.items()) or "none"
    print(f"  requests answered: {answered}; failed: {failed}; tried on the other server: {tried}")
    print(
        f"  entries acknowledged: {sum(acknowledged.values())}, stored: {sum(stored.values())};"
        f" lost: {sum(lost.values())}, stored but not acknowledged: {sum(unexpected.values())}"
    )
    for sample in recorder.samples:
        print(f"  error: {sample}")
    clean = all("did not stop cleanly" not in step for step in steps)
    ok = failed == 0 and not lost and not unexpected and clean
    print("rolling upgrade: " + ("0 failed requests, 0 lost writes" if ok else "FAILED"))
    return 0 if ok else 1


def main(argv: list[str] | None = None) -> int:
    args = parse_args(argv)
    with tempfile.TemporaryDirectory(prefix="fedreg-rolling-") as folder:
        return asyncio.run(bench(args, Path(folder)))


if __name__ == "__main__":
    sys.exit(main())
