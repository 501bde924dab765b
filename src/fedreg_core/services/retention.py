"""``fedreg privacy purge``: what fedreg keeps no longer than needed (docs/privacy.md).

Photos (the database's link and the stored file) and medical certificate dates of people
with no entry in the site's retention years, sign-in attempt records older than 30 days,
sign-in sessions past a token's lifetime, access log rows past their two years. A dry run
counts and changes nothing.
"""

from dataclasses import dataclass, field
from datetime import datetime, timedelta

from fedreg_core.ports.files import FileStore
from fedreg_core.ports.unit_of_work import PrivacyWork
from fedreg_core.services.access_log import access_cutoff
from fedreg_core.services.sessions import SESSION_LIFETIME

ATTEMPTS_KEPT = timedelta(days=30)


def years_before(moment: datetime, years: int) -> datetime:
    """The same day and time ``years`` earlier (28 February for 29 February)."""
    try:
        return moment.replace(year=moment.year - years)
    except ValueError:
        return moment.replace(year=moment.year - years, day=28)


@dataclass(frozen=True, slots=True)
class PurgeReport:
    """What was removed (or, in a dry run, would be)."""

    dry_run: bool
    photos: list[str] = field(default_factory=list)
    medical_dates: int = 0
    attempts: int = 0
    access_rows: int = 0
    sessions: int = 0
    """Sign-in sessions past a token's lifetime (their address and browser go with them)."""


async def purge(uow: PrivacyWork, files: FileStore, now: datetime, *, dry_run: bool) -> PurgeReport:
    """Remove (or count) what is past its keeping period; the stored photo files go after
    the database's commit, so a failed commit leaves every photo in place."""
    async with uow:
        settings = await uow.settings.get()
        stale = await uow.retention.stale_people(years_before(now, settings.retention_years))
        photos = [p.avatar for p in stale if p.avatar is not None]
        medical = sum(1 for p in stale if p.has_medical_date)
        attempts = await uow.retention.attempts_before(now - ATTEMPTS_KEPT, delete_them=not dry_run)
        ended = now - SESSION_LIFETIME
        sessions = await uow.sign_ins.begun_before(ended, delete_them=not dry_run)
        if dry_run:
            access = await uow.access_log.older_than(access_cutoff(now))
            return PurgeReport(True, photos, medical, attempts, access, sessions)
        await uow.retention.forget_photos_and_medical(stale)
        access = await uow.access_log.purge(access_cutoff(now))
        await uow.commit()
    for photo in photos:
        await files.delete(photo)
    return PurgeReport(False, photos, medical, attempts, access, sessions)
