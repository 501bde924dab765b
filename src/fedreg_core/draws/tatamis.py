"""Tatamis on the day: the admin gives each tatami (numbered 1, 2, ...) the drawn groups it
fights in order, the hour it starts and the table officials who enter their results, and each
discipline the minutes a bout takes. A group is on one tatami at most; a table official records
the results of the groups of their tatamis and nothing else (a correction stays with the
admins). The running order of a tatami estimates when each group starts: the tatami's start,
then each earlier group's bouts times its discipline's minutes.
"""

from collections.abc import Callable, Collection, Mapping, Sequence
from dataclasses import dataclass, field
from datetime import date, datetime, time, timedelta

from fedreg_core.domain.rules import Validation
from fedreg_core.draws.kata_day import performances
from fedreg_core.draws.making import bouts_of
from fedreg_core.draws.model import DrawFormat

TATAMIS_MAX = 32
"""More tatamis than any hall holds."""
DAY_START = time(9, 0)
BOUT_MINUTES = 3
"""A bout's minutes on the tatami when the admin gave its discipline none: calling the
fighters, the bout, the decision and the change-over."""
BOUT_MINUTES_MAX = 60


@dataclass(frozen=True, slots=True)
class Tatami:
    """Tatami ``number``: its table officials (user ids), its groups (``Group.key``) in the
    order they are fought and the hour its first group starts."""

    number: int
    official_ids: tuple[int, ...] = ()
    group_keys: tuple[str, ...] = ()
    starts_at: time = DAY_START


@dataclass(frozen=True, slots=True)
class DayPlan:
    """A tournament's tatamis by number, and the minutes a bout takes by discipline id."""

    tatamis: tuple[Tatami, ...] = ()
    bout_minutes: Mapping[int, int] = field(default_factory=dict)


def check_plan(plan: DayPlan, drawn: Collection[str], officials: Collection[int]) -> None:
    """``RuleBroken`` per field (``tatamis.2.groupKeys``) unless every tatami's number is its
    own and within 1..``TATAMIS_MAX``, every group is ``drawn`` and on one tatami, every
    official is one of ``officials`` (users who may sign in) and every bout's minutes are
    within 1..``BOUT_MINUTES_MAX``."""
    v, numbers, placed = Validation(), set[int](), set[str]()
    for i, tatami in enumerate(plan.tatamis):
        at = f"tatamis.{i}."
        in_range = 1 <= tatami.number <= TATAMIS_MAX
        v.check(at + "number", in_range, "error_tatami_number_range", {"most": TATAMIS_MAX})
        v.check(at + "number", tatami.number not in numbers, "error_tatami_number_twice")
        numbers.add(tatami.number)
        keys = tatami.group_keys
        if v.check(at + "groupKeys", all(k in drawn for k in keys), "error_tatami_group_unknown"):
            once = placed.isdisjoint(keys) and len(set(keys)) == len(keys)
            v.check(at + "groupKeys", once, "error_tatami_group_twice")
        placed.update(keys)
        signs_in = all(official in officials for official in tatami.official_ids)
        v.check(at + "officialIds", signs_in, "error_tatami_official_unknown")
    for discipline_id, minutes in plan.bout_minutes.items():
        fits = 1 <= minutes <= BOUT_MINUTES_MAX
        most: dict[str, object] = {"most": BOUT_MINUTES_MAX}
        v.check(f"boutMinutes.{discipline_id}", fits, "error_tatami_bout_minutes", most)
    v.raise_if_broken()


def tatami_of(tatamis: Sequence[Tatami], group_key: str) -> Tatami | None:
    """The tatami fighting the group, if any."""
    return next((t for t in tatamis if group_key in t.group_keys), None)


def bouts_to_fight(draw_format: DrawFormat, lines: int, entrants: int) -> int:
    """How many bouts a draw of ``entrants`` on ``lines`` lines fights: its bouts but one for
    each bye (every bye stands alone in a first-round bout; a repechage is counted in full,
    as the schedule must allow for it); kata by points: its performances, each timed as a
    bout."""
    if draw_format is DrawFormat.KATA_POINTS:
        return performances(entrants)
    return max(0, len(bouts_of(draw_format, tuple(range(1, lines + 1)))) - (lines - entrants))


@dataclass(frozen=True, slots=True)
class Slot:
    """A group in a tatami's running order: its bouts and its estimated start."""

    group_key: str
    bouts: int
    starts_at: datetime


def running_order(
    day: date, tatami: Tatami, bouts: Mapping[str, int], minutes: Callable[[str], int]
) -> tuple[Slot, ...]:
    """The tatami's groups that are drawn (``bouts`` by group key) in order, each starting when
    the ones before it are estimated to end (``minutes``: a group's minutes per bout)."""
    now, slots = datetime.combine(day, tatami.starts_at), []
    for key in (k for k in tatami.group_keys if k in bouts):
        slots.append(Slot(key, bouts[key], now))
        now += timedelta(minutes=bouts[key] * minutes(key))
    return tuple(slots)
