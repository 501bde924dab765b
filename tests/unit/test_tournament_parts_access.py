"""Files and discipline links of a tournament are read like the tournament, and a tournament
or discipline keeps its last link (found by the authorization matrix)."""

import pytest

from fedreg_core.domain.entities import TournamentFile
from fedreg_core.domain.errors import NotFound, RuleBroken
from fedreg_core.domain.links import DisciplineCategory, TournamentDiscipline
from fedreg_core.messages import translate
from fedreg_core.ports.listing import ListQuery
from fedreg_core.services import links, tournament_files
from fedreg_core.services.listing import ListRequest
from tests.unit.catalog_setup import Catalog, tournament_id

PARTS = [
    pytest.param(tournament_files.TOURNAMENT_IMAGES, id="images"),
    pytest.param(tournament_files.DOCUMENTS, id="documents"),
]
LINKS = [
    pytest.param(links.TOURNAMENT_DISCIPLINES, id="disciplines"),
    pytest.param(links.TOURNAMENT_TEAM_DISCIPLINES, id="team-disciplines"),
]


async def _archived_cup(catalog: Catalog) -> int:
    cup = tournament_id(await catalog.create())
    await catalog.update(cup, is_archived=True)
    return cup


@pytest.mark.parametrize("kind", PARTS)
async def test_files_of_an_archived_tournament_are_hidden_from_club_users(
    catalog: Catalog, kind: tournament_files.FileKind
) -> None:
    cup = tournament_id(await catalog.create())
    record = TournamentFile(cup, "Plakat")
    created = (await tournament_files.create_file(catalog.uow, kind, catalog.admin, record)).item
    assert created.id is not None
    await catalog.update(cup, is_archived=True)
    by_cup = ListRequest(by={"tournamentId": cup})
    hidden = await tournament_files.list_files(catalog.uow, kind, catalog.coach, by_cup)
    assert (hidden.items, hidden.total) == ([], 0)
    with pytest.raises(NotFound):
        await tournament_files.get_file(catalog.uow, kind, catalog.coach, created.id)
    shown = await tournament_files.list_files(catalog.uow, kind, catalog.admin, by_cup)
    assert [v.item.id for v in shown.items] == [created.id]
    got = await tournament_files.get_file(catalog.uow, kind, catalog.admin, created.id)
    assert got.item == created


@pytest.mark.parametrize("kind", PARTS)
async def test_club_users_list_the_files_of_one_tournament_at_a_time(
    catalog: Catalog, kind: tournament_files.FileKind
) -> None:
    with pytest.raises(RuleBroken) as broken:
        await tournament_files.list_files(catalog.uow, kind, catalog.coach, ListRequest())
    assert broken.value.errors == {"by.tournamentId": "required"}
    everything = await tournament_files.list_files(catalog.uow, kind, catalog.admin, ListRequest())
    assert everything.total == 0
    missing = ListRequest(by={"tournamentId": 404})
    none = await tournament_files.list_files(catalog.uow, kind, catalog.coach, missing)
    assert none.total == 0


@pytest.mark.parametrize("kind", LINKS)
async def test_links_of_an_archived_tournament_are_hidden_from_club_users(
    catalog: Catalog, kind: links.LinkKind[TournamentDiscipline]
) -> None:
    cup = await _archived_cup(catalog)
    by_cup = ListRequest(by={"tournamentId": cup})
    hidden = await links.list_links(catalog.uow, kind, catalog.coach, by_cup)
    assert hidden.total == 0
    shown = await links.list_links(catalog.uow, kind, catalog.admin, by_cup)
    assert shown.total > 0
    link_id = shown.items[0].item.id
    assert link_id is not None
    with pytest.raises(NotFound):
        await links.get_link(catalog.uow, kind, catalog.coach, link_id)
    assert (await links.get_link(catalog.uow, kind, catalog.admin, link_id)).item.id == link_id
    with pytest.raises(RuleBroken):
        await links.list_links(catalog.uow, kind, catalog.coach, ListRequest())


async def test_discipline_categories_are_read_by_everyone(catalog: Catalog) -> None:
    listed = await links.list_links(
        catalog.uow, links.DISCIPLINE_CATEGORIES, catalog.coach, ListRequest()
    )
    assert listed.total == 5  # kata and kumite in two categories, team kata in one


@pytest.mark.parametrize(
    ("kind", "field", "key"),
    [
        pytest.param(
            links.TOURNAMENT_DISCIPLINES, "disciplineIds", "error_last_discipline", id="individual"
        ),
        pytest.param(
            links.TOURNAMENT_TEAM_DISCIPLINES,
            "teamDisciplineIds",
            "error_last_team_discipline",
            id="team",
        ),
    ],
)
async def test_a_tournament_keeps_its_last_discipline_link(
    catalog: Catalog, kind: links.LinkKind[TournamentDiscipline], field: str, key: str
) -> None:
    cup = tournament_id(
        await catalog.create(discipline_ids=[catalog.kata], team_discipline_ids=[catalog.team_kata])
    )
    only = (await kind.repository(catalog.uow).page(ListQuery(equals={"tournament_id": cup}))).items
    assert len(only) == 1 and only[0].id is not None
    with pytest.raises(RuleBroken) as refused:
        await links.delete_link(catalog.uow, kind, catalog.admin, only[0].id)
    assert refused.value.errors == {field: key}
    tournament = await catalog.db.tournaments.get(cup)
    assert tournament is not None
    assert (tournament.discipline_ids, tournament.team_discipline_ids) == (
        [catalog.kata],
        [catalog.team_kata],
    )


async def test_a_discipline_keeps_its_last_category_link(catalog: Catalog) -> None:
    kind = links.DISCIPLINE_CATEGORIES
    added = await links.create_link(
        catalog.uow, kind, catalog.admin, DisciplineCategory(catalog.team_kata, catalog.juniors)
    )
    assert added.item.id is not None
    await links.delete_link(catalog.uow, kind, catalog.admin, added.item.id)
    query = ListQuery(equals={"discipline_id": catalog.team_kata})
    (last,) = (await kind.repository(catalog.uow).page(query)).items
    assert last.id is not None
    with pytest.raises(RuleBroken) as refused:
        await links.delete_link(catalog.uow, kind, catalog.admin, last.id)
    assert refused.value.errors == {"categoryIds": "error_last_category"}
    team = await catalog.db.disciplines.get(catalog.team_kata)
    assert team is not None and team.category_ids == [catalog.seniors]


@pytest.mark.parametrize(
    ("key", "sr", "en"),
    [
        ("error_last_category", "Disciplina mora imati", "A discipline needs"),
        ("error_last_discipline", "Turnir mora imati", "A tournament needs"),
        ("error_last_team_discipline", "bar jednu ekipnu", "one team discipline"),
    ],
)
def test_last_link_messages_in_both_languages(key: str, sr: str, en: str) -> None:
    assert sr in translate(key, "sr")
    assert en in translate(key, "en")
