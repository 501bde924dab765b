"""The OpenAPI document names the calls of issue 5 and describes their bodies exactly."""

from tests.api.conftest import Api


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
    assert {"single_fee_1", "team_fee_break", "startDate", "disciplineIds"} <= set(form["required"])
    assert form["properties"]["single_fee_1"]["minimum"] == 0
    update = schemas["TournamentUpdate"]
    assert "single_fee_other_break" in update["properties"] and update.get("required", []) == []
    assert "isArchived" in update["properties"]
    archive = document["paths"]["/api/tournament/{id}/archive"]["put"]["responses"]
    assert {"200", "401", "403", "404", "409"} <= set(archive)
    document_upload = document["paths"]["/api/model/Documents/{id}"]["post"]
    assert "20 MB" in document_upload["description"]
