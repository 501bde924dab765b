"""Sending the queued notices: claim the due ones, mail each recipient, mark them sent.

Delivery is at least once: a notice is marked sent after its mails went out, so a sender
that stops between the two (a crash) leaves it claimed, and another sender takes it again
once the claim is older than ``CLAIM_LEASE``: its mails go out a second time, once. A mail
server that refuses gives the notice back to be tried on the next pass.
"""

import logging
from dataclasses import dataclass
from datetime import timedelta

from fedreg_core.domain.errors import NotFound
from fedreg_core.ports.clock import Clock
from fedreg_core.ports.mail import Mail, Mailer
from fedreg_core.ports.notices import ClaimedNotice, NoticeKind
from fedreg_core.ports.unit_of_work import UnitOfWork, UnitOfWorkFactory
from fedreg_core.services.notice_mails import NoticeFacts, NoticeLinks, notice_mail
from fedreg_core.services.notices import ENTRY_WINDOW

CLAIM_LEASE = timedelta(minutes=10)
BATCH = 20

logger = logging.getLogger("fedreg.notices")


@dataclass(frozen=True, slots=True)
class NoticeSender:
    uow: UnitOfWorkFactory
    clock: Clock
    mailer: Mailer
    links: NoticeLinks


async def _facts(uow: UnitOfWork, notice: ClaimedNotice) -> NoticeFacts | None:
    """What the notice tells, or ``None`` when its club takes no mail any more."""
    club = await uow.clubs.get(notice.club_id)
    if club is None or club.is_blocked or club.is_deleted:
        return None
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


async def mails_of(uow: UnitOfWork, notice: ClaimedNotice, links: NoticeLinks) -> list[Mail]:
    """The notice's mails, one per recipient who wants it."""
    async with uow.read_only(one_snapshot=False):
        recipients = await uow.notices.recipients(notice.club_id, notice.kind)
        facts = await _facts(uow, notice) if recipients else None
    if facts is None:
        return []
    return [notice_mail(facts, recipient, links) for recipient in recipients]


@dataclass(frozen=True, slots=True)
class Pass:
    """What one pass did: notices claimed, mails sent."""

    claimed: int
    mails: int


async def send_due_notices(sender: NoticeSender, limit: int = BATCH) -> Pass:
    """One pass: claim up to ``limit`` due notices, mail them, mark them sent. A mail
    server error gives the rest back and ends the pass."""
    now = sender.clock.now()
    async with sender.uow() as uow:
        claimed = await uow.notices.claim_due(now, now - CLAIM_LEASE, limit)
        await uow.commit()
    sent = 0
    for index, notice in enumerate(claimed):
        try:
            for mail in await mails_of(sender.uow(), notice, sender.links):
                await sender.mailer.send(mail)
                sent += 1
        except OSError:  # smtplib's errors and the outbox folder's
            logger.exception("notice %s not sent; tried again on the next pass", notice.id)
            async with sender.uow() as uow:
                for unsent in claimed[index:]:
                    await uow.notices.release(unsent)
                await uow.commit()
            break
        done = sender.clock.now()
        async with sender.uow() as uow:
            await uow.notices.mark_sent(notice, done, done + ENTRY_WINDOW)
            await uow.commit()
    return Pass(len(claimed), sent)


async def send_all_due(sender: NoticeSender) -> int:
    """Passes until no full batch is left; answers the number of mails sent."""
    mails = 0
    while True:
        done = await send_due_notices(sender)
        mails += done.mails
        if done.claimed < BATCH:
            return mails
