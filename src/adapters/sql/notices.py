"""The core's ``NoticeQueue`` over the ``notices`` table, in the unit of work's session.

Every statement is built once per dialect (PostgreSQL and SQLite share the ``ON CONFLICT``
upserts). Claiming is one ``UPDATE ... RETURNING`` whose inner SELECT locks its rows with
``FOR UPDATE SKIP LOCKED`` on PostgreSQL, so senders running at once take different notices;
SQLite runs every writing transaction as ``BEGIN IMMEDIATE`` (``engine``), one at a time.
"""

from datetime import datetime
from typing import Any, cast

from sqlalchemy import (
    DateTime,
    Integer,
    String,
    Table,
    bindparam,
    case,
    literal,
    select,
    true,
    update,
)
from sqlalchemy.dialects import postgresql, sqlite
from sqlalchemy.ext.asyncio import AsyncSession

from adapters.sql.models import ClubRow, NoticeRow, TournamentRow, UserRow
from fedreg_core.ports.notices import ClaimedNotice, NoticeKind, Recipient

KEY = ["kind", "tournament_id", "club_id", "period"]
COLUMNS = [*KEY, "queued_at", "due_at", "version"]
INSERTS = {"postgresql": postgresql.insert, "sqlite": sqlite.insert}
NOW = bindparam("now", type_=DateTime())
TOURNAMENT = bindparam("tournament", type_=Integer())
OPEN_CLUB = ~ClubRow.is_blocked & ~ClubRow.is_deleted
NOTICES = cast(Table, NoticeRow.__table__)
N = NOTICES.c


def _entries_changed(insert: Any) -> Any:
    statement = insert(NOTICES).values(
        kind=NoticeKind.ENTRY_CONFIRMATION.value,
        tournament_id=TOURNAMENT,
        club_id=bindparam("club", type_=Integer()),
        period="",
        queued_at=NOW,
        due_at=bindparam("due", type_=DateTime()),
        version=1,
    )
    waiting = statement.excluded
    return statement.on_conflict_do_update(
        index_elements=KEY,
        set_={
            "version": N.version + 1,
            "queued_at": waiting.queued_at,
            "due_at": case((N.due_at.is_(None), waiting.due_at), else_=N.due_at),
        },
        # A waiting notice already covers the change: no write, unless a sender holds it
        # (then the new version makes it due again once sent).
        where=N.due_at.is_(None) | N.claimed_at.is_not(None),
    )


def _club_notices(kind: NoticeKind, tournament_id: Any, period: Any) -> Any:
    """Rows of ``kind`` for every club that is neither blocked nor deleted."""
    return select(
        literal(kind.value, String()), tournament_id, ClubRow.id, period, NOW, NOW, literal(1)
    )


def _applications_opened(insert: Any) -> Any:
    rows = _club_notices(NoticeKind.APPLICATIONS_OPEN, TOURNAMENT, literal("", String()))
    statement = insert(NOTICES).from_select(COLUMNS, rows.where(OPEN_CLUB))
    return statement.on_conflict_do_update(
        index_elements=KEY,
        set_={
            "version": N.version + 1,
            "queued_at": statement.excluded.queued_at,
            "due_at": statement.excluded.due_at,
        },
        where=N.queued_at < bindparam("queued_before", type_=DateTime()),
    )


def _deadline_reminders(insert: Any) -> Any:
    period = bindparam("day", type_=String())
    rows = (
        _club_notices(NoticeKind.DEADLINE_REMINDER, TournamentRow.id, period)
        .select_from(TournamentRow)
        .join(ClubRow, true())
        .where(
            OPEN_CLUB,
            TournamentRow.registration_open,
            ~TournamentRow.is_archived,
            TournamentRow.end_date >= bindparam("ends_from", type_=DateTime()),
            TournamentRow.end_date < bindparam("ends_before", type_=DateTime()),
        )
    )
    return insert(NOTICES).from_select(COLUMNS, rows).on_conflict_do_nothing(index_elements=KEY)


def _per_dialect(build: Any) -> dict[str, Any]:
    return {name: build(insert) for name, insert in INSERTS.items()}


ENTRIES_CHANGED = _per_dialect(_entries_changed)
APPLICATIONS_OPENED = _per_dialect(_applications_opened)
DEADLINE_REMINDERS = _per_dialect(_deadline_reminders)
CLAIMABLE = (
    select(N.id)
    .where(
        N.due_at <= NOW,
        N.claimed_at.is_(None) | (N.claimed_at < bindparam("stale_before", type_=DateTime())),
    )
    .order_by(N.due_at)
    .limit(bindparam("limit", type_=Integer()))
    .with_for_update(skip_locked=True)  # PostgreSQL; SQLite has no row locks and renders none
)
CLAIM = (
    update(NOTICES)
    .where(N.id.in_(CLAIMABLE.scalar_subquery()))
    .values(claimed_at=NOW)
    .returning(N.id, N.kind, N.tournament_id, N.club_id, N.version, N.sent_through)
)
NOTICE = bindparam("notice_id", type_=Integer())
MARK_SENT = (
    update(NOTICES)
    .where(N.id == NOTICE)
    .values(
        claimed_at=None,
        sent_at=NOW,
        sent_through=None,
        due_at=case(
            (N.version == bindparam("claimed_version", type_=Integer()), None),
            else_=bindparam("due_again", type_=DateTime()),
        ),
    )
)
PROGRESS = (
    update(NOTICES).where(N.id == NOTICE).values(sent_through=bindparam("user", type_=Integer()))
)
RELEASE = update(NOTICES).where(N.id == NOTICE).values(claimed_at=None)
WANTS = {
    NoticeKind.APPLICATIONS_OPEN: UserRow.mail_applications_open,
    NoticeKind.ENTRY_CONFIRMATION: UserRow.mail_entry_confirmation,
    NoticeKind.DEADLINE_REMINDER: UserRow.mail_deadline_reminder,
}
RECIPIENTS = {
    kind: select(UserRow.id, UserRow.name, UserRow.email, UserRow.language)
    .where(UserRow.club_id == bindparam("club", type_=Integer()), ~UserRow.is_blocked, wants)
    .order_by(UserRow.id)
    for kind, wants in WANTS.items()
}


class SqlNoticeQueue:
    """Implements ``fedreg_core.ports.notices.NoticeQueue``."""

    def __init__(self, session: AsyncSession) -> None:
        self.session = session

    def _dialect(self) -> str:
        return self.session.get_bind().dialect.name

    async def entries_changed(
        self, tournament_id: int, club_id: int, now: datetime, due_at: datetime
    ) -> None:
        parameters = {"tournament": tournament_id, "club": club_id, "now": now}
        await self.session.execute(ENTRIES_CHANGED[self._dialect()], {**parameters, "due": due_at})

    async def applications_opened(
        self, tournament_id: int, now: datetime, queued_before: datetime
    ) -> None:
        parameters = {"tournament": tournament_id, "now": now, "queued_before": queued_before}
        await self.session.execute(APPLICATIONS_OPENED[self._dialect()], parameters)

    async def deadline_reminders(
        self, ends_from: datetime, ends_before: datetime, now: datetime, period: str
    ) -> int:
        parameters = {"ends_from": ends_from, "ends_before": ends_before, "now": now}
        result = await self.session.execute(
            DEADLINE_REMINDERS[self._dialect()], {**parameters, "day": period}
        )
        return int(result.rowcount)  # type: ignore[attr-defined]

    async def claim_due(
        self, now: datetime, stale_before: datetime, limit: int
    ) -> list[ClaimedNotice]:
        parameters = {"now": now, "stale_before": stale_before, "limit": limit}
        rows = await self.session.execute(CLAIM, parameters)
        return [
            ClaimedNotice(
                row.id,
                NoticeKind(row.kind),
                row.tournament_id,
                row.club_id,
                row.version,
                row.sent_through,
            )
            for row in rows
        ]

    async def mark_sent(self, notice: ClaimedNotice, now: datetime, due_again: datetime) -> None:
        parameters = {"notice_id": notice.id, "claimed_version": notice.version, "now": now}
        await self.session.execute(MARK_SENT, {**parameters, "due_again": due_again})

    async def progress(self, notice: ClaimedNotice, user_id: int) -> None:
        await self.session.execute(PROGRESS, {"notice_id": notice.id, "user": user_id})

    async def release(self, notice: ClaimedNotice) -> None:
        await self.session.execute(RELEASE, {"notice_id": notice.id})

    async def recipients(self, club_id: int, kind: NoticeKind) -> list[Recipient]:
        rows = await self.session.execute(RECIPIENTS[kind], {"club": club_id})
        return [Recipient(row.id, row.name, row.email, row.language) for row in rows]
