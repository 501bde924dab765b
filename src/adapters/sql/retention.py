"""The retention purge's reads and writes on SQL: one statement a kind of person to find
those past the period and one to clear them; one for the attempt records."""

from collections import defaultdict
from datetime import datetime
from typing import Any

from sqlalchemy import delete, exists, func, literal, or_, select, update
from sqlalchemy.ext.asyncio import AsyncSession

from adapters.sql.models import (
    AttemptRow,
    CoachRow,
    CompetitorRegistrationRow,
    MemberRow,
    OfficialRow,
    RefereeRow,
    TeamMemberRow,
    TeamRegistrationRow,
    TournamentCoachRow,
    TournamentOfficialRow,
    TournamentRefereeRow,
    TournamentRow,
)
from fedreg_core.domain.access import PersonRef
from fedreg_core.ports.retention import StalePerson

T = TournamentRow
PEOPLE: dict[str, Any] = {
    "members": MemberRow,
    "coaches": CoachRow,
    "referees": RefereeRow,
    "officials": OfficialRow,
}
STAFF_ENTRIES: dict[str, tuple[Any, Any]] = {
    "coaches": (TournamentCoachRow, TournamentCoachRow.coach_id),
    "referees": (TournamentRefereeRow, TournamentRefereeRow.referee_id),
    "officials": (TournamentOfficialRow, TournamentOfficialRow.official_id),
}


def _entered_since(kind: str, person_id: Any, cutoff: datetime) -> Any:
    """An entry of the person in a tournament starting on or after ``cutoff``."""
    recent = T.start_date >= cutoff
    if kind != "members":
        table, column = STAFF_ENTRIES[kind]
        return exists().where(column == person_id, table.tournament_id == T.id, recent)
    cr, tm, tr = CompetitorRegistrationRow, TeamMemberRow, TeamRegistrationRow
    own = exists().where(cr.member_id == person_id, cr.tournament_id == T.id, recent)
    team = exists().where(
        tm.member_id == person_id, tr.id == tm.team_id, tr.tournament_id == T.id, recent
    )
    return or_(own, team)


def _holding(kind: str, table: Any) -> Any:
    """Something the purge removes: a photo, or (a member) a medical certificate date."""
    if kind == "members":
        return or_(table.avatar.is_not(None), table.medical_valid_until.is_not(None))
    return table.avatar.is_not(None)


class SqlRetentionStore:
    """Implements ``fedreg_core.ports.retention.RetentionStore``."""

    def __init__(self, session: AsyncSession) -> None:
        self.session = session

    async def stale_people(self, cutoff: datetime) -> list[StalePerson]:
        found: list[StalePerson] = []
        for kind, table in PEOPLE.items():
            medical: Any = (
                table.medical_valid_until.is_not(None) if kind == "members" else literal(False)
            )
            query = select(table.id, table.avatar, medical).where(
                table.added_at < cutoff,
                _holding(kind, table),
                ~_entered_since(kind, table.id, cutoff),
            )
            for row in await self.session.execute(query.order_by(table.id)):
                found.append(StalePerson(PersonRef(kind, row[0]), row[1], bool(row[2])))
        return found

    async def forget_photos_and_medical(self, people: list[StalePerson]) -> None:
        ids: dict[str, list[int]] = defaultdict(list)
        for stale in people:
            ids[stale.person.kind].append(stale.person.id)
        for kind, kind_ids in ids.items():
            table = PEOPLE[kind]
            cleared: dict[str, None] = {"avatar": None}
            if kind == "members":
                cleared["medical_valid_until"] = None
            await self.session.execute(update(table).where(table.id.in_(kind_ids)).values(cleared))

    async def attempts_before(self, cutoff: datetime, *, delete_them: bool) -> int:
        old = AttemptRow.at < cutoff
        if not delete_them:
            return int(await self.session.scalar(select(func.count()).where(old)) or 0)
        result = await self.session.execute(delete(AttemptRow).where(old))
        return int(getattr(result, "rowcount", 0) or 0)
