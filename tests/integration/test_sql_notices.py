"""The notice queue on SQLite and PostgreSQL: senders at once claim different notices, a
stopped sender's claim is taken again after the lease, reminders are queued once a day."""

import asyncio
from datetime import datetime, timedelta

import pytest

from adapters.sql.unit_of_work import SqlUnitOfWorkFactory
from fedreg_core.ports.notices import ClaimedNotice, NoticeKind
from fedreg_core.services.notice_sending import CLAIM_LEASE, send_all_due
from fedreg_core.services.notices import queue_deadline_reminders
from tests.integration.notice_world import START, World, make_world
from tests.integration.smtp_server import SmtpInbox, smtp
from tests.integration.sql_samples import new_club

__all__ = ["smtp"]  # the fixture


@pytest.fixture
async def world(uow_factory: SqlUnitOfWorkFactory, smtp: SmtpInbox) -> World:
    return await make_world(uow_factory, smtp)


async def _queue_entries(world: World, clubs: int) -> None:
    async with world.uows() as uow:
        for n in range(clubs):
            club = await uow.clubs.add(new_club(f"Klub {n}"))
            assert club.id is not None
            await uow.notices.entries_changed(world.tournament_id, club.id, START, START)
        await uow.commit()


async def _claim(world: World, now: datetime) -> list[ClaimedNotice]:
    async with world.uows() as uow:
        claimed = await uow.notices.claim_due(now, now - CLAIM_LEASE, 3)
        await uow.commit()
        return claimed


async def test_senders_at_once_claim_different_notices(world: World) -> None:
    await _queue_entries(world, 6)

    first, second = await asyncio.gather(_claim(world, START), _claim(world, START))

    ids = [n.id for n in (*first, *second)]
    assert len(ids) == len(set(ids)) == 6
    assert await _claim(world, START) == []


async def test_a_stopped_senders_claim_is_taken_again_after_the_lease(world: World) -> None:
    await _queue_entries(world, 1)
    [claimed] = await _claim(world, START)  # ... and the sender stops before marking it

    assert await _claim(world, START + CLAIM_LEASE) == []
    [again] = await _claim(world, START + CLAIM_LEASE + timedelta(seconds=1))
    assert (again.id, again.kind) == (claimed.id, NoticeKind.ENTRY_CONFIRMATION)


async def test_deadline_reminders_go_once_a_day_to_users_who_want_them(
    world: World, smtp: SmtpInbox
) -> None:
    await world.set_open(True)
    await send_all_due(world.sender)
    smtp.take()
    world.clock.set(datetime(2026, 3, 17, 7, 0))  # applications close on 20.03. at 23:59

    assert await queue_deadline_reminders(world.uows(), world.clock, 2) == 0
    assert await queue_deadline_reminders(world.uows(), world.clock, 3) == 1
    assert await send_all_due(world.sender) == 2
    ana, john = smtp.take()
    assert ana.message["Subject"] == "Prijave se zatvaraju 20.03.2026. 23:59: Prvenstvo Srbije"
    assert "još nema prijavljenih takmičara" in ana.text  # an invitation: no entries yet
    assert "has entered no competitors yet" in john.html

    world.clock.advance(hours=5)
    assert await queue_deadline_reminders(world.uows(), world.clock, 3) == 0
    assert await send_all_due(world.sender) == 0


async def test_a_club_with_entries_gets_its_summary_as_the_reminder(
    world: World, smtp: SmtpInbox
) -> None:
    await world.set_open(True)
    await world.enter(world.member_ids[0])
    world.clock.set(datetime(2026, 3, 17, 7, 0))
    await send_all_due(world.sender)
    smtp.take()

    assert await queue_deadline_reminders(world.uows(), world.clock, 3) == 1
    await send_all_due(world.sender)
    _ana, john = smtp.take()
    assert john.message["Subject"] == "Applications close on 20/03/2026 23:59: Prvenstvo Srbije"
    assert "These are the current entries of Karate klub Sloga" in john.text
    assert "Mila Ilić: Seniori (Kata)" in john.text


async def test_a_stopped_sender_is_followed_from_the_last_recipient_it_recorded(
    world: World, smtp: SmtpInbox
) -> None:
    await world.set_open(True)
    async with world.uows() as uow:  # a sender claims the notice, mails Ana, records it ...
        [claimed] = await uow.notices.claim_due(START, START - CLAIM_LEASE, 10)
        ana = await uow.users.get_by_email("ana@sloga.rs")
        assert ana is not None and ana.id is not None
        await uow.notices.progress(claimed, ana.id)
        await uow.commit()  # ... and stops before John's mail

    assert await send_all_due(world.sender) == 0  # its claim holds for the lease
    world.clock.advance(CLAIM_LEASE + timedelta(seconds=1))
    assert await send_all_due(world.sender) == 1
    assert [r.recipients for r in smtp.take()] == [["john@sloga.rs"]]

    world.clock.advance(hours=25)  # a later round mails everyone again
    await world.set_open(False)
    await world.set_open(True)
    assert await send_all_due(world.sender) == 2
