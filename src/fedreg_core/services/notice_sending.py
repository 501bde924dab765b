"""Sending the queued notices: claim the due ones, mail each recipient, mark them sent.

Delivery is at least once, and a crash mails at most one mail twice: after each mail the
notice records its recipient (``progress``, recipients go by user id), and it is marked
sent after the last. A sender that stops leaves the notice claimed; once the claim is older
than ``CLAIM_LEASE`` another sender takes it and mails the recipients after the recorded
one, so only a mail sent but not yet recorded (a few milliseconds) goes out again.

A notice whose letter cannot be built, or whose message the server refuses, is recorded as
failed with its error and tried again later (``notice_failures``); the pass goes on with the
next notice. A mail server that takes no mail (``MailServerUnavailable``) gives the pass's
remaining notices back, counting no failure, to be tried on the next pass (docs/mail.md).
"""

import logging
from collections.abc import AsyncIterator, Callable
from dataclasses import dataclass
from datetime import timedelta

from fedreg_core.domain.entities import Club
from fedreg_core.domain.errors import NotFound
from fedreg_core.ports.clock import Clock
from fedreg_core.ports.mail import Mail, Mailer, MailServerUnavailable
from fedreg_core.ports.notices import ClaimedNotice, NoticeKind
from fedreg_core.ports.unit_of_work import NoticeWork, UnitOfWorkFactory
from fedreg_core.services.notice_failures import error_text, retry_at
from fedreg_core.services.notice_mails import NoticeFacts, NoticeLinks, OwedMoney, notice_mail
from fedreg_core.services.notices import ENTRY_WINDOW, announce_clock_openings

CLAIM_LEASE = timedelta(minutes=10)
BATCH = 20

logger = logging.getLogger("fedreg.notices")


@dataclass(frozen=True, slots=True)
class NoticeSender:
    uow: UnitOfWorkFactory[NoticeWork]
    clock: Clock
    mailer: Mailer
    links: NoticeLinks


async def _facts(uow: NoticeWork, notice: ClaimedNotice) -> NoticeFacts | None:
    """What the notice tells, or ``None`` when its club takes no mail any more."""
    club = await uow.clubs.get(notice.club_id)
    if club is None or club.is_blocked or club.is_deleted:
        return None
    if notice.kind is NoticeKind.PAYMENT_REMINDER:
        return await _payment_facts(uow, notice, club)
    if notice.kind is NoticeKind.APPLICATIONS_OPEN:
        tournament = await uow.tournaments.get(notice.tournament_id)
        if tournament is None:
            return None
        return NoticeFacts(notice.kind, tournament, club, None)
    try:
        snapshot = await uow.registration_reads.snapshot(notice.tournament_id, notice.club_id)
    except NotFound:
        return None
    snapshot.clubs[notice.club_id] = club
    return NoticeFacts(notice.kind, snapshot.tournament, club, snapshot)


async def _payment_facts(uow: NoticeWork, notice: ClaimedNotice, club: Club) -> NoticeFacts | None:
    """What the club owes now (read when sent: a payment since means no mail)."""
    tournament = await uow.tournaments.get(notice.tournament_id)
    invoices = await uow.invoices.of_tournament(notice.tournament_id, notice.club_id)
    if tournament is None or not invoices:
        return None
    paid = await uow.payments.assigned_to({i.id for i in invoices if i.id is not None})
    owed = sum(i.total for i in invoices) - sum(p.amount for p in paid)
    if owed <= 0:
        return None
    numbers = tuple(str(i.number) for i in invoices)
    due_on = min(i.due_on for i in invoices)
    debt = OwedMoney(owed, invoices[0].payee.currency, numbers, due_on)
    return NoticeFacts(notice.kind, tournament, club, None, debt)


async def mails_of(
    uow: NoticeWork, notice: ClaimedNotice, links: NoticeLinks
) -> list[tuple[int, Mail]]:
    """The notice's mails still to send, one per recipient who wants it, with their user
    ids: those after the one a stopped sender recorded."""
    async with uow.read_only(one_snapshot=False):
        recipients = await uow.notices.recipients(notice.club_id, notice.kind)
        done = notice.sent_through
        recipients = [r for r in recipients if done is None or r.user_id > done]
        facts = await _facts(uow, notice) if recipients else None
    if facts is None:
        return []
    return [(r.user_id, notice_mail(facts, r, links)) for r in recipients]


async def _record(sender: NoticeSender, notice: ClaimedNotice, user_id: int) -> None:
    async with sender.uow() as uow:
        await uow.notices.progress(notice, user_id)
        await uow.commit()


@dataclass(frozen=True, slots=True)
class Pass:
    """What one pass did: notices claimed, mails sent."""

    claimed: int
    mails: int


async def _send(sender: NoticeSender, notice: ClaimedNotice) -> AsyncIterator[None]:
    """Mail the notice's recipients still to mail, recording each: one step per mail."""
    for user_id, mail in await mails_of(sender.uow(), notice, sender.links):
        await sender.mailer.send(mail)
        await _record(sender, notice, user_id)
        yield


async def _failed(sender: NoticeSender, notice: ClaimedNotice, error: Exception) -> None:
    logger.warning("notice %s failed (%s): tried again later", notice.id, error_text(error))
    now = sender.clock.now()
    failures = notice.failures + 1
    async with sender.uow() as uow:
        await uow.notices.record_failure(notice, now, error_text(error), retry_at(failures, now))
        await uow.commit()


async def _give_back(sender: NoticeSender, unsent: list[ClaimedNotice]) -> None:
    async with sender.uow() as uow:
        for notice in unsent:
            await uow.notices.release(notice)
        await uow.commit()


async def send_due_notices(
    sender: NoticeSender, limit: int = BATCH, go_on: Callable[[], bool] | None = None
) -> Pass:
    """One pass: claim up to ``limit`` due notices, mail them, mark them sent. A notice that
    fails is recorded so and the pass goes on; a mail server that takes no mail gives the
    rest back and ends the pass; so does ``go_on`` answering ``False`` after a mail (a
    stopping server: the mail sent is recorded, the notice's other recipients and the
    other notices wait for the next pass, on any server)."""
    now = sender.clock.now()
    async with sender.uow() as uow:
        claimed = await uow.notices.claim_due(now, now - CLAIM_LEASE, limit)
        await uow.commit()
    sent = 0
    for index, notice in enumerate(claimed):
        try:
            async for _mail in _send(sender, notice):
                sent += 1
                if go_on is not None and not go_on():
                    await _give_back(sender, claimed[index:])
                    return Pass(len(claimed), sent)
        except MailServerUnavailable:
            logger.exception("notice %s not sent; tried again on the next pass", notice.id)
            await _give_back(sender, claimed[index:])
            break
        except Exception as error:  # its letter or its message: this notice's own failure
            await _failed(sender, notice, error)
            continue
        done = sender.clock.now()
        async with sender.uow() as uow:
            await uow.notices.mark_sent(notice, done, done + ENTRY_WINDOW)
            await uow.commit()
    return Pass(len(claimed), sent)


def always() -> bool:
    return True


async def send_all_due(
    sender: NoticeSender, may_send: Callable[[], bool] = always, go_on: Callable[[], bool] = always
) -> int:
    """Queues the openings by the clock, then passes until no full batch is left, each
    while ``may_send`` (the server's sender waits while it is busy, docs/mail.md), mail by
    mail while ``go_on`` (a stopping server's stops after its current mail); answers the
    number of mails sent."""
    await announce_clock_openings(sender.uow(), sender.clock)
    mails = 0
    while may_send() and go_on():
        done = await send_due_notices(sender, go_on=go_on)
        mails += done.mails
        if done.claimed < BATCH:
            break
    return mails
