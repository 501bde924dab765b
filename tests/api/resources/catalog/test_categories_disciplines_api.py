"""Categories, disciplines and discipline-category links through the API."""

from typing import Any

import pytest

from tests.api.conftest import Api
from tests.api.resources.catalog.conftest import Catalog
from tests.api.resources.conftest import Federation

NEW_RESOURCES = [
    "Categories",
    "Disciplines",
    "DisciplineCategories",
    "Tournaments",
    "TournamentDisciplines",
    "TournamentTeamDisciplines",
    "TournamentImages",
    "Documents",
]


@pytest.mark.parametrize("name", NEW_RESOURCES)
async def test_every_call_wants_a_signed_in_user(api: Api, name: str) -> None:
    for method, suffix in [("GET", ""), ("GET", "/1"), ("POST", ""), ("DELETE", "/1")]:
        response = await api.client.request(method, f"/api/model/{name}{suffix}", json={})
        assert response.status_code == 401, (method, suffix)


async def test_categories_list_filter_archive_and_change(catalog: Catalog) -> None:
    fed = catalog.fed
    url = f"/api/model/Categories/{catalog.juniors}"
    archived = await fed.call("PUT", url, fed.admin, json={"obj": {"isArchived": True}})
    assert archived.json() == {
        "id": catalog.juniors,
        "name": "Juniori",
        "noPay": True,
        "isArchived": True,
        "minAge": None,
        "maxAge": None,
        "ageBy": "DATE",
        "minBelt": None,
        "maxBelt": None,
    }
    active = await fed.call("GET", '/api/model/Categories?by={"isArchived":false}', fed.coach)
    assert [c["name"] for c in active.json()["items"]] == ["Seniori"]
    assert (await fed.call("GET", url, fed.coach)).json()["isArchived"] is True
    for method, who, body in [
        ("PUT", fed.coach, {"obj": {"name": "X"}}),
        ("DELETE", fed.other, None),
    ]:
        assert (await fed.call(method, url, who, json=body)).status_code == 403
    refused = await fed.call(
        "POST", "/api/model/Categories", fed.coach, json={"obj": {"name": "K"}}
    )
    assert refused.status_code == 403
    blank = await fed.call("PUT", url, fed.admin, json={"obj": {"name": " "}})
    assert (blank.status_code, set(blank.json()["errors"])) == (400, {"name"})
    assert (await fed.call("DELETE", url, fed.admin)).status_code == 204
    assert (await fed.call("GET", url, fed.admin)).status_code == 404


async def test_a_discipline_answers_its_categories_named(catalog: Catalog) -> None:
    fed = catalog.fed
    kata = (await fed.call("GET", f"/api/model/Disciplines/{catalog.kata}", fed.coach)).json()
    assert kata == {
        "id": catalog.kata,
        "name": "Kata",
        "categoryIds": [catalog.seniors, catalog.juniors],
        "forSex": None,
        "noPay": False,
        "alwaysPay": False,
        "isKataA": True,
        "isKataB": False,
        "isArchived": False,
        "isDeleted": False,
        "drawFormat": None,
        "isTeam": False,
        "teamMinMembers": 2,
        "teamMaxMembers": 4,
        "disciplineCategories": [
            {"categoryId": catalog.seniors, "category": {"id": catalog.seniors, "name": "Seniori"}},
            {"categoryId": catalog.juniors, "category": {"id": catalog.juniors, "name": "Juniori"}},
        ],
        "minWeight": None,
        "maxWeight": None,
    }
    url = f"/api/model/Disciplines/{catalog.kumite}"
    change = {"obj": {"categoryIds": [catalog.juniors], "forSex": "2", "isTeam": True}}
    changed = (await fed.call("PUT", url, fed.admin, json=change)).json()
    assert (changed["forSex"], changed["categoryIds"], changed["isTeam"]) == (
        "2",
        [catalog.juniors],
        True,
    )
    assert [c["category"]["name"] for c in changed["disciplineCategories"]] == ["Juniori"]
    listed = await fed.call("GET", "/api/model/Disciplines?q=kata", fed.coach)
    assert [d["name"] for d in listed.json()["items"]] == ["Kata", "Kata tim"]


@pytest.mark.parametrize(
    ("obj", "fields"),
    [
        pytest.param({"noPay": True, "alwaysPay": True}, {"alwaysPay"}, id="pay-flags"),
        pytest.param({"isKataA": True, "isKataB": True}, {"isKataB"}, id="kata-flags"),
        pytest.param({"categoryIds": []}, {"categoryIds"}, id="no-category"),
        pytest.param({"categoryIds": [999]}, {"categoryIds"}, id="unknown-category"),
        pytest.param({"forSex": "3"}, {"forSex"}, id="for-sex"),
        pytest.param({"name": ""}, {"name"}, id="name"),
        pytest.param({"isDeleted": True}, {"isDeleted"}, id="unknown-field"),
        pytest.param({"teamMinMembers": 0}, {"teamMinMembers"}, id="team-of-none"),
        pytest.param({"teamMaxMembers": 8}, {"teamMaxMembers"}, id="team-of-eight"),
        pytest.param(
            {"teamMinMembers": 5, "teamMaxMembers": 3}, {"teamMaxMembers"}, id="team-range-order"
        ),
    ],
)
async def test_broken_disciplines_are_400_per_field(
    catalog: Catalog, obj: dict[str, Any], fields: set[str]
) -> None:
    body = {"obj": {"name": "Nova", "categoryIds": [catalog.seniors], **obj}}
    response = await catalog.fed.call(
        "POST", "/api/model/Disciplines", catalog.fed.admin, json=body
    )
    assert response.status_code == 400, response.text
    assert set(response.json()["errors"]) == fields
    listed = await catalog.fed.call("GET", "/api/model/Disciplines", catalog.fed.admin)
    assert listed.json()["total"] == 3


async def test_discipline_category_links(catalog: Catalog) -> None:
    fed = catalog.fed
    link = {"obj": {"disciplineId": catalog.team_kata, "categoryId": catalog.juniors}}
    refused = await fed.call("POST", "/api/model/DisciplineCategories", fed.coach, json=link)
    assert refused.status_code == 403
    made = await fed.call("POST", "/api/model/DisciplineCategories", fed.admin, json=link)
    assert made.status_code == 201
    assert made.json() == {"id": made.json()["id"], **link["obj"]}
    again = await fed.call("POST", "/api/model/DisciplineCategories", fed.admin, json=link)
    assert again.status_code == 409
    query = f'/api/model/DisciplineCategories?by={{"disciplineId":{catalog.team_kata}}}'
    listed = (await fed.call("GET", query, fed.coach)).json()
    assert [row["categoryId"] for row in listed["items"]] == [catalog.seniors, catalog.juniors]
    url = f"/api/model/DisciplineCategories/{made.json()['id']}"
    assert (await fed.call("DELETE", url, fed.admin)).status_code == 204
    team = await fed.call("GET", f"/api/model/Disciplines/{catalog.team_kata}", fed.admin)
    assert team.json()["categoryIds"] == [catalog.seniors]
    assert (await fed.call("PUT", url, fed.admin, json={"obj": {}})).status_code == 405


async def test_missing_items_are_404(fed: Federation) -> None:
    for name in NEW_RESOURCES:
        response = await fed.call("GET", f"/api/model/{name}/999", fed.admin)
        assert response.status_code == 404, name


async def test_a_discipline_chooses_its_draw_format(catalog: Catalog) -> None:
    fed, url = catalog.fed, f"/api/model/Disciplines/{catalog.kata}"
    body = {"obj": {"drawFormat": "ELIMINATION_TWO_BRONZES"}}
    assert (await fed.call("PUT", url, fed.admin, json=body)).status_code == 200
    assert (await fed.call("GET", url, fed.coach)).json()["drawFormat"] == "ELIMINATION_TWO_BRONZES"
    wrong = await fed.call("PUT", url, fed.admin, json={"obj": {"drawFormat": "POOLS"}})
    assert wrong.status_code == 400
    cleared = await fed.call("PUT", url, fed.admin, json={"obj": {"drawFormat": None}})
    assert cleared.json()["drawFormat"] is None
