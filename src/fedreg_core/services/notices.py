"""Queueing the mailed notices (``ports.notices``), each one statement in the caller's unit
of work: the entry write path pays at most one small upsert.

- Applications open: every club that is neither blocked nor deleted, when an admin opens a
  tournament's applications, or when they open by the clock (``announce_clock_openings``,
  once per opening time however many servers run it); not again to a club that had it
  within ``REOPEN_QUIET``.
- Entry confirmation: after a club's entries change, due ``ENTRY_WINDOW`` later; changes
  before it is sent fold into it, so a club gets at most one per window.
- Deadline reminder: ``fedreg notify deadlines`` (cron) for the tournaments whose
  applications close ``days`` days from today, once a day.
"""

from datetime import datetime, time, timedelta

from fedreg_core.ports.clock import Clock
from fedreg_core.ports.notices import NoticeQueue
from fedreg_core.ports.unit_of_work import NoticeWork

ENTRY_WINDOW = timedelta(minutes=10)
REOPEN_QUIET = timedelta(hours=24)


async def entries_changed(
    notices: NoticeQueue, clock: Clock, tournament_id: int, club_id: int
) -> None:
    """Queue the club's entry confirmation (in the caller's unit of work)."""
    now = clock.now()
    await notices.entries_changed(tournament_id, club_id, now, now + ENTRY_WINDOW)


async def applications_opened(notices: NoticeQueue, tournament_id: int, now: datetime) -> None:
    """Queue the applications-open notice of every club (in the caller's unit of work)."""
    await notices.applications_opened(tournament_id, now, now - REOPEN_QUIET)


async def announce_clock_openings(uow: NoticeWork, clock: Clock) -> int:
    """Queue the applications-open notice of each tournament whose applications opened by
    the clock since the last look; answers how many. The database hands each opening to one
    caller only (``NoticeQueue.claim_clock_openings``)."""
    now = clock.now()
    async with uow:
        opened = await uow.notices.claim_clock_openings(now)
        for tournament_id in opened:
            await applications_opened(uow.notices, tournament_id, now)
        await uow.commit()
    return len(opened)


async def queue_deadline_reminders(uow: NoticeWork, clock: Clock, days: int) -> int:
    """Queue the reminder of every club for each tournament taking applications whose
    registration ends on the day ``days`` days from today; answers how many were queued
    (none the second time on the same day)."""
    now = clock.now()
    day = datetime.combine(now.date() + timedelta(days=days), time())
    async with uow:
        queued = await uow.notices.deadline_reminders(
            day, day + timedelta(days=1), now, now.date().isoformat()
        )
        await uow.commit()
    return queued
