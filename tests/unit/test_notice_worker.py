"""The server's background sender: it mails due notices while running, keeps going after a
failed pass, and stops with the app."""

import asyncio
from collections.abc import Callable

from entrypoints.notice_worker import NoticePacing, NoticeWorker
from entrypoints.request_rate import RequestRate
from fedreg_core.services.notice_mails import NoticeLinks
from fedreg_core.services.notice_sending import NoticeSender
from fedreg_core.services.notices import applications_opened
from tests.fakes import FakeDatabase, FakeUnitOfWork, FakeUnitOfWorkFactory, OutboxMailer
from tests.unit.registrations_setup import Cup


class FailingOnce(FakeUnitOfWorkFactory):
    """Units of work whose first one cannot be had: a pass that breaks on an error no pass
    expects (a notice's own failures are handled inside the pass)."""

    def __init__(self, db: FakeDatabase) -> None:
        super().__init__(db)
        self.failed = False

    def __call__(self) -> FakeUnitOfWork:
        if not self.failed:
            self.failed = True
            raise RuntimeError("a bug in a pass")
        return super().__call__()


async def _within_a_second(check: Callable[[], bool]) -> bool:
    for _ in range(100):
        if check():
            return True
        await asyncio.sleep(0.01)
    return False


async def test_the_worker_sends_due_notices_until_stopped(cup: Cup) -> None:
    async with FakeUnitOfWorkFactory(cup.fed.db)() as uow:
        await applications_opened(uow.notices, cup.cup, cup.clock.now())
        await uow.commit()
    uows, mailer = FailingOnce(cup.fed.db), OutboxMailer()
    sender = NoticeSender(uows, cup.clock, mailer, NoticeLinks("https://fed.example", "sr"))
    worker = NoticeWorker(sender, interval=0.01, pacing=NoticePacing(RequestRate(), 0, 0))

    await worker.start()
    try:
        assert await _within_a_second(lambda: uows.failed)  # the first pass fails on a bug ...
        assert await _within_a_second(lambda: len(mailer.sent) == 2)  # ... the next ones go on
    finally:
        await worker.stop()

    assert sorted(mail.to for mail in mailer.sent) == ["coach@klub.rs", "other@klub.rs"]
