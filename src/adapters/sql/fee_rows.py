"""The fee report's read: every club's registrations as the fee engine prices them, in 5
statements however many there are, with only ids and flags (no names but the clubs').

The statements: the tournament (its fee schedule); one row per competitor registration with
the member's payment flags and its entries as one string; the same per team; the clubs
registered with their deduction; the catalogue's payment flags.
"""

from collections.abc import Iterable
from typing import Any

from sqlalchemy import String, and_, cast, func, select, union

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
from fedreg_core import fees
from fedreg_core.ports.listing import ClubRef
from fedreg_core.ports.registration_lists import ClubRegistrations
from fedreg_core.services.fee_report import FeeCatalogue

R, T = CompetitorRegistrationRow, TeamRegistrationRow


def _codes(entry: Any) -> Any:
    """A registration's entries as "category:discipline,..." (unordered), NULL for none."""
    pair = cast(entry.category_id, String) + ":" + cast(entry.discipline_id, String)
    return func.aggregate_strings(pair, ",")


def competitor_registrations(tournament_id: int) -> AnySelect:
    """(id, club, no_pay, always_pays, entry codes or NULL) per competitor registration; the
    flags are the member's."""
    e, m = CompetitorEntryRow, MemberRow
    return (
        select(R.id, R.club_id, m.no_pay, m.always_pays, _codes(e))
        .join(m, m.id == R.member_id)
        .outerjoin(e, e.registration_id == R.id)
        .where(R.tournament_id == tournament_id)
        .group_by(R.id, R.club_id, m.no_pay, m.always_pays)
    )


def team_registrations(tournament_id: int) -> AnySelect:
    """(id, club, no_pay, always_pays, entry codes or NULL) per team registration."""
    e = TeamEntryRow
    return (
        select(T.id, T.club_id, T.no_pay, T.always_pays, _codes(e))
        .outerjoin(e, e.team_id == T.id)
        .where(T.tournament_id == tournament_id)
        .group_by(T.id, T.club_id, T.no_pay, T.always_pays)
    )


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


class _EntryByCode(dict[str, fees.Entry]):
    """ "category:discipline" → the fee engine's entry, each made once when first asked."""

    def __init__(self, catalogue: FeeCatalogue) -> None:
        super().__init__()
        self._catalogue = catalogue

    def __missing__(self, code: str) -> fees.Entry:
        category, discipline = code.split(":")
        entry = self[code] = self._catalogue.entry(int(category), int(discipline))
        return entry


class EntryLists(dict[str | None, tuple[fees.Entry, ...]]):
    """Entry codes ("category:discipline,...", ``None`` for none) → the fee engine's entries,
    each list made once (registrations often choose the same: a third as many lists as
    registrations) and each entry once."""

    def __init__(self, catalogue: FeeCatalogue) -> None:
        super().__init__({None: ()})
        self._by_code = _EntryByCode(catalogue)

    def __missing__(self, codes: str) -> tuple[fees.Entry, ...]:
        found = self[codes] = tuple(map(self._by_code.__getitem__, codes.split(",")))
        return found


def add_registrations(
    by_club: dict[int, list[fees.Registration]],
    rows: Iterable[Any],
    entry_lists: EntryLists,
    *,
    is_team: bool,
) -> None:
    """Rows of ``competitor_registrations`` or ``team_registrations``, by club."""
    entries, registration = entry_lists.__getitem__, fees.Registration
    for registration_id, club_id, no_pay, always_pays, codes in rows:
        club = by_club.get(club_id)
        if club is None:
            club = by_club[club_id] = []
        club.append(registration(registration_id, entries(codes), is_team, no_pay, always_pays))


def club_registrations(
    club_rows: Iterable[Any], by_club: dict[int, list[fees.Registration]]
) -> list[ClubRegistrations]:
    return [
        ClubRegistrations(ClubRef(club_id, name), deduction or 0, by_club.get(club_id, []))
        for club_id, name, deduction in club_rows
    ]
