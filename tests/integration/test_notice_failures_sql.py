"""Failing notices on the SQL outbox, through a real SMTP server (aiosmtpd), on SQLite and
PostgreSQL: one club's name stops nobody else's mail, a refused message is retried later,
and a mail server that cannot be reached counts no failure."""

from datetime import timedelta

import pytest

from adapters.mail.smtp import SmtpMailer
from adapters.sql.unit_of_work import SqlUnitOfWorkFactory
from fedreg_core.domain.entities import User
from fedreg_core.services.notice_failures import failed_notices
from fedreg_core.services.notice_sending import NoticeSender, send_all_due
from tests.integration.notice_world import World, make_world
from tests.integration.smtp_server import SmtpInbox, free_port, smtp
from tests.integration.sql_samples import new_club

__all__ = ["smtp"]  # the fixture
POISON = "Club\r\nBcc: x@evil.test"


@pytest.fixture
async def world(uow_factory: SqlUnitOfWorkFactory, smtp: SmtpInbox) -> World:
    return await make_world(uow_factory, smtp)


async def _entry_notices_of_new_clubs(world: World, names: list[str]) -> None:
    """A club of each name with one user (``u<n>@klub.rs``), its entry confirmation due."""
    now = world.clock.now()
    async with world.uows() as uow:
        for n, name in enumerate(names):
            club = await uow.clubs.add(new_club(name))
            assert club.id is not None
            await uow.users.add(User(f"U{n}", f"u{n}@klub.rs", "h", club.id))
            await uow.notices.entries_changed(world.tournament_id, club.id, now, now)
        await uow.commit()


async def test_a_club_named_with_a_header_gets_its_mail_and_so_does_everyone(
    world: World, smtp: SmtpInbox
) -> None:
    await _entry_notices_of_new_clubs(world, [POISON if n == 7 else f"Klub {n}" for n in range(20)])

    assert await send_all_due(world.sender) == 20

    received = smtp.take()
    assert sorted(r.recipients[0] for r in received) == sorted(f"u{n}@klub.rs" for n in range(20))
    [poisoned] = [r for r in received if r.recipients == ["u7@klub.rs"]]
    assert poisoned.message["Subject"] == "Prijave kluba Club Bcc: x@evil.test: Prvenstvo Srbije"
    assert poisoned.message["Bcc"] is None
    assert await failed_notices(world.uows(), 50) == []


async def test_a_refused_message_is_retried_later_and_the_pass_goes_on(
    world: World, smtp: SmtpInbox
) -> None:
    await _entry_notices_of_new_clubs(world, [f"Klub {n}" for n in range(20)])
    smtp.refused.add("u7@klub.rs")

    assert await send_all_due(world.sender) == 19

    assert len(smtp.take()) == 19
    [failed] = await failed_notices(world.uows(), 50)
    assert (failed.failures, failed.retry_at) == (1, world.clock.now() + timedelta(minutes=1))
    assert failed.last_error.startswith("SMTPRecipientsRefused: ")
    smtp.refused.clear()
    world.clock.advance(minutes=1)
    assert await send_all_due(world.sender) == 1
    assert [r.recipients for r in smtp.take()] == [["u7@klub.rs"]]
    assert await failed_notices(world.uows(), 50) == []


async def test_an_unreachable_mail_server_counts_no_failure(world: World, smtp: SmtpInbox) -> None:
    await _entry_notices_of_new_clubs(world, [f"Klub {n}" for n in range(3)])
    nowhere = SmtpMailer(f"smtp://127.0.0.1:{free_port()}", "Savez <savez@savez.example>")
    down = NoticeSender(world.uows, world.clock, nowhere, world.sender.links)

    assert await send_all_due(down) == 0

    assert await failed_notices(world.uows(), 50) == []
    assert await send_all_due(world.sender) == 3  # given back: due at once, not after a lease
    assert len(smtp.take()) == 3
