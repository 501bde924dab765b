"""An in-memory notice queue over the fake database's clubs and users, with the SQL adapter's
semantics: one row per (kind, tournament, club, period)."""

from collections.abc import Sequence
from dataclasses import dataclass, replace
from datetime import datetime
from typing import TYPE_CHECKING, Any

from fedreg_core.domain.tournament_state import opened_by_clock
from fedreg_core.ports.notices import ClaimedNotice, FailedNotice, NoticeKind, Recipient
from tests.fake_tables import not_faked

if TYPE_CHECKING:
    from tests.fakes import FakeDatabase

Key = tuple[NoticeKind, int, int, str]
NEVER = datetime(1, 1, 1)


@dataclass(frozen=True, slots=True)
class FakeNotice:
    id: int
    queued_at: datetime
    due_at: datetime | None
    version: int = 1
    claimed_at: datetime | None = None
    sent_through: int | None = None
    failures: int = 0
    last_error: str | None = None
    failed_at: datetime | None = None


class FakeNoticeQueue:
    def __init__(self, db: "FakeDatabase") -> None:
        self.db = db
        self.rows: dict[Key, FakeNotice] = {}
        self.announced: dict[int, datetime] = {}

    def _queue(self, key: Key, now: datetime, due_at: datetime) -> None:
        """A new notice, or a new version of the one there."""
        row = self.rows.get(key) or FakeNotice(len(self.rows) + 1, now, due_at, version=0)
        self.rows[key] = replace(row, version=row.version + 1, queued_at=now, due_at=due_at)

    def _change(self, notice: ClaimedNotice, **changes: Any) -> FakeNotice:
        key = next(key for key, row in self.rows.items() if row.id == notice.id)
        old, self.rows[key] = self.rows[key], replace(self.rows[key], **changes)
        return old

    def _open_club_ids(self) -> list[int]:
        return [c.id or 0 for c in self.db.clubs.where(is_blocked=False, is_deleted=False)]

    async def entries_changed(
        self, tournament_id: int, club_id: int, now: datetime, due_at: datetime
    ) -> None:
        key = (NoticeKind.ENTRY_CONFIRMATION, tournament_id, club_id, "")
        row = self.rows.get(key)
        if row is None or row.due_at is None or row.claimed_at is not None:
            self._queue(key, now, row.due_at or due_at if row else due_at)

    async def applications_opened(
        self, tournament_id: int, now: datetime, queued_before: datetime
    ) -> None:
        for club_id in self._open_club_ids():
            key = (NoticeKind.APPLICATIONS_OPEN, tournament_id, club_id, "")
            if key not in self.rows or self.rows[key].queued_at < queued_before:
                self._queue(key, now, now)

    deadline_reminders = not_faked

    async def claim_clock_openings(self, now: datetime) -> list[int]:
        by_clock = self.db.tournaments.where(registration_by_clock=True, is_archived=False)
        opened = [
            t.id or 0
            for t in by_clock
            if opened_by_clock(t, now) and self.announced.get(t.id or 0, NEVER) < t.start_date
        ]
        self.announced.update(dict.fromkeys(opened, now))
        return opened

    async def payment_reminders(
        self, clubs: Sequence[tuple[int, int]], now: datetime, period: str
    ) -> int:
        fresh = [(NoticeKind.PAYMENT_REMINDER, t, c, period) for t, c in clubs]
        fresh = [key for key in fresh if key[2] in self._open_club_ids() and key not in self.rows]
        for key in fresh:
            self._queue(key, now, now)
        return len(fresh)

    async def claim_due(
        self, now: datetime, stale_before: datetime, limit: int
    ) -> list[ClaimedNotice]:
        due = [
            key
            for key, row in self.rows.items()
            if row.due_at is not None
            and row.due_at <= now
            and (row.claimed_at is None or row.claimed_at < stale_before)
        ]
        due.sort(key=lambda key: self.rows[key].due_at or now)
        claimed = []
        for key in due[:limit]:
            row = self.rows[key] = replace(self.rows[key], claimed_at=now)
            claimed.append(
                ClaimedNotice(row.id, *key[:3], row.version, row.sent_through, row.failures)
            )
        return claimed

    async def mark_sent(self, notice: ClaimedNotice, now: datetime, due_again: datetime) -> None:
        row = self._change(notice, claimed_at=None, sent_through=None, failures=0, last_error=None)
        due = None if row.version == notice.version else due_again
        self._change(notice, due_at=due, failed_at=None)

    async def record_failure(
        self, notice: ClaimedNotice, now: datetime, error: str, retry_at: datetime | None
    ) -> None:
        row = self._change(notice, claimed_at=None, due_at=retry_at, last_error=error)
        through = row.sent_through if retry_at is not None else None
        self._change(notice, sent_through=through, failures=row.failures + 1, failed_at=now)

    async def failed(self, limit: int) -> list[FailedNotice]:
        failed = [
            FailedNotice(row.id, *key[:3], row.failures, row.last_error, row.failed_at, row.due_at)
            for key, row in self.rows.items()
            if row.last_error is not None and row.failed_at is not None
        ]
        return sorted(failed, key=lambda n: (n.failed_at, n.id), reverse=True)[:limit]

    async def progress(self, notice: ClaimedNotice, user_id: int) -> None:
        self._change(notice, sent_through=user_id)

    async def release(self, notice: ClaimedNotice) -> None:
        self._change(notice, claimed_at=None)

    async def recipients(self, club_id: int, kind: NoticeKind) -> list[Recipient]:
        users = self.db.users.where(club_id=club_id, is_blocked=False)
        wanted = [u for u in users if kind.wanted_by is None or getattr(u, kind.wanted_by)]
        return [Recipient(u.id or 0, u.name, u.email, u.language) for u in wanted]
