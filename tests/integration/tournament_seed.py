"""Tournaments with everything a view shows, written straight to the tables."""

from dataclasses import dataclass
from datetime import date, datetime

from adapters.sql.models import CompetitorEntryRow, CompetitorRegistrationRow, TeamRegistrationRow
from adapters.sql.unit_of_work import SqlUnitOfWork, SqlUnitOfWorkFactory
from fedreg_core.domain.entities import ClubDeduction, Member, TournamentFile
from fedreg_core.domain.enums import TeamType
from tests.integration.sql_samples import new_category, new_club, new_discipline, new_tournament


@dataclass(frozen=True)
class Seeded:
    tournament_ids: list[int]
    category_id: int


async def _id(entity: object) -> int:
    value = getattr(entity, "id", None)
    assert isinstance(value, int)
    return value


async def register(
    uow: SqlUnitOfWork, tournament_id: int, category_id: int, discipline_id: int
) -> None:
    """Two clubs: three competitors (one with an entry) and a team of a third club."""
    clubs = [
        await _id(await uow.clubs.add(new_club(f"Klub {n} ({tournament_id})"))) for n in range(3)
    ]
    for club_id, first in ((clubs[0], "Ana"), (clubs[0], "Ivan"), (clubs[1], "Sara")):
        member = await uow.members.add(
            Member(club_id, first, "Ilić", date(2010, 1, 1), True, "BELI")
        )
        row = CompetitorRegistrationRow(
            tournament_id=tournament_id, club_id=club_id, member_id=await _id(member)
        )
        row.entries = [CompetitorEntryRow(category_id=category_id, discipline_id=discipline_id)]
        uow.session.add(row)
    uow.session.add(
        TeamRegistrationRow(
            tournament_id=tournament_id,
            club_id=clubs[2],
            type=TeamType.MIX,
            no_pay=False,
            always_pays=False,
            created_at=datetime(2026, 3, 2),
        )
    )
    await uow.session.flush()


async def seed(uow_factory: SqlUnitOfWorkFactory, count: int, *, registered: bool = True) -> Seeded:
    """``count`` tournaments with two disciplines, a team discipline, an image, a document,
    a club deduction and (when ``registered``) registrations."""
    async with uow_factory() as uow:
        category = await _id(await uow.categories.add(new_category()))
        kata, kumite, team = [
            await _id(await uow.disciplines.add(new_discipline([category], name)))
            for name in ("Kata", "Kumite", "Kata tim")
        ]
        ids = []
        for n in range(count):
            tournament = await uow.tournaments.add(new_tournament([kata, kumite], [team]))
            t_id = await _id(tournament)
            ids.append(t_id)
            await uow.tournament_images.add(
                TournamentFile(t_id, f"Slika {n}", "/files/images/a.png", 3)
            )
            await uow.documents.add(
                TournamentFile(t_id, f"Dokument {n}", "/files/documents/a.pdf", 5)
            )
            club = await _id(await uow.clubs.add(new_club(f"Popust {t_id}")))
            await uow.club_deductions.add(ClubDeduction(t_id, club, 10))
            if registered:
                await register(uow, t_id, category, kata)
        await uow.commit()
    return Seeded(ids, category)
