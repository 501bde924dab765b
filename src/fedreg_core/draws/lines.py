"""Bracket geometry: sizes, seed lines, byes, and the round in which two slots meet."""


def bracket_size(count: int) -> int:
    """The smallest power of two that holds ``count`` entrants (1 for one entrant)."""
    size = 1
    while size < count:
        size *= 2
    return size


def rounds_in(size: int) -> int:
    """How many rounds a bracket of ``size`` slots has (its final is the last one)."""
    return size.bit_length() - 1


def meeting_round(slot_a: int, slot_b: int) -> int:
    """The round in which the entrants of two slots meet if both keep winning."""
    return (slot_a ^ slot_b).bit_length()


def seed_lines(size: int) -> tuple[int, ...]:
    """The seed line (1 = strongest) of every slot, top to bottom: line 1 at the top, line 2
    at the bottom, lines 3 and 4 in the two other quarters, and so on; in round 1 line ``s``
    meets line ``size + 1 - s``, so the strongest lines are spread evenly over the bracket."""
    order = [1]
    while len(order) < size:
        total = 2 * len(order) + 1
        order = [line for own in order for line in (own, total - own)]
    half = len(order) // 2
    return tuple(order[:half] + order[half:][::-1]) if half else tuple(order)


def slots_by_line(size: int) -> dict[int, int]:
    """The slot of every seed line."""
    return {line: slot for slot, line in enumerate(seed_lines(size))}


def bye_slots(size: int, count: int) -> frozenset[int]:
    """The empty slots of a bracket holding ``count`` entrants: the partners of the strongest
    lines, so byes go to the seeds first and never two byes meet."""
    by_line = slots_by_line(size)
    return frozenset(by_line[line] for line in range(count + 1, size + 1))
