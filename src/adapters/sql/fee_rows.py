"""The fee reads: registrations with what pricing them needs, a tournament's registrations
counted by their chargeable entries (the rule ``fees.chargeable.CHARGEABLE`` made an SQL
condition), the clubs registered with their deductions, and the catalogue's payment flags,
one statement each.

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
    case,
    cast,
    exists,
    func,
    literal,
    not_,
    or_,
    select,
    union,
    union_all,
)
from sqlalchemy.orm import aliased

from adapters.sql.models import (
    CategoryRow,
    ClubDeductionRow,
    ClubRow,
    CompetitorEntryRow,
    CompetitorRegistrationRow,
    DisciplineRow,
    MemberRow,
    TeamEntryRow,
    TeamRegistrationRow,
    TournamentRow,
)
from adapters.sql.registration_rows import AnySelect
from fedreg_core.fees import AlikeRegistrations
from fedreg_core.fees.chargeable import CHARGEABLE, Flag, translate
from fedreg_core.fees.inputs import ClubAlike, EntryIds, StoredRegistration
from fedreg_core.ports.listing import ClubRef
from fedreg_core.ports.registration_lists import FeeClub

R, T = CompetitorRegistrationRow, TeamRegistrationRow


def _codes(entry: Any) -> Any:
    """A registration's entries as "category:discipline,..." (in no particular order), NULL
    for none."""
    pair = cast(entry.category_id, String) + ":" + cast(entry.discipline_id, String)
    return func.aggregate_strings(pair, ",")


def in_place(entry: Any) -> Any:
    """The entry (a competitor's or a team's) is not waiting (docs/entries.md): waiting
    entries are not charged."""
    return entry.waiting.is_(False)


def _priced(matches: Callable[[Any], Any], *leading: Callable[[Any], Any]) -> AnySelect:
    """(``leading`` columns, id, club, is team, no_pay, always_pays, entry codes or NULL,
    entered at) per competitor registration (the member's flags), then per team (its own),
    of those a registration table ``matches``."""
    e, m, te = CompetitorEntryRow, MemberRow, TeamEntryRow
    first_r, first_t = [f(R) for f in leading], [f(T) for f in leading]
    flags_r, flags_t = (m.no_pay, m.always_pays), (T.no_pay, T.always_pays)
    competitors = (
        select(*first_r, R.id, R.club_id, literal(False), *flags_r, _codes(e), R.created_at)
        .join(m, m.id == R.member_id)
        .outerjoin(e, and_(e.registration_id == R.id, in_place(e)))
        .where(matches(R))
        .group_by(*first_r, R.id, R.club_id, *flags_r, R.created_at)
    )
    teams = (
        select(*first_t, T.id, T.club_id, literal(True), *flags_t, _codes(te), T.created_at)
        .outerjoin(te, and_(te.team_id == T.id, in_place(te)))
        .where(matches(T))
        .group_by(*first_t, T.id, T.club_id, *flags_t, T.created_at)
    )
    return union_all(competitors, teams)  # type: ignore[return-value]


@cache
def registrations() -> AnySelect:
    """``_priced``'s rows of the parameter ``tournament_id``."""
    tournament_id = bindparam("tournament_id", type_=Integer)
    return _priced(lambda table: table.tournament_id == tournament_id)


def _chargeable(flags: dict[Flag, Any]) -> Any:
    """``CHARGEABLE`` as an SQL condition over the columns of ``flags``."""
    return translate(CHARGEABLE, flags.__getitem__, lambda t: or_(*t), lambda t: and_(*t), not_)


def _counted_side(
    registration: Any, flags: Any, entry: Any, entry_of: Callable[[Any], Any], is_team: bool
) -> AnySelect:
    """(club, is team, chargeable entries) per registration of the parameter
    ``tournament_id`` in ``registration``'s table, whose payment flags are ``flags``' and
    whose entries are ``entry``'s rows that ``entry_of`` links to it."""
    c, d = CategoryRow, DisciplineRow
    other, other_discipline = aliased(entry), aliased(DisciplineRow)
    has_kata_b = exists(
        select(literal(1))
        .select_from(other)
        .join(other_discipline, other_discipline.id == other.discipline_id)
        .where(entry_of(other) == registration.id, other_discipline.is_kata_b, in_place(other))
    )
    chargeable = _chargeable(
        {
            Flag.REGISTRATION_ALWAYS_PAYS: flags.always_pays,
            Flag.REGISTRATION_NO_PAY: flags.no_pay,
            Flag.REGISTRATION_HAS_KATA_B: has_kata_b,
            Flag.DISCIPLINE_ALWAYS_PAY: d.always_pay,
            Flag.DISCIPLINE_NO_PAY: d.no_pay,
            Flag.DISCIPLINE_KATA_A: d.is_kata_a,
            Flag.CATEGORY_NO_PAY: c.no_pay,
        }
    )
    counted = func.sum(case((and_(entry.category_id.is_not(None), chargeable), 1), else_=0))
    tournament_id = bindparam("tournament_id", type_=Integer)
    late_from = TournamentRow.late_from
    late = case((and_(late_from.is_not(None), registration.created_at >= late_from), 1), else_=0)
    side = select(
        registration.club_id.label("club_id"),
        literal(is_team).label("is_team"),
        counted.label("chargeable"),
        late.label("late"),
    ).join(TournamentRow, TournamentRow.id == registration.tournament_id)
    if flags is not registration:
        side = side.join(flags, flags.id == registration.member_id)
    return (
        side.outerjoin(entry, and_(entry_of(entry) == registration.id, in_place(entry)))
        .outerjoin(c, c.id == entry.category_id)
        .outerjoin(d, d.id == entry.discipline_id)
        .where(registration.tournament_id == tournament_id)
        .group_by(registration.id, registration.club_id, registration.created_at, late_from)
    )


@cache
def chargeable_counts() -> AnySelect:
    """(club, is team, chargeable entries, entered late, registrations) of the tournament of
    the parameter ``tournament_id``: its registrations counted by the first four (late: from
    the tournament's ``late_from`` on)."""
    sides = union_all(
        _counted_side(R, MemberRow, CompetitorEntryRow, lambda e: e.registration_id, False),
        _counted_side(T, T, TeamEntryRow, lambda e: e.team_id, True),
    ).subquery()
    keys = (sides.c.club_id, sides.c.is_team, sides.c.chargeable, sides.c.late)
    return select(*keys, func.count()).group_by(*keys)


def club_alike(rows: Iterable[Any]) -> list[ClubAlike]:
    """Rows of ``chargeable_counts``."""
    return [
        ClubAlike(club, AlikeRegistrations(bool(team), int(n), int(count), bool(late)))
        for club, team, n, late, count in rows
    ]


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
            stored(i, club, team, no_pay, always_pays, known(codes) or parse(codes), at)
            for i, club, team, no_pay, always_pays, codes, at in rows
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
