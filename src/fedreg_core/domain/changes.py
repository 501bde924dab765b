"""Typed partial changes: each entity has a frozen dataclass of the fields a client may
change, every field ``KEEP`` unless it was sent. ``applied_to`` sets the sent fields one by
one, so renaming a field on either side is a type error, not a silent no-op.
"""

from enum import Enum
from typing import Literal, Protocol, TypeVar

T = TypeVar("T")
E = TypeVar("E")


class Keep(Enum):
    """The value of a change field that was not sent: the entity keeps what it has."""

    KEEP = "keep"


KEEP: Literal[Keep.KEEP] = Keep.KEEP


def kept(change: T | Keep, current: T) -> T:
    """The changed value, or ``current`` when the field was not sent."""
    return current if isinstance(change, Keep) else change


class ChangesTo(Protocol[E]):
    """Changes to an entity of type ``E``."""

    def applied_to(self, entity: E) -> E:
        """A copy of ``entity`` with the sent fields changed."""
        ...
