"""The paged lists, their filters and errors, the discipline overview and the lean fee
report through HTTP (orders and ties on both databases: test_sql_registration_lists)."""

from typing import Any

import pytest

from fedreg_core.messages import translate
from tests.api.conftest import Api
from tests.api.resources.conftest import Federation, fed_on
from tests.integration.registration_list_seed import Field, seed_field

ITEM_KEYS = {
    "id",
    "tournamentId",
    "competitorId",
    "competitor",
    "assignedNumber",
    "club",
    "categories",
    "createdAt",
    "sex",
}


@pytest.fixture
async def world(api: Api) -> tuple[Federation, Field]:
    fed = await fed_on(api)
    return fed, await seed_field(api.context.uow, fed.club_id, fed.other_club_id)


async def listed(world: tuple[Federation, Field], who: str, tail: str, **headers: str) -> Any:
    fed, field = world
    url = f"/api/tournament/{field.ids['cup']}/{tail}"
    return await fed.call("GET", url, getattr(fed, who), headers=headers)


async def shown(world: tuple[Federation, Field], tail: str, who: str = "admin") -> list[str]:
    answer = await listed(world, who, tail)
    assert answer.status_code == 200, answer.text
    kind = "t" if tail.startswith("teams") else "c"
    return world[1].names([item["id"] for item in answer.json()["items"]], kind)


async def test_a_page_and_the_total(world: tuple[Federation, Field]) -> None:
    page = (await listed(world, "admin", "competitors?skip=1&limit=2")).json()
    assert world[1].names([item["id"] for item in page["items"]]) == ["c5", "c3"]
    assert page["total"] == 5
    assert set(page["items"][0]) == ITEM_KEYS
    past = (await listed(world, "admin", "competitors?skip=50&sort=CLUB")).json()
    assert past == {"items": [], "total": 5}


FILTERS = [
    ("competitors?q=ani", ["c2", "c5"]),
    ("competitors?q=%C4%86IR", ["c4"]),  # ĆIR
    ("competitors?clubId={borac}", ["c3", "c4"]),
    ("competitors?categoryId={Juniors}", ["c4"]),
    ("competitors?disciplineId={kumite}&sort=ASC", ["c1", "c2", "c4"]),
    ("competitors?categoryId={Seniors}&disciplineId={kumite}", ["c2", "c1"]),
    ("competitors?sex=MEN", ["c3"]),
    ("competitors?sort=ASSIGNED_NUMBER&limit=2", ["c3", "c1"]),
    ("teams?type=MIX", ["t2"]),
    ("teams?q=sloga&sort=DESC", ["t4", "t3", "t1"]),
    ("teams?clubId={sloga}&categoryId={Seniors}&disciplineId={team}", ["t3", "t4", "t1"]),
]


@pytest.mark.parametrize(("tail", "expected"), FILTERS)
async def test_filters(world: tuple[Federation, Field], tail: str, expected: list[str]) -> None:
    assert await shown(world, tail.format(**world[1].ids)) == expected


async def test_club_users_see_other_clubs_without_private_fields(
    world: tuple[Federation, Field],
) -> None:
    answer = (await listed(world, "coach", "competitors?sort=CLUB")).json()
    by_club = {item["club"]["name"]: item["competitor"] for item in answer["items"]}
    assert "isMale" not in by_club["Karate klub Borac"]
    assert by_club["Karate klub Sloga"]["isMale"] is False
    # the sex filter keeps the rule: Iva (Borac, kumite) is UNKNOWN to Sloga's coach
    assert await shown(world, "competitors?sex=UNKNOWN", "coach") == ["c4"]
    assert await shown(world, "competitors?sex=WOMEN", "coach") == ["c2", "c5", "c1"]


@pytest.mark.parametrize(
    ("who", "expected"),
    [
        ("admin", {"c1": "WOMEN", "c2": "WOMEN", "c3": "MEN", "c4": "WOMEN", "c5": "WOMEN"}),
        # Borac's Marko shows as a man by his men's discipline, Iva not at all
        ("coach", {"c1": "WOMEN", "c2": "WOMEN", "c3": "MEN", "c4": "UNKNOWN", "c5": "WOMEN"}),
    ],
)
async def test_each_competitor_has_the_sex_the_caller_sees_as_the_filter_does(
    world: tuple[Federation, Field], who: str, expected: dict[str, str]
) -> None:
    items = (await listed(world, who, "competitors")).json()["items"]
    names = world[1].names([item["id"] for item in items])
    assert dict(zip(names, (item["sex"] for item in items), strict=True)) == expected
    for sex in ("MEN", "WOMEN", "UNKNOWN"):
        with_sex = [name for name, seen in expected.items() if seen == sex]
        assert sorted(await shown(world, f"competitors?sex={sex}", who)) == with_sex


ERRORS = [
    ("competitors?skip=-1", "skip", "not_negative"),
    ("competitors?limit=0", "limit", "invalid_value"),
    ("competitors?limit=1001", "limit", "invalid_value"),
    ("competitors?limit=ten", "limit", "integer"),
    ("competitors?clubId=0", "clubId", "invalid_value"),
    ("competitors?categoryId=x", "categoryId", "integer"),
    ("competitors?disciplineId=99999999999", "disciplineId", "invalid_value"),
    ("competitors?sex=MALE", "sex", "invalid_value"),
    ("competitors?sort=NAME", "sort", "invalid_value"),
    ("competitors?q=" + "a" * 201, "q", "max_length"),
    ("teams?type=MEN_ONLY", "type", "invalid_value"),
]


@pytest.mark.parametrize(("tail", "name", "key"), ERRORS)
async def test_bad_parameters_are_400_per_field_in_the_users_language(
    world: tuple[Federation, Field], tail: str, name: str, key: str
) -> None:
    answer = await listed(world, "coach", tail, **{"Accept-Language": "en"})
    assert answer.status_code == 400
    assert answer.json()["errors"] == {name: translate(key, "en")}
    serbian = await listed(world, "coach", tail)
    assert serbian.json()["errors"] == {name: translate(key, "sr")}


def counts(answer: Any) -> set[tuple[Any, ...]]:
    body = answer.json()
    return {
        *((c["categoryId"], c["disciplineId"], c["sex"], c["count"]) for c in body["competitors"]),
        *((t["categoryId"], t["disciplineId"], t["type"], t["count"]) for t in body["teams"]),
    }


async def set_show_disciplines(fed: Federation, on: bool) -> None:
    async with fed.api.context.uow() as uow:
        settings = await uow.settings.get()
        settings.show_disciplines = on
        await uow.settings.update(settings)
        await uow.commit()


async def test_the_overview_counts_as_each_caller_sees(world: tuple[Federation, Field]) -> None:
    fed, field = world
    i = field.ids
    assert (await listed(world, "coach", "overview")).status_code == 403
    admin = await listed(world, "admin", "overview")
    assert counts(admin) == {
        (i["Seniors"], i["kumite"], "WOMEN", 2),
        (i["Seniors"], i["kataA"], "WOMEN", 1),
        (i["Seniors"], i["kataB"], "WOMEN", 1),
        (i["Seniors"], i["men"], "MEN", 1),
        (i["Juniors"], i["kumite"], "WOMEN", 1),
        (i["Seniors"], i["team"], "WOMEN", 3),
        (i["Seniors"], i["team"], "MIX", 1),
    }
    await set_show_disciplines(fed, True)
    coach = await listed(world, "coach", "overview")
    assert counts(coach) == counts(admin) - {(i["Juniors"], i["kumite"], "WOMEN", 1)} | {
        (i["Juniors"], i["kumite"], "UNKNOWN", 1)
    }
    async with fed.api.context.uow() as uow:
        tournament = await uow.tournaments.get(i["cup"])
        assert tournament is not None
        tournament.is_archived = True
        await uow.tournaments.update(tournament)
        await uow.commit()
    assert (await listed(world, "coach", "overview")).status_code == 404
    assert (await listed(world, "coach", "competitors")).status_code == 404
    assert (await listed(world, "admin", "overview")).status_code == 200


async def test_the_fee_report_leaves_lines_to_each_club(world: tuple[Federation, Field]) -> None:
    field = world[1]
    report = (await listed(world, "admin", "fees")).json()
    assert [c["club"]["name"] for c in report["clubs"]] == [
        "Karate klub Borac",
        "Karate klub Sloga",
    ]
    assert set(report["clubs"][0]) == {
        *("club", "gross", "discounts", "net", "deduction", "total"),
        *("competitors", "teams", "lateFees"),
    }
    # Borac: c3, c4 and t2; Sloga: c1, c2, c5 and t1, t3, t4
    assert [(c["competitors"], c["teams"]) for c in report["clubs"]] == [(2, 1), (3, 3)]
    one = (await listed(world, "admin", f"fees/{field.ids['sloga']}")).json()
    assert [line["registrationId"] for line in one["lines"]] == [
        field.ids[k] for k in ("c1", "c2", "c5", "t1", "t3", "t4")
    ]
    sloga = report["clubs"][1]
    assert {k: one[k] for k in sloga} == sloga
    assert report["total"] == sum(c["total"] for c in report["clubs"])


async def test_the_tournament_counts_every_clubs_registrations_and_entries(
    world: tuple[Federation, Field],
) -> None:
    """For the info panel, also for a club that may not see the overview (403 above)."""
    fed, field = world
    one = await fed.call("GET", f"/api/tournament/{field.ids['cup']}", fed.coach)
    assert one.status_code == 200, one.text
    keys = ("clubs", "competitors", "teams", "competitorEntries", "teamEntries")
    # c2 has two entries, the other competitors one each; each team one
    assert [one.json()[f"{key}Count"] for key in keys] == [2, 5, 4, 6, 4]
    listed = (await fed.call("GET", "/api/model/Tournaments", fed.coach)).json()
    [item] = [t for t in listed["items"] if t["id"] == field.ids["cup"]]
    assert {f"{key}Count": item[f"{key}Count"] for key in keys} == {
        f"{key}Count": one.json()[f"{key}Count"] for key in keys
    }
