"""The sign-in storm of ``bench/load.py``: clubs already signed in keep working while all the
others sign in at once.

A first group of clubs (``FIRST_GROUP_SHARE``, at least ``FIRST_GROUP_MIN``) signs in, then
runs the bench's loop (``Club.loop``: data, tournament, club view, register, fee, with the
``--think`` pause) while every other club signs in at the same instant. When the last of
them is in, the first group stops after its current request and the storm is reported:

- its wall time and the sign-ins' p50/p95, from a club's first try to its token (the whole
  wait a person sees, deferrals included);
- the answers 503 with ``Retry-After`` ("busy, try again in N s"): the client waits that
  long, plus up to a second as a person would, and tries again. A deferred sign-in is not an
  error; how many there were, and how many clubs they concerned, is reported;
- the p95 of the first group's requests during the storm, against 250 ms, and per 30 s of
  the storm;
- the cores the server used meanwhile, and how many of them went to threads of the lowest
  priority (nice 19: the password-hashing threads), from Linux's ``/proc``;
- how late the load generator's own event loop ran (it sends every club's requests: while it
  is late, the latencies it measures include its own delay, not the server's).

Every sign-in and the first group's requests are recorded in the bench's ``Recorder`` (the
loop's under ``storm <operation>``), so any other failure counts as an error of the run.
"""

from __future__ import annotations

import asyncio
import random
import time
from pathlib import Path
from typing import TYPE_CHECKING, Any

from load_cpu import TICKS, _process_tree
from load_report import LOOP_OPERATIONS, Recorder
from load_seed import PASSWORD
from load_storm_report import Deferrals, Storm

if TYPE_CHECKING:
    from collections.abc import Awaitable

    import httpx
    from load import Club

FIRST_GROUP_SHARE = 0.1
FIRST_GROUP_MIN = 5
SIGN_IN_TIMEOUT = 300.0
PREFIX = "storm "
TICK = 0.05


class Labelled(Recorder):
    """Records into ``recorder`` under ``storm <operation>``: the main loop's figures stay
    its own, and errors still count."""

    def __init__(self, recorder: Recorder) -> None:
        super().__init__()
        self.latencies, self.errors, self.samples = (
            recorder.latencies,
            recorder.errors,
            recorder.samples,
        )
        self.started = time.perf_counter()
        self.timeline: list[tuple[float, float]] = []  # (start in the storm, seconds)

    async def call(self, operation: str, request: Awaitable[httpx.Response]) -> Any:
        started = time.perf_counter()
        answer = await super().call(PREFIX + operation, request)
        if answer is not None:
            self.timeline.append((started - self.started, time.perf_counter() - started))
        return answer


def cpu_seconds(pid: int) -> tuple[float, float]:
    """CPU seconds of ``pid``'s process tree: all its threads, and those at nice 19."""
    every = lowest = 0.0
    for member in _process_tree(pid):
        for stat in Path(f"/proc/{member}/task").glob("*/stat"):
            try:
                fields = stat.read_text().rsplit(")", 1)[1].split()
            except OSError:
                continue  # ended meanwhile
            seconds = (int(fields[11]) + int(fields[12])) / TICKS  # utime, stime
            every += seconds
            lowest += seconds if int(fields[16]) == 19 else 0.0  # nice
    return every, lowest


def _retry_after(response: httpx.Response) -> float | None:
    """The seconds of a 503's ``Retry-After``; ``None`` for any other answer."""
    value = response.headers.get("Retry-After", "")
    if response.status_code != 503 or not value.isdigit():
        return None
    return float(value)


async def sign_in(club: Club, recorder: Recorder, deferrals: Deferrals) -> float | None:
    """Sign ``club`` in, waiting as told by every 503 with ``Retry-After``; answers the
    seconds from the first try to the token (recorded as ``sign-in``), ``None`` on failure."""
    email = club.seeded.email
    started = time.perf_counter()

    async def attempt() -> httpx.Response:
        body = {"email": email, "password": PASSWORD}
        response = await club.client.post("/api/login", json=body, timeout=SIGN_IN_TIMEOUT)
        while (wait := _retry_after(response)) is not None:
            deferrals.answers += 1
            deferrals.clubs.add(email)
            deferrals.waits.append(wait)
            await asyncio.sleep(wait + random.uniform(0, 1))
            response = await club.client.post("/api/login", json=body, timeout=SIGN_IN_TIMEOUT)
        return response

    answer = await recorder.call("sign-in", attempt())  # timed from the first try
    if answer is None:
        return None
    club.client.headers["Authorization"] = f"Bearer {answer['token']}"
    return time.perf_counter() - started


async def sign_in_storm(
    clubs: list[Club], recorder: Recorder, think: float, server_pid: int
) -> Storm:
    """Sign every club in: a first group, then the rest at once while the first group loops."""
    size = min(len(clubs), max(FIRST_GROUP_MIN, round(FIRST_GROUP_SHARE * len(clubs))))
    first, rest = clubs[:size], clubs[size:]
    await asyncio.gather(*(sign_in(c, recorder, Deferrals()) for c in first))
    deferrals = Deferrals()
    stop = asyncio.Event()
    labelled = Labelled(recorder)
    looping = [
        asyncio.create_task(c.loop(labelled, float("inf"), think, stop))
        for c in first
        if "Authorization" in c.client.headers
    ]
    started, cpu = time.monotonic(), _cpu(server_pid)
    labelled.started = time.perf_counter()
    lag: list[float] = []
    probe = asyncio.create_task(_lateness(lag))
    sign_ins = await asyncio.gather(*(sign_in(c, recorder, deferrals) for c in rest))
    seconds, cpu_after = time.monotonic() - started, _cpu(server_pid)
    probe.cancel()
    stop.set()
    await asyncio.gather(*looping)
    during = [v for op in LOOP_OPERATIONS for v in recorder.latencies[PREFIX + op]]
    return Storm(
        first_group=len(first),
        storm_clubs=len(rest),
        seconds=seconds,
        signed_in=sum(1 for s in sign_ins if s is not None),
        deferrals=deferrals,
        sign_ins=[s for s in sign_ins if s is not None],
        during=during,
        during_errors=sum(recorder.errors[PREFIX + op] for op in LOOP_OPERATIONS),
        timeline=labelled.timeline,
        cores=(
            (cpu_after[0] - cpu[0]) / seconds,
            (cpu_after[1] - cpu[1]) / seconds,
        ),
        lag=lag,
    )


async def _lateness(lag: list[float]) -> None:
    """Every ``TICK``, how much later than asked this event loop woke up (seconds)."""
    while True:
        asked = time.perf_counter()
        await asyncio.sleep(TICK)
        lag.append(time.perf_counter() - asked - TICK)


def _cpu(pid: int) -> tuple[float, float]:
    try:
        return cpu_seconds(pid)
    except (OSError, ValueError, IndexError):
        return float("nan"), float("nan")
