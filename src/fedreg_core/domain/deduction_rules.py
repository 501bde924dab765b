"""Rules of a club's fee deduction (docs/product.md, Validation), with their message keys; the range
itself is the fee engine's (``fees.deduction_is_valid``).

Field names are those of the API: ``deduction``, ``clubId``.
"""

from fedreg_core.domain.entities import Club, ClubDeduction
from fedreg_core.domain.rules import Validation
from fedreg_core.fees import deduction_is_valid


def club_may_get_deduction(club: Club) -> bool:
    """Blocked and deleted clubs get no deduction."""
    return not club.is_blocked and not club.is_deleted


def check_deduction(v: Validation, deduction: ClubDeduction, club: Club | None) -> None:
    """The percent in range, and a club that exists and may get a deduction."""
    v.check("deduction", deduction_is_valid(deduction.deduction), "deduction_range")
    if v.check("clubId", club is not None, "invalid_value") and club is not None:
        v.check("clubId", club_may_get_deduction(club), "error_club_unavailable")
