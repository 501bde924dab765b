"""Eligibility limits over HTTP: a wrong entry is refused with its reasons and numbers in the
user's language, an admin may override (recorded in the history), and entries that a later
change makes ineligible are marked and listed."""

from typing import Any

from tests.api.registrations.conftest import Cup

SR = {"Accept-Language": "sr"}
EN = {"Accept-Language": "en"}


async def _put(cup: Cup, who: dict[str, str], model: str, item_id: int, **obj: Any) -> None:
    response = await cup.call("PUT", f"/api/model/{model}/{item_id}", who, json={"obj": obj})
    assert response.status_code == 200, response.text


async def _limit(cup: Cup) -> None:
    """Seniors from 30 (the cup's members were born in 2001), kumite up to 60.0 kg, and a
    medical certificate required on 1 Mar 2027."""
    admin = cup.fed.admin
    await _put(cup, admin, "Categories", cup.ids["Seniors"], minAge=30, ageBy="DATE")
    await _put(cup, admin, "Disciplines", cup.ids["kumite"], maxWeight=60.0)
    await _put(cup, admin, "Tournaments", cup.id, eventDate="2027-03-01", requireMedical=True)


async def _enter(cup: Cup, who: dict[str, str], member_id: int, **more: Any) -> Any:
    body = {"memberId": member_id, "categories": cup.categories("kumite"), **more}
    return await cup.call("POST", f"/api/tournament/{cup.id}/register-competitor", who, json=body)


async def test_a_wrong_entry_is_refused_with_each_reason_and_its_numbers(cup: Cup) -> None:
    await _limit(cup)
    ana = await cup.member(cup.fed.club_id)
    await _put(cup, cup.fed.coach, "Members", ana, weight=61.5, medicalValidUntil="2027-02-10")
    refused = await _enter(cup, {**cup.fed.coach, **EN}, ana)
    assert refused.status_code == 400, refused.text
    assert refused.json()["errors"] == {
        "categories.0.id": "Ana Anić is 26 on 01/03/2027; Seniors is for ages 30 and up.",
        "categories.0.disciplines.0": "Weight 61.5 kg is over the limit of kumite (60.0 kg).",
        "memberId": "The medical certificate of Ana Anić is valid until 10/02/2027, before "
        "the event on 01/03/2027.",
    }
    in_serbian = (await _enter(cup, {**cup.fed.coach, **SR}, ana)).json()["errors"]
    assert in_serbian == {
        "categories.0.id": "Ana Anić ima 26 god. na dan 01.03.2027.; Seniors je za uzrast od 30"
        " godina.",
        "categories.0.disciplines.0": "Težina 61,5 kg je iznad granice discipline kumite"
        " (60,0 kg).",
        "memberId": "Lekarsko uverenje (Ana Anić) važi do 10.02.2027., pre takmičenja 01.03.2027.",
    }
    club = await cup.call("GET", f"/api/tournament/{cup.id}/club/{cup.fed.club_id}", cup.fed.coach)
    assert club.json()["competitors"] == []


async def test_a_missing_weight_or_certificate_is_its_own_message(cup: Cup) -> None:
    await _limit(cup)
    await _put(cup, cup.fed.admin, "Categories", cup.ids["Seniors"], minAge=None)
    ana = await cup.member(cup.fed.club_id)
    errors = (await _enter(cup, {**cup.fed.coach, **EN}, ana)).json()["errors"]
    assert errors == {
        "categories.0.disciplines.0": "Ana Anić has no weight recorded; kumite has a weight limit.",
        "memberId": "Ana Anić has no medical certificate date; the tournament requires one.",
    }


async def test_only_an_admin_overrides_and_the_history_says_why(cup: Cup) -> None:
    await _limit(cup)
    ana = await cup.member(cup.fed.club_id)
    assert (await _enter(cup, cup.fed.coach, ana, override=True)).status_code == 403
    entered = await _enter(cup, {**cup.fed.admin, **EN}, ana, override=True)
    assert entered.status_code == 201, entered.text
    history = (await cup.call("GET", f"/api/tournament/{cup.id}/history", cup.fed.admin)).json()
    override = next(h for h in history if h["type"] == "ELIGIBILITY_OVERRIDE")
    assert override["item"].startswith("Ana Anić: Ana Anić ima 26 god.")
    [competitor] = entered.json()["competitors"]
    assert competitor["overriddenRules"] == ["AGE", "WEIGHT_MISSING", "MEDICAL_MISSING"]
    assert "brokenRules" not in competitor  # admitted by the override, not "no longer eligible"


async def test_entries_an_admin_forced_through_are_admitted_by_override_with_the_reasons(
    cup: Cup,
) -> None:
    await _limit(cup)
    zana = await cup.member(cup.fed.club_id, "Žana")
    djina = await cup.member(cup.fed.club_id, "Đina")
    forced = await _enter(cup, cup.fed.admin, zana, override=True)
    assert forced.status_code == 201, forced.text
    team = {"type": "WOMEN", "memberIds": [djina, zana], "categories": cup.categories("team")}
    url = f"/api/tournament/{cup.id}/register-team"
    assert (await cup.call("POST", url, cup.fed.admin, json={**team, "override": True})).is_success
    eligibility = f"/api/tournament/{cup.id}/eligibility"

    listed = (await cup.call("GET", eligibility, {**cup.fed.coach, **EN})).json()

    assert {(e["label"], e["rule"], e["overridden"]) for e in listed} == {
        ("Žana Anić", "AGE", True),
        ("Žana Anić", "WEIGHT_MISSING", True),
        ("Žana Anić", "MEDICAL_MISSING", True),
        ("Đina Anić, Žana Anić", "AGE", True),
        ("Đina Anić, Žana Anić", "MEDICAL_MISSING", True),
    }
    assert all(e["reason"] for e in listed)
    club = await cup.call("GET", f"/api/tournament/{cup.id}/club/{cup.fed.club_id}", cup.fed.coach)
    [competitor], [forced_team] = club.json()["competitors"], club.json()["teams"]
    assert competitor.get("brokenRules", []) == forced_team.get("brokenRules", []) == []
    assert forced_team["overriddenRules"] == ["AGE", "MEDICAL_MISSING"]

    # A limit broken after the override is "no longer eligible" again.
    await _put(cup, cup.fed.admin, "Categories", cup.ids["Seniors"], minBelt="CRNI")
    listed = (await cup.call("GET", eligibility, {**cup.fed.coach, **EN})).json()
    assert {(e["label"], e["rule"]) for e in listed if not e["overridden"]} == {
        ("Žana Anić", "BELT"),
        ("Đina Anić, Žana Anić", "BELT"),
    }
    listed = await cup.call("GET", f"/api/tournament/{cup.id}/competitors", cup.fed.admin)
    [row] = listed.json()["items"]
    assert (row["brokenRules"], row["overriddenRules"]) == (
        ["BELT"],
        ["AGE", "WEIGHT_MISSING", "MEDICAL_MISSING"],
    )


async def test_entries_a_later_change_breaks_are_listed_as_no_longer_eligible(cup: Cup) -> None:
    await _put(cup, cup.fed.admin, "Tournaments", cup.id, eventDate="2027-03-01")
    ana = await cup.member(cup.fed.club_id)
    ivo = await cup.member(cup.fed.other_club_id, "Ivo")
    for who, member in ((cup.fed.coach, ana), (cup.fed.other, ivo)):
        assert (await _enter(cup, who, member)).status_code == 201
    await _put(cup, cup.fed.admin, "Categories", cup.ids["Seniors"], maxAge=20, ageBy="YEAR")
    url = f"/api/tournament/{cup.id}/eligibility"
    listed = (await cup.call("GET", url, {**cup.fed.admin, **EN})).json()
    assert {(e["label"], e["club"]["id"]) for e in listed} == {
        ("Ana Anić", cup.fed.club_id),
        ("Ivo Anić", cup.fed.other_club_id),
    }
    own = (await cup.call("GET", url, {**cup.fed.coach, **EN})).json()
    assert [
        (e["label"], e["rule"], e["category"]["name"], e["discipline"]["name"]) for e in own
    ] == [("Ana Anić", "AGE", "Seniors", "kumite")]
    # the line is the competitor's: the reason does not say the name again
    assert own[0]["reason"] == "Aged 26 on 01/03/2027; Seniors is for ages up to 20."
    serbian = (await cup.call("GET", url, cup.fed.coach)).json()
    assert (
        serbian[0]["reason"] == "Ima 26 god. na dan 01.03.2027.; Seniors je za uzrast do 20 godina."
    )
    assert own[0]["overridden"] is False
    club = await cup.call("GET", f"/api/tournament/{cup.id}/club/{cup.fed.club_id}", cup.fed.coach)
    assert club.json()["competitors"][0]["brokenRules"] == ["AGE"]
    listed = await cup.call("GET", f"/api/tournament/{cup.id}/competitors", cup.fed.admin)
    assert [c["brokenRules"] for c in listed.json()["items"]] == [["AGE"], ["AGE"]]


async def test_a_team_is_checked_member_by_member_on_age_and_belt(cup: Cup) -> None:
    await _put(cup, cup.fed.admin, "Categories", cup.ids["Seniors"], minBelt="CRNI")
    ana, maja = [await cup.member(cup.fed.club_id, name) for name in ("Ana", "Maja")]
    await _put(cup, cup.fed.coach, "Members", maja, belt="CRNI")
    body = {"type": "WOMEN", "memberIds": [maja, ana], "categories": cup.categories("team")}
    url = f"/api/tournament/{cup.id}/register-team"
    refused = await cup.call("POST", url, {**cup.fed.coach, **EN}, json=body)
    assert refused.status_code == 400, refused.text
    assert refused.json()["errors"] == {
        "categories.0.id": "Ana Anić has a Blue belt; Seniors is for belts from Black up."
    }
    await _put(cup, cup.fed.coach, "Members", ana, belt="CRNI")
    assert (await cup.call("POST", url, cup.fed.coach, json=body)).status_code == 201


async def test_a_team_is_refused_while_members_lack_the_certificate_naming_them(
    cup: Cup,
) -> None:
    await _put(
        cup, cup.fed.admin, "Tournaments", cup.id, eventDate="2027-03-01", requireMedical=True
    )
    names = ("Đurđa", "Šejla", "Ljiljana")
    durdja, sejla, ljiljana = [await cup.member(cup.fed.club_id, name) for name in names]
    await _put(cup, cup.fed.coach, "Members", durdja, medicalValidUntil="2027-06-30")
    await _put(cup, cup.fed.coach, "Members", ljiljana, medicalValidUntil="2027-02-10")
    members = [durdja, sejla, ljiljana]
    body = {"type": "WOMEN", "memberIds": members, "categories": cup.categories("team")}
    url = f"/api/tournament/{cup.id}/register-team"

    refused = await cup.call("POST", url, {**cup.fed.coach, **EN}, json=body)
    in_serbian = await cup.call("POST", url, {**cup.fed.coach, **SR}, json=body)

    assert refused.status_code == in_serbian.status_code == 400, refused.text
    assert refused.json()["errors"] == {
        "memberIds": "Šejla Anić has no medical certificate date; the tournament requires one. "
        "The medical certificate of Ljiljana Anić is valid until 10/02/2027, before the event "
        "on 01/03/2027."
    }
    assert in_serbian.json()["errors"]["memberIds"] == (
        "Šejla Anić nema upisan datum lekarskog uverenja, a turnir ga zahteva. Lekarsko "
        "uverenje (Ljiljana Anić) važi do 10.02.2027., pre takmičenja 01.03.2027."
    )
    club = await cup.call("GET", f"/api/tournament/{cup.id}/club/{cup.fed.club_id}", cup.fed.coach)
    assert club.json()["teams"] == []
    await _put(cup, cup.fed.coach, "Members", sejla, medicalValidUntil="2027-03-01")
    await _put(cup, cup.fed.coach, "Members", ljiljana, medicalValidUntil="2027-03-01")
    assert (await cup.call("POST", url, cup.fed.coach, json=body)).status_code == 201


async def test_limits_are_checked_as_data(cup: Cup) -> None:
    admin = {**cup.fed.admin, **EN}
    url = f"/api/model/Categories/{cup.ids['Seniors']}"
    wrong = {"minAge": 20, "maxAge": 10, "minBelt": "PINK"}
    refused = await cup.call("PUT", url, admin, json={"obj": wrong})
    assert refused.status_code == 400
    assert set(refused.json()["errors"]) == {"maxAge", "minBelt"}
    url = f"/api/model/Disciplines/{cup.ids['kumite']}"
    refused = await cup.call("PUT", url, admin, json={"obj": {"minWeight": 70, "maxWeight": 60}})
    assert set(refused.json()["errors"]) == {"maxWeight"}


async def test_the_dialogs_options_carry_the_reasons_the_entry_is_refused_with(cup: Cup) -> None:
    await _limit(cup)
    ana = await cup.member(cup.fed.club_id)
    await _put(cup, cup.fed.coach, "Members", ana, weight=61.5, medicalValidUntil="2027-02-10")
    refused = (await _enter(cup, {**cup.fed.coach, **EN}, ana)).json()["errors"]
    url = f"/api/tournament/{cup.id}/club/{cup.fed.club_id}/entry-options"
    answer = await cup.call("GET", url, {**cup.fed.coach, **EN})
    assert answer.status_code == 200, answer.text
    options = next(m for m in answer.json()["members"] if m["memberId"] == ana)
    seniors = next(c for c in options["categories"] if c["id"] == cup.ids["Seniors"])
    kumite = next(d for d in seniors["disciplines"] if d["id"] == cup.ids["kumite"])
    assert seniors["reasons"] == [refused["categories.0.id"]]
    assert kumite["reasons"] == [refused["categories.0.id"], refused["categories.0.disciplines.0"]]
    # The certificate bars the member from every option: the reason without the name.
    assert options["reason"] == (
        "The medical certificate is valid until 10/02/2027, before the event on 01/03/2027."
    )
    [team_seniors] = [c for c in options["teamCategories"] if c["id"] == cup.ids["Seniors"]]
    assert team_seniors["reasons"] == [refused["categories.0.id"]]  # no weight for teams
    assert {tuple(d["reasons"]) for d in team_seniors["disciplines"]} == {
        (refused["categories.0.id"],)
    }
    assert all(not c["reasons"] for c in answer.json()["teamCategories"])


async def test_the_team_dialogs_picker_takes_the_team_types_and_size_from_the_answer(
    cup: Cup,
) -> None:
    """Each member's team types (a man for MEN and MIX) and the most members any offered team
    discipline takes (the default range of a team discipline: up to 4)."""
    ana = await cup.member(cup.fed.club_id)
    marko = await cup.member(cup.fed.club_id, "Marko", is_male=True)
    url = f"/api/tournament/{cup.id}/club/{cup.fed.club_id}/entry-options"
    answer = (await cup.call("GET", url, cup.fed.coach)).json()
    types = {m["memberId"]: m["teamTypes"] for m in answer["members"]}
    assert types == {ana: ["WOMEN", "MIX"], marko: ["MEN", "MIX"]}
    assert answer["mostTeamMembers"] == 4
