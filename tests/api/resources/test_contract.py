"""The generic resources' contract: signed-in only, the OpenAPI document, bodies, paging."""

import pytest

from tests.api.conftest import Api
from tests.api.registrations.conftest import cup_on
from tests.api.resources.conftest import Federation, member_body

ALL_CALLS = {
    ("GET", ""),
    ("GET", "/1"),
    ("PUT", "/1"),
    ("DELETE", "/1"),
    ("POST", ""),
    ("POST", "/1"),
}
CALLS = {
    "Clubs": ALL_CALLS - {("POST", "")},
    "Members": ALL_CALLS,
    "Coaches": ALL_CALLS,
    "Referees": ALL_CALLS,
    "Officials": ALL_CALLS,
    "User": {("GET", ""), ("GET", "/1")},
    "Settings": {("GET", ""), ("GET", "/1"), ("PUT", "/1"), ("POST", "/1")},
}


@pytest.mark.parametrize("name", list(CALLS))
async def test_every_call_wants_a_signed_in_user(api: Api, name: str) -> None:
    for method, suffix in sorted(CALLS[name]):
        response = await api.client.request(method, f"/api/model/{name}{suffix}")
        assert response.status_code == 401, (method, suffix, response.text)
        assert set(response.json()) == {"message", "error", "requestId"}
    for action in ("changePassword", "update"):
        response = await api.client.post(f"/api/model/User/1/{action}", json={})
        assert response.status_code == 401


async def test_calls_a_resource_does_not_have_are_405(fed: Federation) -> None:
    for method, url in [
        ("POST", "/api/model/Settings"),
        ("DELETE", "/api/model/Settings/1"),
        ("POST", "/api/model/Clubs"),
        ("PUT", "/api/model/User/1"),
    ]:
        response = await fed.call(method, url, fed.admin, json={"obj": {}})
        assert response.status_code == 405, (method, url)


async def test_openapi_names_every_operation_and_closes_bodies(api: Api) -> None:
    document = (await api.client.get("/api/schema/openapi.json")).json()
    operations = {op["operationId"] for ops in document["paths"].values() for op in ops.values()}
    for singular, plural in [("Member", "Members"), ("Coach", "Coaches"), ("Referee", "Referees")]:
        assert {f"list{plural}", f"get{singular}", f"create{singular}"} <= operations
        assert {f"update{singular}", f"delete{singular}", f"upload{singular}Image"} <= operations
        assert f"erase{singular}" in operations
    assert {"listClubs", "getClub", "updateClub", "deleteClub", "uploadClubImage"} <= operations
    assert {"listUsers", "getUser", "changeUserPassword", "updateUserStatus"} <= operations
    assert {"listSettings", "getSettings", "updateSettings", "uploadSettingsImage"} <= operations
    schemas = document["components"]["schemas"]
    assert schemas["MemberCreateRequest"]["additionalProperties"] is False
    assert schemas["MemberUpdate"]["additionalProperties"] is False
    assert schemas["MemberUpdate"].get("required", []) == []
    limit = next(
        p
        for p in document["paths"]["/api/model/Members"]["get"]["parameters"]
        if p["name"] == "limit"
    )
    assert (limit["schema"]["minimum"], limit["schema"]["maximum"]) == (1, 1000)
    upload = document["paths"]["/api/model/Members/{id}"]["post"]["responses"]
    assert set(upload) == {"200", "400", "401", "403", "404", "409", "413", "415"}  # 409: erased
    for status in ("413", "415"):
        schema = upload[status]["content"]["application/json"]["schema"]
        assert schema["$ref"].endswith("/ErrorBody")


async def test_unknown_fields_are_refused_and_nothing_stored(fed: Federation) -> None:
    body = member_body(fed.club_id, nickname="Ana")
    response = await fed.call("POST", "/api/model/Members", fed.coach, json=body)
    assert response.status_code == 400
    assert set(response.json()["errors"]) == {"nickname"}
    outer = {**member_body(fed.club_id), "extra": 1}
    assert (await fed.call("POST", "/api/model/Members", fed.coach, json=outer)).status_code == 400
    listed = await fed.call("GET", "/api/model/Members", fed.coach)
    assert listed.json() == {"items": [], "total": 0}


@pytest.mark.parametrize(
    ("query", "field"),
    [
        pytest.param("limit=0", "limit", id="limit-0"),
        pytest.param("limit=1001", "limit", id="limit-1001"),
        pytest.param("skip=-1", "skip", id="skip"),
        pytest.param("by=not-json", "by", id="by-not-json"),
        pytest.param("by=[1]", "by", id="by-not-an-object"),
        pytest.param('by={"born":"2010-01-01"}', "by.born", id="by-not-allowed"),
        pytest.param('by={"clubId":"x"}', "by.clubId", id="by-wrong-type"),
    ],
)
async def test_bad_list_parameters_are_400(fed: Federation, query: str, field: str) -> None:
    response = await fed.call("GET", f"/api/model/Members?{query}", fed.coach)
    assert response.status_code == 400, response.text
    assert field in response.json()["errors"]


@pytest.mark.parametrize("name", ["Clubs", "Members", "Coaches", "Referees", "User", "Settings"])
async def test_missing_items_are_404(fed: Federation, name: str) -> None:
    response = await fed.call("GET", f"/api/model/{name}/999", fed.admin)
    assert response.status_code == 404
    assert set(response.json()) == {"message", "error", "requestId"}


async def test_every_error_answer_is_documented_in_the_error_shape(api: Api) -> None:
    """Litestar's own 400 shape ``{status_code, detail}`` is never what the document says.
    (``/api/ready``'s 503 is no error but the check's answer, in the shape of its 200.)"""
    document = (await api.client.get("/api/schema/openapi.json")).json()
    ready = document["paths"]["/api/ready"]["get"]["responses"]
    assert ready["503"]["content"] == ready["200"]["content"]
    for path, operations in document["paths"].items():
        for method, operation in operations.items():
            for status, response in operation["responses"].items():
                if int(status) >= 400 and path != "/api/ready":
                    schema = response["content"]["application/json"]["schema"]
                    assert schema == {"$ref": "#/components/schemas/ErrorBody"}, (
                        method,
                        path,
                        status,
                    )
    get_club = document["paths"]["/api/model/Clubs/{id}"]["get"]["responses"]
    assert "400" in get_club  # an id below 1 is refused before anything is looked up


@pytest.mark.parametrize(
    ("method", "path"),
    [
        ("delete", "/api/model/Members/{id}"),
        ("delete", "/api/model/Referees/{id}"),
        ("delete", "/api/model/Categories/{id}"),
        ("delete", "/api/model/Disciplines/{id}"),
        ("post", "/api/model/DisciplineCategories"),
        ("post", "/api/model/TournamentDisciplines"),
        ("post", "/api/model/ClubDeductions"),
        ("put", "/api/model/ClubDeductions/{id}"),
        ("put", "/api/model/Tournaments/{id}"),
    ],
)
async def test_conflicts_are_documented_where_they_happen(api: Api, method: str, path: str) -> None:
    document = (await api.client.get("/api/schema/openapi.json")).json()
    assert "409" in document["paths"][path][method]["responses"]


async def test_deleting_a_registered_member_is_a_documented_conflict(fed: Federation) -> None:
    cup = await cup_on(fed)
    member = await cup.member(fed.club_id)
    body = {"memberId": member, "categories": cup.categories("kumite")}
    url = f"/api/tournament/{cup.id}/register-competitor"
    assert (await fed.call("POST", url, fed.coach, json=body)).status_code == 201
    response = await fed.call("DELETE", f"/api/model/Members/{member}", fed.coach)
    assert response.status_code == 409
    assert set(response.json()) == {"message", "error", "requestId"}
