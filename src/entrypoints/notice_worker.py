"""The server process's background sender of the queued notices (docs/mail.md).

Every worker of every server runs one; the database hands each due notice to one of them
(``NoticeQueue.claim_due``). Pending notices live in the database, so a restart loses none.
"""

import asyncio
import contextlib
import logging

from fedreg_core.services.notice_sending import NoticeSender, send_all_due

logger = logging.getLogger("fedreg.notices")


class NoticeWorker:
    """Sends the due notices every ``interval`` seconds while the app runs."""

    def __init__(self, sender: NoticeSender, interval: float) -> None:
        self._sender = sender
        self._interval = interval
        self._task: asyncio.Task[None] | None = None

    async def start(self) -> None:
        self._task = asyncio.create_task(self._run(), name="fedreg-notices")

    async def stop(self) -> None:
        if self._task is not None:
            self._task.cancel()
            with contextlib.suppress(asyncio.CancelledError):
                await self._task
            self._task = None

    async def _run(self) -> None:
        while True:
            try:
                await send_all_due(self._sender)
            except Exception:  # a broken pass must not stop the next ones
                logger.exception("sending the due notices failed")
            await asyncio.sleep(self._interval)
