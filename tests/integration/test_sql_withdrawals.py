"""Withdrawals on SQLite and PostgreSQL: before the withdrawal deadline the entry is removed;
from it on the entry stays with its withdrawal time, billable (the fee counts it) and out
of the draws."""

from datetime import timedelta

import pytest

from adapters.sql.unit_of_work import SqlUnitOfWorkFactory
from fedreg_core.services.registrations import delete_competitor
from tests.integration.notice_world import START, World, make_world
from tests.integration.smtp_server import SmtpInbox, smtp

__all__ = ["smtp"]  # the fixture


@pytest.fixture
async def world(uow_factory: SqlUnitOfWorkFactory, smtp: SmtpInbox) -> World:
    world = await make_world(uow_factory, smtp)
    async with world.uows() as uow:
        tournament = await uow.tournaments.get(world.tournament_id)
        assert tournament is not None
        tournament.withdrawal_deadline = START
        await uow.tournaments.update(tournament)
        await uow.commit()
    return world


async def test_a_withdrawal_before_the_deadline_removes_the_entry(world: World) -> None:
    registration_id = await world.enter(world.member_ids[0])
    world.clock.set(START - timedelta(seconds=1))

    await delete_competitor(world.uows(), world.clock, world.admin, registration_id)

    async with world.uows() as uow:
        assert await uow.competitor_registrations.get(registration_id) is None


async def test_a_withdrawal_from_the_deadline_on_stays_billable_and_is_not_drawn(
    world: World,
) -> None:
    withdrawn, kept = [await world.enter(member_id) for member_id in world.member_ids]
    world.clock.set(START)

    await delete_competitor(world.uows(), world.clock, world.admin, withdrawn)

    async with world.uows() as uow, uow.read_only():
        stored = await uow.competitor_registrations.get(withdrawn)
        drawn = await uow.draws.group_entries(world.tournament_id)
        counted = await uow.registration_lists.fee_counts(world.tournament_id)
    assert stored is not None
    assert stored.withdrawn_at == START
    assert [entry.registration_id for entry in drawn] == [kept]
    assert sum(group.alike.registrations for group in counted) == 2
