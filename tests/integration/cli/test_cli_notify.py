"""`fedreg notify deadlines` (for cron): a reminder to every club once a day, into the outbox
folder when no SMTP server is set."""

import email
import email.policy
from dataclasses import replace
from datetime import date, datetime, time, timedelta

from adapters.unit_of_work import Factory
from fedreg_core.domain.entities import User
from tests.integration.cli.conftest import Fedreg
from tests.integration.sql_samples import new_category, new_club, new_discipline, new_tournament


async def closing_in_three_days(uow_factory: Factory) -> None:
    """A tournament whose applications close three days from today; a club with a user."""
    async with uow_factory() as uow:
        category = await uow.categories.add(new_category())
        assert category.id is not None
        kata = await uow.disciplines.add(new_discipline([category.id]))
        assert kata.id is not None
        ends = datetime.combine(date.today() + timedelta(days=3), time(12, 0))
        start = ends - timedelta(days=30)
        await uow.tournaments.add(
            replace(new_tournament([kata.id]), start_date=start, end_date=ends)
        )
        club = await uow.clubs.add(new_club("Karate klub Sloga"))
        await uow.users.add(User("John", "john@sloga.rs", "h", club.id, language="en"))
        await uow.commit()


def test_reminders_go_once_a_day(fedreg: Fedreg) -> None:
    fedreg.seed(closing_in_three_days)

    assert fedreg.ok("notify", "deadlines", "--days", "2") == (
        "0 club reminders queued, 0 mails sent.\n"
    )
    assert fedreg.ok("notify", "deadlines") == "1 club reminders queued, 1 mails sent.\n"
    assert fedreg.ok("notify", "deadlines") == "0 club reminders queued, 0 mails sent.\n"

    [path] = (fedreg.data_dir / "outbox").glob("*.eml")
    message = email.message_from_bytes(path.read_bytes(), policy=email.policy.default)
    assert message["To"] == "john@sloga.rs"
    assert str(message["Subject"]).startswith("Applications close on ")
    assert message.get_content_type() == "multipart/alternative"
    assert fedreg.ok("notify", "send") == "0 mails sent.\n"


async def a_user_whose_address_is_no_address(uow_factory: Factory) -> None:
    """The reminder's club has a second user whose stored e-mail is two addresses."""
    await closing_in_three_days(uow_factory)
    async with uow_factory() as uow:
        club = await uow.clubs.add(new_club("Klub Loša Adresa"))
        await uow.users.add(User("Mika", "mika@klub.rs, x@evil.test", "h", club.id))
        await uow.commit()


def test_a_notice_that_fails_is_listed_for_the_operator(fedreg: Fedreg) -> None:
    fedreg.seed(a_user_whose_address_is_no_address)

    assert fedreg.ok("notify", "deadlines") == "2 club reminders queued, 1 mails sent.\n"

    listed = fedreg.ok("notify", "failed").splitlines()
    assert len(listed) == 2
    assert "(deadline_reminder, tournament " in listed[0]
    assert "1 failures, the last at " in listed[0]
    assert ", next try " in listed[0]
    assert listed[0].endswith(
        "ValueError: a recipient address may hold no space or control character"
    )
    assert listed[1] == "1 failed notices."
