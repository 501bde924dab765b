"""An in-memory ``RegistrationLists``: the core's lists (``domain.registration_lists``) over
the fake registration reads' snapshots."""

from fedreg_core.domain import registration_lists as lists
from fedreg_core.domain.entities import Tournament
from fedreg_core.fees.inputs import ClubAlike, FeeCatalogue, StoredRegistration
from fedreg_core.ports.registration_lists import (
    FeeClub,
    PrivateSight,
    RegistrationOverview,
    RegistrationPage,
    RegistrationPageQuery,
)
from tests.fake_registrations import FakeRegistrationReads
from tests.fakes import not_faked


class FakeRegistrationLists:
    def __init__(self, reads: FakeRegistrationReads) -> None:
        self.reads = reads

    async def tournament(self, tournament_id: int) -> Tournament:
        return (await self.reads.snapshot(tournament_id)).tournament

    async def competitor_page(
        self, t: Tournament, query: RegistrationPageQuery
    ) -> RegistrationPage:
        return lists.page(await self.reads.snapshot(t.id or 0), query, teams=False)

    async def team_page(self, t: Tournament, query: RegistrationPageQuery) -> RegistrationPage:
        return lists.page(await self.reads.snapshot(t.id or 0), query, teams=True)

    async def overview(self, t: Tournament, sight: PrivateSight) -> RegistrationOverview:
        return lists.overview(await self.reads.snapshot(t.id or 0), sight)

    async def fee_registrations(self, tournament_id: int) -> list[StoredRegistration]:
        return lists.stored_registrations(await self.reads.snapshot(tournament_id))

    async def fee_counts(self, tournament_id: int) -> list[ClubAlike]:
        stored = await self.fee_registrations(tournament_id)
        return (await self.fee_catalogue()).counted(stored)

    async def fee_clubs(self, tournament_id: int) -> list[FeeClub]:
        return lists.fee_clubs(await self.reads.snapshot(tournament_id))

    async def fee_catalogue(self) -> FeeCatalogue:
        return FeeCatalogue.of(self.reads.db.categories.all(), self.reads.db.disciplines.all())

    club_counts = club_fee_registrations = not_faked
