"""The last discipline link of a tournament (and the last category of a discipline) stays:
400 with a message on the owner's field, in Serbian or English."""

from tests.api.resources.catalog.conftest import Catalog

EN = {"Accept-Language": "en"}


async def test_the_last_link_of_a_tournament_stays(catalog: Catalog) -> None:
    fed = catalog.fed
    created = await catalog.create_tournament(disciplineIds=[catalog.kata])
    by = f'?by={{"tournamentId":{created["id"]}}}'
    for name, field, sr, en in (
        ("TournamentDisciplines", "disciplineIds", "bar jednu disciplinu", "one discipline"),
        ("TournamentTeamDisciplines", "teamDisciplineIds", "ekipnu", "one team discipline"),
    ):
        (only,) = (await fed.call("GET", f"/api/model/{name}{by}", fed.admin)).json()["items"]
        url = f"/api/model/{name}/{only['id']}"
        refused = await fed.call("DELETE", url, fed.admin)
        assert refused.status_code == 400, refused.text
        assert sr in refused.json()["errors"][field]
        english = await fed.call("DELETE", url, fed.admin, headers=EN)
        assert en in english.json()["errors"][field]
    view = (await fed.call("GET", f"/api/tournament/{created['id']}", fed.admin)).json()
    assert [d["disciplineId"] for d in view["disciplines"]] == [catalog.kata]
    assert [d["disciplineId"] for d in view["teamDisciplines"]] == [catalog.team_kata]


async def test_the_last_category_of_a_discipline_stays(catalog: Catalog) -> None:
    fed = catalog.fed
    by = f'?by={{"disciplineId":{catalog.team_kata}}}'
    (only,) = (await fed.call("GET", f"/api/model/DisciplineCategories{by}", fed.admin)).json()[
        "items"
    ]
    url = f"/api/model/DisciplineCategories/{only['id']}"
    refused = await fed.call("DELETE", url, fed.admin, headers=EN)
    assert refused.status_code == 400
    assert refused.json()["errors"] == {"categoryIds": "A discipline needs at least one category."}
