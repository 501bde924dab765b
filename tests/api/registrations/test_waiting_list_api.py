"""Caps, club quotas and the waiting list over HTTP: the places the entry dialog shows, an
entry past a cap waiting, the admin promoting it (in the history); every refusal in the
user's language with nothing changed."""

from typing import Any

from tests.api.registrations.conftest import Cup

EN = {"Accept-Language": "en"}


def url(cup: Cup, tail: str) -> str:
    return f"/api/tournament/{cup.id}/{tail}"


def kumite(cup: Cup, **limits: int) -> dict[str, Any]:
    return {"categoryId": cup.ids["Seniors"], "disciplineId": cup.ids["kumite"], **limits}


async def enter(cup: Cup, first: str) -> Any:
    member_id = await cup.member(cup.fed.club_id, first)
    json = {"memberId": member_id, "categories": cup.categories("kumite")}
    answer = await cup.call("POST", url(cup, "register-competitor"), cup.fed.coach, json=json)
    assert answer.status_code == 201, answer.text
    return answer


async def limited(cup: Cup, who: dict[str, str]) -> list[dict[str, Any]]:
    """The entry places of the limited groups (the answer lists every group)."""
    places = (await cup.call("GET", url(cup, "entry-places"), who)).json()
    return [p for p in places if p["cap"] is not None or p["quota"] is not None]


async def set_limits(cup: Cup, who: dict[str, str], body: dict[str, Any], **kw: Any) -> Any:
    return await cup.call("PUT", url(cup, "entry-limits"), who, json=body, **kw)


async def test_past_the_cap_an_entry_waits_and_the_admin_promotes_it(cup: Cup) -> None:
    fed = cup.fed
    answer = await set_limits(cup, fed.admin, {"totalCap": 10, "groups": [kumite(cup, cap=1)]})
    assert answer.status_code == 200, answer.text
    entered = (await enter(cup, "Đorđe")).json()["competitors"]
    answer = (await enter(cup, "Ђорђе")).json()["competitors"]
    assert [c.get("waiting") for c in entered] == [None]
    waits = {c["competitor"]["firstName"]: c.get("waiting") for c in answer}
    assert waits["Ђорђе"] == [{"categoryId": cup.ids["Seniors"], "disciplineId": cup.ids["kumite"]}]
    assert waits["Đorđe"] is None
    places = await limited(cup, fed.coach)
    assert [(p["cap"], p["entered"], p["left"], p["nextInLine"]) for p in places] == [
        (10, 1, 9, None),
        (1, 1, 0, 2),
    ]
    assert (places[1]["categoryName"], places[1]["disciplineName"]) == ("Seniors", "kumite")
    [waiting] = (await cup.call("GET", url(cup, "waiting-list"), fed.admin)).json()
    assert (waiting["categoryName"], waiting["disciplineName"]) == ("Seniors", "kumite")
    assert (waiting["memberName"], waiting["position"]) == ("Ђорђе Anić", 1)
    club = (await cup.call("GET", url(cup, f"club/{fed.club_id}/waiting-list"), fed.coach)).json()
    assert [(w["memberName"], w["position"]) for w in club] == [("Ђорђе Anić", 1)]
    promote = url(cup, f"waiting-list/{waiting['kind']}/{waiting['entryId']}/promote")
    refused = await cup.call("POST", promote, fed.coach)
    assert refused.status_code == 403
    assert "Samo administrator" in refused.json()["message"]
    assert (await cup.call("POST", promote, fed.admin)).status_code == 204
    assert (await cup.call("GET", url(cup, "waiting-list"), fed.admin)).json() == []
    again = await cup.call("POST", promote, fed.admin, headers=EN)
    assert again.status_code == 409
    assert again.json()["message"] == "This entry is not on the waiting list."
    history = (await cup.call("GET", url(cup, "history"), fed.admin)).json()
    assert history[0]["type"] == "WAITING_PROMOTED"


async def test_the_admins_page_of_every_club_marks_the_waiting_entry(cup: Cup) -> None:
    fed = cup.fed
    await set_limits(cup, fed.admin, {"groups": [kumite(cup, cap=1)]})
    await enter(cup, "Čedomir")
    await enter(cup, "Ђурђица")
    page = (await cup.call("GET", url(cup, "competitors"), fed.admin)).json()
    waits = {c["competitor"]["firstName"]: c.get("waiting") for c in page["items"]}
    kumite_entry = {"categoryId": cup.ids["Seniors"], "disciplineId": cup.ids["kumite"]}
    assert waits == {"Čedomir": None, "Ђурђица": [kumite_entry]}


async def test_limits_below_zero_or_the_entries_in_are_refused_naming_the_count(
    cup: Cup,
) -> None:
    fed = cup.fed
    await enter(cup, "Šćepan")
    await enter(cup, "Шћепан")
    below_zero = await set_limits(cup, fed.admin, {"totalCap": -1})
    assert below_zero.status_code == 400
    assert below_zero.json()["errors"] == {"totalCap": "Ograničenje ne može biti manje od nule."}
    below = await set_limits(cup, fed.admin, {"groups": [kumite(cup, cap=1)]}, headers=EN)
    assert below.status_code == 400
    assert below.json()["errors"] == {"caps": "A limit cannot be below the entries already in: 2."}
    assert await limited(cup, fed.admin) == []


async def test_an_entry_past_the_clubs_quota_is_refused_naming_the_quota(cup: Cup) -> None:
    fed = cup.fed
    answer = await set_limits(cup, fed.admin, {"groups": [kumite(cup, quota=1)]})
    assert answer.status_code == 200, answer.text
    await enter(cup, "Žaklina")
    member_id = await cup.member(fed.club_id, "Жаклина")
    json = {"memberId": member_id, "categories": cup.categories("kumite")}
    refused = await cup.call("POST", url(cup, "register-competitor"), fed.coach, json=json)
    assert refused.status_code == 400
    assert "(kvota: 1)" in refused.json()["errors"]["categories"]
    [places] = await limited(cup, fed.admin)
    assert (places["quota"], places["entered"]) == (1, 1)
    every = (await cup.call("GET", url(cup, "entry-places"), fed.coach)).json()
    assert {(p["categoryName"], p["disciplineName"]) for p in every} >= {
        ("Seniors", "kumite"),
        ("Seniors", "kataA"),
    }
