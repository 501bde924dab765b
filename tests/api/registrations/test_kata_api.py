"""Kata by points over HTTP: the format chosen for a kata discipline only, a group of ten
drawn and played through its scores to the placings and the medal table, two tables on one
performance, and scores refused by field in the user's language."""

from io import BytesIO
from typing import Any

from pypdf import PdfReader

from tests.api.registrations.conftest import Cup
from tests.api.registrations.test_draws_api import enter, make, women


async def by_points(cup: Cup, discipline: str) -> Any:
    url = f"/api/model/Disciplines/{cup.ids[discipline]}"
    body = {"obj": {"drawFormat": "KATA_POINTS"}}
    return await cup.call("PUT", url, cup.fed.admin, json=body)


async def group(cup: Cup) -> Any:
    url = f"/api/tournament/{cup.id}/draws/{women(cup, 'kataA')}/results"
    answer = await cup.call("GET", url, cup.fed.admin)
    assert answer.status_code == 200, answer.text
    return answer.json()


async def score(cup: Cup, round_: int, key: int, body: dict[str, Any]) -> Any:
    url = f"/api/tournament/{cup.id}/draws/{women(cup, 'kataA')}/kata/{round_}/{key}"
    return await cup.call("PUT", url, cup.fed.admin, json=body)


async def three_drawn(cup: Cup, first: str, seed: int) -> None:
    """Three women in Seniors kata A by points, drawn with ``seed`` and published."""
    await by_points(cup, "kataA")
    await enter(cup, 3, "kataA", first=first)
    await cup.set_tournament(registration_open=False)
    await make(cup, {"seed": seed})
    await cup.call("PUT", f"/api/tournament/{cup.id}/draws/publish", cup.fed.admin, json={})


async def test_kata_by_points_is_refused_for_kumite_by_field(cup: Cup) -> None:
    refused = await by_points(cup, "kumite")
    assert refused.status_code == 400
    assert refused.json()["errors"] == {
        "drawFormat": "Kata po poenima je sistem samo za kata discipline."
    }
    assert (await by_points(cup, "kataA")).status_code == 200


async def test_a_group_of_ten_is_played_to_its_placings_and_medals(cup: Cup) -> None:
    assert (await by_points(cup, "kataA")).status_code == 200
    ids = await enter(cup, 10, "kataA", first="Đurđa")
    await cup.set_tournament(registration_open=False)
    made = (await make(cup, {"seed": 9})).json()
    (drawn,) = [d for d in made if d["groupKey"] == women(cup, "kataA")]
    assert drawn["format"] == "KATA_POINTS" and drawn["bouts"] == []
    assert sorted(e["registrationId"] for e in drawn["entrants"]) == sorted(ids)
    pdf = await cup.call("GET", f"/api/tournament/{cup.id}/draws.pdf", cup.fed.admin)
    (page,) = PdfReader(BytesIO(pdf.content)).pages
    text = " ".join(page.extract_text().split())
    assert "Kata po poenima" in text and "Grupa A" in text and "Grupa B" in text
    assert all(e["name"] in text for e in drawn["entrants"])
    publish = f"/api/tournament/{cup.id}/draws/publish"
    await cup.call("PUT", publish, cup.fed.admin, json={"published": True})
    kata = (await group(cup))["kata"]
    assert [len(g["performances"]) for g in kata["rounds"][0]["groups"]] == [5, 5]
    assert kata["roundsOfGroups"] == 1 and kata["medalRound"] == 2
    for n, key in enumerate(kata["toPerform"]):
        answer = await score(cup, 1, key, {"score": 3000 + 10 * n, "tieBreak": 1500})
        assert answer.status_code == 200, answer.text
    kata = answer.json()["kata"]
    assert all(p["rank"] for g in kata["rounds"][0]["groups"] for p in g["performances"])
    final = kata["medalBouts"][0]
    for n, key in enumerate(kata["toPerform"]):
        body = {"score": 4000 + 10 * n + 500 * (key == final["blue"]["registrationId"])}
        answer = await score(cup, 2, key, body)
    played = answer.json()
    assert played["complete"] and played["kata"]["toPerform"] == []
    assert played["placings"][0]["registrationId"] == final["blue"]["registrationId"]
    assert [p["place"] for p in played["placings"]] == [1, 2, 3, 3, 5, 5, 7, 7, 9, 9]
    table = (await cup.call("GET", f"/api/tournament/{cup.id}/medals", cup.fed.coach)).json()
    medals = sum(c["gold"] + c["silver"] + c["bronze"] for c in table["clubs"])
    assert medals == 4 and table["groups"][0]["complete"]


async def test_two_tables_and_bad_scores_are_refused(cup: Cup) -> None:
    await three_drawn(cup, "Ђурђа", 3)
    first = (await group(cup))["kata"]["toPerform"][0]
    assert (await score(cup, 1, first, {"score": 4230})).status_code == 200
    again = await score(cup, 1, first, {"score": 4110, "version": 0})
    assert again.status_code == 409 and "42.30" in again.json()["message"]
    too_high = await score(cup, 1, first, {"score": 10_001, "version": 1})
    assert too_high.status_code == 400 and "score" in too_high.json()["errors"]
    early = await score(cup, 2, first, {"score": 4000})
    assert early.status_code == 400 and set(early.json()["errors"]) == {"round"}
    url = f"/api/tournament/{cup.id}/draws/{women(cup, 'kataA')}/kata/1/{first}"
    cleared = await cup.call("DELETE", url, cup.fed.admin, params={"version": "1"})
    assert cleared.status_code == 200 and cleared.json()["kata"]["toPerform"][0] == first


async def test_a_tie_is_named_in_the_readers_language(cup: Cup) -> None:
    await three_drawn(cup, "Милица", 4)
    drawn = await group(cup)
    one, two, three = drawn["kata"]["toPerform"]
    for key, total in ((one, 4100), (two, 4100), (three, 3900)):
        assert (await score(cup, 1, key, {"score": total})).status_code == 200
    names = {e["registrationId"]: e["name"] for e in drawn["draw"]["entrants"]}
    kata = (await group(cup))["kata"]
    assert sorted(kata["tied"]) == sorted([one, two])
    assert kata["tie"].startswith("Izjednačeni su: ") and names[one] in kata["tie"]
    url = f"/api/tournament/{cup.id}/draws/{women(cup, 'kataA')}/results"
    english = await cup.call("GET", url, cup.fed.admin, headers={"Accept-Language": "en"})
    assert english.json()["kata"]["tie"].startswith("Level: ")
    still = await score(cup, 1, two, {"score": 4100, "tieBreak": 2050, "version": 1})
    assert still.json()["kata"]["tie"] is not None  # a tie-break counts once both have one
    parted = await score(cup, 1, one, {"score": 4100, "tieBreak": 2000, "version": 1})
    kata = parted.json()["kata"]
    assert kata["tie"] is None and kata["tied"] == []
    assert [p["registrationId"] for p in parted.json()["placings"]] == [two, one, three]
