"""The registration lists over a ``RegistrationSnapshot`` in memory: the reference semantics
of what ``RegistrationLists`` answers (docs/product.md, Tournament states), which the SQL
adapter computes in the database and in-memory storage computes here.

Filters: every word in the club's name or a member's folded full name (``search_fold``);
the sex a reader sees (``seen_sex``). Orders: by name, club or number (text in the Serbian
alphabet's order), or by time of entry; then by id.
"""

from collections import Counter
from dataclasses import replace
from datetime import datetime
from typing import Any, TypeVar

from fedreg_core.domain.collation import serbian_key
from fedreg_core.domain.entities import CategoryEntry, CompetitorRegistration, TeamRegistration
from fedreg_core.domain.enums import ForSex, SeenSex, SortMode
from fedreg_core.domain.folding import search_fold
from fedreg_core.fees.inputs import StoredRegistration
from fedreg_core.ports.listing import ClubRef, Page
from fedreg_core.ports.registration_lists import (
    FeeClub,
    OverviewCount,
    PrivateSight,
    RegistrationFilter,
    RegistrationOverview,
    RegistrationPage,
    RegistrationPageQuery,
)
from fedreg_core.ports.registrations import RegistrationSnapshot

FAR_PAST = datetime.min
Registration = CompetitorRegistration | TeamRegistration


def _member_key(snapshot: RegistrationSnapshot, member_id: int) -> tuple[bytes, bytes]:
    member = snapshot.members[member_id]
    return (serbian_key(member.last_name), serbian_key(member.first_name))


def _names(snapshot: RegistrationSnapshot, r: Registration) -> tuple[Any, ...]:
    if isinstance(r, CompetitorRegistration):
        return _member_key(snapshot, r.member_id)
    # the names as one tuple: teams of different sizes never compare a name with an id
    return (tuple(_member_key(snapshot, m) for m in r.member_ids),)


def order_key(snapshot: RegistrationSnapshot, r: Registration, mode: SortMode) -> tuple[Any, ...]:
    """Where ``r`` stands in a list sorted by ``mode`` (``DESC`` reverses ``ASC``); teams have
    no number: ASSIGNED_NUMBER orders them as ALPHA."""
    if mode in (SortMode.DESC, SortMode.ASC):
        return (r.created_at or FAR_PAST, r.id or 0)
    names = (*_names(snapshot, r), r.id or 0)
    if mode == SortMode.CLUB:
        return (serbian_key(snapshot.clubs[r.club_id].name), *names)
    if mode == SortMode.ASSIGNED_NUMBER and isinstance(r, CompetitorRegistration):
        return (r.assigned_number is None, r.assigned_number or 0, *names)
    return names


def seen_sex(
    snapshot: RegistrationSnapshot, r: CompetitorRegistration, sight: PrivateSight
) -> SeenSex:
    """The member's sex to a reader who sees it, else the sex of the disciplines entered."""
    member = snapshot.members[r.member_id]
    if sight.sees(member.club_id):
        return SeenSex.MEN if member.is_male else SeenSex.WOMEN
    chosen = {snapshot.disciplines[d].for_sex for c in r.categories for d in c.discipline_ids}
    if ForSex.MEN in chosen:
        return SeenSex.MEN
    return SeenSex.WOMEN if ForSex.WOMEN in chosen else SeenSex.UNKNOWN


def _entered(categories: list[CategoryEntry], f: RegistrationFilter) -> bool:
    if f.category_id is None and f.discipline_id is None:
        return True
    return any(
        f.category_id in (None, c.category_id) and f.discipline_id in (None, d)
        for c in categories
        for d in c.discipline_ids
    )


def _texts(snapshot: RegistrationSnapshot, r: Registration) -> list[str]:
    """The searched names, folded as the SQL adapter's keys."""
    ids = r.member_ids if isinstance(r, TeamRegistration) else [r.member_id]
    people = (snapshot.members[m] for m in ids)
    names = [snapshot.clubs[r.club_id].name, *(f"{m.first_name} {m.last_name}" for m in people)]
    return [search_fold(name) for name in names]


def matches(
    snapshot: RegistrationSnapshot, r: Registration, f: RegistrationFilter, sight: PrivateSight
) -> bool:
    if isinstance(r, TeamRegistration):
        kind_fits = f.sex is None and f.team_type in (None, r.type)
    else:
        kind_fits = f.team_type is None and f.sex in (None, seen_sex(snapshot, r, sight))
    texts = _texts(snapshot, r)
    return (
        kind_fits
        and f.club_id in (None, r.club_id)
        and _entered(r.categories, f)
        and all(any(search_fold(w) in t for t in texts) for w in f.words)
    )


R = TypeVar("R", CompetitorRegistration, TeamRegistration)


def _cut(snapshot: RegistrationSnapshot, query: RegistrationPageQuery, found: list[R]) -> Page[R]:
    matched = [r for r in found if matches(snapshot, r, query.filter, query.sight)]
    matched.sort(key=lambda r: order_key(snapshot, r, query.sort))
    if query.sort == SortMode.DESC:
        matched.reverse()
    return Page(matched[query.skip : query.skip + query.limit], len(matched))


def page(
    snapshot: RegistrationSnapshot, query: RegistrationPageQuery, *, teams: bool
) -> RegistrationPage:
    """The query's page of the snapshot's competitors (or teams), and how many matched."""
    if teams:
        cut_teams = _cut(snapshot, query, snapshot.teams)
        return RegistrationPage(replace(snapshot, teams=cut_teams.items), cut_teams.total)
    cut = _cut(snapshot, query, snapshot.competitors)
    sexes = {r.id or 0: seen_sex(snapshot, r, query.sight) for r in cut.items}
    return RegistrationPage(replace(snapshot, competitors=cut.items), cut.total, sexes)


def overview(snapshot: RegistrationSnapshot, sight: PrivateSight) -> RegistrationOverview:
    """Entries counted by category, discipline and seen sex (competitors) or type (teams),
    with those waiting."""
    competitors = Counter(
        (c.category_id, d, str(seen_sex(snapshot, r, sight)))
        for r in snapshot.competitors
        for c in r.categories
        for d in c.discipline_ids
    )
    waiting = Counter(
        (category_id, d, str(seen_sex(snapshot, r, sight)))
        for r in snapshot.competitors
        for category_id, d in r.waiting
    )
    teams = Counter(
        (c.category_id, d, str(t.type))
        for t in snapshot.teams
        for c in t.categories
        for d in c.discipline_ids
    )
    teams_waiting = Counter(
        (category_id, d, str(t.type)) for t in snapshot.teams for category_id, d in t.waiting
    )
    return RegistrationOverview(
        snapshot.tournament,
        [OverviewCount(*key, n, waiting[key]) for key, n in sorted(competitors.items())],
        [OverviewCount(*key, n, teams_waiting[key]) for key, n in sorted(teams.items())],
    )


def stored_registrations(snapshot: RegistrationSnapshot) -> list[StoredRegistration]:
    """The snapshot's competitors, then its teams, as pricing needs them."""
    members = snapshot.members
    return [
        *(StoredRegistration.of_competitor(r, members[r.member_id]) for r in snapshot.competitors),
        *(StoredRegistration.of_team(t) for t in snapshot.teams),
    ]


def fee_clubs(snapshot: RegistrationSnapshot) -> list[FeeClub]:
    """The clubs with a registration, each with its deduction percent (0 without one)."""
    registered = {r.club_id for r in snapshot.competitors} | {t.club_id for t in snapshot.teams}
    deductions = snapshot.deductions
    return [
        FeeClub(
            ClubRef(club_id, snapshot.clubs[club_id].name),
            d.deduction if (d := deductions.get(club_id)) else 0,
        )
        for club_id in registered
    ]
