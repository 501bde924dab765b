"""Categories, disciplines and their links over fakes: admins change, everyone reads."""

import pytest

from fedreg_core.domain.catalog_changes import CategoryChanges, DisciplineChanges
from fedreg_core.domain.entities import Category, Discipline
from fedreg_core.domain.enums import ForSex
from fedreg_core.domain.errors import Conflict, Forbidden, NotFound, RuleBroken
from fedreg_core.domain.links import DisciplineCategory
from fedreg_core.ports.views import CategoryRef
from fedreg_core.services import categories, disciplines, links
from fedreg_core.services.listing import ListRequest
from tests.unit.catalog_setup import Catalog


async def test_categories_are_listed_by_name_and_filtered_by_archive(catalog: Catalog) -> None:
    await categories.update_category(
        catalog.uow, catalog.admin, catalog.juniors, CategoryChanges(is_archived=True)
    )
    active = await categories.list_categories(catalog.uow, ListRequest(by={"isArchived": False}))
    archived = await categories.list_categories(catalog.uow, ListRequest(by={"isArchived": True}))
    everything = await categories.list_categories(catalog.uow, ListRequest())
    assert [v.item.name for v in active.items] == ["Seniori"]
    assert [v.item.name for v in archived.items] == ["Juniori"]
    assert [v.item.name for v in everything.items] == ["Juniori", "Seniori"]


async def test_only_admins_change_categories_and_nothing_is_stored_on_refusal(
    catalog: Catalog,
) -> None:
    with pytest.raises(Forbidden):
        await categories.create_category(catalog.uow, catalog.coach, Category("Kadeti"))
    with pytest.raises(Forbidden):
        await categories.update_category(
            catalog.uow, catalog.coach, catalog.seniors, CategoryChanges(name="X")
        )
    with pytest.raises(Forbidden):
        await categories.delete_category(catalog.uow, catalog.coach, catalog.seniors)
    with pytest.raises(RuleBroken) as raised:
        await categories.create_category(catalog.uow, catalog.admin, Category(" "))
    assert raised.value.errors == {"name": "required"}
    assert [c.name for c in catalog.db.categories.all()] == ["Seniori", "Juniori"]
    created = await categories.create_category(catalog.uow, catalog.admin, Category("Kadeti", True))
    assert (created.item.name, created.item.no_pay) == ("Kadeti", True)


async def test_deleting_a_category_removes_it_from_disciplines(catalog: Catalog) -> None:
    await categories.delete_category(catalog.uow, catalog.admin, catalog.juniors)
    kata = (await disciplines.get_discipline(catalog.uow, catalog.kata)).item
    assert kata.categories == (CategoryRef(catalog.seniors, "Seniori"),)
    with pytest.raises(NotFound):
        await categories.delete_category(catalog.uow, catalog.admin, catalog.juniors)


async def test_a_discipline_names_its_categories(catalog: Catalog) -> None:
    new = Discipline("Kumite -60", [catalog.juniors], for_sex=ForSex.MEN, always_pay=True)
    created = (await disciplines.create_discipline(catalog.uow, catalog.admin, new)).item
    assert created.categories == (CategoryRef(catalog.juniors, "Juniori"),)
    page = await disciplines.list_disciplines(catalog.uow, ListRequest("kumite"))
    assert [(v.item.discipline.name, len(v.item.categories)) for v in page.items] == [
        ("Kumite", 2),
        ("Kumite -60", 1),
    ]


@pytest.mark.parametrize(
    ("changes", "errors"),
    [
        pytest.param(
            DisciplineChanges(category_ids=[]), {"categoryIds": "required"}, id="no-category"
        ),
        pytest.param(
            DisciplineChanges(category_ids=[999]), {"categoryIds": "invalid_value"}, id="unknown"
        ),
        pytest.param(
            DisciplineChanges(no_pay=True, always_pay=True), {"alwaysPay": "pay_flags"}, id="pay"
        ),
        pytest.param(
            DisciplineChanges(is_kata_a=True, is_kata_b=True), {"isKataB": "kata_flags"}, id="kata"
        ),
    ],
)
async def test_broken_discipline_changes_store_nothing(
    catalog: Catalog, changes: DisciplineChanges, errors: dict[str, str]
) -> None:
    with pytest.raises(RuleBroken) as raised:
        await disciplines.update_discipline(catalog.uow, catalog.admin, catalog.kata, changes)
    assert raised.value.errors == errors
    stored = await catalog.db.disciplines.get(catalog.kata)
    assert stored == Discipline("Kata", [catalog.seniors, catalog.juniors], id=catalog.kata)


async def test_editing_categories_syncs_the_links(catalog: Catalog) -> None:
    def kata_links() -> list[tuple[int, int | None]]:
        rows = catalog.db.discipline_categories.all()
        return [(row.category_id, row.id) for row in rows if row.discipline_id == catalog.kata]

    (_, seniors_link), (_, juniors_link) = kata_links()
    changes = DisciplineChanges(category_ids=[catalog.juniors], for_sex=ForSex.WOMEN)
    await disciplines.update_discipline(catalog.uow, catalog.admin, catalog.kata, changes)
    assert kata_links() == [(catalog.juniors, juniors_link)]  # the link kept is the same row
    with pytest.raises(Forbidden):
        await disciplines.delete_discipline(catalog.uow, catalog.coach, catalog.kata)
    await disciplines.delete_discipline(catalog.uow, catalog.admin, catalog.kata)
    assert kata_links() == []
    assert seniors_link != juniors_link


async def test_discipline_category_links_one_by_one(catalog: Catalog) -> None:
    kind = links.DISCIPLINE_CATEGORIES
    link = DisciplineCategory(catalog.team_kata, catalog.juniors)
    with pytest.raises(Forbidden):
        await links.create_link(catalog.uow, kind, catalog.coach, link)
    created = (await links.create_link(catalog.uow, kind, catalog.admin, link)).item
    with pytest.raises(Conflict) as duplicate:
        await links.create_link(
            catalog.uow, kind, catalog.admin, DisciplineCategory(catalog.team_kata, catalog.juniors)
        )
    assert duplicate.value.message_key == "error_already_linked"
    with pytest.raises(RuleBroken) as broken:
        await links.create_link(catalog.uow, kind, catalog.admin, DisciplineCategory(998, 999))
    assert broken.value.errors == {"disciplineId": "invalid_value", "categoryId": "invalid_value"}
    team = await catalog.db.disciplines.get(catalog.team_kata)
    assert team is not None and team.category_ids == [catalog.seniors, catalog.juniors]
    listed = await links.list_links(
        catalog.uow, kind, catalog.coach, ListRequest(by={"disciplineId": catalog.team_kata})
    )
    assert [v.item.category_id for v in listed.items] == [catalog.seniors, catalog.juniors]
    assert created.id is not None
    await links.delete_link(catalog.uow, kind, catalog.admin, created.id)
    team = await catalog.db.disciplines.get(catalog.team_kata)
    assert team is not None and team.category_ids == [catalog.seniors]
