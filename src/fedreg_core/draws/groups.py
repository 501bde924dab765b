"""Groups of a tournament: who is drawn against whom, each with a key that says which it is
(stored with its draw and seeds; outside the server a group goes by ``group_ids``' name)."""

import hashlib
from collections.abc import Iterable, Mapping
from dataclasses import dataclass

from fedreg_core.domain.enums import SeenSex, TeamType

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


def drawn_name(name: str, number: int | None) -> str:
    """An entrant's name on a draw, after the competitor's number when one is assigned."""
    return f"{number} {name}" if number is not None else name


def fingerprint(keys: Iterable[int], seeds: Mapping[int, int]) -> str:
    """What a group is drawn from (its registration ids and their seeds), in 16 hex digits:
    a draw whose group's fingerprint changed is stale."""
    text = ";".join(f"{key}:{seeds.get(key, '')}" for key in sorted(keys))
    return hashlib.sha256(text.encode()).hexdigest()[:16]
