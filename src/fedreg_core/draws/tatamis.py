"""Tatamis on the day: the admin gives each tatami (numbered 1, 2, ...) the drawn groups it
fights and the table officials who enter their results. A group is on one tatami at most; a
table official records the results of the groups of their tatamis and nothing else (a
correction stays with the admins).
"""

from collections.abc import Collection, Sequence
from dataclasses import dataclass

from fedreg_core.domain.rules import Validation

TATAMIS_MAX = 32
"""More tatamis than any hall holds."""


@dataclass(frozen=True, slots=True)
class Tatami:
    """Tatami ``number``: its table officials (user ids) and its groups (``Group.key``), in
    the order they are fought."""

    number: int
    official_ids: tuple[int, ...] = ()
    group_keys: tuple[str, ...] = ()


def check_plan(
    tatamis: Sequence[Tatami], drawn: Collection[str], officials: Collection[int]
) -> None:
    """``RuleBroken`` per field (``tatamis.2.groupKeys``) unless every tatami's number is its
    own and within 1..``TATAMIS_MAX``, every group is ``drawn`` and on one tatami, and every
    official is one of ``officials`` (users who may sign in)."""
    v, numbers, placed = Validation(), set[int](), set[str]()
    for i, tatami in enumerate(tatamis):
        field = f"tatamis.{i}."
        in_range = 1 <= tatami.number <= TATAMIS_MAX
        v.check(field + "number", in_range, "error_tatami_number_range", {"most": TATAMIS_MAX})
        v.check(field + "number", tatami.number not in numbers, "error_tatami_number_twice")
        numbers.add(tatami.number)
        known = all(key in drawn for key in tatami.group_keys)
        if v.check(field + "groupKeys", known, "error_tatami_group_unknown"):
            once = placed.isdisjoint(tatami.group_keys) and len(set(tatami.group_keys)) == len(
                tatami.group_keys
            )
            v.check(field + "groupKeys", once, "error_tatami_group_twice")
        placed.update(tatami.group_keys)
        signs_in = all(official in officials for official in tatami.official_ids)
        v.check(field + "officialIds", signs_in, "error_tatami_official_unknown")
    v.raise_if_broken()


def tatami_of(tatamis: Sequence[Tatami], group_key: str) -> Tatami | None:
    """The tatami fighting the group, if any."""
    return next((t for t in tatamis if group_key in t.group_keys), None)
