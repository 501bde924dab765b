"""Whether ``bench/load.py``'s loop keeps up, and what each request costs the server.

- **Offered against completed.** With a think time T, a club would send one request every T
  seconds on average if every answer were instant: the clubs offer ``clubs / T`` requests/s.
  Completed: the loop's 2xx answers that arrived within its ``--duration`` (each club's last
  round, which runs past it, is left out), per second. Completed below 90 % of offered means
  the clubs wait on the server: the loop is saturated. With ``--think 0`` every club asks
  again as soon as it is answered (a closed loop): offered is unbounded.
- **Server CPU per request.** CPU seconds of the server's processes (``load_cpu.py``, /proc
  of its process tree) over the requests answered: during the loop for all its operations
  together, then, after the loop, in one short phase per operation that sends only that
  operation from the signed-in clubs (``--cost-requests`` requests over ``--cost-clients``
  clubs at once, no think time). The register phase registers members not registered yet,
  the remove phase removes registrations made before it (the loop's: it runs first, so the
  register phase has members to register even with ``--members 1``). A phase's calls go to
  the clubs in turn, so, as in a loop whose think time exceeds the clients' 4 s keep-alive,
  many open a new connection. The PostgreSQL backends serving the bench database are measured
  beside the server, in a column of their own. Off Linux the CPU figures are ``nan``.
"""

from __future__ import annotations

import asyncio
import math
import time
from collections.abc import Awaitable, Callable
from dataclasses import dataclass
from typing import Protocol

import httpx
from load_cpu import CpuSample, database_seconds, server_seconds
from load_report import LOOP_OPERATIONS, Recorder
from load_seed import Federation, SeededClub

GOAL_COMPLETED = 0.9
GOAL_CPU_MS = 3.0
PHASE_ORDER = ["data", "tournament", "club view", "fee", "remove", "register"]

Call = Callable[[], Awaitable[object]]


class CostClub(Protocol):
    """What a phase needs of ``bench/load.py``'s ``Club``."""

    client: httpx.AsyncClient
    seeded: SeededClub
    federation: Federation
    registration_of: dict[int, int]


@dataclass
class LoopWindow:
    """The loop as it ran: its clubs, think time, bounds (monotonic) and CPU samples."""

    clubs: int
    think: float
    started: float
    until: float  # started + --duration: no club starts a round after it
    cpu_before: CpuSample
    cpu_after: CpuSample


@dataclass
class Cost:
    """CPU seconds spent serving ``requests`` answers in ``seconds`` of wall time."""

    operation: str
    requests: int
    seconds: float
    server: float
    database: float

    def per_request_ms(self, cpu: float) -> float:
        return 1000 * cpu / self.requests if self.requests else math.nan


def offered_lines(window: LoopWindow, recorder: Recorder) -> list[str]:
    """Requests/s offered and completed during the loop, and the goal."""
    seconds = window.until - window.started
    completed = sum(
        1
        for operation in LOOP_OPERATIONS
        for at in recorder.completed_at[operation]
        if window.started <= at <= window.until
    )
    rate = completed / seconds
    done = f"completed {rate:.0f} requests/s (2xx answers within the loop's {seconds:.0f} s)"
    if window.think <= 0:
        return [f"offered: unbounded (--think 0: a closed loop, clubs ask again at once); {done}"]
    offered = window.clubs / window.think
    share = rate / offered
    met = "met" if share >= GOAL_COMPLETED else "NOT MET"
    return [
        f"offered {offered:.0f} requests/s ({window.clubs} clubs / {window.think:g} s mean "
        f"think time), {done}",
        f"completed = {share:.0%} of offered (goal >= {GOAL_COMPLETED:.0%}: the loop not "
        f"saturated): {met}",
    ]


def loop_cost(window: LoopWindow, recorder: Recorder, seconds: float) -> Cost:
    """The loop's server CPU over every loop request answered (each club's last round too)."""
    answered = sum(recorder.answered(operation) for operation in LOOP_OPERATIONS)
    before, after = window.cpu_before, window.cpu_after
    return Cost(
        "loop, all",
        answered,
        seconds,
        server_seconds(before, after),
        database_seconds(before, after),
    )


def _phase_calls(operation: str, club: CostClub, recorder: Recorder, name: str) -> list[Call]:
    """The calls ``club`` may make in the phase of ``operation``: a GET's one call (repeated
    at will), a remove per registration it knows, a register per member not registered."""
    client = club.client
    tournament = f"/api/tournament/{club.federation.tournament_id}"
    club_id = club.seeded.club_id
    paths = {
        "data": "/api/data",
        "tournament": tournament,
        "club view": f"{tournament}/club/{club_id}",
        "fee": f"{tournament}/fees/{club_id}",
    }
    if operation in paths:
        path = paths[operation]
        return [lambda: recorder.call(name, client.get(path))]

    if operation == "remove":

        def remove(member_id: int, registration_id: int) -> Call:
            async def call() -> None:
                path = f"/api/tournament/competitor/{registration_id}"
                if await recorder.call(name, client.delete(path)) is not None:
                    club.registration_of.pop(member_id, None)

            return call

        return [remove(m, r) for m, r in list(club.registration_of.items())]

    def register(member_id: int, index: int) -> Call:
        disciplines = club.federation.discipline_ids[: 1 + index % 2]
        categories = [{"id": club.federation.category_id, "disciplines": disciplines}]
        body = {"memberId": member_id, "categories": categories}

        async def call() -> None:
            view = await recorder.call(
                name, client.post(f"{tournament}/register-competitor", json=body)
            )
            for competitor in view["competitors"] if view is not None else []:
                if competitor["competitorId"] == member_id:
                    club.registration_of[member_id] = competitor["id"]

        return call

    free = [m for m in club.seeded.member_ids if m not in club.registration_of]
    return [register(m, index) for index, m in enumerate(free)]


def _plan(
    operation: str, clubs: list[CostClub], recorder: Recorder, name: str, requests: int
) -> list[list[Call]]:
    """``requests`` calls taken in turn from each club (as many as it has), per club."""
    available = [_phase_calls(operation, club, recorder, name) for club in clubs]
    if operation in ("remove", "register"):  # each club's own, in turns, until enough
        chosen: list[list[Call]] = [[] for _ in clubs]
        taken, turn = 0, 0
        while taken < requests and any(turn < len(calls) for calls in available):
            for index, calls in enumerate(available):
                if turn < len(calls) and taken < requests:
                    chosen[index].append(calls[turn])
                    taken += 1
            turn += 1
        return chosen
    counts = [
        requests // len(clubs) + (index < requests % len(clubs)) for index in range(len(clubs))
    ]
    return [calls * count for calls, count in zip(available, counts, strict=True)]


async def _run_lane(per_club: list[list[Call]]) -> None:
    """One club's call after another's, in turn: one request at a time."""
    for turn in range(max(map(len, per_club), default=0)):
        for calls in per_club:
            if turn < len(calls):
                await calls[turn]()


async def measure_operations(
    clubs: list[CostClub],
    recorder: Recorder,
    server_pid: int,
    database: str,
    requests: int,
    concurrency: int,
) -> list[Cost]:
    """One phase per operation (``PHASE_ORDER``); answers them in ``LOOP_OPERATIONS`` order."""
    signed_in = [club for club in clubs if "Authorization" in club.client.headers]
    if not signed_in or requests <= 0:
        return []
    lanes = min(concurrency, len(signed_in))
    costs = {}
    for operation in PHASE_ORDER:
        name = f"{operation} (cost phase)"
        per_club = _plan(operation, signed_in, recorder, name, requests)
        answered = recorder.answered(name)
        before, started = CpuSample.take(server_pid, database), time.monotonic()
        await asyncio.gather(*(_run_lane(per_club[lane::lanes]) for lane in range(lanes)))
        seconds, after = time.monotonic() - started, CpuSample.take(server_pid, database)
        costs[operation] = Cost(
            operation,
            recorder.answered(name) - answered,
            seconds,
            server_seconds(before, after),
            database_seconds(before, after),
        )
    return [costs[operation] for operation in LOOP_OPERATIONS if operation in costs]


def _ms(value: float) -> str:
    return f"{value:10.2f}" if not math.isnan(value) else f"{'-':>10}"


def print_costs(loop: Cost, operations: list[Cost], concurrency: int) -> None:
    """The table of CPU per request and the loop's goal."""
    print(
        "\n  CPU per request: the server's processes, and PostgreSQL's backends of the bench "
        f"database; each operation alone after the loop, {concurrency} clubs at once, no think"
    )
    print(f"  {'operation':<22}{'requests':>9}{'seconds':>9}{'server ms':>11}{'postgres ms':>12}")
    for cost in [loop, *operations]:
        print(
            f"  {cost.operation:<22}{cost.requests:>9}{cost.seconds:>9.1f}"
            f"{_ms(cost.per_request_ms(cost.server)):>11}"
            f"{_ms(cost.per_request_ms(cost.database)):>12}"
        )
    average = loop.per_request_ms(loop.server)
    verdict = (
        "unknown (no /proc)"
        if math.isnan(average)
        else "met"
        if average <= GOAL_CPU_MS
        else "NOT MET"
    )
    print(
        f"  server CPU per request over the loop {average:.2f} ms "
        f"(goal <= {GOAL_CPU_MS:g} ms on average): {verdict}"
    )
