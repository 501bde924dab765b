"""The notice sender waits while its worker is busy: a worker counts the requests of the
last seconds; above the busy rate the sender waits, at most the longest wait; a pass stops
between batches once the worker gets busy (docs/mail.md, "Sending while the server is
busy")."""

from entrypoints.notice_worker import NoticePacing
from entrypoints.request_rate import RequestRate
from fedreg_core.domain.entities import User
from fedreg_core.services.notice_mails import NoticeLinks
from fedreg_core.services.notice_sending import BATCH, NoticeSender, send_all_due
from fedreg_core.services.notices import applications_opened
from tests.fakes import FakeUnitOfWorkFactory, OutboxMailer
from tests.unit.clubs_setup import new_club
from tests.unit.registrations_setup import Cup


class Clock:
    def __init__(self) -> None:
        self.now = 1000.0

    def __call__(self) -> float:
        return self.now


def _rate(clock: Clock, per_second: int, seconds: int) -> RequestRate:
    rate = RequestRate(window=10, clock=clock)
    for _ in range(seconds):
        for _ in range(per_second):
            rate.add()
        clock.now += 1
    return rate


def test_the_rate_is_the_mean_of_the_last_ten_seconds() -> None:
    clock = Clock()
    rate = _rate(clock, 30, 5)
    assert rate.per_second() == 15.0  # 150 requests over the window of 10 s
    clock.now += 5
    assert rate.per_second() == 12.0  # the first second has left the window
    clock.now += 10
    assert rate.per_second() == 0.0


def test_a_busy_worker_waits_at_most_the_longest_wait_and_sends_again_once_quiet() -> None:
    clock = Clock()
    rate = _rate(clock, 25, 10)
    pacing = NoticePacing(rate, busy_per_second=10, longest_wait=300, clock=clock)
    assert not pacing.may_send()
    clock.now += 299
    for _ in range(20 * 10):
        rate.add()  # still busy
    assert not pacing.may_send()
    clock.now += 1
    assert pacing.may_send()  # five minutes late at most
    clock.now += 20
    assert pacing.may_send() and pacing.waiting_since is None  # quiet: no wait counted


def test_no_busy_rate_never_waits() -> None:
    clock = Clock()
    pacing = NoticePacing(_rate(clock, 500, 10), busy_per_second=0, longest_wait=300, clock=clock)
    assert pacing.may_send()


async def test_a_pass_stops_between_batches_while_the_worker_is_busy(cup: Cup) -> None:
    for n in range(BATCH + 5):  # more clubs than a batch: two batches of notices
        club = await cup.fed.db.clubs.add(new_club(f"Klub Čačak {n}"))
        await cup.fed.db.users.add(User(f"Trener {n}", f"trener{n}@klub.rs", "h", club.id))
    async with FakeUnitOfWorkFactory(cup.fed.db)() as uow:
        await applications_opened(uow.notices, cup.cup, cup.clock.now())
        await uow.commit()
    mailer = OutboxMailer()
    links = NoticeLinks("https://fed.example", "sr")
    sender = NoticeSender(FakeUnitOfWorkFactory(cup.fed.db), cup.clock, mailer, links)
    answers = iter([True, False])

    assert await send_all_due(sender, lambda: next(answers)) > 0  # one batch, then busy
    first = len(mailer.sent)
    assert await send_all_due(sender, lambda: False) == 0  # busy: nothing sent
    assert await send_all_due(sender) == len(mailer.sent) - first > 0  # quiet: the rest
