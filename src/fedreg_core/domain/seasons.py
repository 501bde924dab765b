"""Seasons: a named range of dates (both days included) and the points a placing earns in
the season's ranking. A tournament belongs to the season its day (``tournament_day``) falls in;
seasons never overlap, so a tournament counts in one season at most."""

from collections.abc import Iterable, Sequence
from dataclasses import dataclass, field
from datetime import date

from fedreg_core.domain.rules import Validation

SEASON_NAME_MAX = 100
PLACE_MAX = 1024
POINTS_MAX = 10_000
PLACES_MAX = 64
"""The most rows a points table has."""


@dataclass(frozen=True, slots=True)
class PointsRow:
    """A row of a points table as the admin typed it: either number may be missing."""

    place: int | None
    points: int | None


@dataclass(frozen=True, slots=True)
class Season:
    name: str
    starts_on: date
    ends_on: date
    points: dict[int, int] = field(default_factory=dict)
    """Place -> points; a place not in the table earns none."""
    id: int | None = None

    def holds(self, day: date) -> bool:
        return self.starts_on <= day <= self.ends_on

    def overlaps(self, other: "Season") -> bool:
        return self.starts_on <= other.ends_on and other.starts_on <= self.ends_on


def _check_points(v: Validation, rows: Sequence[PointsRow]) -> dict[int, int]:
    """The table of ``rows``, each broken row named on its field (``points.2.place``)."""
    v.check("points", 0 < len(rows) <= PLACES_MAX, "error_season_points_rows", {"most": PLACES_MAX})
    table: dict[int, int] = {}
    for i, row in enumerate(rows):
        at = f"points.{i}."
        if v.check(at + "place", row.place is not None, "required"):
            assert row.place is not None
            given: dict[str, object] = {"most": PLACE_MAX}
            v.check(at + "place", 1 <= row.place <= PLACE_MAX, "error_season_place", given)
            v.check(at + "place", row.place not in table, "error_season_place_twice")
        if v.check(at + "points", row.points is not None, "required"):
            assert row.points is not None
            most: dict[str, object] = {"most": POINTS_MAX}
            v.check(at + "points", 0 <= row.points <= POINTS_MAX, "error_season_points", most)
        if row.place is not None and row.points is not None:
            table.setdefault(row.place, row.points)
    return dict(sorted(table.items()))


def checked_season(
    name: str,
    starts_on: date,
    ends_on: date,
    rows: Sequence[PointsRow],
    others: Iterable[Season],
    season_id: int | None = None,
) -> Season:
    """The season as asked, or ``RuleBroken`` per field: a name given, short and not another
    season's; the end not before the start; no day in another season; a points table of at
    least one row, every place a positive whole number once, every points 0 or more."""
    v = Validation()
    clean = " ".join(name.split())
    v.name("name", clean)
    v.check("name", len(clean) <= SEASON_NAME_MAX, "max_length")
    v.check("endsOn", starts_on <= ends_on, "error_season_ends_before")
    season = Season(clean, starts_on, ends_on, _check_points(v, rows), season_id)
    for other in others:
        if other.id == season_id:
            continue
        taken = other.name.casefold() == clean.casefold()
        v.check("name", not taken, "error_season_name_taken")
        clash: dict[str, object] = {"season": other.name}
        v.check("startsOn", not season.overlaps(other), "error_season_overlaps", clash)
    v.raise_if_broken()
    return season
