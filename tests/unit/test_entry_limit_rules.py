"""Caps, club quotas and the waiting list: the core's decisions, table-driven."""

from collections import Counter

import pytest

from fedreg_core.domain.entry_limits import (
    EntryCounts,
    EntryKind,
    EntryLimits,
    Places,
    WaitingEntry,
    check_limits,
    check_quotas,
    places,
    to_promote,
    waiting_groups,
    waiting_positions,
)
from fedreg_core.domain.errors import RuleBroken
from fedreg_core.domain.rules import Validation

KATA, KUMITE, TEAM_KATA = (1, 10), (1, 11), (1, 20)
C, T = EntryKind.COMPETITOR, EntryKind.TEAM


@pytest.mark.parametrize(
    ("limits", "counts", "new", "waiting"),
    [
        (EntryLimits(), EntryCounts(Counter({KATA: 99}), 99), [KATA], []),
        (EntryLimits(caps={KATA: 16}), EntryCounts(Counter({KATA: 15}), 15), [KATA], []),
        (EntryLimits(caps={KATA: 16}), EntryCounts(Counter({KATA: 16}), 16), [KATA], [KATA]),
        (EntryLimits(caps={KATA: 1}), EntryCounts(), [KATA, KUMITE], []),
        (EntryLimits(total=1), EntryCounts(), [KATA, KUMITE], [KUMITE]),
        (EntryLimits(total=5, caps={KATA: 0}), EntryCounts(), [KATA, KUMITE], [KATA]),
        (EntryLimits(caps={KATA: 3}), EntryCounts(Counter({KUMITE: 9}), 9), [KATA], []),
    ],
)
def test_an_entry_past_a_cap_waits(
    limits: EntryLimits, counts: EntryCounts, new: list[tuple[int, int]], waiting: list[object]
) -> None:
    assert waiting_groups(limits, counts, new) == waiting


def test_an_entry_past_the_clubs_quota_is_refused_naming_the_quota() -> None:
    limits = EntryLimits(quotas={KATA: 2})
    v = Validation()
    check_quotas(v, limits, EntryCounts(club=Counter({KATA: 1})), [KATA])
    assert v.errors == {}
    check_quotas(v, limits, EntryCounts(club=Counter({KATA: 2})), [KUMITE, KATA])
    assert v.errors == {"categories": "error_quota_reached"}
    assert v.values["categories"]["quota"] == 2


def test_a_freed_place_goes_to_the_first_in_line_of_a_group_that_has_room() -> None:
    limits = EntryLimits(total=10, caps={KATA: 2, KUMITE: 1})
    counts = EntryCounts(Counter({KATA: 1, KUMITE: 1}), 2)
    waiting = [WaitingEntry(7, 3, KATA), WaitingEntry(4, 2, KUMITE), WaitingEntry(9, 4, KATA)]
    assert to_promote(limits, counts, waiting) == [WaitingEntry(7, 3, KATA)]
    full = EntryCounts(Counter({KATA: 2, KUMITE: 1}), 3)
    assert to_promote(limits, full, waiting) == []
    raised = EntryLimits(total=10, caps={KATA: 4, KUMITE: 1})
    assert [w.entry_id for w in to_promote(raised, counts, waiting)] == [7, 9]
    assert to_promote(EntryLimits(total=3), counts, waiting) == [WaitingEntry(4, 2, KUMITE)]


def test_waiting_places_are_counted_per_group_in_order_of_arrival() -> None:
    waiting = [WaitingEntry(9, 1, KATA), WaitingEntry(3, 1, KATA), WaitingEntry(5, 2, KUMITE)]
    assert waiting_positions(waiting) == {(C, 3): 1, (C, 9): 2, (C, 5): 1}


def test_arrival_is_the_ticket_across_kinds_not_the_colliding_ids() -> None:
    """A team entry and a competitor entry of the same id are two entries; the ticket (handed
    out under the total's lock) says which came first."""
    team, competitor = WaitingEntry(4, 1, TEAM_KATA, T, 1), WaitingEntry(4, 2, KATA, C, 2)
    later = WaitingEntry(2, 3, KATA, C, 3)
    assert waiting_positions([later, competitor, team]) == {(T, 4): 1, (C, 4): 1, (C, 2): 2}
    counts = EntryCounts(Counter({KATA: 1}), 1)
    assert to_promote(EntryLimits(total=2), counts, [later, competitor, team]) == [team]


@pytest.mark.parametrize(
    ("limits", "field", "key", "count"),
    [
        (EntryLimits(total=-1), "totalCap", "error_limit_below_zero", None),
        (EntryLimits(total=3), "totalCap", "error_limit_below_entries", 4),
        (EntryLimits(caps={KATA: -2}), "caps", "error_limit_below_zero", None),
        (EntryLimits(caps={KATA: 2}), "caps", "error_limit_below_entries", 3),
        (EntryLimits(quotas={KUMITE: 1}), "quotas", "error_limit_below_entries", 2),
    ],
)
def test_a_limit_below_zero_or_the_entries_in_is_refused_naming_the_count(
    limits: EntryLimits, field: str, key: str, count: int | None
) -> None:
    counts = EntryCounts(Counter({KATA: 3, KUMITE: 1}), 4)
    held = Counter({(1, KUMITE): 2, (2, KUMITE): 1})
    with pytest.raises(RuleBroken) as broken:
        check_limits(limits, counts, held)
    assert broken.value.errors == {field: key}
    assert broken.value.values.get(field, {}).get("count") == count


def test_limits_at_the_entries_in_are_taken() -> None:
    counts = EntryCounts(Counter({KATA: 3}), 3)
    check_limits(EntryLimits(3, {KATA: 3}, {KATA: 2}), counts, Counter({(1, KATA): 2}))
    assert EntryLimits(3).any and not EntryLimits().any


def test_places_left_and_the_place_in_line_a_new_entry_takes() -> None:
    limits = EntryLimits(total=20, caps={KATA: 16}, quotas={KUMITE: 2})
    counts = EntryCounts(Counter({KATA: 13, KUMITE: 5}), 18, waiting=Counter({KUMITE: 0}))
    assert places(limits, counts) == [
        Places(None, 20, None, 18, 0, 2, None),
        Places(KATA, 16, None, 13, 0, 3, None),
        Places(KUMITE, None, 2, 5, 0, None, None),
    ]
    full = EntryCounts(Counter({KATA: 16}), 16, waiting=Counter({KATA: 3}))
    assert places(EntryLimits(caps={KATA: 16}), full) == [Places(KATA, 16, None, 16, 3, 0, 4)]
    total_full = EntryCounts(Counter({KUMITE: 20}), 20)
    assert places(limits, total_full)[1].next_in_line == 1
