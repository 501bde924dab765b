"""Profile: the UI language and the mail notices, changed partially (issue 19)."""

import pytest

from fedreg_core.domain.entities import User
from fedreg_core.domain.errors import RuleBroken
from fedreg_core.services.profile import ProfileChanges, update_profile
from tests.unit.accounts_setup import World


@pytest.fixture
def world() -> World:
    return World()


@pytest.fixture
async def ana(world: World) -> User:
    return await world.add_user("ana@klub.rs")


async def test_a_new_user_has_no_language_and_every_notice_on(ana: User) -> None:
    assert ana.language is None
    assert (ana.mail_applications_open, ana.mail_entry_confirmation) == (True, True)
    assert ana.mail_deadline_reminder


async def test_language_alone_keeps_name_email_and_notices(world: World, ana: User) -> None:
    assert ana.id is not None
    account = await update_profile(world.uow, ana.id, ProfileChanges(language="en"))

    stored = await world.stored_user(ana.id)
    assert stored.language == "en"
    assert (stored.name, stored.email) == (ana.name, ana.email)
    assert stored.mail_entry_confirmation
    assert account.user == stored


async def test_one_notice_turned_off_keeps_the_others(world: World, ana: User) -> None:
    assert ana.id is not None
    changes = ProfileChanges(mail_deadline_reminder=False)
    await update_profile(world.uow, ana.id, changes)

    stored = await world.stored_user(ana.id)
    assert not stored.mail_deadline_reminder
    assert stored.mail_applications_open
    assert stored.mail_entry_confirmation
    assert stored.language is None


@pytest.mark.parametrize("language", ["de", "", "SR", "english"])
async def test_a_language_other_than_sr_or_en_is_refused(
    world: World, ana: User, language: str
) -> None:
    assert ana.id is not None
    with pytest.raises(RuleBroken) as caught:
        await update_profile(world.uow, ana.id, ProfileChanges(language=language, name=""))

    assert caught.value.errors == {"language": "choice", "name": "required"}
    assert await world.stored_user(ana.id) == ana
    assert world.uow.commits == 0
