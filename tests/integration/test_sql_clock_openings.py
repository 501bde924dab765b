"""Applications on the clock on SQLite and PostgreSQL: the clock's fields are stored, and
the applications-open notice of an opening by the clock is queued once, however many
servers look at the same moment."""

import asyncio
from datetime import timedelta

import pytest

from adapters.sql.unit_of_work import SqlUnitOfWorkFactory
from fedreg_core.domain.tournament_changes import TournamentChanges
from fedreg_core.services.notice_sending import send_all_due
from fedreg_core.services.notices import announce_clock_openings
from fedreg_core.services.tournaments import update_tournament
from tests.integration.notice_world import START, KeepHtml, World, make_world
from tests.integration.smtp_server import SmtpInbox, smtp

__all__ = ["smtp"]  # the fixture

OPENS = START + timedelta(hours=1)


@pytest.fixture
async def world(uow_factory: SqlUnitOfWorkFactory, smtp: SmtpInbox) -> World:
    world = await make_world(uow_factory, smtp)
    changes = TournamentChanges(
        start_date=OPENS, end_date=OPENS + timedelta(days=10), registration_by_clock=True
    )
    await update_tournament(
        world.uows(), world.clock, KeepHtml(), world.admin, world.tournament_id, changes
    )
    return world


async def test_the_clock_is_stored(world: World) -> None:
    async with world.uows() as uow:
        stored = await uow.tournaments.get(world.tournament_id)
    assert stored is not None
    assert (stored.registration_by_clock, stored.start_date) == (True, OPENS)


async def test_servers_at_once_announce_an_opening_once(world: World) -> None:
    world.clock.set(OPENS - timedelta(seconds=1))
    assert await announce_clock_openings(world.uows(), world.clock) == 0
    world.clock.set(OPENS)

    claimed = await asyncio.gather(
        *(announce_clock_openings(world.uows(), world.clock) for _ in range(4))
    )

    assert sorted(claimed) == [0, 0, 0, 1]
    assert await send_all_due(world.sender) == 2  # Ana and John; Tiha turned it off
    world.clock.advance(minutes=1)
    assert await send_all_due(world.sender) == 0


async def test_the_sender_announces_an_opening_by_itself(world: World) -> None:
    world.clock.set(OPENS)
    assert await send_all_due(world.sender) == 2
    assert await send_all_due(world.sender) == 0
