"""A parent's consent to a minor's competing, as a club records it on the member.

The consent is the day it was given and who gave it (the parent's name, as written); a
scanned copy may be attached. Whether entries need one is ``eligibility.consent_breach``.
"""

from dataclasses import dataclass
from datetime import date

from fedreg_core.domain.rules import Validation


@dataclass(frozen=True, slots=True)
class ParentalConsent:
    """What a club records: ``day`` and ``given_by`` (``None`` when not sent)."""

    day: date | None
    given_by: str | None


def check_consent(v: Validation, consent: ParentalConsent, born: date, today: date) -> None:
    """A day from the member's birth to today (the federation's), and the name of who gave
    the consent (a person's name: given, no hidden characters, no formula)."""
    if consent.day is None:
        v.check("date", False, "required")
    else:
        v.check("date", consent.day <= today, "consent_date_future")
        v.check("date", consent.day >= born, "consent_date_before_birth", {"born": born})
    v.name("givenBy", consent.given_by)
