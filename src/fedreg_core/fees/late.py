"""The late rule of the fee engine: entries made from ``late_from`` on cost a surcharge.

A registration is late when it was entered at ``late_from`` or after (its ``entered_at``;
one without it is never late). A late registration with at least one chargeable entry pays
``late_fee`` once (``LatePer.ENTRY``) or once per chargeable entry (``LatePer.DISCIPLINE``);
a registration with no chargeable entry pays no surcharge. The surcharge is never discounted:
the club's deduction applies to it as to the rest of the net, once, at the end.
"""

from dataclasses import dataclass
from datetime import datetime
from enum import Enum


class LatePer(Enum):
    """What the late surcharge is counted by."""

    ENTRY = "entry"
    """Once per late registration (a competitor or a team)."""
    DISCIPLINE = "discipline"
    """Once per chargeable (category, discipline) entry of a late registration."""


@dataclass(frozen=True, slots=True)
class LateRule:
    """Registrations entered from ``late_from`` on pay ``late_fee`` RSD ``per`` entry or
    discipline; ``ValueError`` for a negative fee."""

    late_from: datetime
    late_fee: int
    per: LatePer = LatePer.ENTRY

    def __post_init__(self) -> None:
        if self.late_fee < 0:
            raise ValueError(f"late_fee must not be negative, got {self.late_fee}")

    def is_late(self, entered_at: datetime | None) -> bool:
        """Entered at ``late_from`` or after."""
        return entered_at is not None and entered_at >= self.late_from

    def surcharge(self, chargeable: int) -> int:
        """The surcharge of a late registration with ``chargeable`` chargeable entries."""
        if chargeable == 0:
            return 0
        return self.late_fee * (chargeable if self.per is LatePer.DISCIPLINE else 1)


def late_surcharge(rule: "LateRule | None", entered_at: datetime | None, chargeable: int) -> int:
    """The surcharge by ``rule`` (none without a rule, or for a registration not late)."""
    if rule is None or not rule.is_late(entered_at):
        return 0
    return rule.surcharge(chargeable)
