"""Which entries of a registration are chargeable: the rule declared once, as data.

``CHARGEABLE`` is a condition over the flags of an entry, its registration and the
registration's other entries (``Flag``), written as ``AnyOf``, ``AllOf`` and ``Not`` of them.
It says what docs/product.md, Fees, says in words:

1. the registration has ``always_pays`` or the discipline ``always_pay`` -> chargeable;
2. otherwise, the registration, the category or the discipline has ``no_pay`` -> free;
3. otherwise, a kata A discipline in a registration that also holds a kata B discipline -> free;
4. otherwise -> chargeable.

Two readers turn the declaration into what they run, with ``translate``: the fee engine into
a truth table over the flags (``CHARGEABLE_BY_FLAGS``, indexed by the sum of the
flags' values), and SQL
storage into the condition of the query that counts a whole tournament's chargeable entries
in the database (``adapters.sql.fee_rows``). Neither writes the rule again.
"""

from __future__ import annotations

import enum
from collections.abc import Callable, Sequence
from dataclasses import dataclass
from typing import TypeVar, Union

T = TypeVar("T")


class Flag(enum.Flag):
    """What the rule looks at; each flag's value is a bit of the truth table's index."""

    REGISTRATION_ALWAYS_PAYS = enum.auto()
    REGISTRATION_NO_PAY = enum.auto()
    REGISTRATION_HAS_KATA_B = enum.auto()
    """Some entry of the registration is in a kata B discipline."""
    DISCIPLINE_ALWAYS_PAY = enum.auto()
    DISCIPLINE_NO_PAY = enum.auto()
    DISCIPLINE_KATA_A = enum.auto()
    CATEGORY_NO_PAY = enum.auto()


@dataclass(frozen=True, slots=True)
class AnyOf:
    terms: tuple[Condition, ...]


@dataclass(frozen=True, slots=True)
class AllOf:
    terms: tuple[Condition, ...]


@dataclass(frozen=True, slots=True)
class Not:
    term: Condition


Condition = Union[Flag, AnyOf, AllOf, Not]  # noqa: UP007 (a forward reference in a dataclass)

CHARGEABLE: Condition = AnyOf(
    (
        Flag.REGISTRATION_ALWAYS_PAYS,  # rule 1
        Flag.DISCIPLINE_ALWAYS_PAY,
        AllOf(
            (
                Not(  # rule 2
                    AnyOf((Flag.REGISTRATION_NO_PAY, Flag.DISCIPLINE_NO_PAY, Flag.CATEGORY_NO_PAY))
                ),
                Not(AllOf((Flag.DISCIPLINE_KATA_A, Flag.REGISTRATION_HAS_KATA_B))),  # rule 3
            )
        ),
    )
)
"""Rules 1-3 of the module; what none of them decides is chargeable (rule 4)."""


def translate(
    condition: Condition,
    flag: Callable[[Flag], T],
    any_of: Callable[[Sequence[T]], T],
    all_of: Callable[[Sequence[T]], T],
    not_: Callable[[T], T],
) -> T:
    """``condition`` in another language: each flag as ``flag`` gives it, joined by the
    other three."""

    def walk(term: Condition) -> T:
        if isinstance(term, Flag):
            return flag(term)
        if isinstance(term, AnyOf):
            return any_of([walk(t) for t in term.terms])
        if isinstance(term, AllOf):
            return all_of([walk(t) for t in term.terms])
        return not_(walk(term.term))

    return walk(condition)


def holds(condition: Condition, bits: int) -> bool:
    """Whether ``condition`` holds where the flags of ``bits`` are set."""
    return translate(condition, lambda f: bool(bits & f.value), any, all, lambda t: not t)


CHARGEABLE_BY_FLAGS: tuple[bool, ...] = tuple(
    holds(CHARGEABLE, bits) for bits in range(2 * max(f.value for f in Flag))
)
"""``CHARGEABLE`` for every combination of flags, by the sum of their values."""
