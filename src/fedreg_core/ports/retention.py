"""What the retention purge removes (docs/privacy.md, How long)."""

from dataclasses import dataclass
from datetime import datetime
from typing import Protocol

from fedreg_core.domain.access import PersonRef


@dataclass(frozen=True, slots=True)
class StalePerson:
    """A person with no entry in a tournament since the cutoff, added before it, who still
    has a photo or (a member) a medical certificate date."""

    person: PersonRef
    avatar: str | None
    has_medical_date: bool


class RetentionStore(Protocol):
    async def stale_people(self, cutoff: datetime) -> list[StalePerson]:
        """Of every kind, those added before ``cutoff`` with no entry in a tournament that
        starts on or after it: one statement a kind."""
        ...

    async def forget_photos_and_medical(self, people: list[StalePerson]) -> None:
        """Clear their photos and medical certificate dates: one statement a kind."""
        ...

    async def attempts_before(self, cutoff: datetime, *, delete_them: bool) -> int:
        """How many sign-in and password-reset attempt records are older than ``cutoff``;
        with ``delete_them``, delete them."""
        ...
