"""The parental consent as an eligibility reason over HTTP: a minor on the event day without
one is refused with the reason in the user's language, an admin overrides it, and a consent
removed after the entry makes it "no longer eligible" in the lists and the report."""

from typing import Any

from tests.api.registrations.conftest import Cup

EN = {"Accept-Language": "en"}
CONSENT = {"date": "2026-01-10", "givenBy": "Milica Šćekić"}


async def _minor(cup: Cup, first: str, born: str = "2009-03-02") -> int:
    """A member of the cup's club who is 17 years and 364 days old on 1 Mar 2027."""
    body = {"clubId": cup.fed.club_id, "firstName": first, "lastName": "Šćekić", "born": born,
            "isMale": True, "belt": "PLAVI"}  # fmt: skip
    created = await cup.call("POST", "/api/model/Members", cup.fed.admin, json={"obj": body})
    assert created.status_code == 201, created.text
    return int(created.json()["id"])


async def _require_consents(cup: Cup) -> None:
    settings = (await cup.call("GET", "/api/model/Settings", cup.fed.admin)).json()["items"][0]
    url = f"/api/model/Settings/{settings['id']}"
    setting = {"obj": {"parentalConsentRequired": True}}
    assert (await cup.call("PUT", url, cup.fed.admin, json=setting)).status_code == 200
    event = {"obj": {"eventDate": "2027-03-01"}}
    tournament = f"/api/model/Tournaments/{cup.id}"
    assert (await cup.call("PUT", tournament, cup.fed.admin, json=event)).status_code == 200


async def _enter(cup: Cup, who: dict[str, str], member_id: int, **more: Any) -> Any:
    body = {"memberId": member_id, "categories": cup.categories("kumite"), **more}
    return await cup.call("POST", f"/api/tournament/{cup.id}/register-competitor", who, json=body)


async def test_a_minor_without_consent_is_refused_with_the_reason(cup: Cup) -> None:
    await _require_consents(cup)
    djordje = await _minor(cup, "Đorđe")
    refused = await _enter(cup, {**cup.fed.coach, **EN}, djordje)
    assert refused.status_code == 400
    assert refused.json()["errors"] == {
        "memberId": "Đorđe Šćekić is under 18 on the event day 01/03/2027 and has no parental "
        "consent recorded."
    }
    serbian = (await _enter(cup, cup.fed.coach, djordje)).json()["errors"]["memberId"]
    assert serbian.startswith("Đorđe Šćekić je maloletan/na na dan takmičenja 01.03.2027.")
    adult = await _minor(cup, "Čedomir", born="2009-03-01")  # 18 on the event day
    assert (await _enter(cup, cup.fed.coach, adult)).status_code == 201
    options = f"/api/tournament/{cup.id}/club/{cup.fed.club_id}/entry-options"
    answer = (await cup.call("GET", options, {**cup.fed.coach, **EN})).json()
    reasons = {m["memberId"]: m.get("reason") for m in answer["members"]}
    assert reasons[djordje] == (
        "Under 18 on the event day 01/03/2027 and no parental consent recorded."
    )
    assert reasons[adult] is None


async def test_an_admin_overrides_it_and_the_history_says_why(cup: Cup) -> None:
    await _require_consents(cup)
    djordje = await _minor(cup, "Đorđe")
    assert (await _enter(cup, cup.fed.coach, djordje, override=True)).status_code == 403
    entered = await _enter(cup, cup.fed.admin, djordje, override=True)
    assert entered.status_code == 201, entered.text
    [competitor] = entered.json()["competitors"]
    assert competitor["overriddenRules"] == ["CONSENT_MISSING"]
    history = (await cup.call("GET", f"/api/tournament/{cup.id}/history", cup.fed.admin)).json()
    override = next(h for h in history if h["type"] == "ELIGIBILITY_OVERRIDE")
    assert "saglasnost roditelja" in override["item"]


async def test_a_consent_removed_after_the_entry_is_listed_as_no_longer_eligible(cup: Cup) -> None:
    await _require_consents(cup)
    djordje = await _minor(cup, "Đorđe")
    consent = f"/api/members/{djordje}/consent"
    assert (await cup.call("PUT", consent, cup.fed.coach, json=CONSENT)).status_code == 200
    assert (await _enter(cup, cup.fed.coach, djordje)).status_code == 201
    assert (await cup.call("DELETE", consent, cup.fed.coach)).status_code == 200
    report = f"/api/tournament/{cup.id}/eligibility"
    [line] = (await cup.call("GET", report, {**cup.fed.coach, **EN})).json()
    assert (line["label"], line["rule"], line["overridden"]) == (
        "Đorđe Šćekić",
        "CONSENT_MISSING",
        False,
    )
    assert line["reason"].startswith("Under 18 on the event day")
    listed = await cup.call("GET", f"/api/tournament/{cup.id}/competitors", cup.fed.admin)
    assert [c["brokenRules"] for c in listed.json()["items"]] == [["CONSENT_MISSING"]]
    club = await cup.call("GET", f"/api/tournament/{cup.id}/club/{cup.fed.club_id}", cup.fed.coach)
    assert club.json()["competitors"][0]["brokenRules"] == ["CONSENT_MISSING"]


async def test_with_the_setting_on_an_open_tournament_needs_its_event_date(cup: Cup) -> None:
    await _require_consents(cup)
    url = f"/api/model/Tournaments/{cup.id}"
    refused = await cup.call("PUT", url, cup.fed.admin, json={"obj": {"eventDate": None}})
    assert refused.status_code == 400 and set(refused.json()["errors"]) == {"eventDate"}
