"""General settings over fakes: one item everyone reads, admins change."""

import pytest

from fedreg_core.domain.club_changes import SettingsChanges
from fedreg_core.domain.errors import Forbidden, NotFound, RuleBroken
from fedreg_core.services import site_settings
from fedreg_core.services.listing import ListRequest
from tests.unit.clubs_setup import World


async def test_settings_are_a_list_of_one(fed: World) -> None:
    page = await site_settings.list_settings(fed.uow, ListRequest())
    assert ([v.item.id for v in page.items], page.total) == ([1], 1)
    assert (await site_settings.list_settings(fed.uow, ListRequest(skip=1))).items == []
    assert (await site_settings.get_settings(fed.uow, 1)).item.title == "fedreg"
    with pytest.raises(NotFound):
        await site_settings.get_settings(fed.uow, 2)


async def test_admin_changes_settings_partially(fed: World) -> None:
    changed = await site_settings.update_settings(
        fed.uow, fed.admin, 1, SettingsChanges(description="Savez", disable_create=True)
    )
    assert (changed.item.title, changed.item.description) == ("fedreg", "Savez")
    stored = await fed.db.settings.get()
    assert (stored.disable_create, stored.disable_edit) == (True, False)


@pytest.mark.parametrize(
    ("who", "changes", "error"),
    [
        pytest.param("coach", SettingsChanges(title="Mine"), Forbidden, id="club-user"),
        pytest.param("admin", SettingsChanges(title=" "), RuleBroken, id="title-required"),
    ],
)
async def test_refused_changes_change_nothing(
    fed: World, who: str, changes: SettingsChanges, error: type[Exception]
) -> None:
    before = await fed.db.settings.get()
    with pytest.raises(error):
        await site_settings.update_settings(fed.uow, getattr(fed, who), 1, changes)
    assert await fed.db.settings.get() == before


async def test_description_is_required_when_sent(fed: World) -> None:
    with pytest.raises(RuleBroken) as raised:
        await site_settings.update_settings(fed.uow, fed.admin, 1, SettingsChanges(description=" "))
    assert raised.value.errors == {"description": "required"}


async def test_a_partial_change_keeps_the_default_empty_description(fed: World) -> None:
    assert (await fed.db.settings.get()).description == ""
    changed = await site_settings.update_settings(
        fed.uow, fed.admin, 1, SettingsChanges(show_disciplines=True)
    )
    assert (changed.item.show_disciplines, changed.item.description) == (True, "")
    renamed = await site_settings.update_settings(
        fed.uow, fed.admin, 1, SettingsChanges(title="Savez")
    )
    assert (renamed.item.title, renamed.item.show_disciplines) == ("Savez", True)
    assert (await fed.db.settings.get()).title == "Savez"
