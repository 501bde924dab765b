"""A discipline keeps its kind while tournaments list it as that kind: refused on the
``isTeam`` field (or the record's, in a catalogue import), naming the tournaments."""

from datetime import datetime

import pytest

from fedreg_core.domain.catalog_changes import DisciplineChanges
from fedreg_core.domain.entities import Tournament
from fedreg_core.domain.errors import RuleBroken
from fedreg_core.services.catalog_file import CatalogRecords, DisciplineRecord
from fedreg_core.services.catalog_import import import_catalog
from fedreg_core.services.disciplines import update_discipline
from tests.unit.catalog_setup import Catalog


async def listing(catalog: Catalog, name: str, kata_as_team: bool = False) -> None:
    """A tournament named ``name`` listing kata (as a team discipline when ``kata_as_team``)."""
    individual, team = [catalog.kumite], [catalog.team_kata]
    (team if kata_as_team else individual).append(catalog.kata)
    start = datetime(2026, 5, 1)
    tournament = Tournament(name, "<p>Opis</p>", start, discipline_ids=individual)
    tournament.team_discipline_ids = team
    await catalog.db.tournaments.add(tournament)


async def test_an_individual_discipline_tournaments_list_stays_individual(
    catalog: Catalog,
) -> None:
    await listing(catalog, "Prvenstvo")
    await listing(catalog, "Kup")
    with pytest.raises(RuleBroken) as refused:
        await update_discipline(
            catalog.uow, catalog.admin, catalog.kata, DisciplineChanges(name="K", is_team=True)
        )
    assert refused.value.errors == {"isTeam": "error_listed_as_individual"}
    assert refused.value.values == {"isTeam": {"names": "Kup, Prvenstvo"}}
    kata = await catalog.db.disciplines.get(catalog.kata)
    assert kata is not None and (kata.name, kata.is_team) == ("Kata", False)


async def test_a_team_discipline_tournaments_list_stays_a_team_one(catalog: Catalog) -> None:
    await listing(catalog, "Prvenstvo")
    changes = DisciplineChanges(is_team=False)
    with pytest.raises(RuleBroken) as refused:
        await update_discipline(catalog.uow, catalog.admin, catalog.team_kata, changes)
    assert refused.value.errors == {"isTeam": "error_listed_as_team"}
    assert refused.value.values == {"isTeam": {"names": "Prvenstvo"}}


async def test_the_kind_changes_when_no_tournament_lists_the_discipline_so(
    catalog: Catalog,
) -> None:
    await listing(catalog, "Ekipni kup", kata_as_team=True)  # kata listed as a team's already
    changes = DisciplineChanges(is_team=True)
    changed = await update_discipline(catalog.uow, catalog.admin, catalog.kata, changes)
    assert changed.item.discipline.is_team is True
    renamed = DisciplineChanges(name="Kumite 2")  # the kind kept: no tournament asked about
    kumite = await update_discipline(catalog.uow, catalog.admin, catalog.kumite, renamed)
    assert kumite.item.discipline.name == "Kumite 2"


async def test_a_catalogue_import_names_the_record_whose_kind_tournaments_keep(
    catalog: Catalog,
) -> None:
    await listing(catalog, "Prvenstvo")
    records = CatalogRecords((), (DisciplineRecord("Kata", ("Seniori",), is_team=True),))
    with pytest.raises(RuleBroken) as refused:
        await import_catalog(catalog.uow, catalog.admin, records)
    assert refused.value.errors == {"disciplines[0].isTeam": "error_listed_as_individual"}
    kata = await catalog.db.disciplines.get(catalog.kata)
    assert kata is not None and kata.is_team is False
