"""Filters and orders of the paged registration lists, written once for both databases.

Text is searched and ordered like the generic lists (``listing``): names by their folded
keys (script and diacritics aside), ordered in the Serbian alphabet's order, the registration's id
last so that pages never overlap. The orders are those of the API (README.md): ALPHA last then
first name; DESC/ASC newest/oldest first; CLUB the club's name, then as ALPHA;
ASSIGNED_NUMBER by number (unnumbered last), then as ALPHA.
Teams are named by their members in team order.
"""

from typing import Any

from sqlalchemy import (
    ColumnElement,
    String,
    and_,
    case,
    exists,
    func,
    or_,
    select,
    true,
    type_coerce,
)
from sqlalchemy.sql.elements import KeyedColumnElement

from adapters.sql.listing import folded_like
from adapters.sql.models import (
    ClubRow,
    CompetitorEntryRow,
    CompetitorRegistrationRow,
    DisciplineRow,
    MemberRow,
    TeamEntryRow,
    TeamMemberRow,
    TeamRegistrationRow,
)
from adapters.sql.serbian_order import serbian_order
from fedreg_core.domain.entities import TEAM_MEMBERS_MOST
from fedreg_core.domain.enums import ForSex, SeenSex, SortMode
from fedreg_core.ports.registration_lists import PrivateSight, RegistrationFilter

R, T = CompetitorRegistrationRow, TeamRegistrationRow


def _named(member: type[MemberRow] | Any, word: str) -> ColumnElement[bool]:
    return folded_like(member.search_key, word)


def _has_entry(entry: Any, owner: ColumnElement[bool], f: RegistrationFilter) -> list[Any]:
    """An entry of the registration in the filter's category and discipline (when given)."""
    wanted = [owner]
    if f.category_id is not None:
        wanted.append(entry.category_id == f.category_id)
    if f.discipline_id is not None:
        wanted.append(entry.discipline_id == f.discipline_id)
    return [exists().where(*wanted)] if len(wanted) > 1 else []


def _entered_for(sex: ForSex) -> ColumnElement[bool]:
    """The competitor registration holds a discipline open to ``sex`` only."""
    e, d = CompetitorEntryRow, DisciplineRow
    return exists().where(e.registration_id == R.id, d.id == e.discipline_id, d.for_sex == sex)


def seen_sex(sight: PrivateSight) -> ColumnElement[str]:
    """The competitor's ``SeenSex`` for a reader (rows of ``R`` joined with their member)."""
    sees: ColumnElement[bool] = (
        true() if sight.every_club else MemberRow.club_id.in_(sorted(sight.club_ids))
    )
    own = case((MemberRow.is_male, SeenSex.MEN.value), else_=SeenSex.WOMEN.value)
    return case(
        (sees, own),
        (_entered_for(ForSex.MEN), SeenSex.MEN.value),
        (_entered_for(ForSex.WOMEN), SeenSex.WOMEN.value),
        else_=SeenSex.UNKNOWN.value,
    )


def competitor_criteria(
    tournament_id: int, f: RegistrationFilter, sight: PrivateSight
) -> list[Any]:
    """Over ``R`` joined with its member and club."""
    found: list[Any] = [R.tournament_id == tournament_id]
    if f.club_id is not None:
        found.append(R.club_id == f.club_id)
    found += _has_entry(CompetitorEntryRow, CompetitorEntryRow.registration_id == R.id, f)
    for word in f.words:
        found.append(or_(_named(MemberRow, word), folded_like(ClubRow.name_key, word)))
    if f.sex is not None:
        found.append(seen_sex(sight) == f.sex.value)
    return found


def team_criteria(tournament_id: int, f: RegistrationFilter) -> list[Any]:
    """Over ``T`` joined with its club."""
    found: list[Any] = [T.tournament_id == tournament_id]
    if f.club_id is not None:
        found.append(T.club_id == f.club_id)
    if f.team_type is not None:
        found.append(T.type == f.team_type)
    found += _has_entry(TeamEntryRow, TeamEntryRow.team_id == T.id, f)
    tm = TeamMemberRow
    for word in f.words:
        member_named = exists().where(
            tm.team_id == T.id, MemberRow.id == tm.member_id, _named(MemberRow, word)
        )
        found.append(or_(member_named, folded_like(ClubRow.name_key, word)))
    return found


def _by_time(row: Any, newest_first: bool) -> list[Any]:
    if newest_first:
        return [row.created_at.desc(), row.id.desc()]
    return [row.created_at, row.id]


def competitor_order(sort: SortMode) -> list[Any]:
    if sort in (SortMode.DESC, SortMode.ASC):
        return _by_time(R, sort == SortMode.DESC)
    name = [serbian_order(MemberRow.last_name), serbian_order(MemberRow.first_name)]
    if sort == SortMode.CLUB:
        return [serbian_order(ClubRow.name), *name, R.id]
    if sort == SortMode.ASSIGNED_NUMBER:
        return [R.assigned_number.is_(None), R.assigned_number, *name, R.id]
    return [*name, R.id]


def team_names(tournament_id: int) -> Any:
    """Per team of the tournament its members' last and first names by place in the team
    (``last1``, ``first1`` ... up to the largest team; NULL past a team's size)."""
    tm, m = TeamMemberRow, MemberRow
    place = func.row_number().over(partition_by=tm.team_id, order_by=tm.position)
    ranked = (
        select(tm.team_id, place.label("place"), m.last_name, m.first_name)
        .join(m, m.id == tm.member_id)
        .join(T, and_(T.id == tm.team_id, T.tournament_id == tournament_id))
        .subquery()
    )
    columns: list[Any] = [ranked.c.team_id]
    for n in range(1, TEAM_MEMBERS_MOST + 1):
        for name in ("last_name", "first_name"):
            at_place = case((ranked.c.place == n, ranked.c[name]))
            columns.append(func.max(at_place).label(f"{name}{n}"))
    return select(*columns).group_by(ranked.c.team_id).subquery("team_names")


def team_order(sort: SortMode, names: Any) -> list[Any]:
    """``names``: ``team_names`` joined to the teams. A team whose names are the start of
    another's comes first (NULLs first), as tuples compare."""
    if sort in (SortMode.DESC, SortMode.ASC):
        return _by_time(T, sort == SortMode.DESC)
    by_names: list[Any] = []
    for n in range(1, TEAM_MEMBERS_MOST + 1):
        for name in ("last_name", "first_name"):
            column: KeyedColumnElement[Any] = names.c[f"{name}{n}"]
            by_names.append(serbian_order(column).nulls_first())
    if sort == SortMode.CLUB:
        return [serbian_order(ClubRow.name), *by_names, T.id]
    return [*by_names, T.id]


def team_type_text() -> ColumnElement[str]:
    return type_coerce(T.type, String)
