"""The fee reads: registrations with what pricing them needs, the clubs registered with
their deductions, and the catalogue's payment flags, one statement each.

A registration's entries come back aggregated into one "category:discipline,..." string
per registration (fewer rows to fetch than one per entry); ``FeeRows`` turns each distinct
string into entry pairs once, and the rows into ``StoredRegistration``s: no string leaves
this module.
"""

from collections.abc import Iterable
from typing import Any

from sqlalchemy import String, and_, cast, literal, select, union, union_all
from sqlalchemy.ext.compiler import compiles
from sqlalchemy.sql.compiler import SQLCompiler
from sqlalchemy.sql.functions import FunctionElement

from adapters.sql.models import (
    ClubDeductionRow,
    ClubRow,
    CompetitorEntryRow,
    CompetitorRegistrationRow,
    MemberRow,
    TeamEntryRow,
    TeamRegistrationRow,
)
from adapters.sql.registration_rows import AnySelect
from fedreg_core.fee_inputs import EntryIds, StoredRegistration
from fedreg_core.ports.listing import ClubRef
from fedreg_core.ports.registration_lists import FeeClub

R, T = CompetitorRegistrationRow, TeamRegistrationRow


class entry_codes(FunctionElement[str]):  # noqa: N801 (named as SQL functions are)
    """A registration's entries as "category:discipline,..." in (category, discipline)
    order, NULL for none: the same entries give the same string."""

    type = String()
    inherit_cache = True

    def __init__(self, entry: Any) -> None:
        pair = cast(entry.category_id, String) + ":" + cast(entry.discipline_id, String)
        super().__init__(pair, entry.category_id, entry.discipline_id)


@compiles(entry_codes)
def _group_concat(element: entry_codes, compiler: SQLCompiler, **kw: Any) -> str:
    """SQLite before 3.44 takes no ORDER BY in an aggregate; it reads a registration's
    entries through their unique index, which is in that order."""
    pair = next(iter(element.clauses))
    return f"group_concat({compiler.process(pair, **kw)}, ',')"


@compiles(entry_codes, "postgresql")
def _string_agg(element: entry_codes, compiler: SQLCompiler, **kw: Any) -> str:
    pair, category, discipline = (compiler.process(c, **kw) for c in element.clauses)
    return f"string_agg({pair}, ',' ORDER BY {category}, {discipline})"


def registrations(tournament_id: int, club_id: int | None) -> AnySelect:
    """(id, club, is team, no_pay, always_pays, entry codes or NULL) per competitor
    registration (the member's flags), then per team (its own)."""
    e, m, te = CompetitorEntryRow, MemberRow, TeamEntryRow
    competitors = (
        select(R.id, R.club_id, literal(False), m.no_pay, m.always_pays, entry_codes(e))
        .join(m, m.id == R.member_id)
        .outerjoin(e, e.registration_id == R.id)
        .where(R.tournament_id == tournament_id)
        .group_by(R.id, R.club_id, m.no_pay, m.always_pays)
    )
    teams = (
        select(T.id, T.club_id, literal(True), T.no_pay, T.always_pays, entry_codes(te))
        .outerjoin(te, te.team_id == T.id)
        .where(T.tournament_id == tournament_id)
        .group_by(T.id, T.club_id, T.no_pay, T.always_pays)
    )
    if club_id is not None:
        competitors = competitors.where(R.club_id == club_id)
        teams = teams.where(T.club_id == club_id)
    return union_all(competitors, teams)  # type: ignore[return-value]


def registered_clubs(tournament_id: int) -> AnySelect:
    """(id, name, deduction or NULL) of every club with a registration for the tournament."""
    d = ClubDeductionRow
    registered = union(
        select(R.club_id).where(R.tournament_id == tournament_id),
        select(T.club_id).where(T.tournament_id == tournament_id),
    )
    return (
        select(ClubRow.id, ClubRow.name, d.deduction)
        .outerjoin(d, and_(d.club_id == ClubRow.id, d.tournament_id == tournament_id))
        .where(ClubRow.id.in_(registered))
    )


class _PairIds(dict[str, EntryIds]):
    """ "category:discipline" → its ``EntryIds``, each made once when first asked."""

    def __missing__(self, code: str) -> EntryIds:
        category, discipline = code.split(":")
        found = self[code] = EntryIds(int(category), int(discipline))
        return found


class FeeRows:
    """Rows of ``registrations`` as ``StoredRegistration``s. Each distinct entry string is
    split once, and each distinct pair made once: the same pair is the same object."""

    def __init__(self) -> None:
        self._entries: dict[str | None, tuple[EntryIds, ...]] = {None: ()}
        self._pairs = _PairIds()

    def _entry_ids(self, codes: str | None) -> tuple[EntryIds, ...]:
        found = self._entries.get(codes)
        if found is None:
            assert codes is not None
            found = self._entries[codes] = tuple(map(self._pairs.__getitem__, codes.split(",")))
        return found

    def registrations(self, rows: Iterable[Any]) -> list[StoredRegistration]:
        entry_ids, stored = self._entry_ids, StoredRegistration
        return [
            stored(i, club, bool(team), no_pay, always_pays, entry_ids(codes))
            for i, club, team, no_pay, always_pays, codes in rows
        ]


def fee_clubs(rows: Iterable[Any]) -> list[FeeClub]:
    """Rows of ``registered_clubs``."""
    return [FeeClub(ClubRef(i, name), deduction or 0) for i, name, deduction in rows]
