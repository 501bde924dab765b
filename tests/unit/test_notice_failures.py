"""A notice that cannot be built or sent is recorded as failed and tried again later with
back-off, and the pass goes on: one club's name stops nobody else's mail."""

from datetime import datetime, timedelta
from email.message import EmailMessage

import pytest

from fedreg_core.domain.entities import User
from fedreg_core.ports.mail import Mail
from fedreg_core.services.notice_failures import error_text, failed_notices, retry_at
from fedreg_core.services.notice_mails import NoticeLinks
from fedreg_core.services.notice_sending import NoticeSender, send_all_due
from tests.fakes import FakeUnitOfWorkFactory, OutboxMailer
from tests.unit.clubs_setup import new_club
from tests.unit.registrations_setup import Cup

POISON = "Club\r\nBcc: x@evil.test"
NOW = datetime(2026, 3, 1, 10, 0)


class HeaderBuildingMailer(OutboxMailer):
    """Sets each mail's subject on a standard-library message first, as the mail adapters do
    (a header value with a line break raises ``ValueError``), then keeps the mail."""

    async def send(self, mail: Mail) -> None:
        EmailMessage()["Subject"] = mail.subject
        await super().send(mail)


async def _twenty_clubs_one_poisoned(cup: Cup) -> tuple[NoticeSender, HeaderBuildingMailer]:
    """Sokol and Soko and eighteen more clubs, the eighth named with a line break and a
    header; each has a user; their entry confirmations (which name the club) are due."""
    db = cup.fed.db
    club_ids = [cup.fed.sokol_id, cup.fed.soko_id]
    for n in range(18):
        club = await db.clubs.add(new_club(POISON if n == 7 else f"Klub {n}"))
        await db.users.add(User(f"User {n}", f"user{n}@klub.rs", "h", club.id))
        assert club.id is not None
        club_ids.append(club.id)
    uows = FakeUnitOfWorkFactory(db)
    now = cup.clock.now()
    async with uows() as uow:
        for club_id in club_ids:
            await uow.notices.entries_changed(cup.cup, club_id, now, now)
        await uow.commit()
    mailer = HeaderBuildingMailer()
    return NoticeSender(uows, cup.clock, mailer, NoticeLinks("https://fed.example", "sr")), mailer


async def test_one_poisoned_notice_among_twenty_stops_none_of_the_others(cup: Cup) -> None:
    sender, mailer = await _twenty_clubs_one_poisoned(cup)

    assert await send_all_due(sender) == 19

    assert "user7@klub.rs" not in {mail.to for mail in mailer.sent}
    assert len({mail.to for mail in mailer.sent}) == 19
    [failed] = await failed_notices(sender.uow(), 50)
    assert failed.failures == 1
    assert failed.retry_at == cup.clock.now() + timedelta(minutes=1)
    assert failed.last_error.startswith("ValueError: ")
    assert "\n" not in failed.last_error


async def test_a_failing_notice_is_retried_with_back_off_then_given_up(cup: Cup) -> None:
    sender, mailer = await _twenty_clubs_one_poisoned(cup)
    await send_all_due(sender)
    tried = len(mailer.sent)

    for minutes in (1, 5, 30, 120, 720):
        cup.clock.advance(minutes=minutes, seconds=-1)
        assert await send_all_due(sender) == 0
        assert (await failed_notices(sender.uow(), 50))[0].retry_at is not None
        cup.clock.advance(seconds=1)  # due: it fails once more
        assert await send_all_due(sender) == 0

    [given_up] = await failed_notices(sender.uow(), 50)
    assert (given_up.failures, given_up.retry_at) == (6, None)
    cup.clock.advance(timedelta(days=7))
    assert await send_all_due(sender) == 0
    assert len(mailer.sent) == tried


async def test_a_notice_that_goes_out_at_last_is_no_longer_failed(cup: Cup) -> None:
    sender, mailer = await _twenty_clubs_one_poisoned(cup)
    await send_all_due(sender)
    [failed] = await failed_notices(sender.uow(), 50)
    club = await cup.fed.db.clubs.get(failed.club_id)
    assert club is not None
    club.name = "Klub 7"  # the club's name is mended before the next try
    await cup.fed.db.clubs.update(club)

    cup.clock.advance(minutes=1)
    assert await send_all_due(sender) == 1

    assert mailer.sent[-1].to == "user7@klub.rs"
    assert await failed_notices(sender.uow(), 50) == []


@pytest.mark.parametrize(
    ("failures", "after"),
    [
        (1, timedelta(minutes=1)),
        (2, timedelta(minutes=5)),
        (3, timedelta(minutes=30)),
        (4, timedelta(hours=2)),
        (5, timedelta(hours=12)),
        (6, None),
        (7, None),
    ],
)
def test_the_next_try_backs_off_and_ends(failures: int, after: timedelta | None) -> None:
    assert retry_at(failures, NOW) == (NOW + after if after is not None else None)


def test_the_kept_error_is_one_short_line() -> None:
    assert error_text(ValueError("bad\r\nBcc: x")) == "ValueError: bad  Bcc: x"
    long = error_text(RuntimeError("x" * 1000))
    assert len(long) == 500
    assert long.endswith("…")
