"""Link lists (discipline categories, tournament disciplines), fees, cascades, constraints."""

from dataclasses import replace
from datetime import datetime

import pytest
from sqlalchemy import select

from adapters.sql.mappers import DISCIPLINES
from adapters.sql.models import (
    CompetitorEntryRow,
    CompetitorRegistrationRow,
    DisciplineCategoryRow,
    DisciplineRow,
)
from adapters.sql.unit_of_work import SqlUnitOfWorkFactory
from fedreg_core.domain.entities import (
    ClubDeduction,
    Member,
    no_fees,
)
from fedreg_core.domain.errors import Conflict
from fedreg_core.fees import FeeSchedule
from tests.integration.sql_samples import (
    new_category,
    new_club,
    new_discipline,
    new_tournament,
    new_user,
)


async def add_categories(uow_factory: SqlUnitOfWorkFactory, count: int) -> list[int]:
    async with uow_factory() as uow:
        ids = [(await uow.categories.add(new_category(f"C{i}"))).id for i in range(count)]
        await uow.commit()
    return [i for i in ids if i is not None]


async def test_discipline_categories_are_stored_and_replaced(
    uow_factory: SqlUnitOfWorkFactory,
) -> None:
    a, b, c = await add_categories(uow_factory, 3)
    async with uow_factory() as uow:
        discipline = await uow.disciplines.add(new_discipline([a, b, a]))
        await uow.commit()
    assert discipline.category_ids == [a, b]
    async with uow_factory() as uow:
        kept_link = (await uow.session.scalars(select(DisciplineCategoryRow.id))).first()
        discipline.category_ids = [c, a]
        assert (await uow.disciplines.update(discipline)).category_ids == [a, c]
        await uow.commit()
    async with uow_factory() as uow:
        assert discipline.id is not None
        stored = await uow.disciplines.get(discipline.id)
        rows = (await uow.session.scalars(select(DisciplineCategoryRow))).all()
        links = [(row.id, row.category_id) for row in rows]
    assert stored is not None and stored.category_ids == [a, c]
    assert [category for _, category in links] == [a, c]
    assert links[0][0] == kept_link  # unchanged links keep their rows


async def test_tournament_keeps_fees_links_and_created_at(
    uow_factory: SqlUnitOfWorkFactory,
) -> None:
    (category,) = await add_categories(uow_factory, 1)
    async with uow_factory() as uow:
        kata = await uow.disciplines.add(new_discipline([category], "Kata"))
        kumite = await uow.disciplines.add(new_discipline([category], "Kumite"))
        assert kata.id is not None and kumite.id is not None
        created = new_tournament([kata.id, kumite.id], [kumite.id])
        tournament = await uow.tournaments.add(created)
        await uow.commit()
    assert tournament.created_at is not None  # defaulted when the core left it empty
    assert tournament.fees == FeeSchedule(2000, 500, 3500, 500, 4500, 1000, 3000, 0)
    changed = replace(
        tournament, created_at=None, fees=replace(no_fees(), team_fee=10), discipline_ids=[]
    )
    async with uow_factory() as uow:
        await uow.tournaments.update(changed)
        await uow.commit()
    async with uow_factory() as uow:
        assert tournament.id is not None
        stored = await uow.tournaments.get(tournament.id)
    assert stored == replace(changed, created_at=tournament.created_at)
    assert stored.team_discipline_ids == [kumite.id]


async def test_deleting_a_discipline_removes_its_links_everywhere(
    uow_factory: SqlUnitOfWorkFactory,
) -> None:
    (category,) = await add_categories(uow_factory, 1)
    async with uow_factory() as uow:
        kata = await uow.disciplines.add(new_discipline([category]))
        assert kata.id is not None
        tournament = await uow.tournaments.add(new_tournament([kata.id], [kata.id]))
        await uow.categories.delete(category)
        await uow.disciplines.delete(kata.id)
        await uow.commit()
    async with uow_factory() as uow:
        assert tournament.id is not None
        stored = await uow.tournaments.get(tournament.id)
    assert stored is not None
    assert (stored.discipline_ids, stored.team_discipline_ids) == ([], [])


async def test_deleting_a_club_deletes_its_people_and_detaches_its_users(
    uow_factory: SqlUnitOfWorkFactory,
) -> None:
    async with uow_factory() as uow:
        club = await uow.clubs.add(new_club())
        assert club.id is not None
        member = await uow.members.add(
            Member(club.id, "A", "B", datetime(2000, 1, 1), True, "BELI")
        )
        user = await uow.users.add(new_user(club_id=club.id))
        await uow.clubs.delete(club.id)
        await uow.commit()
    async with uow_factory() as uow:
        assert member.id is not None and user.id is not None
        assert await uow.members.get(member.id) is None
        assert await uow.users.get(user.id) == replace(user, club_id=None)


async def test_a_category_in_use_by_a_registration_cannot_be_deleted(
    uow_factory: SqlUnitOfWorkFactory,
) -> None:
    (category,) = await add_categories(uow_factory, 1)
    async with uow_factory() as uow:
        club = await uow.clubs.add(new_club())
        discipline = await uow.disciplines.add(new_discipline([category]))
        tournament = await uow.tournaments.add(new_tournament())
        assert club.id and discipline.id and tournament.id
        member = await uow.members.add(Member(club.id, "A", "B", datetime(2000, 1, 1), True, "X"))
        assert member.id is not None
        registration = CompetitorRegistrationRow(
            tournament_id=tournament.id, club_id=club.id, member_id=member.id
        )
        registration.entries = [
            CompetitorEntryRow(category_id=category, discipline_id=discipline.id)
        ]
        uow.session.add(registration)
        with pytest.raises(Conflict):
            await uow.categories.delete(category)


@pytest.mark.parametrize("deduction", [-1, 101])
async def test_deduction_outside_0_to_100_is_refused(
    uow_factory: SqlUnitOfWorkFactory, deduction: int
) -> None:
    async with uow_factory() as uow:
        club = await uow.clubs.add(new_club())
        tournament = await uow.tournaments.add(new_tournament())
        assert club.id and tournament.id
        with pytest.raises(Conflict):
            await uow.club_deductions.add(ClubDeduction(tournament.id, club.id, deduction))


async def test_one_deduction_per_club_and_tournament(uow_factory: SqlUnitOfWorkFactory) -> None:
    async with uow_factory() as uow:
        club = await uow.clubs.add(new_club())
        tournament = await uow.tournaments.add(new_tournament())
        assert club.id and tournament.id
        await uow.club_deductions.add(ClubDeduction(tournament.id, club.id, 10))
        with pytest.raises(Conflict) as raised:
            await uow.club_deductions.add(ClubDeduction(tournament.id, club.id, 20))
    assert raised.value.field is None
    assert raised.value.message_key == "error_conflict"


async def test_get_sees_database_cascades_within_the_same_unit_of_work(
    uow_factory: SqlUnitOfWorkFactory,
) -> None:
    a, b = await add_categories(uow_factory, 2)
    async with uow_factory() as uow:
        discipline = await uow.disciplines.add(new_discipline([a, b]))
        await uow.commit()
    assert discipline.id is not None
    async with uow_factory() as uow:
        # A query service sharing the session keeps the row (and its links) alive.
        held = await uow.session.get(
            DisciplineRow, discipline.id, options=DISCIPLINES.load_options()
        )
        assert held is not None and len(held.category_links) == 2
        await uow.categories.delete(a)  # the database deletes the link row, not the session
        stored = await uow.disciplines.get(discipline.id)
    assert stored is not None and stored.category_ids == [b]
