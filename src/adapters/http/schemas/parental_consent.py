"""The body that records a member's parental consent (docs/privacy.md)."""

import datetime

from adapters.http.schemas.accounts import Body, Text


class ConsentIn(Body, kw_only=True):
    """The day the consent was given and who gave it (the parent's name); both required,
    the day from the birth date to today (the core's rules, every broken field at once)."""

    date: datetime.date | None = None
    given_by: Text | None = None
