"""Team registrations over fakes: size, one club, type by sex, team disciplines, pay flags."""

from typing import Any

import pytest

from fedreg_core.domain.access import PersonRef
from fedreg_core.domain.enums import HistoryType, TeamType
from fedreg_core.domain.errors import Forbidden, RuleBroken
from fedreg_core.services.team_registrations import (
    TeamChoice,
    delete_team,
    register_team,
    update_team,
)
from tests.unit.registrations_setup import Cup


async def people(cup: Cup) -> dict[str, int]:
    """Sokol: women Ana, Maja, Iva, Eva, Una; men Marko, Pera. Soko: Nina (woman)."""
    ids: dict[str, int] = {}
    for name, male in (
        ("Ana", 0),
        ("Maja", 0),
        ("Iva", 0),
        ("Eva", 0),
        ("Una", 0),
        ("Marko", 1),
        ("Pera", 1),
    ):
        member = await cup.member(cup.fed.sokol_id, name, "S", is_male=bool(male))
        assert member.id is not None
        ids[name] = member.id
    nina = await cup.member(cup.fed.soko_id, "Nina", "N")
    assert nina.id is not None
    ids["Nina"] = nina.id
    return ids


def choice(cup: Cup, ids: dict[str, int], names: list[str], **changes: Any) -> TeamChoice:
    values: dict[str, Any] = {
        "type": TeamType.WOMEN,
        "member_ids": [ids[n] for n in names],
        "categories": [cup.entry("Seniors", "team")],
    }
    values.update(changes)
    return TeamChoice(**values)


async def test_coach_registers_a_team_with_history(cup: Cup) -> None:
    ids = await people(cup)
    team = await register_team(
        cup.fed.uow, cup.clock, cup.fed.coach, cup.cup, choice(cup, ids, ["Ana", "Maja"])
    )
    assert team.club_id == cup.fed.sokol_id
    assert team.member_ids == [ids["Ana"], ids["Maja"]]
    history = await cup.fed.db.history.list_for_tournament(cup.cup)
    assert [(h.type, h.item) for h in history] == [(HistoryType.REGISTER_TEAM, "Ana S, Maja S")]
    assert history[0].people == (
        PersonRef("members", ids["Ana"]),
        PersonRef("members", ids["Maja"]),
    )


TEAM_CASES = [
    (["Ana"], {}, {"memberIds": "error_team_size"}),
    (["Ana", "Maja", "Iva", "Eva", "Una"], {}, {"memberIds": "error_team_size"}),
    (["Ana", "Ana"], {}, {"memberIds": "error_duplicate_choice"}),
    (["Ana", "Nina"], {}, {"memberIds": "error_team_one_club"}),
    (["Ana", "Marko"], {}, {"type": "error_team_type_sex"}),
    (["Ana", "Marko"], {"type": TeamType.MEN}, {"type": "error_team_type_sex"}),
    (["Ana", "Maja"], {"no_pay": True, "always_pays": True}, {"alwaysPays": "pays_conflict"}),
    (["Ana", "Maja"], {"categories": []}, {"categories": "required"}),
    (
        ["Ana", "Marko"],
        {"type": TeamType.MIX, "categories": "teamWomen"},
        {"categories.0.disciplines.0": "error_discipline_sex"},
    ),
    (
        ["Ana", "Maja"],
        {"categories": "kumite"},
        {"categories.0.disciplines.0": "error_discipline_not_offered"},
    ),
    (["Marko", "Pera"], {"type": TeamType.MEN}, {}),
    (["Ana", "Marko", "Maja", "Iva"], {"type": TeamType.MIX}, {}),
]


@pytest.mark.parametrize(("names", "changes", "errors"), TEAM_CASES)
async def test_team_rules(
    cup: Cup, names: list[str], changes: dict[str, Any], errors: dict[str, str]
) -> None:
    ids = await people(cup)
    if isinstance(changes.get("categories"), str):
        changes["categories"] = [cup.entry("Seniors", changes["categories"])]
    call = register_team(
        cup.fed.uow, cup.clock, cup.fed.admin, cup.cup, choice(cup, ids, names, **changes)
    )
    if not errors:
        await call
        return
    with pytest.raises(RuleBroken) as error:
        await call
    assert error.value.errors == errors
    assert cup.fed.db.team_registrations.all() == []


async def test_always_pays_is_for_admins(cup: Cup) -> None:
    ids = await people(cup)
    wanted = choice(cup, ids, ["Ana", "Maja"], always_pays=True)
    with pytest.raises(Forbidden):
        await register_team(cup.fed.uow, cup.clock, cup.fed.coach, cup.cup, wanted)
    team = await register_team(cup.fed.uow, cup.clock, cup.fed.admin, cup.cup, wanted)
    assert team.always_pays
    assert team.id is not None
    # the coach may change the team while keeping the admin's flag
    kept = choice(cup, ids, ["Ana", "Maja", "Iva"], always_pays=True)
    assert (
        await update_team(cup.fed.uow, cup.clock, cup.fed.coach, team.id, kept)
    ).member_ids == kept.member_ids


async def test_other_club_refused_and_team_removed(cup: Cup) -> None:
    ids = await people(cup)
    team = await register_team(
        cup.fed.uow, cup.clock, cup.fed.coach, cup.cup, choice(cup, ids, ["Ana", "Maja"])
    )
    assert team.id is not None
    with pytest.raises(Forbidden):
        await register_team(
            cup.fed.uow, cup.clock, cup.fed.other, cup.cup, choice(cup, ids, ["Ana", "Iva"])
        )
    with pytest.raises(Forbidden):
        await delete_team(cup.fed.uow, cup.clock, cup.fed.other, team.id)
    with pytest.raises(RuleBroken):
        await update_team(
            cup.fed.uow, cup.clock, cup.fed.admin, team.id, choice(cup, ids, ["Nina", "Ana"])
        )
    await delete_team(cup.fed.uow, cup.clock, cup.fed.coach, team.id)
    assert cup.fed.db.team_registrations.all() == []
    types = [h.type for h in await cup.fed.db.history.list_for_tournament(cup.cup)]
    assert sorted(types) == sorted([HistoryType.REGISTER_TEAM, HistoryType.TEAM_DELETE])
