"""Team sizes by discipline through the API: the admin gives men's team kumite 5 to 7
members; a team of 7 enters, teams of 4 and 8 are refused naming the range (sr, en)."""

from typing import Any

import pytest

from tests.api.registrations.conftest import Cup
from tests.api.registrations.test_exports_api import sheets


async def kumite_of_five_to_seven(cup: Cup) -> int:
    """A men's team kumite discipline of 5 to 7 members, made on the discipline form and
    offered as the tournament's team discipline."""
    fed = cup.fed
    obj = {
        "name": "Kumite ekipno",
        "categoryIds": [cup.ids["Seniors"]],
        "forSex": "1",
        "isTeam": True,
        "teamMinMembers": 5,
        "teamMaxMembers": 7,
    }
    made = await fed.call("POST", "/api/model/Disciplines", fed.admin, json={"obj": obj})
    assert made.status_code == 201, made.text
    assert (made.json()["teamMinMembers"], made.json()["teamMaxMembers"]) == (5, 7)
    cup.ids["kumiteTeam"] = made.json()["id"]
    await cup.set_tournament(team_discipline_ids=[cup.ids["team"], cup.ids["kumiteTeam"]])
    return int(made.json()["id"])


async def men(cup: Cup, count: int) -> list[int]:
    return [await cup.member(cup.fed.club_id, f"Marko{n}", is_male=True) for n in range(count)]


async def enter(cup: Cup, member_ids: list[int], language: str = "en") -> Any:
    body = {"type": "MEN", "memberIds": member_ids, "categories": cup.categories("kumiteTeam")}
    headers = {**cup.fed.coach, "Accept-Language": language}
    return await cup.call("POST", f"/api/tournament/{cup.id}/register-team", headers, json=body)


async def test_a_men_kumite_team_of_seven_enters_and_is_listed(cup: Cup) -> None:
    await kumite_of_five_to_seven(cup)
    seven = await men(cup, 7)
    answer = await enter(cup, seven)
    assert answer.status_code == 201, answer.text
    [team] = answer.json()["teams"]
    assert team["memberIds"] == seven
    assert [m["firstName"] for m in team["members"]] == [f"Marko{n}" for n in range(7)]
    listed = await cup.call("GET", f"/api/tournament/{cup.id}/teams", cup.fed.admin)
    assert [len(t["members"]) for t in listed.json()["items"]] == [7]
    tournament = await cup.call("GET", f"/api/tournament/{cup.id}", cup.fed.coach)
    offered = {
        link["discipline"]["name"]: (
            link["discipline"]["teamMinMembers"],
            link["discipline"]["teamMaxMembers"],
        )
        for link in tournament.json()["teamDisciplines"]
    }
    assert offered == {"team": (2, 4), "Kumite ekipno": (5, 7)}
    fees = f"/api/tournament/{cup.id}/fees/{cup.fed.club_id}"
    own = (await cup.call("GET", fees, cup.fed.coach)).json()  # the team fee: per team, 3000
    names = ", ".join(f"Marko{n} Anić" for n in range(7))
    assert [(line["label"], line["chargeable"], line["net"]) for line in own["lines"]] == [
        (names, 1, 3000)
    ]
    export = f"/api/tournament/{cup.id}/export/entries.xlsx"
    book = sheets((await cup.call("GET", export, cup.fed.admin)).content)
    assert [row[:3] for row in book["Ekipe"][1:]] == [["Karate klub Sloga", "Muška", names]]


@pytest.mark.parametrize(
    ("count", "language", "message"),
    [
        (8, "en", "A team in Kumite ekipno has 5 to 7 members (8 chosen)."),
        (4, "en", "A team in Kumite ekipno has 5 to 7 members (4 chosen)."),
        (4, "sr", "Broj članova ekipe u disciplini Kumite ekipno: od 5 do 7 (izabrano: 4)."),
    ],
)
async def test_too_many_or_too_few_are_refused_naming_the_range(
    cup: Cup, count: int, language: str, message: str
) -> None:
    await kumite_of_five_to_seven(cup)
    answer = await enter(cup, await men(cup, count), language)
    assert answer.status_code == 400, answer.text
    assert answer.json()["errors"] == {"memberIds": message}
    listed = await cup.call("GET", f"/api/tournament/{cup.id}/teams", cup.fed.admin)
    assert listed.json()["total"] == 0


async def test_the_range_is_changed_and_a_team_left_outside_it_is_marked(cup: Cup) -> None:
    discipline = await kumite_of_five_to_seven(cup)
    url = f"/api/model/Disciplines/{discipline}"
    body = {"obj": {"teamMinMembers": 3, "teamMaxMembers": 4}}
    changed = await cup.call("PUT", url, cup.fed.admin, json=body)
    assert (changed.json()["teamMinMembers"], changed.json()["teamMaxMembers"]) == (3, 4)
    assert (await enter(cup, await men(cup, 4))).status_code == 201
    english = {**cup.fed.admin, "Accept-Language": "en"}
    wrong = await cup.call("PUT", url, english, json={"obj": {"teamMinMembers": 5}})
    assert (wrong.status_code, wrong.json()["errors"]) == (
        400,
        {"teamMaxMembers": "The lower limit cannot be above the upper one."},
    )
    listed = await cup.call("GET", f"/api/tournament/{cup.id}/teams", cup.fed.admin)
    assert [t.get("brokenRules", []) for t in listed.json()["items"]] == [[]]
    narrowed = {"obj": {"teamMinMembers": 5, "teamMaxMembers": 7}}
    assert (await cup.call("PUT", url, cup.fed.admin, json=narrowed)).status_code == 200
    listed = await cup.call("GET", f"/api/tournament/{cup.id}/teams", cup.fed.admin)
    assert [t.get("brokenRules", []) for t in listed.json()["items"]] == [["TEAM_SIZE"]]


async def test_the_public_page_and_the_draw_name_all_seven(cup: Cup) -> None:
    await kumite_of_five_to_seven(cup)
    teams = [await men(cup, 7), await men(cup, 7)]
    for team in teams:
        assert (await enter(cup, team)).status_code == 201
    await cup.set_tournament(is_public=True, public_entries=True, registration_open=False)
    page = (await cup.fed.api.client.get(f"/api/public/tournaments/{cup.id}")).json()
    assert [len(team["members"]) for team in page["teams"]] == [7, 7]
    made = await cup.call("POST", f"/api/tournament/{cup.id}/draws", cup.fed.admin, json={})
    assert made.status_code == 200, made.text
    [draw] = [d for d in made.json() if d.get("teamType") == "MEN"]
    names = [entrant["name"] for entrant in draw["entrants"]]
    assert names == [", ".join(["Anić"] * 7)] * 2
