"""Benchmark of the fee engine: registrations priced per second by ``club_fee``.

    uv run python bench/fees.py [--registrations N] [--repeat R] [--seed S]

Builds a seeded, realistic mix (mostly competitors with 1-4 entries, some teams, some free
flags, some kata A/B pairs), then times ``club_fee`` over all of it R times and prints the
best rate against the goal of 200,000 registrations per second. A second, informational
figure prices the same registrations as clubs of 50 (one ``club_fee`` call per club).
"""

from __future__ import annotations

import argparse
import random
import sys
import time
from collections.abc import Callable, Sequence

from fedreg_core.fees import (
    Category,
    Discipline,
    Entry,
    FeeSchedule,
    Registration,
    club_fee,
)

GOAL = 200_000
CLUB_SIZE = 50
SCHEDULE = FeeSchedule(2000, 500, 3500, 500, 4500, 1000, 3000, 0)

CATEGORIES = [Category(i, no_pay=i == 9) for i in range(1, 11)]
KATA_A, KATA_B = Discipline(1, is_kata_a=True), Discipline(2, is_kata_b=True)
DISCIPLINES = [
    KATA_A,
    KATA_B,
    *(Discipline(i) for i in range(3, 15)),
    Discipline(15, no_pay=True),
    Discipline(16, always_pay=True),
]
TEAM_DISCIPLINES = [Discipline(i) for i in range(20, 26)] + [Discipline(26, no_pay=True)]


def make_registration(rng: random.Random, registration_id: int) -> Registration:
    """One registration: 88 % competitors (15 % with a kata A/B pair), 12 % teams."""
    is_team = rng.random() < 0.12
    if is_team:
        disciplines = rng.sample(TEAM_DISCIPLINES, rng.randint(1, 3))
    elif rng.random() < 0.15:
        disciplines = [KATA_A, KATA_B, *rng.sample(DISCIPLINES[2:], rng.randint(0, 2))]
    else:
        disciplines = rng.sample(DISCIPLINES, rng.choices((1, 2, 3, 4), (45, 30, 15, 10))[0])
    category = rng.choice(CATEGORIES)
    entries = tuple(
        Entry(category if rng.random() < 0.8 else rng.choice(CATEGORIES), discipline)
        for discipline in disciplines
    )
    flag = rng.random()
    return Registration(
        registration_id, entries, is_team=is_team, no_pay=flag < 0.03, always_pays=flag > 0.99
    )


def best_rate(run: Callable[[], object], count: int, repeat: int) -> float:
    """Registrations per second of the fastest of ``repeat`` runs."""
    best = float("inf")
    for _ in range(repeat):
        start = time.perf_counter()
        run()
        best = min(best, time.perf_counter() - start)
    return count / best


def main(argv: Sequence[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0] if __doc__ else None)
    parser.add_argument("--registrations", type=int, default=200_000, metavar="N")
    parser.add_argument("--repeat", type=int, default=5, metavar="R")
    parser.add_argument("--seed", type=int, default=2026)
    args = parser.parse_args(argv)
    if args.registrations < 1 or args.repeat < 1:
        parser.error("--registrations and --repeat must be at least 1")

    rng = random.Random(args.seed)
    registrations = [make_registration(rng, i) for i in range(1, args.registrations + 1)]
    clubs = [registrations[i : i + CLUB_SIZE] for i in range(0, len(registrations), CLUB_SIZE)]
    entries = sum(len(registration.entries) for registration in registrations)
    teams = sum(registration.is_team for registration in registrations)
    fee = club_fee(registrations, SCHEDULE, 10)

    one_club = best_rate(
        lambda: club_fee(registrations, SCHEDULE, 10), len(registrations), args.repeat
    )
    per_club = best_rate(
        lambda: [club_fee(club, SCHEDULE, 10) for club in clubs], len(registrations), args.repeat
    )

    print(
        f"python {sys.version.split()[0]}, {len(registrations):,} registrations "
        f"({teams:,} teams, {entries:,} entries), best of {args.repeat}"
    )
    print(f"club total (deduction 10 %): {fee.total:,} RSD, net {fee.net:,} RSD")
    print(f"club_fee, one call:         {one_club:,.0f} registrations/s")
    print(f"club_fee, clubs of {CLUB_SIZE}:      {per_club:,.0f} registrations/s")
    verdict = "met" if one_club >= GOAL else "NOT met"
    print(f"goal >= {GOAL:,} registrations/s: {verdict}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
