"""The mailed notices through a real SMTP server (aiosmtpd), on SQLite and PostgreSQL:
recipients, language, both parts, the 24-hour de-duplication and the 10-minute window."""

from datetime import timedelta

import pytest

from adapters.sql.unit_of_work import SqlUnitOfWorkFactory
from fedreg_core.services.fee_report import club_fees
from fedreg_core.services.invoices import rsd
from fedreg_core.services.notice_sending import send_all_due
from fedreg_core.services.registrations import delete_competitor
from tests.integration.notice_world import SITE, World, make_world
from tests.integration.smtp_server import SmtpInbox, smtp

__all__ = ["smtp"]  # the fixture


@pytest.fixture
async def world(uow_factory: SqlUnitOfWorkFactory, smtp: SmtpInbox) -> World:
    return await make_world(uow_factory, smtp)


async def test_opening_applications_mails_every_user_of_open_clubs_in_their_language(
    world: World, smtp: SmtpInbox
) -> None:
    await world.set_open(True)
    assert await send_all_due(world.sender) == 2

    ana, john = smtp.take()
    assert (ana.recipients, john.recipients) == (["ana@sloga.rs"], ["john@sloga.rs"])
    assert ana.message["Subject"] == "Prijave su otvorene: Prvenstvo Srbije"
    assert john.message["Subject"] == "Applications are open: Prvenstvo Srbije"
    link = f"{SITE}/tournaments/{world.tournament_id}/view/{world.club_id}"
    for received, stop, start, end in (
        (ana, "Ovakva obaveštenja možete isključiti", "01.03.2026. 10:00", "20.03.2026. 23:59"),
        (john, "You can turn notices like this off", "01/03/2026 10:00", "20/03/2026 23:59"),
    ):
        assert received.message.get_content_type() == "multipart/alternative"
        for part in (received.text, received.html):
            assert link in part
            assert f"{SITE}/profile" in part
            assert stop in part
            assert start in part  # the registration dates, as the language writes them
            assert end in part
    assert '<html lang="en">' in john.html
    assert await send_all_due(world.sender) == 0  # sent once


async def test_reopening_within_24_hours_sends_nothing_again(world: World, smtp: SmtpInbox) -> None:
    await world.set_open(True)
    await send_all_due(world.sender)
    smtp.take()

    world.clock.advance(hours=1)
    await world.set_open(False)
    world.clock.advance(hours=22)
    await world.set_open(True)
    assert await send_all_due(world.sender) == 0

    world.clock.advance(hours=2)  # 25 hours after the first
    await world.set_open(False)
    await world.set_open(True)
    assert await send_all_due(world.sender) == 2
    assert [r.recipients for r in smtp.take()] == [["ana@sloga.rs"], ["john@sloga.rs"]]


async def test_entry_changes_within_ten_minutes_fold_into_one_summary(
    world: World, smtp: SmtpInbox
) -> None:
    await world.set_open(True)
    await send_all_due(world.sender)
    smtp.take()
    first = await world.enter(world.member_ids[0])
    assert await send_all_due(world.sender) == 0  # the window is open
    world.clock.advance(minutes=3)
    await world.enter(world.member_ids[1])
    world.clock.advance(minutes=6, seconds=59)
    assert await send_all_due(world.sender) == 0

    world.clock.advance(seconds=1)  # ten minutes after the first change
    assert await send_all_due(world.sender) == 2
    ana, john = smtp.take()
    fee = await club_fees(world.uows(), world.admin, world.tournament_id, world.club_id)
    assert ana.message["Subject"] == "Prijave kluba Karate klub Sloga: Prvenstvo Srbije"
    assert john.message["Subject"] == "Entries of Karate klub Sloga: Prvenstvo Srbije"
    for part in (john.text, john.html):
        assert "Mila Ilić: Seniori (Kata)" in part
        assert "Sara Ilić: Seniori (Kata)" in part
        assert f"Fee: {rsd(fee.fee.total)}" in part
    assert fee.fee.total > 0

    world.clock.advance(minutes=1)
    await delete_competitor(world.uows(), world.clock, world.admin, first)
    world.clock.advance(minutes=9, seconds=59)
    assert await send_all_due(world.sender) == 0
    world.clock.advance(seconds=1)
    assert await send_all_due(world.sender) == 2
    ana, _john = smtp.take()
    assert "Sara Ilić" in ana.text
    assert "Mila Ilić" not in ana.text
    assert ana.message["Subject"].startswith("Prijave kluba")


async def test_a_change_while_the_summary_is_sent_makes_it_due_again(
    world: World, smtp: SmtpInbox
) -> None:
    await world.set_open(True)
    await world.enter(world.member_ids[0])
    world.clock.advance(minutes=10)
    async with world.uows() as uow:  # a sender claims it ...
        [claimed, *_] = [
            n
            for n in await uow.notices.claim_due(world.clock.now(), world.clock.now(), 10)
            if n.kind.value == "entry_confirmation"
        ]
        await uow.commit()
    await world.enter(world.member_ids[1])  # ... a change comes in before it is marked
    async with world.uows() as uow:
        now = world.clock.now()
        await uow.notices.mark_sent(claimed, now, now + timedelta(minutes=10))
        await uow.commit()
    smtp.take()

    world.clock.advance(minutes=10)
    await send_all_due(world.sender)
    entries = [r for r in smtp.take() if "Sara Ilić" in r.text]
    assert [r.recipients for r in entries] == [["ana@sloga.rs"], ["john@sloga.rs"]]
