"""A discipline's kind (``isTeam``) stays while tournaments list it as that kind: a 400 on
``isTeam`` in the user's language, naming the tournaments, and nothing changed."""

from tests.api.resources.catalog.conftest import Catalog

EN = {"Accept-Language": "en"}


async def test_a_listed_discipline_keeps_its_kind(catalog: Catalog) -> None:
    fed = catalog.fed
    await catalog.create_tournament()
    await catalog.create_tournament(name="Kup Beograda")
    kata = f"/api/model/Disciplines/{catalog.kata}"
    change = {"obj": {"isTeam": True, "name": "Kata ekipno"}}
    refused = await fed.call("PUT", kata, fed.admin, json=change, headers=EN)
    assert refused.status_code == 400, refused.text
    assert refused.json()["errors"] == {
        "isTeam": "It cannot become a team discipline: tournaments list it among their"
        " individual disciplines: Kup Beograda, Prvenstvo Srbije."
    }
    in_serbian = await fed.call("PUT", kata, fed.admin, json=change)
    assert in_serbian.json()["errors"] == {
        "isTeam": "Ne može postati ekipna: turniri je navode među pojedinačnim disciplinama:"
        " Kup Beograda, Prvenstvo Srbije."
    }
    stored = (await fed.call("GET", kata, fed.admin)).json()
    assert (stored["name"], stored["isTeam"]) == ("Kata", False)
    team = f"/api/model/Disciplines/{catalog.team_kata}"
    individual = {"obj": {"isTeam": False}}
    refused = await fed.call("PUT", team, fed.admin, json=individual, headers=EN)
    assert (refused.status_code, refused.json()["errors"]) == (
        400,
        {
            "isTeam": "It cannot become an individual discipline: tournaments list it among"
            " their team disciplines: Kup Beograda, Prvenstvo Srbije."
        },
    )
    assert (await fed.call("GET", team, fed.admin)).json()["isTeam"] is True


async def test_a_discipline_no_tournament_lists_changes_its_kind(catalog: Catalog) -> None:
    fed = catalog.fed
    url = f"/api/model/Disciplines/{catalog.kata}"
    changed = await fed.call("PUT", url, fed.admin, json={"obj": {"isTeam": True}})
    assert (changed.status_code, changed.json()["isTeam"]) == (200, True)
