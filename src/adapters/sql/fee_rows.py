"""The fee reads: registrations with what pricing them needs, the clubs registered with
their deductions, and the catalogue's payment flags, one statement each.

A registration's entries come back aggregated into one "category:discipline,..." string
per registration (fewer rows to fetch than one per entry); ``FeeRows`` turns each distinct
string into entry pairs once, and the rows into ``StoredRegistration``s: no string leaves
this module.
"""

from collections.abc import Callable, Iterable
from functools import cache
from typing import Any

from sqlalchemy import (
    Integer,
    String,
    and_,
    bindparam,
    cast,
    func,
    literal,
    select,
    union,
    union_all,
)

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
from fedreg_core.fees.inputs import EntryIds, StoredRegistration
from fedreg_core.ports.listing import ClubRef
from fedreg_core.ports.registration_lists import FeeClub

R, T = CompetitorRegistrationRow, TeamRegistrationRow


def _codes(entry: Any) -> Any:
    """A registration's entries as "category:discipline,..." (in no particular order), NULL
    for none."""
    pair = cast(entry.category_id, String) + ":" + cast(entry.discipline_id, String)
    return func.aggregate_strings(pair, ",")


def _priced(matches: Callable[[Any], Any], *leading: Callable[[Any], Any]) -> AnySelect:
    """(``leading`` columns, id, club, is team, no_pay, always_pays, entry codes or NULL) per
    competitor registration (the member's flags), then per team (its own), of those a
    registration table ``matches``."""
    e, m, te = CompetitorEntryRow, MemberRow, TeamEntryRow
    first_r, first_t = [f(R) for f in leading], [f(T) for f in leading]
    competitors = (
        select(*first_r, R.id, R.club_id, literal(False), m.no_pay, m.always_pays, _codes(e))
        .join(m, m.id == R.member_id)
        .outerjoin(e, e.registration_id == R.id)
        .where(matches(R))
        .group_by(*first_r, R.id, R.club_id, m.no_pay, m.always_pays)
    )
    teams = (
        select(*first_t, T.id, T.club_id, literal(True), T.no_pay, T.always_pays, _codes(te))
        .outerjoin(te, te.team_id == T.id)
        .where(matches(T))
        .group_by(*first_t, T.id, T.club_id, T.no_pay, T.always_pays)
    )
    return union_all(competitors, teams)  # type: ignore[return-value]


@cache
def registrations() -> AnySelect:
    """``_priced``'s rows of the parameter ``tournament_id``."""
    tournament_id = bindparam("tournament_id", type_=Integer)
    return _priced(lambda table: table.tournament_id == tournament_id)


@cache
def club_registrations() -> AnySelect:
    """``_priced``'s rows after their tournament's id, of the club of the parameter
    ``club_id`` in the tournaments of the parameter ``ids``."""
    club_id = bindparam("club_id", type_=Integer)
    ids = bindparam("ids", expanding=True, type_=Integer)
    return _priced(
        lambda table: and_(table.club_id == club_id, table.tournament_id.in_(ids)),
        lambda table: table.tournament_id,
    )


@cache
def registered_clubs() -> AnySelect:
    """(id, name, deduction or NULL) of every club with a registration for the tournament
    of the parameter ``tournament_id``."""
    tournament_id = bindparam("tournament_id", type_=Integer)
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
    split once, and each distinct pair made once."""

    def __init__(self) -> None:
        self._entries: dict[str | None, tuple[EntryIds, ...]] = {}
        self._pairs = _PairIds()

    def _entry_ids(self, codes: str | None) -> tuple[EntryIds, ...]:
        """A string not seen yet (``None``: no entries)."""
        pairs = codes.split(",") if codes is not None else ()
        found = self._entries[codes] = tuple(map(self._pairs.__getitem__, pairs))
        return found

    def registrations(self, rows: Iterable[Any]) -> list[StoredRegistration]:
        known, parse, stored = self._entries.get, self._entry_ids, StoredRegistration
        return [
            stored(i, club, team, no_pay, always_pays, known(codes) or parse(codes))
            for i, club, team, no_pay, always_pays, codes in rows
        ]


def by_tournament(rows: Iterable[Any]) -> dict[int, list[StoredRegistration]]:
    """Rows of ``club_registrations`` as ``StoredRegistration``s by tournament."""
    grouped: dict[int, list[Any]] = {}
    for tournament_id, *row in rows:
        grouped.setdefault(tournament_id, []).append(row)
    priced = FeeRows()
    return {t: priced.registrations(found) for t, found in grouped.items()}


def fee_clubs(rows: Iterable[Any]) -> list[FeeClub]:
    """Rows of ``registered_clubs``."""
    return [FeeClub(ClubRef(i, name), deduction or 0) for i, name, deduction in rows]
