"""A notice whose mails cannot be built or sent: when it is tried again, and what an operator
reads about it (``fedreg notify failed``).

Its failures are counted; it is tried again after ``RETRY_AFTER[n - 1]`` following its n-th
failure in a row, and given up after one more than there are delays (a change queued into it
later makes it due once more). A mail server that takes no mail at all is no failure of a
notice's: the pass ends and its notices wait for the next one (``notice_sending``).
"""

from datetime import datetime, timedelta

from fedreg_core.ports.notices import FailedNotice
from fedreg_core.ports.unit_of_work import NoticeWork

RETRY_AFTER = (
    timedelta(minutes=1),
    timedelta(minutes=5),
    timedelta(minutes=30),
    timedelta(hours=2),
    timedelta(hours=12),
)
MOST_FAILURES = len(RETRY_AFTER) + 1
ERROR_LENGTH = 500


def retry_at(failures: int, now: datetime) -> datetime | None:
    """When a notice that has just failed for the ``failures``-th time in a row is tried
    again; ``None``: given up."""
    if failures >= MOST_FAILURES:
        return None
    return now + RETRY_AFTER[failures - 1]


def error_text(error: BaseException) -> str:
    """The error's kind and message on one line (control characters as spaces), at most
    ``ERROR_LENGTH`` characters: kept with the notice for an operator."""
    text = f"{type(error).__name__}: {error}"
    line = "".join(" " if char < " " or char == "\x7f" else char for char in text)
    return line if len(line) <= ERROR_LENGTH else f"{line[: ERROR_LENGTH - 1]}…"


async def failed_notices(uow: NoticeWork, limit: int) -> list[FailedNotice]:
    """The notices whose last try failed, the latest failure first (for an operator)."""
    async with uow:
        return await uow.notices.failed(limit)
