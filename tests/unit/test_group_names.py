"""Group names a worker remembers: a name it made is recalled without the tournament's groups,
only in its own tournament, and the memory starts afresh past its limit."""

from adapters.group_names import RememberedGroupIds
from fedreg_core.domain.enums import SeenSex, TeamType
from fedreg_core.draws.group_ids import GroupIds
from fedreg_core.draws.groups import Group

WOMEN = Group(1, 2, sex=SeenSex.WOMEN)
TEAM = Group(1, 2, team_type=TeamType.MIX)


def test_a_name_made_is_recalled_in_its_own_tournament_only() -> None:
    ids = RememberedGroupIds(b"secret")
    name = ids.of(7, WOMEN)
    assert name == GroupIds(b"secret").of(7, WOMEN)
    assert ids.recall(7, name) == WOMEN
    assert ids.recall(8, name) is None
    assert ids.recall(7, GroupIds(b"other").of(7, WOMEN)) is None
    assert GroupIds(b"secret").recall(7, name) is None


def test_past_the_limit_the_memory_starts_afresh() -> None:
    ids = RememberedGroupIds(b"secret", limit=1)
    women = ids.of(7, WOMEN)
    team = ids.of(7, TEAM)
    assert ids.recall(7, women) is None and ids.recall(7, team) == TEAM
