"""Sending the queued notices over the fakes: who gets them, in which language, and a mail
server that refuses leaves them due for the next pass."""

from dataclasses import replace

from fedreg_core.domain.tournament_changes import TournamentChanges
from fedreg_core.ports.mail import Mail, MailServerUnavailable
from fedreg_core.services.notice_failures import failed_notices
from fedreg_core.services.notice_mails import NoticeLinks
from fedreg_core.services.notice_sending import NoticeSender, send_all_due, send_due_notices
from fedreg_core.services.tournaments import update_tournament
from tests.fakes import FakeUnitOfWorkFactory, OutboxMailer
from tests.unit.registrations_setup import Cup

LINKS = NoticeLinks("https://fed.example/", "sr")


class KeepHtml:
    def clean(self, html: str) -> str:
        return html


class RefusingMailer:
    def __init__(self) -> None:
        self.tried = 0

    async def send(self, mail: Mail) -> None:
        self.tried += 1
        raise MailServerUnavailable("no mail server")


async def _open(cup: Cup) -> None:
    await cup.set_tournament(registration_open=False)
    changes = TournamentChanges(registration_open=True)
    await update_tournament(cup.fed.uow, cup.clock, KeepHtml(), cup.fed.admin, cup.cup, changes)


def _sender(cup: Cup, mailer: OutboxMailer | RefusingMailer) -> NoticeSender:
    return NoticeSender(FakeUnitOfWorkFactory(cup.fed.db), cup.clock, mailer, LINKS)


async def test_users_of_open_clubs_who_want_it_get_the_notice(cup: Cup) -> None:
    db = cup.fed.db
    await db.users.add(replace(cup.fed.coach, id=None, email="en@klub.rs", language="en"))
    await db.users.add(replace(cup.fed.coach, id=None, email="cyr@klub.rs", language="sr-Cyrl"))
    await db.users.add(
        replace(cup.fed.coach, id=None, email="off@klub.rs", mail_applications_open=False)
    )
    await db.users.add(replace(cup.fed.coach, id=None, email="blocked@klub.rs", is_blocked=True))
    await _open(cup)
    mailer = OutboxMailer()

    assert await send_all_due(_sender(cup, mailer)) == 4

    by_address = {mail.to: mail for mail in mailer.sent}
    assert set(by_address) == {"coach@klub.rs", "en@klub.rs", "cyr@klub.rs", "other@klub.rs"}
    assert by_address["coach@klub.rs"].subject == "Prijave su otvorene: Cup"
    assert by_address["en@klub.rs"].subject == "Applications are open: Cup"
    assert by_address["cyr@klub.rs"].subject == "Пријаве су отворене: Cup"  # the name as typed
    assert '<html lang="sr-Cyrl">' in (by_address["cyr@klub.rs"].html or "")
    sokol = f"https://fed.example/tournaments/{cup.cup}/view/{cup.fed.sokol_id}"
    for mail in (by_address["coach@klub.rs"], by_address["en@klub.rs"], by_address["cyr@klub.rs"]):
        assert mail.html is not None
        assert sokol in mail.body
        assert f'href="{sokol}"' in mail.html
        assert "https://fed.example/profile" in mail.body


async def test_a_refusing_mail_server_leaves_the_notices_due(cup: Cup) -> None:
    await _open(cup)
    refusing = RefusingMailer()

    done = await send_due_notices(_sender(cup, refusing))

    assert (done.claimed, done.mails, refusing.tried) == (2, 0, 1)  # the pass stops at once
    assert await failed_notices(FakeUnitOfWorkFactory(cup.fed.db)(), 50) == []  # no failure
    mailer = OutboxMailer()
    assert await send_all_due(_sender(cup, mailer)) == 2
    assert await send_all_due(_sender(cup, mailer)) == 0


async def test_a_club_blocked_after_the_notice_was_queued_gets_none(cup: Cup) -> None:
    await _open(cup)
    await cup.fed.db.clubs.update(replace(cup.fed.soko, is_blocked=True))
    mailer = OutboxMailer()

    assert await send_all_due(_sender(cup, mailer)) == 1
    assert [mail.to for mail in mailer.sent] == ["coach@klub.rs"]
