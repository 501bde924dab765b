"""The same team is entered once, on SQLite and PostgreSQL: the same set of members of the same
type holds a category and discipline once per tournament (issue 15, item 5), also when the
calls come at once; and a member's entries in tournaments that are not archived."""

import asyncio

import pytest

from adapters.sql.unit_of_work import SqlUnitOfWorkFactory
from fedreg_core.domain.entities import CategoryEntry, CompetitorRegistration, TeamRegistration
from fedreg_core.domain.enums import TeamType
from fedreg_core.domain.errors import Conflict
from fedreg_core.ports.people_directory import MemberEntries
from fedreg_core.services.team_registrations import TeamChoice, register_team
from tests.fakes import FixedClock
from tests.integration.test_sql_registrations import NOW, Setup, add_members, set_up


def team(s: Setup, members: list[int], kind: TeamType = TeamType.MIX) -> TeamRegistration:
    entry = CategoryEntry(s.category_id, [s.discipline_ids[2]])
    return TeamRegistration(s.tournament_id, s.club_id, kind, members, [entry], created_at=NOW)


async def test_fifty_parallel_team_registrations_store_one(
    uow_factory: SqlUnitOfWorkFactory,
) -> None:
    s = await set_up(uow_factory)
    members = await add_members(uow_factory, s, 2)
    entry = CategoryEntry(s.category_id, [s.discipline_ids[2]])
    choice = TeamChoice(TeamType.MIX, members, [entry])
    clock = FixedClock(NOW)

    async def attempt() -> str:
        try:
            await register_team(uow_factory(), clock, s.admin, s.tournament_id, choice)
        except Conflict as error:
            return f"{error.message_key} on {error.field}"
        return "stored"

    outcomes = await asyncio.gather(*(attempt() for _ in range(50)))
    assert outcomes.count("stored") == 1
    assert outcomes.count("error_team_already_registered on memberIds") == 49
    async with uow_factory() as uow:
        snapshot = await uow.registration_reads.snapshot(s.tournament_id)
        history = await uow.history.list_for_tournament(s.tournament_id)
    assert len(snapshot.teams) == 1
    assert len(history) == 1


async def test_the_database_refuses_the_same_team_twice(uow_factory: SqlUnitOfWorkFactory) -> None:
    """Past the service's check (a second call that did not see the first), the unique
    constraint answers: members in another order are the same team."""
    s = await set_up(uow_factory)
    ana, maja, iva = await add_members(uow_factory, s, 3)
    async with uow_factory() as uow:
        first = await uow.team_registrations.add(team(s, [ana, maja]))
        other_type = await uow.team_registrations.add(team(s, [maja, ana], TeamType.WOMEN))
        other_members = await uow.team_registrations.add(team(s, [ana, iva]))
        await uow.commit()
    async with uow_factory() as uow:
        with pytest.raises(Conflict) as twice:
            await uow.team_registrations.add(team(s, [maja, ana]))
    assert (twice.value.message_key, twice.value.field) == (
        "error_team_already_registered",
        "memberIds",
    )
    async with uow_factory() as uow:  # a change into the same team is refused as well
        other_members.member_ids = [maja, ana]
        with pytest.raises(Conflict) as changed:
            await uow.team_registrations.update(other_members)
    assert changed.value.message_key == "error_team_already_registered"
    async with uow_factory() as uow:
        found = await uow.team_registrations.same_team(s.tournament_id, TeamType.MIX, [maja, ana])
        assert [t.id for t in found] == [first.id]
        other_type.type = TeamType.MIX
        with pytest.raises(Conflict):
            await uow.team_registrations.update(other_type)


async def test_a_change_of_members_or_type_moves_the_key_along(
    uow_factory: SqlUnitOfWorkFactory,
) -> None:
    s = await set_up(uow_factory)
    ana, maja, iva = await add_members(uow_factory, s, 3)
    async with uow_factory() as uow:
        stored = await uow.team_registrations.add(team(s, [ana, maja]))
        await uow.commit()
    async with uow_factory() as uow:
        stored.member_ids, stored.type = [iva, ana], TeamType.WOMEN
        await uow.team_registrations.update(stored)
        await uow.commit()
    async with uow_factory() as uow:  # the old team is free again, the new one is taken
        again = await uow.team_registrations.add(team(s, [maja, ana]))
        assert again.id is not None
        with pytest.raises(Conflict):
            await uow.team_registrations.add(team(s, [ana, iva], TeamType.WOMEN))


async def test_a_members_entries_in_tournaments_not_archived(
    uow_factory: SqlUnitOfWorkFactory,
) -> None:
    s = await set_up(uow_factory)
    ana, maja = await add_members(uow_factory, s, 2)
    entry = CategoryEntry(s.category_id, s.discipline_ids[:1])
    async with uow_factory() as uow:
        competitor = await uow.competitor_registrations.add(
            CompetitorRegistration(s.tournament_id, s.club_id, ana, [entry])
        )
        stored = await uow.team_registrations.add(team(s, [maja, ana]))
        await uow.commit()
    async with uow_factory() as uow:
        assert await uow.people_directory.member_entries(ana) == MemberEntries(
            [competitor], [stored]
        )
        assert (await uow.people_directory.member_entries(maja)).competitors == []
        tournament = await uow.tournaments.get(s.tournament_id)
        assert tournament is not None
        tournament.is_archived = True
        await uow.tournaments.update(tournament)
        await uow.commit()
    async with uow_factory() as uow:
        assert await uow.people_directory.member_entries(ana) == MemberEntries([], [])
