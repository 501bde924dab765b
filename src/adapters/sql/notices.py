"""The core's ``NoticeQueue`` over the ``notices`` table, in the unit of work's session.

Every statement is built once per dialect (PostgreSQL and SQLite share the ``ON CONFLICT``
upserts). Claiming is one ``UPDATE ... RETURNING`` whose inner SELECT locks its rows with
``FOR UPDATE SKIP LOCKED`` on PostgreSQL, so senders running at once take different notices;
SQLite runs every writing transaction as ``BEGIN IMMEDIATE`` (``engine``), one at a time.
"""

from collections.abc import Sequence
from datetime import datetime, timedelta
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
from fedreg_core.ports.notices import ClaimedNotice, FailedNotice, NoticeKind, Recipient

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
    ).returning(N.due_at, N.claimed_at)


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
            TournamentRow.registration_open | TournamentRow.registration_by_clock,
            ~TournamentRow.is_archived,
            TournamentRow.end_date >= bindparam("ends_from", type_=DateTime()),
            TournamentRow.end_date < bindparam("ends_before", type_=DateTime()),
        )
    )
    return insert(NOTICES).from_select(COLUMNS, rows).on_conflict_do_nothing(index_elements=KEY)


def _payment_reminders(insert: Any) -> Any:
    """A row per (tournament, club) given, for clubs that still take mail."""
    rows = _club_notices(NoticeKind.PAYMENT_REMINDER, TOURNAMENT, bindparam("day", type_=String()))
    rows = rows.where(ClubRow.id == bindparam("club", type_=Integer()), OPEN_CLUB)
    return insert(NOTICES).from_select(COLUMNS, rows).on_conflict_do_nothing(index_elements=KEY)


def _per_dialect(build: Any) -> dict[str, Any]:
    return {name: build(insert) for name, insert in INSERTS.items()}


ENTRIES_CHANGED = _per_dialect(_entries_changed)
APPLICATIONS_OPENED = _per_dialect(_applications_opened)
DEADLINE_REMINDERS = _per_dialect(_deadline_reminders)
PAYMENT_REMINDERS = _per_dialect(_payment_reminders)
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
    .returning(N.id, N.kind, N.tournament_id, N.club_id, N.version, N.sent_through, N.failures)
)
T = TournamentRow
CLOCK_OPENINGS = (
    update(TournamentRow)
    .where(
        T.registration_by_clock,
        ~T.is_archived,
        T.start_date <= NOW,
        T.end_date.is_(None) | (T.end_date > NOW),
        T.opening_announced_at.is_(None) | (T.opening_announced_at < T.start_date),
    )
    .values(opening_announced_at=NOW)
    .returning(T.id)
)
"""Each row is claimed by one caller: a second one waits for the first's row lock, sees the
opening announced and skips it (PostgreSQL); SQLite writes one transaction at a time."""
NOTICE = bindparam("notice_id", type_=Integer())
MARK_SENT = (
    update(NOTICES)
    .where(N.id == NOTICE)
    .values(
        claimed_at=None,
        sent_at=NOW,
        sent_through=None,
        failures=0,
        last_error=None,
        failed_at=None,
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
RETRY_AT = bindparam("retry_at", type_=DateTime())
FAILED = (
    update(NOTICES)
    .where(N.id == NOTICE)
    .values(
        claimed_at=None,
        due_at=RETRY_AT,
        sent_through=case((RETRY_AT.is_(None), None), else_=N.sent_through),
        failures=N.failures + 1,
        last_error=bindparam("error", type_=String()),
        failed_at=NOW,
    )
)
FAILURES = (
    select(
        N.id, N.kind, N.tournament_id, N.club_id, N.failures, N.last_error, N.failed_at, N.due_at
    )
    .where(N.last_error.is_not(None))
    .order_by(N.failed_at.desc(), N.id.desc())
    .limit(bindparam("limit", type_=Integer()))
)
WANTS = {
    kind: true() if kind.wanted_by is None else getattr(UserRow, kind.wanted_by)
    for kind in NoticeKind
}
RECIPIENTS = {
    kind: select(UserRow.id, UserRow.name, UserRow.email, UserRow.language)
    .where(UserRow.club_id == bindparam("club", type_=Integer()), ~UserRow.is_blocked, wants)
    .order_by(UserRow.id)
    for kind, wants in WANTS.items()
}


NoticeKey = tuple[int, int]  # (tournament, club)

CLOCK_MARGIN = timedelta(minutes=1)
"""How far another server's clock may run ahead of this one's: a waiting notice counts as
covering a change only until this long before it is due."""
PRUNE_AT = 10_000


class WaitingNotices:
    """One worker's knowledge (one per ``SqlUnitOfWorkFactory``) of the entry confirmations
    its committed writes left waiting, and when each is due.

    Until then (less ``CLOCK_MARGIN``) another change of that club and tournament has nothing
    to write: only a sender takes a waiting notice, and only once it is due. So during a rush a
    club's first entry change of the window writes the notice and its next ones skip the
    statement. A write that is rolled back teaches nothing (``keep`` runs after the commit)."""

    def __init__(self) -> None:
        self._due: dict[NoticeKey, datetime] = {}

    def covers(self, key: NoticeKey, now: datetime) -> bool:
        due = self._due.get(key)
        return due is not None and now < due - CLOCK_MARGIN

    def keep(self, waiting: dict[NoticeKey, datetime], now: datetime) -> None:
        if len(self._due) > PRUNE_AT:
            self._due = {key: due for key, due in self._due.items() if now < due - CLOCK_MARGIN}
        self._due.update(waiting)


class SqlNoticeQueue:
    """Implements ``fedreg_core.ports.notices.NoticeQueue``; with ``waiting``, skips the entry
    confirmation's statement while that worker knows the club's notice waits (``committed``
    tells it what this unit of work left waiting)."""

    def __init__(self, session: AsyncSession, waiting: WaitingNotices | None = None) -> None:
        self.session = session
        self._waiting = waiting
        self._left_waiting: dict[NoticeKey, datetime] = {}
        self._now: datetime | None = None

    def _dialect(self) -> str:
        return self.session.get_bind().dialect.name

    async def entries_changed(
        self, tournament_id: int, club_id: int, now: datetime, due_at: datetime
    ) -> None:
        key = (tournament_id, club_id)
        if self._waiting is not None and self._waiting.covers(key, now):
            return
        parameters = {"tournament": tournament_id, "club": club_id, "now": now}
        result = await self.session.execute(
            ENTRIES_CHANGED[self._dialect()], {**parameters, "due": due_at}
        )
        written = result.one_or_none()  # none: a waiting notice already covered the change
        if written is not None and written.due_at is not None and written.claimed_at is None:
            self._left_waiting[key] = written.due_at
            self._now = now

    def committed(self) -> None:
        """The unit of work committed: what it left waiting is known to the worker."""
        if self._waiting is not None and self._left_waiting and self._now is not None:
            self._waiting.keep(self._left_waiting, self._now)
        self._left_waiting = {}

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

    async def payment_reminders(
        self, clubs: Sequence[tuple[int, int]], now: datetime, period: str
    ) -> int:
        if not clubs:
            return 0
        rows = [{"tournament": t, "club": c, "now": now, "day": period} for t, c in clubs]
        connection = await self.session.connection()
        result = await connection.execute(PAYMENT_REMINDERS[self._dialect()], rows)
        return int(result.rowcount)

    async def claim_clock_openings(self, now: datetime) -> list[int]:
        rows = await self.session.execute(CLOCK_OPENINGS, {"now": now})
        return sorted(row.id for row in rows)

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
                row.failures,
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

    async def record_failure(
        self, notice: ClaimedNotice, now: datetime, error: str, retry_at: datetime | None
    ) -> None:
        parameters = {"notice_id": notice.id, "now": now, "error": error}
        await self.session.execute(FAILED, {**parameters, "retry_at": retry_at})

    async def failed(self, limit: int) -> list[FailedNotice]:
        rows = await self.session.execute(FAILURES, {"limit": limit})
        return [
            FailedNotice(
                row.id,
                NoticeKind(row.kind),
                row.tournament_id,
                row.club_id,
                row.failures,
                row.last_error,
                row.failed_at,
                row.due_at,
            )
            for row in rows
        ]

    async def recipients(self, club_id: int, kind: NoticeKind) -> list[Recipient]:
        rows = await self.session.execute(RECIPIENTS[kind], {"club": club_id})
        return [Recipient(row.id, row.name, row.email, row.language) for row in rows]
