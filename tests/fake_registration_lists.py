"""An in-memory ``RegistrationLists``: the reference semantics of the paged lists (sorting,
filters, the sex a reader sees), written plainly in Python over a fake snapshot."""

from collections import Counter
from datetime import datetime
from typing import Any

from fedreg_core.domain.collation import serbian_key
from fedreg_core.domain.entities import (
    CategoryEntry,
    CompetitorRegistration,
    TeamRegistration,
    Tournament,
)
from fedreg_core.domain.enums import ForSex, SeenSex, SortMode
from fedreg_core.domain.folding import search_fold
from fedreg_core.fees.inputs import FeeCatalogue, StoredRegistration
from fedreg_core.ports.listing import ClubRef
from fedreg_core.ports.registration_lists import (
    ClubCounts,
    FeeClub,
    OverviewCount,
    PrivateSight,
    RegistrationFilter,
    RegistrationOverview,
    RegistrationPage,
    RegistrationPageQuery,
)
from fedreg_core.ports.registrations import RegistrationSnapshot
from tests.fake_registrations import FakeRegistrationReads

FAR_PAST = datetime.min
Registration = CompetitorRegistration | TeamRegistration


def _entries(registrations: list[Any]) -> int:
    return sum(len(c.discipline_ids) for r in registrations for c in r.categories)


def _member_key(snapshot: RegistrationSnapshot, member_id: int) -> tuple[bytes, bytes]:
    member = snapshot.members[member_id]
    return (serbian_key(member.last_name), serbian_key(member.first_name))


def _names(snapshot: RegistrationSnapshot, r: Registration) -> tuple[Any, ...]:
    if isinstance(r, CompetitorRegistration):
        return _member_key(snapshot, r.member_id)
    # the names as one tuple: teams of different sizes never compare a name with an id
    return (tuple(_member_key(snapshot, m) for m in r.member_ids),)


def _key(snapshot: RegistrationSnapshot, r: Registration, mode: SortMode) -> tuple[Any, ...]:
    """docs/product.md, Tournament states; teams have no number, ASSIGNED_NUMBER orders them
    as ALPHA."""
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
    member = snapshot.members[r.member_id]
    if sight.sees(member.club_id):
        return SeenSex.MEN if member.is_male else SeenSex.WOMEN
    chosen = {snapshot.disciplines[d].for_sex for c in r.categories for d in c.discipline_ids}
    if ForSex.MEN in chosen:
        return SeenSex.MEN
    return SeenSex.WOMEN if ForSex.WOMEN in chosen else SeenSex.UNKNOWN


def _entered(categories: list[CategoryEntry], f: RegistrationFilter) -> bool:
    return any(
        f.category_id in (None, c.category_id) and f.discipline_id in (None, d)
        for c in categories
        for d in c.discipline_ids
    )


def _texts(snapshot: RegistrationSnapshot, club_id: int, member_ids: list[int]) -> list[str]:
    """The searched names, folded as the SQL adapter's keys."""
    texts = [search_fold(snapshot.clubs[club_id].name)]
    for m in member_ids:
        texts += [search_fold(f"{snapshot.members[m].first_name} {snapshot.members[m].last_name}")]
    return texts


def _matches(
    snapshot: RegistrationSnapshot, r: Registration, f: RegistrationFilter, sight: PrivateSight
) -> bool:
    if isinstance(r, TeamRegistration):
        texts = _texts(snapshot, r.club_id, r.member_ids)
        kind_fits = f.sex is None and f.team_type in (None, r.type)
    else:
        texts = _texts(snapshot, r.club_id, [r.member_id])
        kind_fits = f.team_type is None and f.sex in (None, seen_sex(snapshot, r, sight))
    return (
        kind_fits
        and f.club_id in (None, r.club_id)
        and ((f.category_id is None and f.discipline_id is None) or _entered(r.categories, f))
        and all(any(search_fold(w) in t for t in texts) for w in f.words)
    )


class FakeRegistrationLists:
    def __init__(self, reads: FakeRegistrationReads) -> None:
        self.reads = reads

    async def tournament(self, tournament_id: int) -> Tournament:
        return (await self.reads.snapshot(tournament_id)).tournament

    async def _page(
        self, tournament: Tournament, query: RegistrationPageQuery, teams: bool
    ) -> RegistrationPage:
        snapshot = await self.reads.snapshot(tournament.id or 0)
        found: list[Any] = snapshot.teams if teams else snapshot.competitors
        matches = [r for r in found if _matches(snapshot, r, query.filter, query.sight)]
        matches.sort(key=lambda r: _key(snapshot, r, query.sort))
        if query.sort == SortMode.DESC:
            matches.reverse()
        found[:] = matches[query.skip : query.skip + query.limit]
        sexes = {} if teams else {r.id: seen_sex(snapshot, r, query.sight) for r in found}
        return RegistrationPage(snapshot, len(matches), sexes)

    async def competitor_page(
        self, tournament: Tournament, query: RegistrationPageQuery
    ) -> RegistrationPage:
        return await self._page(tournament, query, teams=False)

    async def team_page(
        self, tournament: Tournament, query: RegistrationPageQuery
    ) -> RegistrationPage:
        return await self._page(tournament, query, teams=True)

    async def overview(self, tournament: Tournament, sight: PrivateSight) -> RegistrationOverview:
        snapshot = await self.reads.snapshot(tournament.id or 0)
        competitors = Counter(
            (c.category_id, d, str(seen_sex(snapshot, r, sight)))
            for r in snapshot.competitors
            for c in r.categories
            for d in c.discipline_ids
        )
        teams = Counter(
            (c.category_id, d, str(t.type))
            for t in snapshot.teams
            for c in t.categories
            for d in c.discipline_ids
        )
        return RegistrationOverview(
            snapshot.tournament,
            [OverviewCount(*key, n) for key, n in sorted(competitors.items())],
            [OverviewCount(*key, n) for key, n in sorted(teams.items())],
        )

    async def fee_registrations(self, tournament_id: int) -> list[StoredRegistration]:
        snapshot = await self.reads.snapshot(tournament_id)
        members = snapshot.members
        return [
            *(
                StoredRegistration.of_competitor(r, members[r.member_id])
                for r in snapshot.competitors
            ),
            *(StoredRegistration.of_team(t) for t in snapshot.teams),
        ]

    async def fee_clubs(self, tournament_id: int) -> list[FeeClub]:
        snapshot = await self.reads.snapshot(tournament_id)
        registered = {r.club_id for r in snapshot.competitors} | {t.club_id for t in snapshot.teams}
        return [
            FeeClub(
                ClubRef(club_id, snapshot.clubs[club_id].name),
                d.deduction if (d := snapshot.deductions.get(club_id)) else 0,
            )
            for club_id in registered
        ]

    async def fee_catalogue(self) -> FeeCatalogue:
        db = self.reads.db
        return FeeCatalogue.of(db.categories.all(), db.disciplines.all())

    async def club_counts(self, club_id: int, tournament_ids: list[int]) -> dict[int, ClubCounts]:
        found = {}
        for tournament_id in tournament_ids:
            snapshot = await self.reads.snapshot(tournament_id, club_id)
            competitors, teams = snapshot.competitors, snapshot.teams
            if competitors or teams:
                found[tournament_id] = ClubCounts(
                    len(competitors), len(teams), _entries(competitors), _entries(teams)
                )
        return found

    async def club_fee_registrations(
        self, club_id: int, tournament_ids: list[int]
    ) -> dict[int, list[StoredRegistration]]:
        found = {}
        for tournament_id in tournament_ids:
            stored = await self.fee_registrations(tournament_id)
            if mine := [r for r in stored if r.club_id == club_id]:
                found[tournament_id] = mine
        return found
