"""Seasons over HTTP: the ranking of two played tournaments as counted by hand (page,
workbook, PDF), a wrong season refused per field in the reader's language with nothing
stored, and seeds from a ranking refused for another group kind."""

from typing import Any

import pytest

from tests.api.conftest import Api
from tests.api.registrations.test_exports_api import pdf_text, sheets
from tests.api.resources.conftest import Federation, fed_on
from tests.season_world import SeasonWorld, season_world

EN = {"Accept-Language": "en"}
HAND_COUNTED = [
    (1, "Ana Ćirić", "Karate klub Šampion", 17),
    (1, "Đurđa Šćepanović", "Карате клуб Ђерам", 17),
    (3, "Zoe Čolak", "Карате клуб Ђерам", 10),
    (3, "Јелена Жижић", "Karate klub Šampion", 10),
]


@pytest.fixture
async def played(api: Api) -> tuple[Federation, SeasonWorld]:
    fed = await fed_on(api)
    return fed, await season_world(api.context.uow, group_ids=api.context.group_ids)


async def test_the_ranking_as_a_page_a_workbook_and_a_pdf(
    played: tuple[Federation, SeasonWorld],
) -> None:
    fed, world = played
    (season,) = (await fed.call("GET", "/api/seasons", fed.coach)).json()
    assert season["points"][:2] == [{"place": 1, "points": 10}, {"place": 2, "points": 7}]
    url = f"/api/seasons/{season['id']}/ranking"
    read = (await fed.call("GET", url, fed.coach)).json()
    assert [t["name"] for t in read["tournaments"]] == ["Kup proleća", "Kup leta"]
    (group,) = read["groups"]
    assert (group["key"], group["sex"], group["categoryName"]) == (
        world.group().key, "WOMEN", "Seniori",
    )  # fmt: skip
    rows = [(r["position"], r["name"], r["clubName"], r["points"]) for r in group["rows"]]
    assert rows == HAND_COUNTED
    assert group["rows"][0]["memberId"] == world.ids["ana"]
    assert group["rows"][0]["finishes"][1] == {
        "tournamentId": world.ids["summer"], "place": 2, "points": 7,
    }  # fmt: skip
    other = await fed.call("GET", url, fed.coach, params={"group": "t-1-1-MIX"})
    assert other.json()["groups"] == []
    book = await fed.call("GET", f"{url}.xlsx", fed.coach, params={"group": group["key"]})
    (sheet,) = sheets(book.content).values()
    assert sheet[0][:7] == ["Grupa", "Mesto", "Ime", "Klub", "Bodovi", "Kup proleća", "Kup leta"]
    assert sheet[1][1:] == [1, "Ana Ćirić", "Karate klub Šampion", 17, 1, 2]
    printed = await fed.call("GET", f"{url}.pdf", fed.coach, headers=EN)
    text = pdf_text(printed.content)
    assert "Ranking: Sezona 2027" in text and "Јелена Жижић" in text


async def _refused(fed: Federation, method: str, url: str, body: Any) -> dict[str, str]:
    answer = await fed.call(method, url, fed.admin, json=body, headers=EN)
    assert answer.status_code == 400, answer.text
    errors: dict[str, str] = answer.json()["errors"]
    return errors


async def test_a_wrong_season_is_refused_per_field_and_nothing_changes(
    played: tuple[Federation, SeasonWorld],
) -> None:
    fed, _world = played
    body = {
        "name": "Sezona 2027/28",
        "startsOn": "2027-12-01",
        "endsOn": "2028-06-30",
        "points": [{"place": -1, "points": 10}, {"points": 7}, {"place": 3, "points": -2}],
    }
    errors = await _refused(fed, "POST", "/api/seasons", body)
    assert errors == {
        "startsOn": "The dates overlap the season “Sezona 2027”.",
        "points.0.place": "A place is a whole number from 1 to 1024.",
        "points.1.place": "This field is required.",
        "points.2.points": "Points are a whole number from 0 to 10000.",
    }
    (season,) = (await fed.call("GET", "/api/seasons", fed.admin)).json()
    changed = {**body, "startsOn": "2027-01-01", "points": []}
    errors = await _refused(fed, "PUT", f"/api/seasons/{season['id']}", changed)
    assert errors == {"points": "A points table has 1 to 64 rows."}
    in_serbian = await fed.call("POST", "/api/seasons", fed.admin, json={**body, "name": ""})
    assert in_serbian.status_code == 400
    assert in_serbian.json()["errors"]["name"] == "Ovo polje je obavezno."
    assert (
        in_serbian.json()["errors"]["startsOn"] == "Datumi se preklapaju sa sezonom „Sezona 2027”."
    )
    assert (await fed.call("GET", "/api/seasons", fed.admin)).json() == [season]


async def test_seeds_from_a_ranking_of_another_group_are_refused(
    played: tuple[Federation, SeasonWorld],
) -> None:
    fed, world = played
    season_id, autumn = world.ids["season"], world.ids["autumn"]
    url = f"/api/tournament/{autumn}/draws/{world.name('autumn')}/seeds/ranking"
    other = f"i-{world.ids['seniori']}-{world.ids['kumite']}-MEN"
    body = {"seasonId": season_id, "rankingGroup": other}
    errors = await _refused(fed, "POST", url, body)
    assert errors == {"rankingGroup": (
        "The ranking is of another category or discipline: seeds come only from the ranking "
        "of the same group."
    )}  # fmt: skip
    async with fed.api.context.uow() as uow:
        assert await uow.draws.seeds(autumn) == {}
    seeded = await fed.call("POST", url, fed.admin, json={"seasonId": season_id})
    people = ("ana", "djurdja", "zoe", "jelena")
    assert seeded.json() == [
        {"registrationId": world.ids[f"autumn.{p}"], "seed": n} for n, p in enumerate(people, 1)
    ]
    refused = await fed.call("POST", url, fed.coach, json={"seasonId": season_id})
    assert refused.status_code == 403
