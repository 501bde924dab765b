"""A club's name is unique without case, diacritics and script, at sign-up and on edit; names
are stored clean (over fakes)."""

from dataclasses import replace

import pytest

from fedreg_core.domain.club_changes import ClubChanges
from fedreg_core.domain.entities import Coach
from fedreg_core.domain.errors import Conflict, RuleBroken
from fedreg_core.services import clubs
from fedreg_core.services.accounts import register
from fedreg_core.services.people import create_person
from fedreg_core.services.person_kinds import COACHES
from tests.fakes import FixedClock
from tests.unit import accounts_setup
from tests.unit.clubs_setup import FORM, World, new_club

TAKEN_ALIKE = ["Karate klub Đorđević", "KARATE KLUB DJORDJEVIC", "Карате клуб Ђорђевић"]


@pytest.mark.parametrize("name", TAKEN_ALIKE)
async def test_sign_up_with_a_name_another_club_has_is_a_conflict_on_the_club_name(
    name: str,
) -> None:
    world = accounts_setup.World()
    await world.db.clubs.add(new_club("karate klub đorđević"))
    data = accounts_setup.valid_registration()
    data.club = replace(data.club, name=name)

    with pytest.raises(Conflict) as caught:
        await register(world.uow, world.hasher, data)

    assert (caught.value.message_key, caught.value.field) == ("error_club_name_taken", "club.name")
    assert (len(world.db.clubs.all()), world.db.users.all()) == (1, [])


@pytest.mark.parametrize("name", TAKEN_ALIKE)
async def test_renaming_a_club_to_another_clubs_name_is_a_conflict(fed: World, name: str) -> None:
    await fed.db.clubs.add(new_club("Karate klub Đorđević"))

    with pytest.raises(Conflict) as caught:
        await clubs.update_club(fed.uow, fed.coach, fed.sokol_id, ClubChanges(name=name))

    assert (caught.value.message_key, caught.value.field) == ("error_club_name_taken", "name")
    stored = await fed.db.clubs.get(fed.sokol_id)
    assert stored is not None
    assert stored.name == "Sokol"


async def test_a_deleted_clubs_name_stays_taken(fed: World) -> None:
    await clubs.delete_club(fed.uow, FixedClock(), fed.admin, fed.soko_id)

    with pytest.raises(Conflict):
        await clubs.update_club(fed.uow, fed.coach, fed.sokol_id, ClubChanges(name="SOKO"))


async def test_a_club_may_rewrite_its_own_name_in_other_case_or_script(fed: World) -> None:
    for name in ("SOKOL", "Сокол", "  Sokol  "):
        changed = await clubs.update_club(fed.uow, fed.coach, fed.sokol_id, ClubChanges(name=name))
        assert changed.item.name == name.strip()


async def test_names_are_stored_clean_at_sign_up_on_edit_and_for_people(fed: World) -> None:
    world = accounts_setup.World()
    data = accounts_setup.valid_registration()
    data.name, data.club = " Ana   Anić ", replace(data.club, name="  Karate   klub Sloga ")
    data.coaches = [Coach(0, "  Petar ", "Pe\u0301rić  ")]
    account = await register(world.uow, world.hasher, data)
    [coach] = world.db.coaches.all()
    assert account.club is not None
    assert (account.user.name, account.club.name) == ("Ana Anić", "Karate klub Sloga")
    assert (coach.first_name, coach.last_name) == ("Petar", "Périć")

    edited = await clubs.update_club(
        fed.uow, fed.coach, fed.sokol_id, ClubChanges(short_name=" SK ", city="Novi   Sad")
    )
    assert (edited.item.short_name, edited.item.city) == ("SK", "Novi Sad")
    added = await create_person(
        fed.uow, COACHES, fed.coach, Coach(fed.sokol_id, " Iva", "Ivić "), FORM
    )
    assert (added.item.first_name, added.item.last_name) == ("Iva", "Ivić")


@pytest.mark.parametrize(
    ("changes", "field", "key"),
    [
        (ClubChanges(name="Club\r\nBcc: x@example.com"), "name", "error_name_hidden_characters"),
        (ClubChanges(short_name="=HYPERLINK(1)"), "shortName", "error_name_formula"),
        (ClubChanges(city="Novi\u202eSad"), "city", "error_name_hidden_characters"),
    ],
)
async def test_club_names_keep_the_name_rule(
    fed: World, changes: ClubChanges, field: str, key: str
) -> None:
    with pytest.raises(RuleBroken) as caught:
        await clubs.update_club(fed.uow, fed.coach, fed.sokol_id, changes)
    assert caught.value.errors == {field: key}
