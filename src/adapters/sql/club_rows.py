"""One club's registrations in a tournament in one statement: its competitors, its teams and
the coaches, referees and officials it brought, as the rows of ``registration_rows``'
``competitors`` and ``teams`` and ``reference_rows``' ``people`` side by side.

Every row carries the three records' columns in that order (the two it is not are NULLs cast
to the types of the branch that fills them: PostgreSQL resolves two untyped NULLs as text, and
SQLite's dates and times are then read back as such), then its
section and the columns that order it within its section. A club's view, its fee and the
answer of every change a club makes read this: one round trip, which as a single statement
sees one snapshot without a transaction (no ``BEGIN`` and ``ROLLBACK`` round trips).
"""

from functools import cache
from typing import Any, NamedTuple

from sqlalchemy import Integer, String, cast, null, select, union_all

from adapters.sql import reference_rows, registration_rows
from adapters.sql.reference_rows import PersonLine
from adapters.sql.registration_rows import (
    AnySelect,
    CompetitorLine,
    Scope,
    TeamLine,
    inline,
    new_record,
)

RECORDS: tuple[type[NamedTuple], ...] = (CompetitorLine, TeamLine, PersonLine)
"""The records of a row, in column order; a row's section is the index of its record."""
COMPETITOR, TEAM, PERSON = range(len(RECORDS))

_STARTS = [sum(len(r._fields) for r in RECORDS[:i]) for i in range(len(RECORDS) + 1)]
SECTION = _STARTS[-1]
"""The position of the section column, past the records' columns."""

KEY_TYPES = (Integer, Integer, Integer, String, String, Integer)
"""The columns that order a section's rows: competitors by registration and entry; teams by
team, part and position; people by kind, last and first name (in the Serbian alphabet's order:
``serbian_order``, whose SQLite key is a BLOB in a column typed as text) and link."""


def _branch(section: int, rows: Any, keys: list[Any], types: list[dict[str, Any]]) -> AnySelect:
    """``rows``' columns in its record's place, typed NULLs in the others', the section and
    the keys (padded with typed NULLs)."""
    columns: list[Any] = []
    for index, record in enumerate(RECORDS):
        for name in record._fields:
            own = rows.c[name] if index == section else cast(null(), types[index][name])
            columns.append(own.label(f"c{len(columns)}"))
    padded = [*keys, *[None] * (len(KEY_TYPES) - len(keys))]
    ordering = [
        cast(null(), kind) if key is None else key
        for key, kind in zip(padded, KEY_TYPES, strict=True)
    ]
    labeled = [key.label(f"k{n}") for n, key in enumerate(ordering)]
    return select(*columns, inline(section).label("section"), *labeled)


@cache
def club_registrations() -> Any:
    """The club's rows (parameters ``tournament_id`` and ``club_id``), by section then by
    each section's own order."""
    competitor_rows, competitor_order = registration_rows.competitor_rows(Scope.CLUB)
    competitors = competitor_rows.add_columns(competitor_order[1].label("entry_order")).subquery()
    team_rows, _ = registration_rows.team_rows(Scope.CLUB)
    teams = team_rows.subquery()
    people = reference_rows.people_rows(Scope.CLUB)
    sources = (competitors, teams, people)
    types = [
        {name: rows.c[name].type for name in RECORDS[i]._fields} for i, rows in enumerate(sources)
    ]
    c, t = competitors.c, teams.c
    kind, *names_and_link = reference_rows.people_order(people)
    union = union_all(
        _branch(COMPETITOR, competitors, [c.id, c.entry_order], types),
        _branch(TEAM, teams, [t.id, t.part, t.ord], types),
        _branch(PERSON, people, [kind, None, None, *names_and_link], types),
    )
    by = union.selected_columns
    return union.order_by(by.section, *(by[f"k{n}"] for n in range(len(KEY_TYPES))))


class ClubLines(NamedTuple):
    competitors: list[CompetitorLine]
    teams: list[TeamLine]
    people: list[PersonLine]


def club_lines(rows: Any) -> ClubLines:
    """The rows of ``club_registrations`` as their sections' records, in order."""
    found: ClubLines = ClubLines([], [], [])
    for row in rows:
        section = row[SECTION]
        start, stop = _STARTS[section], _STARTS[section + 1]
        found[section].append(new_record(RECORDS[section], row[start:stop]))
    return found
