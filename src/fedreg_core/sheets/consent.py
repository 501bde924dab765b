"""A member's parental consent in a row of the people workbook: the two cells
(``columns.CONSENT_DATE`` and ``CONSENT_BY``) judged by the consent endpoint's own rule.

Both cells filled record the consent (or change it); both empty leave a stored consent as it
is (an import removes none: a club's file that lacks the columns, or an old copy of it, must
not wipe what was recorded on the member's page); one of them alone is an error on the other.
"""

from datetime import date

from fedreg_core.domain.consent import ParentalConsent, check_consent
from fedreg_core.domain.entities import Member
from fedreg_core.domain.rules import Validation
from fedreg_core.sheets.columns import CONSENT_BY, CONSENT_DATE

CONSENT_FIELDS = {"date": CONSENT_DATE.field, "givenBy": CONSENT_BY.field}
"""The endpoint's fields (``check_consent``) as the workbook's columns."""


def row_consent(member: Member) -> ParentalConsent | None:
    """The consent a row gives, ``None`` when both of its cells are empty."""
    if member.consent_date is None and member.consent_by is None:
        return None
    return ParentalConsent(member.consent_date, member.consent_by)


def check_row_consent(v: Validation, member: Member, today: date) -> None:
    """``check_consent`` on the row's consent, its problems on the columns' fields."""
    consent = row_consent(member)
    if consent is None:
        return
    checked = Validation()
    check_consent(checked, consent, member.born, today)
    for field, message_key in checked.errors.items():
        v.check(CONSENT_FIELDS[field], False, message_key, checked.values.get(field))
