"""``bench/opening.py``'s checks in SQL after the minute, and its report."""

from __future__ import annotations

import sys
from dataclasses import dataclass, field
from datetime import datetime

from results import p
from sqlalchemy import text

from adapters.sql.engine import create_engine

GOAL_ENTRY_P95_MS = 500.0
DEADLINE_DAY_MS = (1.92, 0.71)
"""Server and PostgreSQL CPU ms per request over deadline day's loop (docs/performance.md:
`bench/load.py --clubs 1000 --duration 60 --workers 4 --think 5` on a quiet machine, 6
December 2026, the evening's tree)."""

Group = tuple[int, int]
"""A category and discipline."""

ENTRIES = text(
    "SELECT e.id, e.category_id, e.discipline_id, e.waiting, r.member_id"
    " FROM competitor_entries e JOIN competitor_registrations r ON r.id = e.registration_id"
    " WHERE r.tournament_id = :tournament ORDER BY e.id"
)
OVER_CAP = text(
    "SELECT l.category_id, l.discipline_id, l.cap, count(e.id) AS entered"
    " FROM entry_limits l"
    " JOIN competitor_registrations r ON r.tournament_id = l.tournament_id"
    " JOIN competitor_entries e ON e.registration_id = r.id AND NOT e.waiting"
    " AND e.category_id = l.category_id AND e.discipline_id = l.discipline_id"
    " WHERE l.tournament_id = :tournament"
    " GROUP BY l.id, l.category_id, l.discipline_id, l.cap HAVING count(e.id) > l.cap"
)
EARLY = text(
    "SELECT count(*) FROM competitor_registrations"
    " WHERE tournament_id = :tournament AND created_at < :opening"
)


@dataclass(frozen=True)
class Attempt:
    """An entry the server took (201): its member, group, and when it was sent and answered
    (``time.monotonic()``)."""

    member: int
    group: Group
    sent: float
    answered: float


@dataclass
class Minute:
    """What the clubs saw: every entry taken in the minute, and the tries before the opening."""

    attempts: list[Attempt] = field(default_factory=list)
    early_tries: int = 0
    early_refused: int = 0
    early_late: int = 0
    """Sent in the second before the opening, taken by a server that reached it later."""
    errors: list[str] = field(default_factory=list)


@dataclass(frozen=True)
class Sizes:
    clubs: int
    entries: int
    places: int
    workers: int


@dataclass
class Findings:
    entered: int = 0
    waiting: int = 0
    failures: list[str] = field(default_factory=list)


async def check(
    database_url: str, tournament: int, opening: datetime, caps: list[tuple[int, int, int]],
    attempts: list[Attempt],
) -> Findings:  # fmt: skip
    """Caps kept, the waiting list in the lock's order, none entered before the opening."""
    engine = create_engine(database_url)
    try:
        async with engine.connect() as connection:
            rows = (await connection.execute(ENTRIES, {"tournament": tournament})).all()
            over = (await connection.execute(OVER_CAP, {"tournament": tournament})).all()
            early = await connection.scalar(EARLY, {"tournament": tournament, "opening": opening})
    finally:
        await engine.dispose()
    findings = Findings(sum(not r.waiting for r in rows), sum(r.waiting for r in rows))
    failures = findings.failures
    failures.extend(
        f"group {r.category_id}/{r.discipline_id}: {r.entered} > cap {r.cap}" for r in over
    )
    if early:
        failures.append(f"{early} registrations created before the opening second")
    if len(rows) != len(attempts):
        failures.append(f"{len(rows)} entries stored, {len(attempts)} taken (201)")
    by_member = {a.member: a for a in attempts}
    cap_of = {(c, d): cap for c, d, cap in caps}
    lines: dict[Group, list[tuple[bool, Attempt | None]]] = {}
    for row in rows:
        group = (row.category_id, row.discipline_id)
        lines.setdefault(group, []).append((row.waiting, by_member.get(row.member_id)))
    for group, line in lines.items():
        failures.extend(_order(group, cap_of[group], line))
    return findings


def _order(group: Group, cap: int, line: list[tuple[bool, Attempt | None]]) -> list[str]:
    """In id order: the first ``cap`` in place, the rest waiting; and no entry answered before
    an entry with a smaller id was sent (ids are given in the commit order, under the lock)."""
    failures = []
    flags = [waiting for waiting, _ in line]
    if flags != [n >= cap for n in range(len(line))]:
        failures.append(f"group {group}: the waiting entries are not those past the cap by id")
    inversions, earliest_answer = 0, float("inf")
    for _, attempt in reversed(line):
        if attempt is None:
            continue
        if earliest_answer < attempt.sent:
            inversions += 1
        earliest_answer = min(earliest_answer, attempt.answered)
    if inversions:
        failures.append(
            f"group {group}: {inversions} entries given an id before one answered earlier"
        )
    return failures


def report(
    sizes: Sizes, prepared_s: float, minute: Minute, findings: Findings,
    cpu: tuple[float, float],
) -> int:  # fmt: skip
    attempts = minute.attempts
    latencies = [(a.answered - a.sent) * 1000 for a in attempts]
    requests = len(attempts) + minute.early_tries + len(minute.errors)
    server_ms, database_ms = (seconds * 1000 / max(1, requests) for seconds in cpu)
    print(f"{sizes.clubs:,} clubs seeded and signed in in {prepared_s:.0f} s; {sizes.entries:,} "
          f"entries into groups capped at {sizes.places:,} places in all, against "
          f"{sizes.workers} workers; {minute.early_tries} tries in the second before the "
          f"opening, {minute.early_refused} refused as not open yet, {minute.early_late} taken "
          f"(reached after the opening)")  # fmt: skip
    print(f"stored: {findings.entered:,} in place, {findings.waiting:,} waiting")
    print("| measure | count | p50 | p95 | max |")
    print("|---|---:|---:|---:|---:|")
    print(f"| registerCompetitor (ms) | {len(latencies):,} | {p(latencies, 0.5):.1f} | "
          f"{p(latencies, 0.95):.1f} | {max(latencies, default=0):.1f} |")  # fmt: skip
    deadline_server, deadline_database = DEADLINE_DAY_MS
    print(f"CPU per request ({requests:,}): server {server_ms:.2f} ms, PostgreSQL "
          f"{database_ms:.2f} ms (deadline day: {deadline_server:.2f} and "
          f"{deadline_database:.2f} ms)")  # fmt: skip
    errors = minute.errors + [f"check: {failure}" for failure in findings.failures]
    for error in errors[:10]:
        print(error, file=sys.stderr)
    met = not errors and bool(latencies) and p(latencies, 0.95) <= GOAL_ENTRY_P95_MS
    print(f"errors: {len(errors)}; goals (0 errors, caps and order kept, entry p95 <= "
          f"{GOAL_ENTRY_P95_MS:.0f} ms): {'met' if met else 'missed'}")  # fmt: skip
    return 0 if met else 1
