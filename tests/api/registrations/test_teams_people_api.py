"""Team, coach, referee and official registration calls."""

from typing import Any

import pytest

from tests.api.registrations.conftest import Cup


async def register_team(
    cup: Cup, who: dict[str, str] | None, member_ids: list[int], **body: Any
) -> Any:
    json = {"type": "WOMEN", "memberIds": member_ids, "categories": cup.categories("team"), **body}
    return await cup.call("POST", f"/api/tournament/{cup.id}/register-team", who, json=json)


async def test_team_is_registered_changed_listed_and_removed(cup: Cup) -> None:
    fed = cup.fed
    ana, maja, iva = [await cup.member(fed.club_id, name) for name in ("Ana", "Maja", "Iva")]
    answer = await register_team(cup, fed.coach, [ana, maja])
    assert answer.status_code == 201, answer.text
    [team] = answer.json()["teams"]
    assert (team["type"], team["memberIds"], team["noPay"], team["alwaysPays"]) == (
        "WOMEN",
        [ana, maja],
        False,
        False,
    )
    assert [m["firstName"] for m in team["members"]] == ["Ana", "Maja"]
    item = f"/api/tournament/team/{team['id']}"
    body = {
        "type": "MIX",
        "memberIds": [iva, ana, maja],
        "categories": cup.categories("team"),
        "noPay": True,
    }
    changed = await cup.call("PUT", item, fed.coach, json=body)
    assert changed.status_code == 200, changed.text
    assert changed.json()["teams"][0]["memberIds"] == [iva, ana, maja]
    listed = await cup.call("GET", f"/api/tournament/{cup.id}/teams?sort=CLUB", fed.other)
    assert listed.json()["total"] == 1
    assert (await cup.call("DELETE", item, fed.other)).status_code == 403
    removed = await cup.call("DELETE", item, fed.coach)
    assert removed.status_code == 200
    assert removed.json()["teams"] == []


@pytest.mark.parametrize(
    ("names", "body", "errors"),
    [
        (["Ana"], {}, {"memberIds": "A team in team has 2 to 4 members (1 chosen)."}),
        (["Ana", "Marko"], {}, {"type": "The members' sex does not match the team type."}),
        (
            ["Ana", "Maja"],
            {"noPay": True, "alwaysPays": True},
            {"alwaysPays": "A member cannot be both free of charge and always paying."},
        ),
        (
            ["Ana", "Maja"],
            {"categories": "kumite"},
            {"categories.0.disciplines.0": "The discipline is not offered at this tournament."},
        ),
    ],
)
async def test_team_rules_are_400_per_field(
    cup: Cup, names: list[str], body: dict[str, Any], errors: dict[str, str]
) -> None:
    ids = {
        name: await cup.member(cup.fed.club_id, name, is_male=name == "Marko")
        for name in ("Ana", "Maja", "Marko")
    }
    if isinstance(body.get("categories"), str):
        body["categories"] = cup.categories(body["categories"])
    headers = {**cup.fed.admin, "Accept-Language": "en"}
    answer = await register_team(cup, headers, [ids[n] for n in names], **body)
    assert answer.status_code == 400, answer.text
    assert answer.json()["errors"] == errors


async def test_team_refusals(cup: Cup) -> None:
    fed = cup.fed
    pair = [await cup.member(fed.club_id, name) for name in ("Ana", "Maja")]
    assert (await register_team(cup, None, pair)).status_code == 401
    assert (await register_team(cup, fed.other, pair)).status_code == 403
    assert (await register_team(cup, fed.coach, pair, alwaysPays=True)).status_code == 403
    assert (await register_team(cup, fed.admin, pair, alwaysPays=True)).status_code == 201
    bad_type = await register_team(cup, fed.coach, pair, type="KIDS")
    assert bad_type.status_code == 400
    assert (await cup.call("DELETE", "/api/tournament/team/999", fed.admin)).status_code == 404


@pytest.mark.parametrize(
    ("role", "table"), [("coach", "coaches"), ("referee", "referees"), ("official", "officials")]
)
async def test_people_register_once_and_are_removed(cup: Cup, role: str, table: str) -> None:
    fed = cup.fed
    person = await cup.person_id(table, fed.club_id)
    other_person = await cup.person_id(table, fed.other_club_id)
    add = f"/api/tournament/{cup.id}/register-{role}/{person}"
    assert (await cup.call("POST", add, None)).status_code == 401
    assert (
        await cup.call(
            "POST", f"/api/tournament/{cup.id}/register-{role}/{other_person}", fed.coach
        )
    ).status_code == 403
    assert (
        await cup.call("POST", f"/api/tournament/{cup.id}/register-{role}/999", fed.coach)
    ).status_code == 404
    answer = await cup.call("POST", add, fed.coach)
    assert answer.status_code == 201, answer.text
    [link] = answer.json()[table]
    assert (link["personId"], link["clubId"]) == (person, fed.club_id)
    assert (await cup.call("POST", add, fed.admin)).status_code == 409
    remove = f"/api/tournament/{cup.id}/{role}/{person}"
    assert (await cup.call("DELETE", remove, fed.other)).status_code == 403
    removed = await cup.call("DELETE", remove, fed.coach)
    assert removed.status_code == 200
    assert removed.json()[table] == []
    assert (await cup.call("DELETE", remove, fed.coach)).status_code == 404
    history = await cup.call("GET", f"/api/tournament/{cup.id}/history", fed.admin)
    assert [h["type"] for h in history.json()] == [
        f"{role.upper()}_DELETE",
        f"REGISTER_{role.upper()}",
    ]
