"""What ``bench/load_storm.py`` measured during the sign-in storm, and the lines it prints."""

from __future__ import annotations

from dataclasses import dataclass, field

from load_report import percentile

GOAL_P95_MS = 250.0
WINDOW = 30.0


@dataclass
class Deferrals:
    """503 answers with ``Retry-After`` to sign-ins, and the clubs they were sent to."""

    answers: int = 0
    clubs: set[str] = field(default_factory=set)
    waits: list[float] = field(default_factory=list)


@dataclass
class Storm:
    """The storm's figures: seconds and lists of seconds, as measured."""

    first_group: int
    storm_clubs: int
    seconds: float
    signed_in: int
    deferrals: Deferrals
    sign_ins: list[float]
    during: list[float]
    during_errors: int
    timeline: list[tuple[float, float]]
    cores: tuple[float, float]
    lag: list[float]


def _p95_by_window(timeline: list[tuple[float, float]]) -> str:
    windows: dict[int, list[float]] = {}
    for start, seconds in timeline:
        windows.setdefault(int(start // WINDOW), []).append(seconds)
    last = max(windows, default=-1)
    return ", ".join(f"{percentile(windows.get(n, []), 0.95):.0f}" for n in range(last + 1))


def describe(storm: Storm) -> str:
    """The storm's lines of the report."""
    d = storm.deferrals
    p95 = percentile(storm.during, 0.95)
    waits = f", Retry-After {min(d.waits):.0f}-{max(d.waits):.0f} s" if d.waits else ""
    met = "met" if p95 <= GOAL_P95_MS and storm.during else "NOT MET"
    return "\n".join(
        [
            f"\n  sign-in storm: {storm.storm_clubs} clubs at once while {storm.first_group} "
            f"signed-in clubs loop",
            f"    {storm.signed_in} signed in in {storm.seconds:.1f} s; sign-in p50 "
            f"{percentile(storm.sign_ins, 0.5) / 1000:.1f} s, p95 "
            f"{percentile(storm.sign_ins, 0.95) / 1000:.1f} s (first try to token)",
            f"    deferred (503 + Retry-After, tried again; not errors): {d.answers} answers "
            f"to {len(d.clubs)} clubs{waits}",
            f"    signed-in clubs during the storm: {len(storm.during)} requests, "
            f"{storm.during_errors} errors, p50 {percentile(storm.during, 0.5):.0f} ms, "
            f"p95 {p95:.0f} ms, p99 {percentile(storm.during, 0.99):.0f} ms "
            f"(goal p95 <= {GOAL_P95_MS:.0f} ms): {met}",
            f"    their p95 per {WINDOW:.0f} s of the storm, ms: {_p95_by_window(storm.timeline)}",
            f"    server processes used {storm.cores[0]:.2f} cores meanwhile, "
            f"{storm.cores[1]:.2f} of them on threads at nice 19 (password hashing)",
            f"    the load generator's event loop ran late by p99 {percentile(storm.lag, 0.99):.0f}"
            f" ms, at most {max(storm.lag, default=0) * 1000:.0f} ms (included in the latencies)",
        ]
    )
