"""Groups of a tournament: who is drawn against whom, named by a key that fits a URL."""

import hashlib
from collections.abc import Iterable, Mapping
from dataclasses import dataclass

from fedreg_core.domain.enums import SeenSex, TeamType
from fedreg_core.domain.errors import NotFound

INDIVIDUAL, TEAM = "i", "t"


@dataclass(frozen=True, slots=True, order=True)
class Group:
    """Category x discipline x sex (individuals) or x team type (teams)."""

    category_id: int
    discipline_id: int
    sex: SeenSex | None = None
    team_type: TeamType | None = None

    @property
    def key(self) -> str:
        """``i-<category>-<discipline>-<sex>`` or ``t-<category>-<discipline>-<team type>``."""
        kind, split = (TEAM, self.team_type) if self.team_type else (INDIVIDUAL, self.sex)
        return f"{kind}-{self.category_id}-{self.discipline_id}-{split}"


def parse_group_key(key: str) -> Group:
    """The group a key names; ``NotFound`` for anything that is not a group key."""
    parts = key.split("-")
    if len(parts) == 4 and parts[1].isdigit() and parts[2].isdigit():
        kind, category, discipline, split = parts
        if kind == INDIVIDUAL and split in (SeenSex.MEN, SeenSex.WOMEN):
            return Group(int(category), int(discipline), sex=SeenSex(split))
        if kind == TEAM and split in TeamType.__members__.values():
            return Group(int(category), int(discipline), team_type=TeamType(split))
    raise NotFound(what="draw", key=key)


def drawn_name(name: str, number: int | None) -> str:
    """An entrant's name on a draw, after the competitor's number when one is assigned."""
    return f"{number} {name}" if number is not None else name


def fingerprint(keys: Iterable[int], seeds: Mapping[int, int]) -> str:
    """What a group is drawn from (its registration ids and their seeds), in 16 hex digits:
    a draw whose group's fingerprint changed is stale."""
    text = ";".join(f"{key}:{seeds.get(key, '')}" for key in sorted(keys))
    return hashlib.sha256(text.encode()).hexdigest()[:16]
