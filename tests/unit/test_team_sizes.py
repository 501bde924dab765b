"""Team sizes by discipline (WKF: men's team kumite 5 to 7, women's 3 to 4, team kata 3):
the admin's range on the discipline, checked when a team enters, named in the message."""

from dataclasses import replace
from datetime import date

import pytest

from fedreg_core.domain.catalog_rules import check_discipline
from fedreg_core.domain.entities import CategoryEntry, Discipline, Member
from fedreg_core.domain.entry_validity import Limits, rules_broken
from fedreg_core.domain.enums import EntryRule, TeamType
from fedreg_core.domain.errors import RuleBroken
from fedreg_core.domain.registration_rules import Offer, check_team_size
from fedreg_core.domain.rules import Validation
from fedreg_core.messages import translate
from fedreg_core.services.team_registrations import TeamChoice, register_team, update_team
from tests.unit.registrations_setup import Cup

KUMITE = Discipline(
    "Kumite ekipno", [1], is_team=True, id=5, team_min_members=5, team_max_members=7
)
KATA = Discipline("Kata ekipno", [1], is_team=True, id=6, team_min_members=3, team_max_members=3)
OFFER = Offer(frozenset({5, 6}), {}, {5: KUMITE, 6: KATA}, is_team=True)


@pytest.mark.parametrize(
    ("fewest", "most", "errors"),
    [
        (2, 4, {}),
        (5, 7, {}),
        (3, 3, {}),
        (1, 1, {}),
        (0, 4, {"teamMinMembers": "team_members_bound"}),
        (2, 8, {"teamMaxMembers": "team_members_bound"}),
        (5, 3, {"teamMaxMembers": "limits_order"}),
    ],
)
def test_the_range_is_within_one_to_seven_and_in_order(
    fewest: int, most: int, errors: dict[str, str]
) -> None:
    v = Validation()
    check_discipline(v, replace(KUMITE, team_min_members=fewest, team_max_members=most))
    assert v.errors == errors
    for field, key in errors.items():
        if key == "team_members_bound":
            assert v.values[field] == {"min": 1, "max": 7}


@pytest.mark.parametrize(
    ("count", "disciplines", "key", "values"),
    [
        (7, [5], None, None),
        (4, [5], "error_team_size", {"discipline": "Kumite ekipno", "min": 5, "max": 7}),
        (8, [5], "error_team_size", {"discipline": "Kumite ekipno", "min": 5, "max": 7}),
        (3, [5, 6], "error_team_size", {"discipline": "Kumite ekipno", "min": 5, "max": 7}),
        (5, [6, 5], "error_team_size_exact", {"discipline": "Kata ekipno", "min": 3, "max": 3}),
        (3, [6], None, None),
    ],
)
def test_the_team_fits_every_chosen_discipline(
    count: int, disciplines: list[int], key: str | None, values: dict[str, object] | None
) -> None:
    v = Validation()
    check_team_size(v, [CategoryEntry(1, disciplines)], OFFER, count)
    assert v.errors == ({"memberIds": key} if key else {})
    assert v.values == ({"memberIds": {**values, "count": count}} if values else {})


def test_the_message_names_the_range_in_both_languages() -> None:
    values = {"discipline": "Kumite", "min": 5, "max": 7, "count": 8}
    assert translate("error_team_size", "sr", values) == (
        "Broj članova ekipe u disciplini Kumite: od 5 do 7 (izabrano: 8)."
    )
    assert translate("error_team_size", "en", values) == (
        "A team in Kumite has 5 to 7 members (8 chosen)."
    )


async def men(cup: Cup, count: int) -> list[int]:
    """``count`` men of Sokol."""
    ids = []
    for n in range(count):
        member = await cup.member(cup.fed.sokol_id, f"Marko{n}", "S", is_male=True)
        assert member.id is not None
        ids.append(member.id)
    return ids


async def kumite_of_five_to_seven(cup: Cup) -> None:
    team = await cup.fed.db.disciplines.get(cup.ids["team"])
    assert team is not None
    team.team_min_members, team.team_max_members = 5, 7
    await cup.fed.db.disciplines.update(team)


def men_team(cup: Cup, member_ids: list[int]) -> TeamChoice:
    return TeamChoice(TeamType.MEN, member_ids, [cup.entry("Seniors", "team")])


async def test_a_men_kumite_team_of_seven_enters(cup: Cup) -> None:
    await kumite_of_five_to_seven(cup)
    ids = await men(cup, 7)
    team = await register_team(cup.fed.uow, cup.clock, cup.fed.coach, cup.cup, men_team(cup, ids))
    assert team.member_ids == ids
    assert [t.member_ids for t in cup.fed.db.team_registrations.all()] == [ids]


@pytest.mark.parametrize("count", [4, 8])
async def test_a_team_outside_the_range_is_refused(cup: Cup, count: int) -> None:
    await kumite_of_five_to_seven(cup)
    ids = await men(cup, count)
    with pytest.raises(RuleBroken) as error:
        await register_team(cup.fed.uow, cup.clock, cup.fed.coach, cup.cup, men_team(cup, ids))
    assert error.value.errors == {"memberIds": "error_team_size"}
    assert error.value.values["memberIds"] == {
        "discipline": "team",
        "min": 5,
        "max": 7,
        "count": count,
    }
    assert cup.fed.db.team_registrations.all() == []


async def test_a_change_to_too_few_members_is_refused(cup: Cup) -> None:
    await kumite_of_five_to_seven(cup)
    ids = await men(cup, 6)
    team = await register_team(cup.fed.uow, cup.clock, cup.fed.coach, cup.cup, men_team(cup, ids))
    assert team.id is not None
    with pytest.raises(RuleBroken) as error:
        await update_team(cup.fed.uow, cup.clock, cup.fed.coach, team.id, men_team(cup, ids[:4]))
    assert error.value.errors == {"memberIds": "error_team_size"}
    stored = cup.fed.db.team_registrations.all()
    assert [t.member_ids for t in stored] == [ids]


@pytest.mark.parametrize(
    ("count", "team_type", "rules"),
    [
        (4, TeamType.MEN, [EntryRule.TEAM_SIZE]),
        (5, TeamType.MEN, []),
        (8, TeamType.MEN, [EntryRule.TEAM_SIZE]),
        (4, None, []),  # a competitor's entry has no team size
    ],
)
def test_a_stored_team_outside_a_changed_range_is_listed_as_breaking_it(
    count: int, team_type: TeamType | None, rules: list[EntryRule]
) -> None:
    mates = [Member(1, f"M{n}", "S", date(2000, 1, 1), True, "PLAVI") for n in range(count)]
    limits = Limits({}, {5: KUMITE, 6: KATA})
    assert rules_broken([CategoryEntry(1, [5])], limits, mates, team_type) == rules
