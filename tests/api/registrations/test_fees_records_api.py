"""Fees, the club view, history, numbers and club deductions through the API."""

from typing import Any

from fedreg_core.messages import translate
from tests.api.registrations.conftest import Cup

DEDUCTIONS = "/api/model/ClubDeductions"


async def worked_example(cup: Cup) -> tuple[int, int]:
    """Sloga: Ana in kumite, kata A and kata B (3000 net), Marko in kumite (1500 net)."""
    fed = cup.fed
    ana = await cup.member(fed.club_id, "Ana")
    marko = await cup.member(fed.club_id, "Marko", is_male=True)
    url = f"/api/tournament/{cup.id}/register-competitor"
    for member_id, disciplines in ((ana, ("kumite", "kataA", "kataB")), (marko, ("kumite",))):
        body = {"memberId": member_id, "categories": cup.categories(*disciplines)}
        assert (await cup.call("POST", url, fed.coach, json=body)).status_code == 201
    return ana, marko


async def add_deduction(
    cup: Cup, who: dict[str, str], headers: dict[str, str] | None = None, **changes: Any
) -> Any:
    obj = {"clubId": cup.fed.club_id, "tournamentId": cup.id, "deduction": 10, **changes}
    body = {"obj": obj, "returnObj": True}
    return await cup.call("POST", DEDUCTIONS, who, json=body, headers=headers or {})


async def test_fees_with_deduction_for_admin_and_club(cup: Cup) -> None:
    fed = cup.fed
    await worked_example(cup)
    created = await add_deduction(cup, fed.admin)
    assert created.status_code == 201, created.text
    fees = await cup.call("GET", f"/api/tournament/{cup.id}/fees", fed.admin)
    assert fees.status_code == 200, fees.text
    report = fees.json()
    assert (report["gross"], report["discounts"], report["net"], report["total"]) == (
        5500,
        1000,
        4500,
        4050,
    )
    [club] = report["clubs"]
    assert (club["club"]["id"], club["deduction"], club["total"]) == (fed.club_id, 10, 4050)
    assert "lines" not in club  # every club's lines: one club at a time
    own = (await cup.call("GET", f"/api/tournament/{cup.id}/fees/{fed.club_id}", fed.coach)).json()
    assert [(line["label"], line["chargeable"], line["net"]) for line in own["lines"]] == [
        ("Ana Anić", 2, 3000),
        ("Marko Anić", 1, 1500),
    ]
    assert {key: own[key] for key in club} == club
    view = await cup.call("GET", f"/api/tournament/{cup.id}/club/{fed.club_id}", fed.coach)
    assert view.status_code == 200, view.text
    assert view.json()["fee"] == own
    assert len(view.json()["competitors"]) == 2
    assert [c["firstName"] for c in view.json()["coaches"]] == []


async def test_fee_and_record_refusals(cup: Cup) -> None:
    fed = cup.fed
    tournament = f"/api/tournament/{cup.id}"
    assert (await cup.call("GET", f"{tournament}/fees", None)).status_code == 401
    assert (await cup.call("GET", f"{tournament}/fees", fed.coach)).status_code == 403
    assert (await cup.call("GET", f"{tournament}/fees/{fed.club_id}", fed.other)).status_code == 403
    assert (await cup.call("GET", f"{tournament}/club/{fed.club_id}", fed.other)).status_code == 403
    assert (await cup.call("GET", f"{tournament}/history", fed.coach)).status_code == 403
    assert (await cup.call("GET", "/api/tournament/999/fees", fed.admin)).status_code == 404
    assert (await cup.call("GET", "/api/tournament/999/history", fed.admin)).status_code == 404
    assert (await cup.call("GET", f"{tournament}/club/999", fed.admin)).status_code == 404
    empty = await cup.call("GET", f"{tournament}/fees/{fed.other_club_id}", fed.other)
    assert (empty.status_code, empty.json()["total"], empty.json()["lines"]) == (200, 0, [])


async def test_assign_numbers(cup: Cup) -> None:
    fed = cup.fed
    await worked_example(cup)
    url = f"/api/model/Tournaments/{cup.id}/assignNumbers"
    assert (await cup.call("POST", url, fed.coach, json={})).status_code == 403
    assert (
        await cup.call("POST", "/api/model/Tournaments/999/assignNumbers", fed.admin, json={})
    ).status_code == 404
    done = await cup.call("POST", url, fed.admin, json={})
    assert done.status_code == 200, done.text
    assert done.json()["success"] is True
    assert done.json()["item"]["id"] == cup.id
    listed = await cup.call(
        "GET", f"/api/tournament/{cup.id}/competitors?sort=ASSIGNED_NUMBER", fed.coach
    )
    numbered = [(c["assignedNumber"], c["competitor"]["firstName"]) for c in listed.json()["items"]]
    assert numbered == [(1, "Ana"), (2, "Marko")]


async def test_club_deductions_resource(cup: Cup) -> None:
    fed = cup.fed
    assert (await add_deduction(cup, fed.coach)).status_code == 403
    assert (await cup.call("GET", DEDUCTIONS, fed.coach)).status_code == 403
    assert (await add_deduction(cup, fed.admin, deduction=101)).status_code == 400
    assert (await add_deduction(cup, fed.admin, clubId=999)).status_code == 400
    created = (await add_deduction(cup, fed.admin)).json()
    assert created == {
        "id": created["id"],
        "clubId": fed.club_id,
        "tournamentId": cup.id,
        "deduction": 10,
    }
    assert (await add_deduction(cup, fed.admin, deduction=5)).status_code == 409
    item = f"{DEDUCTIONS}/{created['id']}"
    changed = await cup.call("PUT", item, fed.admin, json={"obj": {"deduction": 25}})
    assert changed.status_code == 200, changed.text
    assert changed.json()["deduction"] == 25
    listed = await cup.call("GET", f'{DEDUCTIONS}?by={{"tournamentId":{cup.id}}}', fed.admin)
    assert listed.json() == {"items": [changed.json()], "total": 1}
    assert (await cup.call("DELETE", item, fed.admin)).status_code == 204
    assert (await cup.call("GET", item, fed.admin)).status_code == 404


async def test_a_deduction_out_of_range_has_the_cores_message_either_way(cup: Cup) -> None:
    english = {"Accept-Language": "en"}
    created = (await add_deduction(cup, cup.fed.admin)).json()
    item = f"{DEDUCTIONS}/{created['id']}"
    for deduction in (101, -1):
        added = await add_deduction(cup, cup.fed.admin, deduction=deduction, headers=english)
        changed = await cup.call(
            "PUT", item, cup.fed.admin, json={"obj": {"deduction": deduction}}, headers=english
        )
        for answer in (added, changed):
            assert answer.status_code == 400
            assert answer.json()["errors"]["deduction"] == translate("deduction_range", "en")
