"""A member with something of every kind held on them, written straight to the tables: an
entry of their own and a team's, a draw, a bout won, a kata score, an invoice line, a line
of the tournament's history naming them."""

import json
from dataclasses import asdict, dataclass
from datetime import date, datetime

from sqlalchemy import update

from adapters.sql.models import (
    BoutResultRow,
    CompetitorEntryRow,
    CompetitorRegistrationRow,
    DrawEntrantRow,
    DrawRow,
    InvoiceRow,
    KataScoreRow,
    TeamMemberRow,
    TeamRegistrationRow,
    TournamentRow,
)
from adapters.sql.unit_of_work import SqlUnitOfWorkFactory
from fedreg_core.domain.entities import HistoryEntry, Member, User
from fedreg_core.domain.enums import BoutEnding, DrawFormat, HistoryType, TeamType
from fedreg_core.payments.check_digits import model97_reference
from fedreg_core.payments.invoices import InvoiceKind
from tests.integration.sql_samples import (
    new_category,
    new_club,
    new_discipline,
    new_tournament,
    new_user,
)
from tests.invoice_examples import SERBIAN_PAYEE

FIRST, LAST = "Đurđa", "Šćekić-Žižović"
CYRILLIC_CLUB = "Карате клуб Ђердап"


@dataclass(frozen=True)
class HeldMember:
    member_id: int
    club_id: int
    tournament_id: int
    registration_id: int
    team_id: int


def _invoice(tournament_id: int, club_id: int, registration_id: int) -> InvoiceRow:
    line = {"kind": "competitor", "registration_id": registration_id, "label": f"{FIRST} {LAST}",
            "chargeable": 1, "price": 2000, "discount": 500, "net": 1500}  # fmt: skip
    return InvoiceRow(
        tournament_id=tournament_id, club_id=club_id, kind=InvoiceKind.INVOICE, year=2026,
        sequence=registration_id, issued_on=date(2026, 3, 5), due_on=date(2026, 3, 20),
        gross=2000, discounts=500, net=1500, deduction_percent=0, total=1500,
        reference=model97_reference(f"2026{registration_id:06d}"), club_name=CYRILLIC_CLUB,
        tournament_name="Prvenstvo Srbije", corrects="",
        payee=json.dumps(asdict(SERBIAN_PAYEE), ensure_ascii=False),
        lines=json.dumps([line, {**line, "registration_id": registration_id + 1000}]),
    )  # fmt: skip


def _draw(
    tournament_id: int, group_key: str, category: int, discipline: int, team: bool
) -> DrawRow:
    return DrawRow(
        tournament_id=tournament_id, group_key=group_key, category_id=category,
        discipline_id=discipline, team_type=TeamType.MIX if team else None,
        format=DrawFormat.ELIMINATION_REPECHAGE, seed=7, lines=2, fingerprint="f",
    )  # fmt: skip


async def seed_member_with_everything(uow_factory: SqlUnitOfWorkFactory) -> HeldMember:
    async with uow_factory() as uow:
        club = await uow.clubs.add(new_club(CYRILLIC_CLUB))
        category = await uow.categories.add(new_category("Seniorke"))
        assert club.id and category.id
        kata = await uow.disciplines.add(new_discipline([category.id], "Kata"))
        assert kata.id
        tournament = await uow.tournaments.add(new_tournament([kata.id], [kata.id]))
        photo = "/files/avatars/a.png"
        member = await uow.members.add(
            Member(club.id, FIRST, LAST, date(2011, 4, 9), False, "PLAVI", avatar=photo)
        )
        assert tournament.id and member.id
        own = CompetitorRegistrationRow(tournament_id=tournament.id, club_id=club.id,
                                        member_id=member.id)  # fmt: skip
        own.entries = [CompetitorEntryRow(category_id=category.id, discipline_id=kata.id)]
        team = TeamRegistrationRow(tournament_id=tournament.id, club_id=club.id,
                                   type=TeamType.MIX, no_pay=False, always_pays=False)  # fmt: skip
        uow.session.add_all([own, team])
        await uow.session.flush()
        uow.session.add(TeamMemberRow(team_id=team.id, member_id=member.id, position=0))
        uow.session.add_all([
            _draw(tournament.id, "k1", category.id, kata.id, team=False),
            _draw(tournament.id, "t1", category.id, kata.id, team=True),
        ])  # fmt: skip
        await uow.session.flush()
        uow.session.add_all([
            DrawEntrantRow(tournament_id=tournament.id, group_key="k1", registration_id=own.id,
                           line=1, seed=None, name=f"{FIRST} {LAST}", club_id=club.id,
                           club_name=CYRILLIC_CLUB),
            DrawEntrantRow(tournament_id=tournament.id, group_key="t1", registration_id=team.id,
                           line=2, seed=1, name="Ekipa Ђердап", club_id=club.id,
                           club_name=CYRILLIC_CLUB),
            BoutResultRow(tournament_id=tournament.id, group_key="k1", round=1, bout_index=0,
                          winner_id=own.id, ending=BoutEnding.POINTS, red_points=3,
                          blue_points=1, version=1, recorded_at=datetime(2026, 3, 7, 11)),
            KataScoreRow(tournament_id=tournament.id, group_key="t1", round=1,
                         registration_id=team.id, score=245, tie_break=None, version=1,
                         recorded_at=datetime(2026, 3, 7, 12)),
            _invoice(tournament.id, club.id, own.id),
        ])  # fmt: skip
        for named in (f"{FIRST} {LAST}", "Ivan Ilić"):
            entered = HistoryType.REGISTER_COMPETITOR
            at = datetime(2026, 3, 2, 9)
            await uow.history.add(HistoryEntry(tournament.id, entered, named, None, at))
        await uow.commit()
    return HeldMember(member.id, club.id, tournament.id, own.id, team.id)


async def archive_every_tournament(uow_factory: SqlUnitOfWorkFactory) -> None:
    """The seed's tournament archived: its people may be erased."""
    async with uow_factory() as uow:
        await uow.session.execute(update(TournamentRow).values(is_archived=True))
        await uow.commit()


async def add_admin(uow_factory: SqlUnitOfWorkFactory, email: str = "admin@example.com") -> User:
    """An admin account (who may export and erase)."""
    async with uow_factory() as uow:
        user = new_user(email)
        user.is_admin = True
        admin = await uow.users.add(user)
        await uow.commit()
    return admin
