"""A club's reads at two tournament sizes, for ``bench/scale.py``.

The seed (``scale_seed.py``) holds, beside the big tournament, a small one in which the largest
club has copies of the very same registrations. As that club's coach, through the ASGI app
(routing, authentication, JSON), in both tournaments:

- ``club view``: ``GET /api/tournament/{id}/club/{clubId}``;
- ``club fee``: ``GET /api/tournament/{id}/fees/{clubId}``;
- ``register``: ``POST /api/tournament/{id}/register-competitor`` of a member entered nowhere
  (its answer: the club's registrations), followed by the ``DELETE`` of that registration,
  untimed and uncounted, so that every call registers the same member into the same state.

The statements of one call (after a warm-up) and the wall-clock time of R calls, the two sizes
taken in turn (small, big, big, small, ...) so that a drift of the machine weighs on both.
Goal: the big tournament's statements and p50 within 1.2 times the small one's.
"""

from __future__ import annotations

import time
from collections.abc import Sequence
from dataclasses import dataclass

import httpx
from scale_seed import CATEGORIES, Federation
from sqlalchemy.ext.asyncio import AsyncEngine

from adapters.sql.statement_counter import count_statements

SIZE_GOAL = 1.2
READS = ("club view", "club fee", "register")
REGISTER_CATEGORY = 1  # paid; the catalogue's categories 1..CATEGORIES all offer every discipline
REGISTER_DISCIPLINES = [3, 4]  # individual, neither kata A nor B
assert REGISTER_CATEGORY < CATEGORIES


@dataclass
class SizeFigure:
    database: str
    read: str
    small_statements: int
    big_statements: int
    small_p50_ms: float
    big_p50_ms: float
    small_p95_ms: float
    big_p95_ms: float

    @property
    def statement_ratio(self) -> float:
        return self.big_statements / self.small_statements

    @property
    def time_ratio(self) -> float:
        return self.big_p50_ms / self.small_p50_ms

    @property
    def met(self) -> bool:
        return self.statement_ratio <= SIZE_GOAL and self.time_ratio <= SIZE_GOAL


def percentile(samples: Sequence[float], fraction: float) -> float:
    """The nearest-rank percentile of ``samples`` (seconds), in milliseconds."""
    ordered = sorted(samples)
    index = max(0, min(len(ordered) - 1, round(fraction * len(ordered) + 0.5) - 1))
    return ordered[index] * 1000


class ClubCalls:
    """The three calls of the largest club's coach, in either tournament."""

    def __init__(self, client: httpx.AsyncClient, engine: AsyncEngine, federation: Federation):
        self.client = client
        self.engine = engine
        self.club_id = federation.largest_club
        self.member_id = federation.spare_member

    async def call(self, read: str, tournament_id: int) -> tuple[float, int]:
        """Seconds and statements of one call of ``read`` (the register call alone)."""
        base = f"/api/tournament/{tournament_id}"
        with count_statements(self.engine) as counter:
            start = time.perf_counter()
            if read == "club view":
                response = await self.client.get(f"{base}/club/{self.club_id}")
            elif read == "club fee":
                response = await self.client.get(f"{base}/fees/{self.club_id}")
            else:
                body = {
                    "memberId": self.member_id,
                    "categories": [{"id": REGISTER_CATEGORY, "disciplines": REGISTER_DISCIPLINES}],
                }
                response = await self.client.post(f"{base}/register-competitor", json=body)
            seconds = time.perf_counter() - start
        assert response.is_success, f"{read} {tournament_id}: {response.text[:300]}"
        if read == "register":
            await self.undo(response.json())
        return seconds, counter.count

    async def undo(self, answer: dict[str, list[dict[str, int]]]) -> None:
        """Remove the registration just made."""
        registration = next(
            c["id"] for c in answer["competitors"] if c["competitorId"] == self.member_id
        )
        response = await self.client.delete(f"/api/tournament/competitor/{registration}")
        assert response.is_success, f"undo register: {response.text[:300]}"


async def measure_sizes(
    kind: str,
    client: httpx.AsyncClient,
    engine: AsyncEngine,
    federation: Federation,
    repeat: int,
    reads: Sequence[str] = READS,
) -> list[SizeFigure]:
    """``client`` signed in as the largest club's coach (``federation.club_user_id``)."""
    calls = ClubCalls(client, engine, federation)
    small, big = federation.small_tournament_id, federation.tournament_id
    figures = []
    for read in reads:
        statements: dict[int, int] = {}
        seconds: dict[int, list[float]] = {small: [], big: []}
        for tournament_id in (small, big):
            await calls.call(read, tournament_id)  # warm-up
            statements[tournament_id] = (await calls.call(read, tournament_id))[1]
        for turn in range(repeat):
            for tournament_id in (small, big) if turn % 2 == 0 else (big, small):
                seconds[tournament_id].append((await calls.call(read, tournament_id))[0])
        figures.append(SizeFigure(
            kind, read, statements[small], statements[big],
            percentile(seconds[small], 0.5), percentile(seconds[big], 0.5),
            percentile(seconds[small], 0.95), percentile(seconds[big], 0.95),
        ))  # fmt: skip
    return figures


def report_sizes(figures: list[SizeFigure], federation: Federation) -> None:
    small = federation.small_competitors + federation.small_teams
    big = federation.competitors + federation.teams
    club = federation.by_club[federation.largest_club]
    print(
        f"\na club's reads at two sizes: club {federation.largest_club} ({club} registrations) "
        f"as its coach, through HTTP, in a tournament of {small:,} registrations "
        f"({federation.small_clubs} clubs) and of {big:,}"
    )
    print(f"{'database':9} {'read':10} {'stmts small':>11} {'big':>4} {'p50 small':>10} "
          f"{'big':>8} {'p95 small':>10} {'big':>8} {'stmts ×':>8} {'p50 ×':>6}  goal")  # fmt: skip
    for f in figures:
        print(f"{f.database:9} {f.read:10} {f.small_statements:11} {f.big_statements:4} "
              f"{f.small_p50_ms:8.1f}ms {f.big_p50_ms:6.1f}ms {f.small_p95_ms:8.1f}ms "
              f"{f.big_p95_ms:6.1f}ms {f.statement_ratio:7.2f}x {f.time_ratio:5.2f}x  "
              f"{'met' if f.met else 'NOT MET'}")  # fmt: skip
    print(
        f"goal: the big tournament's statements and http p50 <= {SIZE_GOAL}x the small one's "
        "(register: the POST alone; its DELETE undoes it between calls)"
    )
