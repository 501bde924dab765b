"""The server's background sender: it mails due notices while running, keeps going after a
failed pass, and stops with the app after the mail it is sending."""

import asyncio
from collections.abc import Callable

from entrypoints.notice_worker import NoticePacing, NoticeWorker
from entrypoints.request_rate import RequestRate
from fedreg_core.ports.mail import Mail
from fedreg_core.services.notice_mails import NoticeLinks
from fedreg_core.services.notice_sending import NoticeSender, send_all_due
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


class HeldMailer(OutboxMailer):
    """Holds each mail until let go: a slow SMTP exchange under way."""

    def __init__(self) -> None:
        super().__init__()
        self.sending = asyncio.Event()
        self.let_go = asyncio.Event()

    async def send(self, mail: Mail) -> None:
        self.sending.set()
        await self.let_go.wait()
        await super().send(mail)


async def test_a_stopping_worker_ends_after_the_mail_it_is_sending(cup: Cup) -> None:
    async with FakeUnitOfWorkFactory(cup.fed.db)() as uow:
        await applications_opened(uow.notices, cup.cup, cup.clock.now())
        await uow.commit()
    uows, mailer = FakeUnitOfWorkFactory(cup.fed.db), HeldMailer()
    sender = NoticeSender(uows, cup.clock, mailer, NoticeLinks("https://fed.example", "sr"))
    worker = NoticeWorker(sender, interval=0.01, pacing=NoticePacing(RequestRate(), 0, 0))
    await worker.start()
    await asyncio.wait_for(mailer.sending.wait(), 1)

    stopping = asyncio.create_task(worker.stop())
    await asyncio.sleep(0.05)
    assert not stopping.done()  # it waits for the mail under way
    mailer.let_go.set()
    await asyncio.wait_for(stopping, 1)

    assert len(mailer.sent) == 1  # that mail, recorded; the other recipient waits
    later = OutboxMailer()
    again = NoticeSender(uows, cup.clock, later, NoticeLinks("https://fed.example", "sr"))
    assert await send_all_due(again) == 1
    assert {mail.to for mail in (*mailer.sent, *later.sent)} == {"coach@klub.rs", "other@klub.rs"}
