"""What is held on one person, on SQL: a member's entries in two statements (their own and
their teams'), a coach's, referee's or official's in one; then, for a member with entries,
the groups they are drawn in with every entrant, those groups' recorded bouts
(``person_groups``), their kata scores and invoice lines in four; the history about them
and the access log's rows about them in two. At most eight, however many tournaments."""

import json
from collections.abc import Sequence
from typing import Any

from sqlalchemy import Row, Select, and_, select
from sqlalchemy.ext.asyncio import AsyncSession

from adapters.sql.access_log import SqlAccessLog
from adapters.sql.history import about_person
from adapters.sql.models import (
    CategoryRow,
    CompetitorEntryRow,
    CompetitorRegistrationRow,
    DisciplineRow,
    DrawRow,
    HistoryRow,
    InvoiceRow,
    KataScoreRow,
    TeamEntryRow,
    TeamMemberRow,
    TeamRegistrationRow,
    TournamentCoachRow,
    TournamentOfficialRow,
    TournamentRefereeRow,
    TournamentRow,
    UserRow,
)
from adapters.sql.person_groups import of_entries, person_groups
from fedreg_core.domain.access import PersonRef
from fedreg_core.domain.entities import HistoryEntry
from fedreg_core.ports.person_records import (
    HeldEntry,
    HeldInvoiceLine,
    HeldResult,
    PersonHoldings,
)

T, CR, CE, Cat, Dis = (
    TournamentRow,
    CompetitorRegistrationRow,
    CompetitorEntryRow,
    CategoryRow,
    DisciplineRow,
)
TM, TR, TE = TeamMemberRow, TeamRegistrationRow, TeamEntryRow
D, K, H = DrawRow, KataScoreRow, HistoryRow
STAFF = {"coaches": TournamentCoachRow, "referees": TournamentRefereeRow}
STAFF_ROLE = {"coaches": "coach", "referees": "referee", "officials": "official"}


def _entries(registration: Any, entries: Any, entry_of: Any) -> Select[Any]:
    """Registrations (of competitors or of teams) with their tournament and each category
    and discipline they entered: one row an entry."""
    return (
        select(registration.id, registration.tournament_id, T.name, T.start_date)
        .add_columns(registration.created_at, registration.withdrawn_at)
        .add_columns(Cat.name.label("category"), Dis.name.label("discipline"))
        .select_from(registration)
        .join(T, T.id == registration.tournament_id)
        .outerjoin(entries, entry_of == registration.id)
        .outerjoin(Cat, Cat.id == entries.category_id)
        .outerjoin(Dis, Dis.id == entries.discipline_id)
        .order_by(T.start_date, registration.id, entries.id)
    )


COMPETITOR_ENTRIES = _entries(CR, CE, CE.registration_id)
TEAM_ENTRIES = _entries(TR, TE, TE.team_id)


def _entry(row: Row[Any], role: str) -> HeldEntry:
    found: Any = row
    return HeldEntry(
        found.tournament_id, found.name, found.start_date.date(), role, found.id,
        found.category or "", found.discipline or "", found.created_at, found.withdrawn_at,
    )  # fmt: skip


def _staff_entries(kind: str, person_id: int) -> Any:
    table: Any = STAFF.get(kind, TournamentOfficialRow)
    column = getattr(table, f"{STAFF_ROLE[kind]}_id")
    return (
        select(table.id, table.tournament_id, T.name, T.start_date)
        .join(T, T.id == table.tournament_id)
        .where(column == person_id)
        .order_by(T.start_date, table.id)
    )


def _lines_naming(row: InvoiceRow, ids: dict[str, set[int]]) -> list[HeldInvoiceLine]:
    return [
        HeldInvoiceLine(
            row.reference, row.tournament_name, row.issued_on, line["label"], line["net"]
        )
        for line in json.loads(row.lines)
        if line["registration_id"] in ids.get(line["kind"], set())
    ]


class SqlPersonRecords:
    """Implements ``fedreg_core.ports.person_records.PersonRecords``."""

    def __init__(self, session: AsyncSession) -> None:
        self.session = session

    async def holdings(self, person: PersonRef, full_name: str) -> PersonHoldings:
        entries = await self._entries(person)
        competitor_ids = {e.registration_id for e in entries if e.role == "competitor"}
        team_ids = {e.registration_id for e in entries if e.role == "team"}
        tournament_ids = {e.tournament_id for e in entries}
        held = PersonHoldings(entries=entries)
        if competitor_ids or team_ids:
            on = await person_groups(self.session, competitor_ids, team_ids)
            held.draws.extend(on.draws)
            held.groups.extend(on.groups)
            held.results.extend(await self._kata_scores(competitor_ids, team_ids))
            ids = {"competitor": competitor_ids, "team": team_ids}
            held.invoice_lines.extend(await self._invoice_lines(tournament_ids, ids))
        held.history.extend(await self._history(person, tournament_ids, full_name))
        held.access.extend(await SqlAccessLog(self.session).about(person))
        return held

    async def _entries(self, person: PersonRef) -> list[HeldEntry]:
        if person.kind != "members":
            rows = await self.session.execute(_staff_entries(person.kind, person.id))
            role = STAFF_ROLE[person.kind]
            return [HeldEntry(r[1], r[2], r[3].date(), role, r[0]) for r in rows]
        own = await self.session.execute(COMPETITOR_ENTRIES.where(CR.member_id == person.id))
        of_member = select(TM.team_id).where(TM.member_id == person.id)
        teams = await self.session.execute(TEAM_ENTRIES.where(TR.id.in_(of_member)))
        return [_entry(r, "competitor") for r in own] + [_entry(r, "team") for r in teams]

    async def _kata_scores(self, competitor_ids: set[int], team_ids: set[int]) -> list[HeldResult]:
        kata = (
            select(K, T.name)
            .join(D, and_(D.tournament_id == K.tournament_id, D.group_key == K.group_key))
            .join(T, T.id == K.tournament_id)
            .where(of_entries(competitor_ids, team_ids, K.registration_id, D.team_type))
        )
        return [
            HeldResult(k.tournament_id, name, k.group_key, "kata_score", k.round, str(k.score),
                       k.recorded_at)
            for k, name in await self.session.execute(kata)
        ]  # fmt: skip

    async def _invoice_lines(
        self, tournament_ids: set[int], ids: dict[str, set[int]]
    ) -> list[HeldInvoiceLine]:
        query = (
            select(InvoiceRow)
            .where(InvoiceRow.tournament_id.in_(tournament_ids))
            .order_by(InvoiceRow.issued_on, InvoiceRow.id)
        )
        rows: Sequence[InvoiceRow] = (await self.session.scalars(query)).all()
        return [line for row in rows for line in _lines_naming(row, ids)]

    async def _history(
        self, person: PersonRef, tournament_ids: set[int], full_name: str
    ) -> list[HistoryEntry]:
        """The lines written about the person, in any tournament (an entry withdrawn is
        gone, its lines are not), and those whose writer did not say whom they are about
        that name them in the tournaments they are entered in."""
        named = and_(
            H.tournament_id.in_(tournament_ids), H.item.contains(full_name, autoescape=True)
        )
        query = (
            select(H, UserRow.name)
            .outerjoin(UserRow, UserRow.id == H.user_id)
            .where(about_person(person, named))
            .order_by(H.created_at, H.id)
        )
        return [
            HistoryEntry(h.tournament_id, h.type, h.item, h.user_id, h.created_at, user, h.id)
            for h, user in await self.session.execute(query)
        ]
