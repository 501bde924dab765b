"""Draw groups' names: stable, opaque, and different per tournament and per server secret."""

import pytest

from fedreg_core.domain.enums import SeenSex, TeamType
from fedreg_core.domain.errors import NotFound
from fedreg_core.draws.group_ids import GroupIds
from fedreg_core.draws.groups import Group

WOMEN, MEN = Group(3, 7, sex=SeenSex.WOMEN), Group(3, 7, sex=SeenSex.MEN)
TEAM = Group(3, 7, team_type=TeamType.MIX)


def test_a_group_has_one_name_per_tournament_and_secret() -> None:
    ids = GroupIds(b"secret")
    assert ids.of(1, WOMEN) == GroupIds(b"secret").of(1, WOMEN)  # every worker, every read
    names = {ids.of(1, WOMEN), ids.of(1, MEN), ids.of(1, TEAM), ids.of(2, WOMEN)}
    assert len(names) == 4
    assert GroupIds(b"another secret").of(1, WOMEN) != ids.of(1, WOMEN)


def test_a_name_says_nothing_of_the_group() -> None:
    for group in (WOMEN, MEN, TEAM):
        name = GroupIds(b"secret").of(1, group)
        assert len(name) == 24 and name.isalnum() and name.islower()
        assert group.key not in name and "men" not in name and "mix" not in name


def test_a_name_is_found_among_the_groups_and_only_there() -> None:
    ids = GroupIds(b"secret")
    assert ids.find(1, [MEN, WOMEN, TEAM], ids.of(1, WOMEN)) == WOMEN
    assert ids.named(1, [MEN, TEAM]) == {ids.of(1, MEN): MEN, ids.of(1, TEAM): TEAM}
    for name in (ids.of(2, WOMEN), WOMEN.key, ""):
        with pytest.raises(NotFound):
            ids.find(1, [MEN, WOMEN, TEAM], name)
