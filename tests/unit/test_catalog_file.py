"""The catalogue as records over fakes: export, import matched by name (admins only, dry
runs, all or nothing) and disciplines found by name for tournament files."""

from dataclasses import replace

import pytest

from fedreg_core.domain.entities import Discipline
from fedreg_core.domain.enums import ForSex
from fedreg_core.domain.errors import Forbidden, NotFound, RuleBroken
from fedreg_core.services.catalog_file import (
    CatalogRecords,
    CategoryRecord,
    DisciplineRecord,
    discipline_ids_named,
    export_catalog,
)
from fedreg_core.services.catalog_import import import_catalog
from tests.unit.catalog_setup import Catalog

RECORDS = CatalogRecords(
    (CategoryRecord("Seniori"), CategoryRecord("Veterani", no_pay=True)),
    (
        DisciplineRecord("Kata", ("Seniori", "Juniori")),
        DisciplineRecord("Kumite", ("Seniori",), ForSex.MEN),
        DisciplineRecord("Kobudo", ("Veterani",), always_pay=True),
    ),
)


async def test_export_names_every_entry_by_name(catalog: Catalog) -> None:
    exported = await export_catalog(catalog.uow)
    assert [c.name for c in exported.categories] == ["Juniori", "Seniori"]
    assert exported.disciplines[0] == DisciplineRecord("Kata", ("Juniori", "Seniori"))


async def test_import_creates_updates_and_then_changes_nothing(catalog: Catalog) -> None:
    report = await import_catalog(catalog.uow, catalog.admin, RECORDS)
    assert [(i.kind, i.name, i.outcome) for i in report] == [
        ("category", "Seniori", "unchanged"),
        ("category", "Veterani", "created"),
        ("discipline", "Kata", "unchanged"),
        ("discipline", "Kumite", "updated"),
        ("discipline", "Kobudo", "created"),
    ]
    kumite = await catalog.db.disciplines.get(catalog.kumite)
    assert kumite is not None
    assert (kumite.category_ids, kumite.for_sex) == ([catalog.seniors], ForSex.MEN)
    again = await import_catalog(catalog.uow, catalog.admin, RECORDS)
    assert {i.outcome for i in again} == {"unchanged"}
    exported = await export_catalog(catalog.uow)
    assert [r for r in exported.disciplines if r.name == "Kobudo"] == [RECORDS.disciplines[2]]


async def test_a_dry_run_and_a_refused_record_store_nothing(catalog: Catalog) -> None:
    before = await export_catalog(catalog.uow)
    steps: list[tuple[int, int]] = []
    dry = await import_catalog(
        catalog.uow, catalog.admin, RECORDS, dry_run=True, progress=lambda *s: steps.append(s)
    )
    assert [i.outcome for i in dry].count("created") == 2
    assert steps == [(1, 5), (2, 5), (3, 5), (4, 5), (5, 5)]
    broken = CatalogRecords(
        RECORDS.categories, (DisciplineRecord("Kata", ("Seniori",), no_pay=True, always_pay=True),)
    )
    with pytest.raises(RuleBroken) as refused:
        await import_catalog(catalog.uow, catalog.admin, broken)
    assert refused.value.errors == {"disciplines[0].alwaysPay": "pay_flags"}
    with pytest.raises(NotFound) as unknown:
        await import_catalog(
            catalog.uow, catalog.admin, CatalogRecords((), (DisciplineRecord("K", ("Nowhere",)),))
        )
    assert (unknown.value.what, unknown.value.key) == ("category", "Nowhere")
    assert await export_catalog(catalog.uow) == before


async def test_only_admins_import(catalog: Catalog) -> None:
    with pytest.raises(Forbidden):
        await import_catalog(catalog.uow, catalog.coach, RECORDS)


async def test_disciplines_by_name_for_a_tournament_file(catalog: Catalog) -> None:
    named = await discipline_ids_named(catalog.uow, ["Kumite", " Kata "])
    assert named == [catalog.kumite, catalog.kata]
    with pytest.raises(NotFound) as unknown:
        await discipline_ids_named(catalog.uow, ["Kata", "Kobudo"])
    assert (unknown.value.what, unknown.value.key) == ("discipline", "Kobudo")
    await catalog.db.disciplines.add(Discipline("Kata", [catalog.seniors]))
    with pytest.raises(RuleBroken) as twice:
        await discipline_ids_named(catalog.uow, ["Kata"])
    assert twice.value.errors == {"Kata": "duplicate_name"}


async def test_a_team_disciplines_member_range_goes_out_and_comes_back(catalog: Catalog) -> None:
    team = DisciplineRecord("Kumite ekipno", ("Seniori",), ForSex.MEN, is_team=True)
    seven = CatalogRecords((), (replace(team, team_members=(5, 7)),))
    report = await import_catalog(catalog.uow, catalog.admin, seven)
    assert [i.outcome for i in report] == ["created"]
    exported = await export_catalog(catalog.uow)
    assert [r for r in exported.disciplines if r.name == "Kumite ekipno"] == [seven.disciplines[0]]
    eight = CatalogRecords((), (replace(team, team_members=(5, 8)),))
    with pytest.raises(RuleBroken) as error:
        await import_catalog(catalog.uow, catalog.admin, eight)
    assert error.value.errors == {"disciplines[0].teamMaxMembers": "team_members_bound"}
    assert error.value.values == {"disciplines[0].teamMaxMembers": {"min": 1, "max": 7}}
