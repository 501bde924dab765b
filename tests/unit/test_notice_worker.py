"""The server's background sender: it mails due notices while running, keeps going after a
failed pass, and stops with the app."""

import asyncio
from collections.abc import Callable

from entrypoints.notice_worker import NoticeWorker
from fedreg_core.ports.mail import Mail
from fedreg_core.services.notice_mails import NoticeLinks
from fedreg_core.services.notice_sending import NoticeSender
from fedreg_core.services.notices import applications_opened
from tests.fakes import FakeUnitOfWorkFactory, OutboxMailer
from tests.unit.registrations_setup import Cup


class FailingOnce(OutboxMailer):
    """A mailer whose first call fails with an error no pass expects."""

    def __init__(self) -> None:
        super().__init__()
        self.failed = False

    async def send(self, mail: Mail) -> None:
        if not self.failed:
            self.failed = True
            raise RuntimeError("a bug in a pass")
        await super().send(mail)


async def _within_a_second(check: Callable[[], bool]) -> bool:
    for _ in range(100):
        if check():
            return True
        await asyncio.sleep(0.01)
    return False


async def test_the_worker_sends_due_notices_until_stopped(cup: Cup) -> None:
    uows = FakeUnitOfWorkFactory(cup.fed.db)
    async with uows() as uow:
        await applications_opened(uow, cup.cup, cup.clock.now())
        await uow.commit()
    mailer = FailingOnce()
    sender = NoticeSender(uows, cup.clock, mailer, NoticeLinks("https://fed.example", "sr"))
    worker = NoticeWorker(sender, interval=0.01)

    await worker.start()
    try:
        assert await _within_a_second(lambda: mailer.failed)  # the first pass fails on a bug ...
        assert mailer.sent == []
        cup.clock.advance(minutes=11)  # ... its claims wait out the lease, then go out
        assert await _within_a_second(lambda: len(mailer.sent) == 2)
    finally:
        await worker.stop()

    assert sorted(mail.to for mail in mailer.sent) == ["coach@klub.rs", "other@klub.rs"]
    assert mailer.failed
