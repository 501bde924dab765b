"""The same team is entered once (issue 15, item 5): the same set of members, of the same type,
holds a category and discipline once per tournament (409 on ``memberIds``), when registering
and when changing a team. The database refuses it too (``test_sql_same_team``)."""

from typing import Any

import pytest

from fedreg_core.domain.enums import TeamType
from fedreg_core.domain.errors import Conflict
from fedreg_core.domain.registration_rules import team_member_key
from fedreg_core.services.team_registrations import TeamChoice, register_team, update_team
from tests.unit.registrations_setup import Cup


async def _women(cup: Cup, *names: str) -> list[int]:
    ids = []
    for name in names:
        member = await cup.member(cup.fed.sokol_id, name, "S")
        assert member.id is not None
        ids.append(member.id)
    return ids


def _choice(cup: Cup, member_ids: list[int], *disciplines: str, **more: Any) -> TeamChoice:
    values: dict[str, Any] = {
        "type": TeamType.WOMEN,
        "member_ids": member_ids,
        "categories": [cup.entry("Seniors", *(disciplines or ("team",)))],
    }
    return TeamChoice(**{**values, **more})


async def _register(cup: Cup, choice: TeamChoice) -> int:
    team = await register_team(cup.fed.uow, cup.clock, cup.fed.coach, cup.cup, choice)
    assert team.id is not None
    return team.id


async def test_the_same_team_twice_is_a_conflict_and_stores_nothing(cup: Cup) -> None:
    ana, maja = await _women(cup, "Ana", "Maja")
    await _register(cup, _choice(cup, [ana, maja]))
    for members in ([ana, maja], [maja, ana]):  # the order of the members does not matter
        with pytest.raises(Conflict) as twice:
            await _register(cup, _choice(cup, members))
        assert (twice.value.message_key, twice.value.field) == (
            "error_team_already_registered",
            "memberIds",
        )
    assert len(cup.fed.db.team_registrations.all()) == 1
    assert cup.fed.db.team_registrations.held == [sorted([ana, maja])] * 3


async def test_one_shared_entry_is_enough_to_be_the_same_team(cup: Cup) -> None:
    ana, maja = await _women(cup, "Ana", "Maja")
    await _register(cup, _choice(cup, [ana, maja], "team"))
    with pytest.raises(Conflict):
        await _register(cup, _choice(cup, [ana, maja], "teamWomen", "team"))


@pytest.mark.parametrize(
    "other",
    [
        pytest.param({"type": TeamType.MIX}, id="other-type"),
        pytest.param({"categories": "teamWomen"}, id="other-discipline"),
        pytest.param({"members": 3}, id="other-members"),
    ],
)
async def test_another_team_is_entered(cup: Cup, other: dict[str, Any]) -> None:
    ana, maja, iva = await _women(cup, "Ana", "Maja", "Iva")
    await _register(cup, _choice(cup, [ana, maja]))
    members = [ana, maja, iva][: other.pop("members", 2)]
    disciplines = [other.pop("categories")] if "categories" in other else []
    await _register(cup, _choice(cup, members, *disciplines, **other))
    assert len(cup.fed.db.team_registrations.all()) == 2


async def test_a_team_is_not_changed_into_another_that_is_entered(cup: Cup) -> None:
    ana, maja, iva = await _women(cup, "Ana", "Maja", "Iva")
    await _register(cup, _choice(cup, [ana, maja]))
    other = await _register(cup, _choice(cup, [ana, iva]))
    with pytest.raises(Conflict) as refused:
        await update_team(cup.fed.uow, cup.clock, cup.fed.coach, other, _choice(cup, [maja, ana]))
    assert refused.value.message_key == "error_team_already_registered"
    kept = await update_team(  # a team changed into itself is no duplicate
        cup.fed.uow, cup.clock, cup.fed.coach, other, _choice(cup, [iva, ana], "team", "teamWomen")
    )
    assert kept.member_ids == [iva, ana]


def test_the_member_key_is_the_set_of_ids_in_order() -> None:
    assert team_member_key([12, 3, 7]) == team_member_key([7, 12, 3]) == "3,7,12"
