"""An in-memory season store over the fake database's tournaments, draws and results."""

from collections.abc import Collection
from datetime import date
from typing import TYPE_CHECKING

from fedreg_core.domain.entities import Member
from fedreg_core.domain.seasons import Season
from fedreg_core.draws.entries import competitor_name
from fedreg_core.ports.seasons import RankedMember, SeasonDraws, SeasonTournament
from fedreg_core.services.print_header import tournament_day
from tests.fake_tables import FakeRepository

if TYPE_CHECKING:
    from tests.fakes import FakeDatabase


class FakeSeasonStore(FakeRepository[Season]):
    def __init__(self, db: "FakeDatabase") -> None:
        super().__init__(key=lambda s: s.name)
        self.db = db

    async def seasons(self) -> list[Season]:
        return sorted(self.all(), key=lambda s: (s.starts_on, s.id or 0))

    async def remove(self, season_id: int) -> None:
        await self.delete(season_id)

    async def season_draws(self, starts_on: date, ends_on: date) -> SeasonDraws:
        db, days = self.db, Season("", starts_on, ends_on)
        tournaments = sorted(
            (SeasonTournament(t.id or 0, t.name, tournament_day(t))
             for t in db.tournaments.all()
             if t.id in db.draws.published_ids and days.holds(tournament_day(t))),
            key=lambda t: (t.day, t.id),
        )  # fmt: skip
        found = SeasonDraws(tuple(tournaments))
        members = db.members.by_id()
        for t in tournaments:
            found.draws[t.id] = await db.draws.draws(t.id, with_entrants=True)
            found.results[t.id] = await db.results.results(t.id)
            found.scores[t.id] = await db.kata.scores(t.id)
            registrations = await self.members_of(t.id, None)
            found.members[t.id] = {
                r: _ranked(members[m]) for r, m in registrations.items() if m in members
            }
        return found

    async def members_of(
        self, tournament_id: int, registration_ids: Collection[int] | None
    ) -> dict[int, int]:
        return {
            r.id or 0: r.member_id
            for r in self.db.competitor_registrations.where(tournament_id=tournament_id)
            if registration_ids is None or r.id in registration_ids
        }


def _ranked(member: Member) -> RankedMember:
    return RankedMember(member.id or 0, competitor_name(member.first_name, member.last_name))
