"""The copies of an erased person's name on SQL, rewritten in a fixed number of statements:
the member's registrations (two), the draws' lines of them, the history, the invoices of
their tournaments, the payments and the stored answers of repeated requests naming them (one
read each), then the changed rows written back when the transaction flushes."""

import json
from typing import Any

from sqlalchemy import ColumnElement, and_, delete, or_, select
from sqlalchemy.ext.asyncio import AsyncSession

from adapters.sql.history import about_person
from adapters.sql.models import (
    CompetitorRegistrationRow,
    DrawEntrantRow,
    DrawRow,
    HistoryPersonRow,
    HistoryRow,
    IdempotentRequestRow,
    InvoiceRow,
    PaymentRow,
    TeamMemberRow,
    TeamRegistrationRow,
)
from adapters.sql.payments import invoice_of
from fedreg_core.domain.access import PersonRef
from fedreg_core.domain.enums import HistoryType
from fedreg_core.domain.erasure import Renaming
from fedreg_core.payments.invoices import Invoice

TEAM_LINES = (HistoryType.DRAW_CONFIRMED, HistoryType.RESULT_CORRECTED)
"""History lines that may name a team by its members' last names."""
TEAM_ENTRY_LINES = (HistoryType.REGISTER_TEAM, HistoryType.TEAM_UPDATE, HistoryType.TEAM_DELETE)
"""History lines of a team's entry, which record its members."""
CR, TR, TM = CompetitorRegistrationRow, TeamRegistrationRow, TeamMemberRow
E, D = DrawEntrantRow, DrawRow


def _naming(renaming: Renaming, *columns: Any) -> ColumnElement[bool]:
    """A row with one of the columns holding a form of the name."""
    return or_(
        *(column.contains(form, autoescape=True) for column in columns for form in renaming.forms)
    )


class SqlErasureStore:
    """Implements ``fedreg_core.ports.erasure.ErasureStore``."""

    def __init__(self, session: AsyncSession) -> None:
        self.session = session

    async def rename(self, person: PersonRef, renaming: Renaming) -> list[Invoice]:
        own: dict[int, int] = {}
        teams: dict[int, int] = {}
        if person.kind == "members":
            own = await self._tournaments_of(
                select(CR.id, CR.tournament_id).where(CR.member_id == person.id)
            )
            teams = await self._tournaments_of(
                select(TR.id, TR.tournament_id)
                .join(TM, TM.team_id == TR.id)
                .where(TM.member_id == person.id)
            )
        if own or teams:
            await self._draw_lines(renaming, set(own), set(teams))
        await self._history(person, renaming)
        if person.kind == "members":
            await self._team_history(person, renaming, set(teams.values()))
        await self._payments(renaming)
        await self._repeated_answers(renaming)
        if not (own or teams):
            return []
        return await self._invoices(renaming, own, teams)

    async def _tournaments_of(self, registrations: Any) -> dict[int, int]:
        """Registration id: tournament id."""
        return {row[0]: row[1] for row in await self.session.execute(registrations)}

    async def _draw_lines(self, renaming: Renaming, own: set[int], teams: set[int]) -> None:
        query = (
            select(E, D.team_type)
            .join(D, and_(D.tournament_id == E.tournament_id, D.group_key == E.group_key))
            .where(
                or_(
                    and_(D.team_type.is_(None), E.registration_id.in_(own)),
                    and_(D.team_type.is_not(None), E.registration_id.in_(teams)),
                )
            )
        )
        for line, team_type in await self.session.execute(query):
            line.name = (
                renaming.new_name if team_type is None else renaming.in_last_names(line.name)
            )

    async def _history(self, person: PersonRef, renaming: Renaming) -> None:
        """Every line about the person, in any tournament: those written naming them, and
        those whose writer did not say whom they are about that name them (one of those
        naming a namesake reads the pseudonym too: its text cannot tell them apart)."""
        about = about_person(person, _naming(renaming, HistoryRow.item))
        for row in await self.session.scalars(select(HistoryRow).where(about)):
            row.item = renaming.in_text(row.item)

    async def _team_history(
        self, person: PersonRef, renaming: Renaming, tournaments: set[int]
    ) -> None:
        """Changes of draws and results in the tournaments of the person's teams, which name
        a team by its members' last names: those about the person, and those that do not
        say whom they are about that hold the last name. The tournaments: those of the teams
        they are in, and those whose history records them entering, changing or leaving a
        team (a team they left since)."""
        h, linked = HistoryRow, HistoryPersonRow
        in_a_team_there = (
            select(h.tournament_id)
            .join(linked, linked.history_id == h.id)
            .where(
                linked.person_kind == person.kind,
                linked.person_id == person.id,
                h.type.in_(TEAM_ENTRY_LINES),
            )
        )
        naming = h.item.contains(renaming.last, autoescape=True)
        query = select(h).where(
            or_(h.tournament_id.in_(tournaments), h.tournament_id.in_(in_a_team_there)),
            h.type.in_(TEAM_LINES),
            about_person(person, naming),
        )
        for row in await self.session.scalars(query):
            row.item = renaming.in_team_lines(row.item)

    async def _payments(self, renaming: Renaming) -> None:
        p = PaymentRow
        for row in await self.session.scalars(
            select(p).where(_naming(renaming, p.payer, p.text, p.note))
        ):
            row.payer = renaming.in_text(row.payer)
            row.text = renaming.in_text(row.text)
            row.note = renaming.in_text(row.note)

    async def _repeated_answers(self, renaming: Renaming) -> None:
        """Answers kept for a day to repeat them to a retried request: those holding the
        person's first or last name are dropped (a retry is then answered afresh)."""
        r = IdempotentRequestRow
        stored = await self.session.execute(select(r.request, r.body).where(r.body.is_not(None)))
        forms = [renaming.first.encode(), renaming.last.encode()]
        naming = [key for key, body in stored if body and any(form in body for form in forms)]
        if naming:
            await self.session.execute(delete(r).where(r.request.in_(naming)))

    async def _invoices(
        self, renaming: Renaming, own: dict[int, int], teams: dict[int, int]
    ) -> list[Invoice]:
        """The invoices of the tournaments of the person's entries: the lines of their own
        entries named by the pseudonym, any other line naming them (a team's) with it in
        place of their name."""
        tournaments = set(own.values()) | set(teams.values())
        query = select(InvoiceRow).where(InvoiceRow.tournament_id.in_(tournaments))
        relabelled: list[Invoice] = []
        for row in await self.session.scalars(query.order_by(InvoiceRow.id)):
            lines = json.loads(row.lines)
            labels = [line["label"] for line in lines]
            for line in lines:
                own_line = line["kind"] == "competitor" and line["registration_id"] in own
                line["label"] = renaming.new_name if own_line else renaming.in_text(line["label"])
            if labels != [line["label"] for line in lines]:
                row.lines = json.dumps(lines, ensure_ascii=False)
                relabelled.append(invoice_of(row))
        return relabelled
