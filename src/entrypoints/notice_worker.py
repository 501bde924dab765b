"""The server process's background sender of the queued notices (docs/mail.md).

Every worker of every server runs one; the database hands each due notice to one of them
(``NoticeQueue.claim_due``). Pending notices live in the database, so a restart loses none.
"""

import asyncio
import contextlib
import logging
import time
from collections.abc import Callable
from dataclasses import dataclass

from entrypoints.request_rate import RequestRate
from fedreg_core.services.notice_sending import NoticeSender, send_all_due

logger = logging.getLogger("fedreg.notices")


@dataclass(slots=True)
class NoticePacing:
    """When the sender may mail: not while its worker serves more than ``busy_per_second``
    requests a second (an opening minute, a deadline's last hour: the mails can wait, the
    entries cannot), but at most ``longest_wait`` seconds after it first waited; 0 busy
    requests: never waits."""

    rate: RequestRate
    busy_per_second: float
    longest_wait: float
    clock: Callable[[], float] = time.monotonic
    waiting_since: float | None = None

    def may_send(self) -> bool:
        now = self.clock()
        if not self.busy_per_second or self.rate.per_second() <= self.busy_per_second:
            self.waiting_since = None
            return True
        if self.waiting_since is None:
            self.waiting_since = now
            logger.info("the server is busy: the notices wait")
        return now - self.waiting_since >= self.longest_wait


STOP_GRACE_SECONDS = 20.0
"""How long a stopping worker waits for the mail it is sending (an SMTP exchange) to end."""


class NoticeWorker:
    """Sends the due notices every ``interval`` seconds while the app runs, as ``pacing``
    lets it; stopping, it ends after the mail it is sending (recorded as sent), within
    ``grace`` seconds, and the rest wait for the next pass on any server."""

    def __init__(
        self,
        sender: NoticeSender,
        interval: float,
        pacing: NoticePacing,
        grace: float = STOP_GRACE_SECONDS,
    ) -> None:
        self._sender = sender
        self._interval = interval
        self._pacing = pacing
        self._grace = grace
        self._stopping = asyncio.Event()
        self._task: asyncio.Task[None] | None = None

    async def start(self) -> None:
        self._stopping.clear()
        self._task = asyncio.create_task(self._run(), name="fedreg-notices")

    async def stop(self) -> None:
        if self._task is None:
            return
        self._stopping.set()
        try:
            await asyncio.wait_for(asyncio.shield(self._task), self._grace)
        except TimeoutError:
            logger.warning("the notice sender did not end within %.0f s: stopped", self._grace)
            self._task.cancel()
            with contextlib.suppress(asyncio.CancelledError):
                await self._task
        self._task = None

    def _going_on(self) -> bool:
        return not self._stopping.is_set()

    async def _run(self) -> None:
        while self._going_on():
            try:
                await send_all_due(self._sender, self._pacing.may_send, self._going_on)
            except Exception:  # a broken pass must not stop the next ones
                logger.exception("sending the due notices failed")
            with contextlib.suppress(TimeoutError):
                await asyncio.wait_for(self._stopping.wait(), self._interval)
