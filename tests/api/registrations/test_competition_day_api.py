"""A competition day over HTTP: the admin puts a drawn group on a tatami with a table
official (a volunteer of the other club), the official records its bouts, a second table
meets 409, a correction is the admin's, and the medal table follows."""

from typing import Any

from tests.api.registrations.conftest import Cup
from tests.api.registrations.test_draws_api import enter, make, women

EN = {"Accept-Language": "en"}


async def _official_id(cup: Cup) -> int:
    async with cup.fed.api.context.uow() as uow:
        user = await uow.users.get_by_email("other@example.com")
    assert user is not None and user.id is not None
    return user.id


async def _record(
    cup: Cup, who: dict[str, str], bout: dict[str, Any], winner: int, version: int
) -> Any:
    url = f"/api/tournament/{cup.id}/draws/{women(cup)}/bouts/{bout['round']}/{bout['index']}"
    return await cup.call("PUT", url, who, json={"winner": winner, "version": version})


async def test_a_table_official_enters_the_day_and_the_admin_corrects(cup: Cup) -> None:
    await enter(cup, 4)
    await cup.set_tournament(registration_open=False)
    assert (await make(cup, {"seed": 7})).status_code == 200
    base = f"/api/tournament/{cup.id}"
    published = await cup.call(
        "PUT", f"{base}/draws/publish", cup.fed.admin, json={"published": True}
    )
    assert published.status_code == 200
    judge, admin, coach = cup.fed.other, cup.fed.admin, cup.fed.coach
    results = f"{base}/draws/{women(cup)}/results"
    before = (await cup.call("GET", results, judge)).json()
    assert not before["mayRecord"] and not before["mayCorrect"]

    plan = {
        "tatamis": [
            {"number": 1, "officialIds": [await _official_id(cup)], "groupKeys": [women(cup)]}
        ]
    }
    set_plan = await cup.call("PUT", f"{base}/tatamis", admin, json=plan)
    assert set_plan.status_code == 200, set_plan.text
    read = (await cup.call("GET", f"{base}/tatamis", judge)).json()
    assert read["mayChange"] is False
    kumite = cup.ids["kumite"]
    assert read["boutMinutes"] == [{"disciplineId": kumite, "minutes": 3}]
    (tatami,) = read["tatamis"]
    assert tatami["officials"] == [{"id": await _official_id(cup), "name": "Petar Petrović"}]
    assert tatami["yours"] and tatami["startsAt"] == "09:00"
    assert [g["groupKey"] for g in tatami["groups"]] == [women(cup)]
    assert tatami["groups"][0]["startsAt"].endswith("T09:00:00")
    plan["boutMinutes"] = [{"disciplineId": kumite, "minutes": 5}]
    plan["tatamis"][0]["startsAt"] = "08:30"
    again = (await cup.call("PUT", f"{base}/tatamis", admin, json=plan)).json()
    assert again["boutMinutes"] == [{"disciplineId": kumite, "minutes": 5}]
    assert again["tatamis"][0]["groups"][0]["startsAt"].endswith("T08:30:00")
    assert (await cup.call("GET", f"{base}/tatamis", coach)).json()["tatamis"][0]["yours"] is False

    day = (await cup.call("GET", f"{base}/clubs/{cup.fed.club_id}/day", coach)).json()
    assert len(day) == 2 and {c["tatami"] for c in day} == {1}
    assert all(c["groupKey"] == women(cup) and c["place"] is None for c in day)
    assert all(c["nextBout"]["round"] == 1 and c["nextBout"]["opponent"] for c in day)
    assert (await cup.call("GET", f"{base}/clubs/{cup.fed.club_id}/day", judge)).status_code == 403
    now = (await cup.call("GET", results, judge)).json()
    assert now["mayRecord"] and not now["mayCorrect"]
    first, second = [b for b in now["bouts"] if b["round"] == 1]
    assert (await _record(cup, coach, first, first["red"], 0)).status_code == 403
    assert (await _record(cup, judge, first, first["red"], 0)).status_code == 200
    late = await _record(cup, {**judge, **EN}, first, first["blue"], 0)
    assert late.status_code == 409
    correcting = await _record(cup, {**judge, **EN}, first, first["blue"], 1)
    assert correcting.status_code == 403
    assert correcting.json()["message"] == "Only an admin changes or clears a recorded result."
    assert (await _record(cup, judge, second, second["blue"], 0)).status_code == 200
    final = next(
        b for b in (await cup.call("GET", results, judge)).json()["bouts"] if b["round"] == 2
    )
    assert (await _record(cup, judge, final, final["red"], 0)).status_code == 200
    corrected = await _record(cup, admin, first, first["blue"], 1)
    assert corrected.status_code == 200 and corrected.json()["reset"] == ["2/0"]
    final = next(b for b in corrected.json()["bouts"] if b["round"] == 2)
    assert final["red"] == first["blue"] and final["winner"] is None
    assert (await _record(cup, judge, final, final["blue"], 0)).status_code == 200
    placed = (await cup.call("GET", f"{base}/clubs/{cup.fed.club_id}/day", coach)).json()
    assert all(c["nextBout"] is None and c["place"] in (1, 2, 3) for c in placed)
    medals = (await cup.call("GET", f"{base}/medals", coach)).json()
    assert sum(c["gold"] for c in medals["clubs"]) == 1
    assert [p["place"] for p in medals["groups"][0]["placings"]] == [1, 2, 3, 3]


async def test_a_wrong_plan_is_refused_per_field_in_the_users_language(cup: Cup) -> None:
    await enter(cup, 3)
    await cup.set_tournament(registration_open=False)
    await make(cup, {"seed": 1})
    url = f"/api/tournament/{cup.id}/tatamis"
    group = women(cup)
    plan = {"tatamis": [{"number": 2, "groupKeys": [group]}, {"number": 2, "groupKeys": [group]}]}
    refused = await cup.call("PUT", url, {**cup.fed.admin, **EN}, json=plan)
    assert refused.status_code == 400
    assert refused.json()["errors"] == {
        "tatamis.1.number": "Two tatamis cannot have the same number.",
        "tatamis.1.groupKeys": "A group can be on one tatami only.",
    }
    for wrong in ({"number": 0}, {"number": 1, "startsAt": "24:00"}):
        assert (
            await cup.call("PUT", url, cup.fed.admin, json={"tatamis": [wrong]})
        ).status_code == 400
    too_long = {"tatamis": [], "boutMinutes": [{"disciplineId": cup.ids["kumite"], "minutes": 90}]}
    refused = await cup.call("PUT", url, {**cup.fed.admin, **EN}, json=too_long)
    assert refused.json()["errors"] == {
        f"boutMinutes.{cup.ids['kumite']}": "A bout takes from 1 to 60 minutes."
    }
    assert (await cup.call("PUT", url, cup.fed.coach, json={"tatamis": []})).status_code == 403
    empty = {
        "tatamis": [],
        "boutMinutes": [{"disciplineId": cup.ids["kumite"], "minutes": 3}],
        "mayChange": True,
    }
    assert (await cup.call("GET", url, cup.fed.admin)).json() == empty
