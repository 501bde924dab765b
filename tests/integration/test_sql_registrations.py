"""Registrations on SQLite and PostgreSQL: round trips, unique constraints as 409, reads in a
fixed number of statements, and the services end to end."""

import asyncio
from dataclasses import dataclass
from datetime import date, datetime

import pytest
from sqlalchemy.ext.asyncio import AsyncEngine

from adapters.sql.statement_counter import count_statements
from adapters.sql.unit_of_work import SqlUnitOfWorkFactory
from fedreg_core.domain.entities import (
    CategoryEntry,
    ClubDeduction,
    Coach,
    CompetitorRegistration,
    Member,
    TeamRegistration,
    TournamentPerson,
    User,
)
from fedreg_core.domain.enums import TeamType
from fedreg_core.domain.errors import Conflict
from fedreg_core.services import fee_report
from fedreg_core.services.registrations import CompetitorChoice, register_competitor
from tests.fakes import FixedClock
from tests.integration.sql_samples import (
    insert_tournament,
    new_category,
    new_club,
    new_discipline,
    new_tournament,
)

NOW = datetime(2026, 3, 1, 10, 0)


@dataclass
class Setup:
    club_id: int
    tournament_id: int
    category_id: int
    discipline_ids: list[int]
    admin: User


async def set_up(uow_factory: SqlUnitOfWorkFactory) -> Setup:
    async with uow_factory() as uow:
        club = await uow.clubs.add(new_club())
        category = await uow.categories.add(new_category())
        assert club.id is not None and category.id is not None
        disciplines = []
        for name in ("Kata", "Kumite", "Team"):
            discipline = new_discipline([category.id], name)
            discipline.for_sex = None
            discipline.is_kata_a = False
            discipline.is_team = name == "Team"
            stored = await uow.disciplines.add(discipline)
            assert stored.id is not None
            disciplines.append(stored.id)
        tournament = new_tournament(disciplines[:2], disciplines[2:])
        tournament_id = await insert_tournament(uow.session, tournament)  # older schemas too
        admin = await uow.users.add(User("Admin", "admin@example.com", "h", is_admin=True))
        await uow.commit()
    return Setup(club.id, tournament_id, category.id, disciplines, admin)


async def add_members(uow_factory: SqlUnitOfWorkFactory, s: Setup, count: int) -> list[int]:
    async with uow_factory() as uow:
        ids = []
        for index in range(count):
            member = Member(s.club_id, f"Ana{index}", "Anić", date(2001, 1, 1), False, "PLAVI")
            ids.append((await uow.members.add(member)).id or 0)
        await uow.commit()
    return ids


async def test_competitor_round_trip_and_duplicate(uow_factory: SqlUnitOfWorkFactory) -> None:
    s = await set_up(uow_factory)
    [member_id] = await add_members(uow_factory, s, 1)
    kata, kumite, _ = s.discipline_ids
    entry = CategoryEntry(s.category_id, [kata, kumite])
    registration = CompetitorRegistration(
        s.tournament_id, s.club_id, member_id, [entry], created_at=NOW
    )
    async with uow_factory() as uow:
        stored = await uow.competitor_registrations.add(registration)
        await uow.commit()
    assert stored.id is not None
    async with uow_factory() as uow:
        assert await uow.competitor_registrations.get(stored.id) == stored
        stored.categories = [CategoryEntry(s.category_id, [kumite])]
        stored.assigned_number = 7
        await uow.competitor_registrations.update(stored)
        await uow.commit()
    async with uow_factory() as uow:
        assert await uow.competitor_registrations.get(stored.id) == stored
        with pytest.raises(Conflict) as error:
            await uow.competitor_registrations.add(
                CompetitorRegistration(s.tournament_id, s.club_id, member_id, [entry])
            )
        assert error.value.message_key == "error_already_registered"
    async with uow_factory() as uow:
        await uow.competitor_registrations.delete(stored.id)
        await uow.commit()
        assert await uow.competitor_registrations.get(stored.id) is None


async def test_team_and_people_round_trip(uow_factory: SqlUnitOfWorkFactory) -> None:
    s = await set_up(uow_factory)
    members = await add_members(uow_factory, s, 3)
    entry = CategoryEntry(s.category_id, [s.discipline_ids[2]])
    team = TeamRegistration(s.tournament_id, s.club_id, TeamType.WOMEN, members[:2], [entry])
    async with uow_factory() as uow:
        stored = await uow.team_registrations.add(team)
        coach = await uow.coaches.add(Coach(s.club_id, "Dragan", "Ilić"))
        assert coach.id is not None
        link = await uow.tournament_coaches.add(
            TournamentPerson(s.tournament_id, s.club_id, coach.id)
        )
        await uow.commit()
    assert stored.id is not None and link.id is not None
    async with uow_factory() as uow:
        stored.member_ids = [members[2], members[0]]
        stored.always_pays = True
        await uow.team_registrations.update(stored)
        await uow.commit()
    async with uow_factory() as uow:
        assert await uow.team_registrations.get(stored.id) == stored
        assert await uow.tournament_coaches.find(s.tournament_id, coach.id) == link
        with pytest.raises(Conflict):
            await uow.tournament_coaches.add(TournamentPerson(s.tournament_id, s.club_id, coach.id))
    async with uow_factory() as uow:
        await uow.tournament_coaches.delete(link.id)
        await uow.team_registrations.delete(stored.id)
        await uow.commit()
        assert await uow.tournament_coaches.find(s.tournament_id, coach.id) is None
        assert await uow.team_registrations.get(stored.id) is None


async def register_many(uow_factory: SqlUnitOfWorkFactory, s: Setup, count: int) -> None:
    members = await add_members(uow_factory, s, count + 2)
    entry = CategoryEntry(s.category_id, s.discipline_ids[:2])
    team_entry = CategoryEntry(s.category_id, s.discipline_ids[2:])
    async with uow_factory() as uow:
        for member_id in members[:count]:
            await uow.competitor_registrations.add(
                CompetitorRegistration(s.tournament_id, s.club_id, member_id, [entry])
            )
            coach = await uow.coaches.add(Coach(s.club_id, "Coach", str(member_id)))
            assert coach.id is not None
            await uow.tournament_coaches.add(TournamentPerson(s.tournament_id, s.club_id, coach.id))
        for index in range(count):
            pair = [members[index], members[index + 1]]
            await uow.team_registrations.add(
                TeamRegistration(s.tournament_id, s.club_id, TeamType.WOMEN, pair, [team_entry])
            )
        await uow.commit()


async def test_snapshot_uses_a_fixed_number_of_statements(
    engine: AsyncEngine, uow_factory: SqlUnitOfWorkFactory
) -> None:
    """(The lists and the fee report: ``test_sql_registration_lists``.)"""
    s = await set_up(uow_factory)
    counts = []
    for more in (2, 20):
        await register_many(uow_factory, s, more)
        with count_statements(engine) as counter:
            async with uow_factory() as uow:
                snapshot = await uow.registration_reads.snapshot(s.tournament_id)
        counts.append(counter.count)
    assert counts == [6, 6]
    assert (len(snapshot.competitors), len(snapshot.teams), len(snapshot.coaches)) == (22, 22, 22)
    assert len(snapshot.members) == 24  # the members registered alone or in a team


async def test_fee_report_on_stored_registrations(uow_factory: SqlUnitOfWorkFactory) -> None:
    s = await set_up(uow_factory)
    await register_many(uow_factory, s, 1)
    async with uow_factory() as uow:
        await uow.club_deductions.add(ClubDeduction(s.tournament_id, s.club_id, 10))
        await uow.commit()
    report = await fee_report.tournament_fees(uow_factory(), s.admin, s.tournament_id)
    # one competitor in two disciplines (3500 - 500) and one team in one (3000 - 0), less 10 %
    assert (report.gross, report.discounts, report.net, report.total) == (6500, 500, 6000, 5400)
    own = await fee_report.club_fees(uow_factory(), s.admin, s.tournament_id, s.club_id)
    # the competitor's and the team's registration ids may be equal: each keeps its line
    assert [(line.kind, line.fee.net) for line in own.lines] == [
        ("competitor", 3000),
        ("team", 3000),
    ]
    assert own.totals == report.clubs[0]


async def test_register_service_end_to_end(uow_factory: SqlUnitOfWorkFactory) -> None:
    s = await set_up(uow_factory)
    [member_id] = await add_members(uow_factory, s, 1)
    choice = CompetitorChoice(member_id, [CategoryEntry(s.category_id, s.discipline_ids[:1])])
    clock = FixedClock(NOW)
    stored = await register_competitor(uow_factory(), clock, s.admin, s.tournament_id, choice)
    async with uow_factory() as uow:
        history = await uow.history.list_for_tournament(s.tournament_id)
    assert [(h.item, h.user_name) for h in history] == [("Ana0 Anić", "Admin")]
    assert stored.created_at == NOW


@pytest.mark.parametrize(
    "database_url", [pytest.param("postgres", marks=pytest.mark.postgres)], indirect=True
)
async def test_fifty_parallel_registrations_store_one(uow_factory: SqlUnitOfWorkFactory) -> None:
    s = await set_up(uow_factory)
    [member_id] = await add_members(uow_factory, s, 1)
    choice = CompetitorChoice(member_id, [CategoryEntry(s.category_id, s.discipline_ids[:1])])
    clock = FixedClock(NOW)

    async def attempt() -> str:
        try:
            await register_competitor(uow_factory(), clock, s.admin, s.tournament_id, choice)
        except Conflict as error:
            return error.message_key
        return "stored"

    outcomes = await asyncio.gather(*(attempt() for _ in range(50)))
    assert sorted(outcomes).count("stored") == 1
    assert outcomes.count("error_already_registered") == 49
    async with uow_factory() as uow:
        snapshot = await uow.registration_reads.snapshot(s.tournament_id)
        history = await uow.history.list_for_tournament(s.tournament_id)
    assert len(snapshot.competitors) == 1
    assert len(history) == 1
