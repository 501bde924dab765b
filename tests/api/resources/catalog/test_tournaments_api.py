"""Tournaments through the API: the form, its refusals per field, the list with counts."""

from dataclasses import asdict
from typing import Any, cast

import pytest

from adapters.sql.unit_of_work import SqlUnitOfWork
from fedreg_core.fees import DEFAULT_FEES
from tests.api.resources.catalog.conftest import FEES, Catalog
from tests.integration.tournament_seed import register


async def register_three_competitors(catalog: Catalog, tournament_id: int) -> None:
    async with cast(SqlUnitOfWork, catalog.fed.api.context.uow()) as uow:
        await register(uow, tournament_id, catalog.seniors, catalog.kata)
        await uow.commit()


async def test_create_answers_the_whole_tournament(catalog: Catalog) -> None:
    created = await catalog.create_tournament()
    kata, kumite, team = created["disciplines"] + created["teamDisciplines"]
    assert created == {
        "id": created["id"],
        "name": "Prvenstvo Srbije",
        "description": "<p>Propozicije</p>",
        "startDate": "2026-03-01T09:00:00",
        "endDate": "2099-03-20T23:59:00",
        "registrationOpen": False,
        "registrationByClock": False,
        "lateFrom": None,
        "lateFee": 0,
        "latePer": "entry",
        "withdrawalDeadline": None,
        "isActive": False,
        "isArchived": False,
        "isPublic": False,
        "publicEntries": False,
        "cover": None,
        **FEES,
        "disciplines": [kata, kumite],
        "teamDisciplines": [team],
        "images": [],
        "documents": [],
        "competitorsCount": 0,
        "clubsCount": 0,
        "teamsCount": 0,
        "competitorEntriesCount": 0,
        "teamEntriesCount": 0,
        "eventDate": None,
        "requireMedical": False,
        "place": "",
        "clubDeductions": [],
    }
    assert (kata["disciplineId"], kata["discipline"]["name"]) == (catalog.kata, "Kata")
    assert team["discipline"]["disciplineCategories"][0]["category"]["name"] == "Seniori"
    assert kata["id"] != kumite["id"]  # ids of the link rows


async def test_the_description_is_sanitized_on_save(catalog: Catalog) -> None:
    html = (
        '<p onclick="steal()">Dobro <b>došli</b><script>alert(1)</script></p>'
        '<img src=x onerror=alert(1)><a href="javascript:alert(1)">x</a>'
        '<a href="https://savez.rs">savez</a><iframe src="https://evil"></iframe>'
    )
    created = await catalog.create_tournament(description=html)
    assert created["description"] == (
        '<p>Dobro <b>došli</b></p><a rel="noopener noreferrer nofollow">x</a>'
        '<a href="https://savez.rs" rel="noopener noreferrer nofollow">savez</a>'
    )
    changed = await catalog.update(created["id"], description="<svg onload=x>Novo</svg><p>Opis</p>")
    assert changed.json()["description"] == "<p>Opis</p>"


async def test_a_description_of_100000_characters_is_kept(catalog: Catalog) -> None:
    """The longest description the form takes (the fuzzing tests stop at 1,000 characters)."""
    html = f"<p>{'Đ' * 99_993}</p>"
    assert len(html) == 100_000
    created = await catalog.create_tournament(description=html)
    assert created["description"] == html


@pytest.mark.parametrize(
    ("changes", "fields"),
    [
        *(
            pytest.param({f"{fee}_break": 5000}, {f"{fee}_break"}, id=f"{fee}-break")
            for fee in ("single_fee_1", "single_fee_2", "single_fee_other")
        ),
        pytest.param({"team_fee_break": 3001}, {"team_fee_break"}, id="team-fee-break"),
        pytest.param({"single_fee_2": -1}, {"single_fee_2"}, id="negative"),
        pytest.param({"team_fee": "tri hiljade"}, {"team_fee"}, id="text"),
        pytest.param({"single_fee_1": 1.5}, {"single_fee_1"}, id="fraction"),
        pytest.param({"singleFee1": 1}, {"singleFee1"}, id="camel-case-fee"),
        pytest.param({"name": " "}, {"name"}, id="name"),
        pytest.param({"description": "<script>x</script>"}, {"description"}, id="empty-html"),
        pytest.param({"description": f"<p>{'ž' * 99_994}</p>"}, {"description"}, id="html-100001"),
        pytest.param({"description": "<p>nul\x00</p>"}, {"description"}, id="html-with-nul"),
        pytest.param({"endDate": "2026-02-01T00:00:00"}, {"endDate"}, id="end-before-start"),
        pytest.param({"startDate": "2026-03-01T09:00:00Z"}, {"startDate"}, id="with-timezone"),
        pytest.param({"startDate": "1. 3. 2026."}, {"startDate"}, id="not-a-date"),
        pytest.param({"disciplineIds": []}, {"disciplineIds"}, id="no-disciplines"),
        pytest.param({"teamDisciplineIds": [404]}, {"teamDisciplineIds"}, id="unknown-discipline"),
        pytest.param({"isArchived": True}, {"isArchived"}, id="archived-on-create"),
    ],
)
async def test_broken_forms_are_400_per_field_and_store_nothing(
    catalog: Catalog, changes: dict[str, Any], fields: set[str]
) -> None:
    fed = catalog.fed
    response = await fed.call(
        "POST", "/api/model/Tournaments", fed.admin, json=catalog.tournament(**changes)
    )
    assert response.status_code == 400, response.text
    assert set(response.json()["errors"]) == fields
    assert (await fed.call("GET", "/api/model/Tournaments", fed.admin)).json()["total"] == 0


async def test_missing_fields_are_required(catalog: Catalog) -> None:
    body = catalog.tournament()
    for name in ("startDate", "disciplineIds"):
        del body["obj"][name]
    response = await catalog.fed.call(
        "POST", "/api/model/Tournaments", catalog.fed.admin, json=body
    )
    assert response.status_code == 400
    assert set(response.json()["errors"]) <= {"startDate", "disciplineIds"}


async def test_fees_left_out_of_a_new_tournament_are_the_defaults(catalog: Catalog) -> None:
    body = catalog.tournament()
    for name in asdict(DEFAULT_FEES):
        del body["obj"][name]
    created = await catalog.fed.call("POST", "/api/model/Tournaments", catalog.fed.admin, json=body)
    assert created.status_code == 201, created.text
    fees = {name: created.json()[name] for name in asdict(DEFAULT_FEES)}
    assert fees == asdict(DEFAULT_FEES)
    assert [fees[name] for name in fees if name.endswith("_break")] == [0, 0, 0, 0]


async def test_an_archived_discipline_cannot_be_added(catalog: Catalog) -> None:
    fed = catalog.fed
    url = f"/api/model/Disciplines/{catalog.kumite}"
    await fed.call("PUT", url, fed.admin, json={"obj": {"isArchived": True}})
    response = await fed.call(
        "POST", "/api/model/Tournaments", fed.admin, json=catalog.tournament()
    )
    assert response.json()["errors"] == {
        "disciplineIds": "Disciplina ne postoji ili je arhivirana."
    }


async def test_updates_are_partial_and_sync_the_disciplines(catalog: Catalog) -> None:
    created = await catalog.create_tournament()
    changed = await catalog.update(
        created["id"], disciplineIds=[catalog.kumite], single_fee_1=2500, endDate=None
    )
    assert changed.status_code == 200, changed.text
    body = changed.json()
    assert [d["disciplineId"] for d in body["disciplines"]] == [catalog.kumite]
    assert body["disciplines"][0]["id"] == created["disciplines"][1]["id"]
    assert (body["single_fee_1"], body["single_fee_1_break"], body["endDate"]) == (2500, 500, None)
    assert body["name"] == created["name"]
    broken = await catalog.update(created["id"], single_fee_1=100)
    assert broken.json()["errors"] == {
        "single_fee_1_break": "Popust ne može biti veći od kotizacije."
    }


async def test_the_list_counts_competitors_and_clubs(catalog: Catalog) -> None:
    fed = catalog.fed
    first = await catalog.create_tournament(name="Prvi")
    second = await catalog.create_tournament(name="Drugi", startDate="2026-04-01T09:00:00")
    await register_three_competitors(catalog, first["id"])
    listed = (await fed.call("GET", "/api/model/Tournaments", fed.admin)).json()
    counts = [(t["name"], t["competitorsCount"], t["clubsCount"]) for t in listed["items"]]
    assert (counts, listed["total"]) == ([("Prvi", 3, 3), ("Drugi", 0, 0)], 2)
    one = (await fed.call("GET", f"/api/tournament/{first['id']}", fed.coach)).json()
    assert (one["competitorsCount"], one["clubsCount"]) == (3, 3)
    category = f"/api/model/Categories/{catalog.seniors}"
    in_use = await fed.call("DELETE", category, fed.admin)
    assert (in_use.status_code, in_use.json()["message"]) == (
        409,
        "Podatak se koristi i ne može se obrisati.",
    )
    assert second["competitorsCount"] == 0


async def test_club_users_read_but_do_not_change_tournaments(catalog: Catalog) -> None:
    fed = catalog.fed
    created = await catalog.create_tournament()
    url = f"/api/model/Tournaments/{created['id']}"
    read = (await fed.call("GET", url, fed.coach)).json()
    assert "clubDeductions" not in read and read["name"] == created["name"]
    for method, body in [
        ("POST", None),
        ("PUT", {"obj": {"registrationOpen": True}}),
        ("DELETE", None),
    ]:
        target = "/api/model/Tournaments" if method == "POST" else url
        response = await fed.call(method, target, fed.coach, json=body or catalog.tournament())
        assert response.status_code == 403, (method, response.text)
    assert (await fed.call("PUT", url, None, json={"obj": {}})).status_code == 401
