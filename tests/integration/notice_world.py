"""A federation to mail: one tournament (applications closed), a club with three users (one
in Serbian, one in English, one who turned every notice off), a blocked and a deleted club
with a user each, and an admin; mail goes through a real SMTP server."""

from dataclasses import dataclass, replace
from datetime import date, datetime

from adapters.mail.smtp import SmtpMailer
from adapters.sql.unit_of_work import SqlUnitOfWorkFactory
from fedreg_core.domain.entities import CategoryEntry, Member, User
from fedreg_core.domain.tournament_changes import TournamentChanges
from fedreg_core.services.notice_mails import NoticeLinks
from fedreg_core.services.notice_sending import NoticeSender
from fedreg_core.services.registrations import CompetitorChoice, register_competitor
from fedreg_core.services.tournaments import update_tournament
from tests.fakes import FixedClock
from tests.integration.smtp_server import SmtpInbox
from tests.integration.sql_samples import new_category, new_club, new_discipline, new_tournament

START = datetime(2026, 3, 2, 9, 0)
SITE = "https://savez.example"


class KeepHtml:
    def clean(self, html: str) -> str:
        return html


@dataclass
class World:
    uows: SqlUnitOfWorkFactory
    clock: FixedClock
    sender: NoticeSender
    admin: User
    tournament_id: int
    club_id: int
    category_id: int
    kata_id: int
    member_ids: list[int]

    async def set_open(self, registration_open: bool) -> None:
        changes = TournamentChanges(registration_open=registration_open)
        await update_tournament(
            self.uows(), self.clock, KeepHtml(), self.admin, self.tournament_id, changes
        )

    async def enter(self, member_id: int) -> int:
        entry = CategoryEntry(self.category_id, [self.kata_id])
        choice = CompetitorChoice(member_id, [entry])
        stored = await register_competitor(
            self.uows(), self.clock, self.admin, self.tournament_id, choice
        )
        assert stored.id is not None
        return stored.id


def _id(entity: object) -> int:
    value = getattr(entity, "id", None)
    assert isinstance(value, int)
    return value


async def make_world(uows: SqlUnitOfWorkFactory, smtp: SmtpInbox) -> World:
    clock = FixedClock(START)
    async with uows() as uow:
        category = _id(await uow.categories.add(new_category()))
        kata = _id(await uow.disciplines.add(new_discipline([category])))
        team = _id(await uow.disciplines.add(new_discipline([category], "Kata tim")))
        tournament = replace(new_tournament([kata], [team]), registration_open=False)
        tournament_id = _id(await uow.tournaments.add(tournament))
        club = _id(await uow.clubs.add(new_club("Karate klub Sloga")))
        blocked = _id(await uow.clubs.add(replace(new_club("Blokiran"), is_blocked=True)))
        deleted = _id(await uow.clubs.add(replace(new_club("Obrisan"), is_deleted=True)))
        for user in (
            User("Ana", "ana@sloga.rs", "h", club),
            User("John", "john@sloga.rs", "h", club, language="en"),
            User(
                "Tiha",
                "tiha@sloga.rs",
                "h",
                club,
                mail_applications_open=False,
                mail_entry_confirmation=False,
                mail_deadline_reminder=False,
            ),
            User("Blokirani", "b@blokiran.rs", "h", blocked),
            User("Obrisani", "o@obrisan.rs", "h", deleted),
        ):
            await uow.users.add(user)
        admin = await uow.users.add(User("Admin", "admin@savez.rs", "h", is_admin=True))
        members = [
            _id(await uow.members.add(Member(club, first, "Ilić", date(2000, 1, 1), False, "BELI")))
            for first in ("Mila", "Sara")
        ]
        await uow.commit()
    mailer = SmtpMailer(smtp.url, "Savez <savez@savez.example>")
    sender = NoticeSender(uows, clock, mailer, NoticeLinks(SITE, "sr"))
    return World(uows, clock, sender, admin, tournament_id, club, category, kata, members)
