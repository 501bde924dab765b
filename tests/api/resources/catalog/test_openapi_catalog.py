"""The OpenAPI document names the catalogue's calls and describes their bodies exactly."""

import json
import re

from fedreg_core.fees import DEFAULT_FEES
from tests.api.conftest import Api
from tests.api.resources.catalog.conftest import Catalog


async def test_operations_and_bodies_are_published(api: Api) -> None:
    document = (await api.client.get("/api/schema/openapi.json")).json()
    operations = {op["operationId"] for ops in document["paths"].values() for op in ops.values()}
    assert {
        "listCategories",
        "createCategory",
        "updateCategory",
        "deleteCategory",
        "listDisciplines",
        "createDiscipline",
        "createDisciplineCategory",
        "deleteDisciplineCategory",
        "listTournaments",
        "getTournament",
        "createTournament",
        "updateTournament",
        "deleteTournament",
        "uploadTournamentCover",
        "createTournamentDiscipline",
        "createTournamentTeamDiscipline",
        "createTournamentImage",
        "uploadTournamentImageFile",
        "createDocument",
        "uploadDocumentFile",
        "deleteDocument",
        "getTournamentDetails",
        "archiveTournament",
    } <= operations
    schemas = document["components"]["schemas"]
    create = schemas["TournamentCreateRequest"]
    assert create["additionalProperties"] is False
    form = schemas[create["properties"]["obj"]["$ref"].rsplit("/", 1)[-1]]
    assert {"startDate", "disciplineIds"} <= set(form["required"])
    # Fees left out of a new tournament are the defaults: the usual prices, no discounts.
    assert form["properties"]["single_fee_1"]["default"] == DEFAULT_FEES.single_fee_1
    assert form["properties"]["team_fee_break"]["default"] == 0
    assert form["properties"]["single_fee_1"]["minimum"] == 0
    update = schemas["TournamentUpdate"]
    assert "single_fee_other_break" in update["properties"] and update.get("required", []) == []
    assert "isArchived" in update["properties"]
    archive = document["paths"]["/api/tournament/{id}/archive"]["put"]["responses"]
    assert {"200", "401", "403", "404", "409"} <= set(archive)
    document_upload = document["paths"]["/api/model/Documents/{id}"]["post"]
    assert "20 MB" in document_upload["description"]


async def test_date_times_are_documented_as_local_without_an_offset(catalog: Catalog) -> None:
    """``format: date-time`` means RFC 3339 with an offset; the API reads and answers none."""
    document = (await catalog.fed.api.client.get("/api/schema/openapi.json")).json()
    form = document["components"]["schemas"]["TournamentForm"]["properties"]
    answer = document["components"]["schemas"]["TournamentOut"]["properties"]
    for start in (form["startDate"], answer["startDate"]):
        assert start["type"] == "string"
        assert "format" not in start
    pattern = re.compile(form["startDate"]["pattern"])
    created = await catalog.create_tournament(startDate="2026-03-01T09:00:00")
    assert pattern.match(created["startDate"]), created["startDate"]
    assert "date-time" not in json.dumps(document)
