"""Latencies and errors of ``bench/load.py``, and the report it prints."""

from __future__ import annotations

import math
import time
from collections import defaultdict
from collections.abc import Awaitable, Sequence
from typing import Any

import httpx

LOOP_OPERATIONS = ["data", "tournament", "club view", "register", "remove", "fee"]
ERROR_SAMPLES = 5


class Recorder:
    """Times every call by operation; any non-2xx answer or exception is an error, counted
    once and left out of the latencies (which are those of 2xx answers)."""

    def __init__(self) -> None:
        self.latencies: defaultdict[str, list[float]] = defaultdict(list)
        self.completed_at: defaultdict[str, list[float]] = defaultdict(list)  # 2xx, monotonic
        self.errors: defaultdict[str, int] = defaultdict(int)
        self.refused: defaultdict[str, int] = defaultdict(int)  # answered, but not 2xx
        self.samples: list[str] = []

    async def call(self, operation: str, request: Awaitable[httpx.Response]) -> Any:
        """The answer's JSON, or ``None`` when the call failed (counted as an error)."""
        started = time.perf_counter()
        try:
            response = await request
        except Exception as error:
            self._error(operation, f"{operation}: {type(error).__name__} {error}")
            return None
        if not 200 <= response.status_code < 300:
            self.refused[operation] += 1
            self._error(operation, f"{operation}: {response.status_code} {response.text[:200]}")
            return None
        self.latencies[operation].append(time.perf_counter() - started)
        self.completed_at[operation].append(time.monotonic())
        return response.json() if response.content else {}

    def _error(self, operation: str, sample: str) -> None:
        self.errors[operation] += 1
        if len(self.samples) < ERROR_SAMPLES:
            self.samples.append(sample)

    def answered(self, operation: str) -> int:
        """Calls of ``operation`` the server answered, whatever the status."""
        return len(self.latencies[operation]) + self.refused[operation]

    def total_errors(self) -> int:
        return sum(self.errors.values())


def percentile(values: list[float], share: float) -> float:
    """Nearest-rank percentile of ``values`` (seconds), in milliseconds."""
    if not values:
        return math.nan
    ordered = sorted(values)
    return 1000 * ordered[max(0, math.ceil(share * len(ordered)) - 1)]


def _row(name: str, values: list[float], errors: int) -> str:
    figures = "".join(f"{percentile(values, p):9.0f}" for p in (0.5, 0.95, 0.99))
    return f"  {name:<22}{len(values) + errors:>9}{errors:>8}{figures}"


def print_report(
    recorder: Recorder,
    phases: tuple[float, float],
    ratio: dict[str, float],
    client_cpu: float,
    goal_p95_ms: float,
    goal_ratio: float,
    loop_lines: Sequence[str] = (),
) -> int:
    """Print the figures (``loop_lines`` below the loop's requests/s); answer the number of
    errors."""
    sign_in_seconds, loop_seconds = phases
    lat, err = recorder.latencies, recorder.errors
    loop_all = [v for op in LOOP_OPERATIONS for v in lat[op]]
    loop_errors = sum(err[op] for op in LOOP_OPERATIONS)
    print(
        f"\n  {'operation':<22}{'requests':>9}{'errors':>8}{'p50 ms':>9}{'p95 ms':>9}{'p99 ms':>9}"
    )
    print(_row(f"sign-in ({sign_in_seconds:.1f} s)", lat["sign-in"], err["sign-in"]))
    for operation in LOOP_OPERATIONS:
        print(_row(operation, lat[operation], err[operation]))
    print(_row("loop, all", loop_all, loop_errors))
    print(
        f"\n  loop: {len(loop_all) + loop_errors} requests in {loop_seconds:.1f} s = "
        f"{len(loop_all) / loop_seconds:.0f} requests/s"
    )
    for line in loop_lines:
        print(f"  {line}")
    p95 = percentile(loop_all, 0.95)
    print(f"  loop p95 {p95:.0f} ms (goal <= {goal_p95_ms:.0f} ms): {_met(p95 <= goal_p95_ms)}")
    share = ratio["data"] / ratio["health"] if ratio["health"] else 0.0
    print(
        f"  GET /api/health {ratio['health']:.0f}/s, GET /api/data signed in "
        f"{ratio['data']:.0f}/s, signed out {ratio['data signed out']:.0f}/s"
    )
    print(
        f"  /api/data signed in = {share:.0%} of /api/health (goal >= {goal_ratio:.0%}): "
        f"{_met(share >= goal_ratio)}"
    )
    print(f"  load generator CPU: {client_cpu:.1f} s (same machine as the server)")
    total = sum(len(v) for v in lat.values()) + recorder.total_errors()
    errors = recorder.total_errors()
    print(f"\n  {total} requests, {errors} errors (goal 0): {_met(errors == 0)}")
    for sample in recorder.samples:
        print(f"    {sample}")
    return errors


def _met(ok: bool) -> str:
    return "met" if ok else "NOT MET"
