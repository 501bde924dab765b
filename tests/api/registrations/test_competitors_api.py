"""Competitor registration calls: register, change, remove, list; every refusal."""

from typing import Any

import pytest

from tests.api.registrations.conftest import Cup


def url(cup: Cup, tail: str = "register-competitor") -> str:
    return f"/api/tournament/{cup.id}/{tail}"


async def register(cup: Cup, who: dict[str, str] | None, member_id: int, **body: Any) -> Any:
    json = {"memberId": member_id, "categories": cup.categories("kumite"), **body}
    return await cup.call("POST", url(cup), who, json=json)


async def test_coach_registers_changes_and_removes(cup: Cup) -> None:
    fed = cup.fed
    member_id = await cup.member(fed.club_id)
    answer = await register(cup, fed.coach, member_id, categories=cup.categories("kumite", "kataA"))
    assert answer.status_code == 201, answer.text
    view = answer.json()
    assert view["clubId"] == fed.club_id
    [competitor] = view["competitors"]
    assert competitor["competitorId"] == member_id
    assert competitor["competitor"]["firstName"] == "Ana"
    assert competitor["club"] == {"id": fed.club_id, "name": "Karate klub Sloga"}
    assert competitor["categories"] == [
        {
            "id": cup.ids["Seniors"],
            "name": "Seniors",
            "disciplines": [
                {"id": cup.ids["kumite"], "name": "kumite"},
                {"id": cup.ids["kataA"], "name": "kataA"},
            ],
        }
    ]
    item = f"/api/tournament/competitor/{competitor['id']}"
    changed = await cup.call("PUT", item, fed.coach, json={"categories": cup.categories("kataB")})
    assert changed.status_code == 200, changed.text
    names = [d["name"] for d in changed.json()["competitors"][0]["categories"][0]["disciplines"]]
    assert names == ["kataB"]
    removed = await cup.call("DELETE", item, fed.coach)
    assert removed.status_code == 200, removed.text
    assert removed.json()["competitors"] == []
    history = await cup.call("GET", url(cup, "history"), fed.admin)
    assert [(h["type"], h["item"], h["user"]) for h in history.json()] == [
        ("COMPETITOR_DELETE", "Ana Anić", "Petar Petrović"),
        ("COMPETITOR_UPDATE", "Ana Anić", "Petar Petrović"),
        ("REGISTER_COMPETITOR", "Ana Anić", "Petar Petrović"),
    ]


@pytest.mark.parametrize(
    ("body", "errors"),
    [
        ({"categories": []}, {"categories": "This field is required."}),
        ({"categories": "empty"}, {"categories.0.disciplines": "Enter at least one discipline."}),
        (
            {"categories": "team"},
            {"categories.0.disciplines.0": "The discipline is not offered at this tournament."},
        ),
        (
            {"categories": "men"},
            {"categories.0.disciplines.0": "The discipline is not open to the competitor's sex."},
        ),
        ({"memberId": 999}, {"memberId": "Invalid value."}),
    ],
)
async def test_invalid_choices_are_400_per_field(
    cup: Cup, body: dict[str, Any], errors: dict[str, str]
) -> None:
    member_id = await cup.member(cup.fed.club_id)
    if isinstance(body.get("categories"), str):
        name = body["categories"]
        body["categories"] = cup.categories() if name == "empty" else cup.categories(name)
    headers = {**cup.fed.coach, "Accept-Language": "en"}
    answer = await register(cup, headers, body.pop("memberId", member_id), **body)
    assert answer.status_code == 400, answer.text
    assert answer.json()["errors"] == errors
    listed = await cup.call("GET", url(cup, "competitors"), cup.fed.admin)
    assert listed.json() == {"items": [], "total": 0}


async def test_unknown_fields_and_types_are_400(cup: Cup) -> None:
    member_id = await cup.member(cup.fed.club_id)
    extra = await register(cup, cup.fed.coach, member_id, isAdmin=True)
    assert extra.status_code == 400
    wrong = await cup.call("POST", url(cup), cup.fed.coach, json={"memberId": "x"})
    assert wrong.status_code == 400


async def test_refusals_401_403_404_409(cup: Cup) -> None:
    fed = cup.fed
    member_id = await cup.member(fed.club_id)
    assert (await register(cup, None, member_id)).status_code == 401
    assert (await register(cup, fed.other, member_id)).status_code == 403
    missing = await cup.call(
        "POST", "/api/tournament/999/register-competitor", fed.admin,
        json={"memberId": member_id, "categories": cup.categories("kumite")},
    )  # fmt: skip
    assert missing.status_code == 404
    assert (await register(cup, fed.coach, member_id)).status_code == 201
    duplicate = await register(cup, fed.admin, member_id)
    assert duplicate.status_code == 409
    assert duplicate.json()["error"]
    assert (
        await cup.call("DELETE", "/api/tournament/competitor/999", fed.admin)
    ).status_code == 404


async def test_closed_tournament_is_403_for_clubs_not_admins(cup: Cup) -> None:
    await cup.set_tournament(registration_open=False)
    member_id = await cup.member(cup.fed.club_id)
    closed = await register(cup, {**cup.fed.coach, "Accept-Language": "en"}, member_id)
    assert closed.status_code == 403
    assert closed.json()["message"] == "Applications for this tournament are closed."
    assert (await register(cup, cup.fed.admin, member_id)).status_code == 201
    await cup.set_tournament(is_archived=True)
    other_id = await cup.member(cup.fed.club_id, "Maja")
    assert (await register(cup, cup.fed.admin, other_id)).status_code == 403


async def test_lists_sort_and_private_fields(cup: Cup) -> None:
    fed = cup.fed
    for club, who, first in (
        (fed.club_id, fed.coach, "Zoe"),
        (fed.other_club_id, fed.other, "Ana"),
    ):
        member_id = await cup.member(club, first)
        assert (await register(cup, who, member_id)).status_code == 201
    alpha = await cup.call("GET", url(cup, "competitors?sort=ALPHA"), fed.coach)
    assert [c["competitor"]["firstName"] for c in alpha.json()["items"]] == ["Ana", "Zoe"]
    newest = await cup.call("GET", url(cup, "competitors?sort=DESC"), fed.coach)
    assert [c["competitor"]["firstName"] for c in newest.json()["items"]] == ["Ana", "Zoe"]
    oldest = await cup.call("GET", url(cup, "competitors?sort=ASC"), fed.coach)
    assert [c["competitor"]["firstName"] for c in oldest.json()["items"]] == ["Zoe", "Ana"]
    by_club = await cup.call("GET", url(cup, "competitors?sort=CLUB"), fed.coach)
    items = by_club.json()["items"]
    assert [c["club"]["name"] for c in items] == ["Karate klub Borac", "Karate klub Sloga"]
    assert "isMale" not in items[0]["competitor"]  # another club's member
    assert items[1]["competitor"]["isMale"] is False
    bad = await cup.call("GET", url(cup, "competitors?sort=NAME"), fed.coach)
    assert bad.status_code == 400
    own = await register(cup, fed.coach, await cup.member(fed.club_id, "Iva"))
    assert {c["club"]["id"] for c in own.json()["competitors"]} == {fed.club_id}
