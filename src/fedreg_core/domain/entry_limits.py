"""Caps, club quotas and the waiting list of a tournament's entries (docs/entries.md,
"Caps, quotas and the waiting list").

A cap limits the entries of a group (a category and discipline) or of the whole tournament;
an entry beyond a cap is not refused but waits, in the order it arrived. A club's quota
of a group is not waited on: an entry over it breaks a rule. The functions here decide;
storage gives the counts (under a lock of the limited groups) and keeps the answers.
"""

from collections import Counter
from collections.abc import Iterable
from dataclasses import dataclass, field
from enum import StrEnum

from fedreg_core.domain.rules import Validation

Group = tuple[int, int]
"""A category and a discipline."""


@dataclass(frozen=True, slots=True)
class EntryLimits:
    """A tournament's limits; ``None`` or a missing group: no limit."""

    total: int | None = None
    caps: dict[Group, int] = field(default_factory=dict)
    quotas: dict[Group, int] = field(default_factory=dict)

    @property
    def any(self) -> bool:
        return self.total is not None or bool(self.caps) or bool(self.quotas)


@dataclass(frozen=True, slots=True)
class EntryCounts:
    """Entries in place (not waiting) per group and in all; ``club``: the entering club's
    entries per group, waiting ones too (a quota counts what the club holds); ``waiting``:
    the waiting entries per group."""

    entered: Counter[Group] = field(default_factory=Counter)
    total: int = 0
    club: Counter[Group] = field(default_factory=Counter)
    waiting: Counter[Group] = field(default_factory=Counter)


class EntryKind(StrEnum):
    """Which table an entry lives in: a competitor's or a team's (their ids collide, their
    groups never do: team disciplines are disciplines of their own)."""

    COMPETITOR = "competitor"
    TEAM = "team"


EntryKey = tuple[EntryKind, int]
"""An entry of either kind: its kind and its id."""


@dataclass(frozen=True, slots=True)
class WaitingEntry:
    """An entry on the waiting list. ``ticket`` orders arrival across both kinds (lower came
    first): handed out under the lock of the limits the entry waits on; equal tickets (two
    groups without a total cap, never compared) fall back to the kind and the id."""

    entry_id: int
    club_id: int
    group: Group
    kind: EntryKind = EntryKind.COMPETITOR
    ticket: int = 0

    @property
    def key(self) -> EntryKey:
        return (self.kind, self.entry_id)

    @property
    def arrival(self) -> tuple[int, str, int]:
        return (self.ticket, self.kind.value, self.entry_id)


def _has_place(limits: EntryLimits, entered: Counter[Group], total: int, group: Group) -> bool:
    cap = limits.caps.get(group)
    group_free = cap is None or entered[group] < cap
    return group_free and (limits.total is None or total < limits.total)


def check_quotas(v: Validation, limits: EntryLimits, counts: EntryCounts, new: list[Group]) -> None:
    """``categories`` breaks ``error_quota_reached`` (naming the quota) when the club's
    entries of a group, with the new ones, would pass the group's quota."""
    wanted = Counter(new)
    for group, count in wanted.items():
        quota = limits.quotas.get(group)
        if quota is not None and counts.club[group] + count > quota:
            category_id, discipline_id = group
            values: dict[str, object] = {"quota": quota, "category": category_id}
            values["discipline"] = discipline_id
            v.check("categories", False, "error_quota_reached", values)


def waiting_groups(limits: EntryLimits, counts: EntryCounts, new: list[Group]) -> list[Group]:
    """Which of the new entries (in order) wait: those past a cap, given the others'."""
    entered, total, waiting = Counter(counts.entered), counts.total, []
    for group in new:
        if _has_place(limits, entered, total, group):
            entered[group] += 1
            total += 1
        else:
            waiting.append(group)
    return waiting


def to_promote(
    limits: EntryLimits, counts: EntryCounts, waiting: list[WaitingEntry]
) -> list[WaitingEntry]:
    """The waiting entries that now have a place, first come first: each takes one when its
    group and the tournament have room; one that does not fit leaves the place to the next
    of another group."""
    entered, total, promoted = Counter(counts.entered), counts.total, []
    for entry in sorted(waiting, key=lambda w: w.arrival):
        if _has_place(limits, entered, total, entry.group):
            entered[entry.group] += 1
            total += 1
            promoted.append(entry)
    return promoted


def waiting_positions(waiting: list[WaitingEntry]) -> dict[EntryKey, int]:
    """Each waiting entry's place in its group's line (1 for the first)."""
    seen: Counter[Group] = Counter()
    positions = {}
    for entry in sorted(waiting, key=lambda w: w.arrival):
        seen[entry.group] += 1
        positions[entry.key] = seen[entry.group]
    return positions


def _not_below(v: Validation, field: str, limit: int, count: int, group: Group | None) -> None:
    """``limit`` not below zero, nor below ``count`` (the entries already in), named."""
    if v.check(field, limit >= 0, "error_limit_below_zero"):
        values: dict[str, object] = {"count": count}
        if group is not None:
            values |= {"category": group[0], "discipline": group[1]}
        v.check(field, limit >= count, "error_limit_below_entries", values)


def check_limits(
    limits: EntryLimits, counts: EntryCounts, held: Counter[tuple[int, Group]]
) -> None:
    """New limits: none below zero, none below the entries already in (a cap: the group's
    entries in place, or the tournament's; a quota: the most any club holds of the group,
    ``held`` per club and group). ``RuleBroken`` naming the count."""
    v = Validation()
    if limits.total is not None:
        _not_below(v, "totalCap", limits.total, counts.total, None)
    for group, cap in limits.caps.items():
        _not_below(v, "caps", cap, counts.entered[group], group)
    for group, quota in limits.quotas.items():
        most = max((n for (_, g), n in held.items() if g == group), default=0)
        _not_below(v, "quotas", quota, most, group)
    v.raise_if_broken()


@dataclass(frozen=True, slots=True)
class Places:
    """What the entry dialog shows of a limited group (or, ``group`` None, of the total):
    its cap and quota, the entries in place and waiting; ``left``: the places free (None
    without a cap); ``next_in_line``: the place in line a new entry takes when full."""

    group: Group | None
    cap: int | None
    quota: int | None
    entered: int
    waiting: int
    left: int | None
    next_in_line: int | None


def places(limits: EntryLimits, counts: EntryCounts, groups: Iterable[Group] = ()) -> list[Places]:
    """The total first (when capped), then each limited group and each of ``groups``, in
    order."""
    total_full = limits.total is not None and counts.total >= limits.total
    found = []
    if limits.total is not None:
        free = max(limits.total - counts.total, 0)
        waiting = counts.waiting.total()
        found.append(Places(None, limits.total, None, counts.total, waiting, free, None))
    for group in sorted({*limits.caps, *limits.quotas, *groups}):
        cap, entered, waiting = limits.caps.get(group), counts.entered[group], counts.waiting[group]
        left = None if cap is None else max(cap - entered, 0)
        full = total_full or left == 0
        after = waiting + 1 if full else None
        found.append(Places(group, cap, limits.quotas.get(group), entered, waiting, left, after))
    return found
