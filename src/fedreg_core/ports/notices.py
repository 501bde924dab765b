"""The notices waiting to be mailed (a durable outbox), kept by the database.

A notice is an intent, one row per (kind, tournament, club, period): what its mails say is
read when they are sent, so a notice that waits still mails the club's current entries. The
services queue notices inside their own unit of work (one statement each); the sender
(``services.notice_sending``) claims due ones, mails them and marks them sent.
"""

from collections.abc import Sequence
from dataclasses import dataclass
from datetime import datetime
from enum import Enum
from typing import Protocol


class NoticeKind(Enum):
    APPLICATIONS_OPEN = "applications_open"
    ENTRY_CONFIRMATION = "entry_confirmation"
    DEADLINE_REMINDER = "deadline_reminder"
    PAYMENT_REMINDER = "payment_reminder"

    @property
    def wanted_by(self) -> str | None:
        """The field of a ``User`` that says they want mails of this kind (``mail_<kind>``);
        None for a payment reminder: a bill's reminder is not news no one turns off."""
        return None if self is NoticeKind.PAYMENT_REMINDER else f"mail_{self.value}"


@dataclass(frozen=True, slots=True)
class ClaimedNotice:
    """A due notice this sender has claimed; ``version`` grows when a change is queued
    while a sender holds it (it is then due again once sent). ``sent_through``: the last
    recipient (user id) a sender that stopped had mailed; the rest are still to mail.
    ``failures``: how many times in a row its mails could not be built or sent."""

    id: int
    kind: NoticeKind
    tournament_id: int
    club_id: int
    version: int
    sent_through: int | None = None
    failures: int = 0


@dataclass(frozen=True, slots=True)
class FailedNotice:
    """A notice whose last try failed: due again at ``retry_at``, or given up (``None``)."""

    id: int
    kind: NoticeKind
    tournament_id: int
    club_id: int
    failures: int
    last_error: str
    failed_at: datetime
    retry_at: datetime | None


@dataclass(frozen=True, slots=True)
class Recipient:
    user_id: int
    name: str
    email: str
    language: str | None


class NoticeQueue(Protocol):
    async def entries_changed(
        self, tournament_id: int, club_id: int, now: datetime, due_at: datetime
    ) -> None:
        """Queue the club's entry confirmation, due at ``due_at`` unless one is already
        waiting (then the change is folded into it, writing nothing unless a sender holds
        it: then its version grows). One statement."""
        ...

    async def applications_opened(
        self, tournament_id: int, now: datetime, queued_before: datetime
    ) -> None:
        """Queue, due now, the applications-open notice of every club that is neither
        blocked nor deleted, except to clubs that had one queued after ``queued_before``."""
        ...

    async def claim_clock_openings(self, now: datetime) -> list[int]:
        """The tournaments whose applications are open by the clock at ``now`` (not archived)
        and were not announced since their opening time, marked announced at ``now``. One
        conditional statement: callers running at once never both get the same opening."""
        ...

    async def payment_reminders(
        self, clubs: Sequence[tuple[int, int]], now: datetime, period: str
    ) -> int:
        """Queue, due now, the payment reminder of each (tournament, club), once per
        ``period`` (a day): a second call the same day queues nothing. One statement."""
        ...

    async def deadline_reminders(
        self, ends_from: datetime, ends_before: datetime, now: datetime, period: str
    ) -> int:
        """Queue, due now, the deadline reminder of every club that is neither blocked nor
        deleted for every tournament that takes applications, is not archived and whose
        registration ends in [``ends_from``, ``ends_before``); once per club, tournament and
        ``period`` (a day). Answers how many were queued."""
        ...

    async def claim_due(
        self, now: datetime, stale_before: datetime, limit: int
    ) -> list[ClaimedNotice]:
        """Claim up to ``limit`` notices due by ``now`` that no sender holds (or whose
        claim is older than ``stale_before``: its sender stopped). Several senders at once
        never claim the same notice."""
        ...

    async def mark_sent(self, notice: ClaimedNotice, now: datetime, due_again: datetime) -> None:
        """Done with a claimed notice (its progress is forgotten): nothing is due unless a
        change was queued into it since it was claimed (then it is due at ``due_again``)."""
        ...

    async def progress(self, notice: ClaimedNotice, user_id: int) -> None:
        """Record that the notice's mail to ``user_id`` went out (recipients go by id)."""
        ...

    async def record_failure(
        self, notice: ClaimedNotice, now: datetime, error: str, retry_at: datetime | None
    ) -> None:
        """A claimed notice's mails could not be built or sent: give it back with one more
        failure and ``error``, due again at ``retry_at`` (the recipients already mailed stay
        recorded), or, when ``None``, given up: not due, its progress forgotten, until a
        change is queued into it. Marking it sent clears its failures."""
        ...

    async def failed(self, limit: int) -> list[FailedNotice]:
        """Up to ``limit`` notices whose last try failed, the latest failure first."""
        ...

    async def release(self, notice: ClaimedNotice) -> None:
        """Give a claimed notice back, still due (its mails could not be sent)."""
        ...

    async def recipients(self, club_id: int, kind: NoticeKind) -> list[Recipient]:
        """The club's users who are not blocked and have not turned ``kind`` off, by id."""
        ...
