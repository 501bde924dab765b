"""Team entries under the caps and quotas over HTTP: the places of the team disciplines, a
team past a cap waiting (in the club's answer, the admins' list and the overview), the
admin promoting it by its kind and id, a quota refused in the user's language."""

from typing import Any

from tests.api.registrations.conftest import Cup
from tests.api.registrations.test_waiting_list_api import EN, set_limits, url


def team_group(cup: Cup, **limits: int) -> dict[str, Any]:
    return {"categoryId": cup.ids["Seniors"], "disciplineId": cup.ids["team"], **limits}


async def enter_team(cup: Cup, *names: str) -> Any:
    members = [await cup.member(cup.fed.club_id, name) for name in names]
    json = {"type": "WOMEN", "memberIds": members, "categories": cup.categories("team")}
    return await cup.call("POST", url(cup, "register-team"), cup.fed.coach, json=json)


async def test_past_the_cap_a_team_waits_and_the_admin_promotes_it_by_kind(cup: Cup) -> None:
    fed = cup.fed
    answer = await set_limits(cup, fed.admin, {"groups": [team_group(cup, cap=1)]})
    assert answer.status_code == 200, answer.text
    assert (await enter_team(cup, "Đurđa", "Ćana")).status_code == 201
    answer = await enter_team(cup, "Šana", "Žana")
    assert answer.status_code == 201, answer.text
    waits = {
        tuple(m["firstName"] for m in t["members"]): t.get("waiting")
        for t in answer.json()["teams"]
    }
    assert waits == {("Đurđa", "Ćana"): None, ("Šana", "Žana"): [team_group(cup)]}
    places = (await cup.call("GET", url(cup, "entry-places"), fed.coach)).json()
    [team] = [p for p in places if p["disciplineId"] == cup.ids["team"]]
    assert (team["cap"], team["entered"], team["left"], team["nextInLine"]) == (1, 1, 0, 2)
    [waiting] = (await cup.call("GET", url(cup, "waiting-list"), fed.admin)).json()
    assert (waiting["kind"], waiting["memberName"], waiting["position"]) == (
        "team",
        "Šana Anić, Žana Anić",
        1,
    )
    club = (await cup.call("GET", url(cup, f"club/{fed.club_id}/waiting-list"), fed.coach)).json()
    assert [(w["kind"], w["entryId"]) for w in club] == [("team", waiting["entryId"])]
    overview = (await cup.call("GET", url(cup, "overview"), fed.admin)).json()
    assert [(t["count"], t["waiting"]) for t in overview["teams"]] == [(2, 1)]
    listed = (await cup.call("GET", url(cup, "teams"), fed.admin)).json()["items"]
    assert sorted(bool(t.get("waiting")) for t in listed) == [False, True]
    as_competitor = url(cup, f"waiting-list/competitor/{waiting['entryId']}/promote")
    assert (await cup.call("POST", as_competitor, fed.admin)).status_code == 409
    assert (
        await cup.call("POST", url(cup, "waiting-list/teams/1/promote"), fed.admin)
    ).status_code == 400
    promote = url(cup, f"waiting-list/team/{waiting['entryId']}/promote")
    assert (await cup.call("POST", promote, fed.admin)).status_code == 204
    assert (await cup.call("GET", url(cup, "waiting-list"), fed.admin)).json() == []


async def test_a_team_past_the_clubs_quota_is_refused_naming_the_quota(cup: Cup) -> None:
    fed = cup.fed
    await set_limits(cup, fed.admin, {"groups": [team_group(cup, quota=1)]})
    assert (await enter_team(cup, "Čedna", "Đina")).status_code == 201
    members = [await cup.member(fed.club_id, name) for name in ("Ćirka", "Šeki")]
    json = {"type": "WOMEN", "memberIds": members, "categories": cup.categories("team")}
    refused = await cup.call("POST", url(cup, "register-team"), fed.coach, json=json, headers=EN)
    assert refused.status_code == 400
    assert "(quota: 1)" in refused.json()["errors"]["categories"]
    teams = (await cup.call("GET", url(cup, "teams"), fed.admin)).json()
    assert teams["total"] == 1
