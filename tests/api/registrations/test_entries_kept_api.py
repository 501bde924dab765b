"""Issue 15 over HTTP: the same team twice is 409 (item 5); a member's change that breaks an
entry is 409 for club users and flagged after an admin's (item 6); a member with entries does
not move (item 7); an archived tournament's deductions and fields stay as they are (item 8)."""

from typing import Any

from tests.api.registrations.conftest import Cup

SR = {"Accept-Language": "sr"}
EN = {"Accept-Language": "en"}


async def _team(cup: Cup, who: dict[str, str], member_ids: list[int]) -> Any:
    body = {"type": "WOMEN", "memberIds": member_ids, "categories": cup.categories("team")}
    return await cup.call("POST", f"/api/tournament/{cup.id}/register-team", who, json=body)


async def _member(cup: Cup, who: dict[str, str], member_id: int, **obj: Any) -> Any:
    return await cup.call("PUT", f"/api/model/Members/{member_id}", who, json={"obj": obj})


async def test_the_same_team_twice_is_409_in_the_users_language(cup: Cup) -> None:
    ana, maja = [await cup.member(cup.fed.club_id, name) for name in ("Ana", "Maja")]
    assert (await _team(cup, cup.fed.coach, [ana, maja])).status_code == 201
    texts = {
        "sr": "Ista ekipa (isti članovi, isti tip) je već prijavljena u ovoj kategoriji "
        "i disciplini.",
        "en": "The same team (same members, same type) is already registered in this category "
        "and discipline.",
    }
    for language, headers in (("sr", SR), ("en", EN)):
        twice = await _team(cup, {**cup.fed.coach, **headers}, [maja, ana])
        assert twice.status_code == 409, twice.text
        text = texts[language]
        errors = {"memberIds": text}
        request_id = twice.headers["x-request-id"]
        assert twice.json() == {
            "message": text,
            "error": text,
            "requestId": request_id,
            "errors": errors,
        }
    club = await cup.call("GET", f"/api/tournament/{cup.id}/club/{cup.fed.club_id}", cup.fed.coach)
    assert len(club.json()["teams"]) == 1
    assert club.json()["fee"]["total"] == 3000  # charged once


async def test_a_sex_change_that_breaks_an_entry_is_409_for_the_club_and_flagged_for_admins(
    cup: Cup,
) -> None:
    marko = await cup.member(cup.fed.club_id, "Marko", is_male=True)
    body = {"memberId": marko, "categories": cup.categories("men")}
    url = f"/api/tournament/{cup.id}/register-competitor"
    assert (await cup.call("POST", url, cup.fed.coach, json=body)).status_code == 201
    refused = await _member(cup, {**cup.fed.coach, **EN}, marko, isMale=False)
    assert refused.status_code == 409, refused.text
    assert "Cup: men (Seniors)" in refused.json()["message"]
    assert set(refused.json()["errors"]) == {"isMale"}
    changed = await _member(cup, cup.fed.admin, marko, isMale=False)
    assert changed.status_code == 200, changed.text
    club_view = f"/api/tournament/{cup.id}/club/{cup.fed.club_id}"
    for who in (cup.fed.coach, cup.fed.admin):
        [competitor] = (await cup.call("GET", club_view, who)).json()["competitors"]
        assert competitor["brokenRules"] == ["DISCIPLINE_SEX"]
    listed = f"/api/tournament/{cup.id}/competitors"
    [seen_by_admin] = (await cup.call("GET", listed, cup.fed.admin)).json()["items"]
    assert seen_by_admin["brokenRules"] == ["DISCIPLINE_SEX"]
    [seen_by_other] = (await cup.call("GET", listed, cup.fed.other)).json()["items"]
    assert "brokenRules" not in seen_by_other  # it would tell another club the member's sex


async def test_a_member_with_entries_does_not_move_to_another_club(cup: Cup) -> None:
    ana = await cup.member(cup.fed.club_id, "Ana")
    body = {"memberId": ana, "categories": cup.categories("kumite")}
    url = f"/api/tournament/{cup.id}/register-competitor"
    assert (await cup.call("POST", url, cup.fed.coach, json=body)).status_code == 201
    moved = await _member(cup, {**cup.fed.admin, **SR}, ana, clubId=cup.fed.other_club_id)
    assert moved.status_code == 409, moved.text
    assert moved.json()["errors"]["clubId"].startswith("Član ne može preći u drugi klub")
    assert "Cup: kumite (Seniors)" in moved.json()["message"]


async def test_an_archived_tournaments_deduction_and_fields_stay_as_they_are(cup: Cup) -> None:
    ana = await cup.member(cup.fed.club_id, "Ana")
    body = {"memberId": ana, "categories": cup.categories("kumite")}
    url = f"/api/tournament/{cup.id}/register-competitor"
    assert (await cup.call("POST", url, cup.fed.coach, json=body)).status_code == 201
    deduction = {"clubId": cup.fed.club_id, "tournamentId": cup.id, "deduction": 10}
    created = await cup.call(
        "POST", "/api/model/ClubDeductions", cup.fed.admin, json={"obj": deduction}
    )
    assert created.status_code == 201, created.text
    await cup.set_tournament(is_archived=True, registration_open=False)
    fee_url = f"/api/tournament/{cup.id}/fees/{cup.fed.club_id}"
    before = (await cup.call("GET", fee_url, cup.fed.admin)).json()
    writes = [
        ("PUT", f"/api/model/ClubDeductions/{created.json()['id']}", {"obj": {"deduction": 100}}),
        ("DELETE", f"/api/model/ClubDeductions/{created.json()['id']}", None),
        ("PUT", f"/api/model/Tournaments/{cup.id}", {"obj": {"name": "Renamed"}}),
        ("PUT", f"/api/model/Tournaments/{cup.id}", {"obj": {"team_fee": 0}}),
    ]
    for method, item, json in writes:
        refused = await cup.call(method, item, {**cup.fed.admin, **EN}, json=json)
        assert refused.status_code == 403, (item, refused.text)
        assert refused.json()["message"] == "The tournament is archived."
    assert (await cup.call("GET", fee_url, cup.fed.admin)).json() == before
    assert before["total"] == 1350  # (2000 - 500) less 10 %
    unarchived = await cup.call(
        "PUT",
        f"/api/model/Tournaments/{cup.id}",
        cup.fed.admin,
        json={"obj": {"isArchived": False}},
    )
    assert unarchived.status_code == 200, unarchived.text
