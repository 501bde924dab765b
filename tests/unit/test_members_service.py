"""What only members have: private fields, the settings locks, alwaysPays, belts, dates."""

from dataclasses import replace
from datetime import date

import pytest

from fedreg_core.domain.entities import Coach
from fedreg_core.domain.enums import BELTS, Variant
from fedreg_core.domain.errors import Forbidden, RuleBroken
from fedreg_core.domain.people_changes import CoachChanges, MemberChanges
from fedreg_core.domain.permissions import MEMBER_PRIVATE_FIELDS
from fedreg_core.services import people
from fedreg_core.services.listing import ListRequest
from fedreg_core.services.person_kinds import COACHES, MEMBERS, FormContext
from tests.fake_access_log import ORIGIN
from tests.unit.clubs_setup import FORM, TODAY, World, new_member


async def test_other_clubs_read_members_without_private_fields(fed: World) -> None:
    member = await fed.member_of(fed.sokol_id)
    assert member.id is not None
    page = await people.list_people(fed.uow, MEMBERS, fed.other, ListRequest())
    assert [v.hidden for v in page.items] == [MEMBER_PRIVATE_FIELDS]
    for actor in (fed.coach, fed.admin):
        assert (
            await people.get_person(fed.uow, MEMBERS, actor, member.id, ORIGIN)
        ).hidden == frozenset()
    other_view = await people.get_person(fed.uow, MEMBERS, fed.other, member.id, ORIGIN)
    assert other_view.hidden == MEMBER_PRIVATE_FIELDS


async def test_other_clubs_see_coaches_without_their_photo(fed: World) -> None:
    await fed.db.coaches.add(Coach(fed.sokol_id, "Iva", "Ivić"))
    page = await people.list_people(fed.uow, COACHES, fed.other, ListRequest())
    assert [v.hidden for v in page.items] == [frozenset({"avatar"})]
    own = await people.list_people(fed.uow, COACHES, fed.coach, ListRequest())
    assert [v.hidden for v in own.items] == [frozenset()]


@pytest.mark.parametrize(
    ("setting", "message_key"),
    [
        pytest.param("disable_create", "error_members_create_locked", id="create"),
        pytest.param("disable_edit", None, id="edit-does-not-lock-create"),
    ],
)
async def test_disable_create_locks_member_creation_for_club_users(
    fed: World, setting: str, message_key: str | None
) -> None:
    await fed.set_settings(**{setting: True})
    if message_key is None:
        await people.create_person(fed.uow, MEMBERS, fed.coach, new_member(fed.sokol_id), FORM)
        return
    with pytest.raises(Forbidden) as raised:
        await people.create_person(fed.uow, MEMBERS, fed.coach, new_member(fed.sokol_id), FORM)
    assert raised.value.message_key == message_key
    assert fed.db.members.all() == []
    await people.create_person(fed.uow, MEMBERS, fed.admin, new_member(fed.sokol_id), FORM)
    assert len(fed.db.members.all()) == 1


async def test_disable_edit_locks_changes_and_removal_for_club_users(fed: World) -> None:
    member = await fed.member_of(fed.sokol_id)
    assert member.id is not None
    await fed.set_settings(disable_edit=True)
    for attempt in (
        people.update_person(
            fed.uow, MEMBERS, fed.coach, member.id, MemberChanges(belt="CRNI"), FORM
        ),
        people.delete_person(fed.uow, fed.files, MEMBERS, fed.coach, member.id),
        people.upload_person_avatar(fed.uow, MEMBERS, fed.coach, member.id, fed.upload()),
    ):
        with pytest.raises(Forbidden) as raised:
            await attempt
        assert raised.value.message_key == "error_members_edit_locked"
    assert fed.db.members.all() == [member]
    assert fed.files.files == {}
    await people.update_person(
        fed.uow, MEMBERS, fed.admin, member.id, MemberChanges(belt="CRNI"), FORM
    )
    await fed.db.coaches.add(Coach(fed.sokol_id, "Iva", "Ivić"))
    await people.update_person(
        fed.uow, COACHES, fed.coach, 1, CoachChanges(first_name="Ivana"), FORM
    )


async def test_only_admins_set_always_pays(fed: World) -> None:
    paying = replace(new_member(fed.sokol_id), always_pays=True)
    with pytest.raises(Forbidden) as raised:
        await people.create_person(fed.uow, MEMBERS, fed.coach, paying, FORM)
    assert raised.value.message_key == "error_admin_only_field"
    stored = await people.create_person(fed.uow, MEMBERS, fed.admin, paying, FORM)
    assert stored.item.id is not None
    with pytest.raises(Forbidden):
        await people.update_person(
            fed.uow, MEMBERS, fed.coach, stored.item.id, MemberChanges(always_pays=False), FORM
        )
    kept = await people.update_person(  # sending the stored value again is fine
        fed.uow,
        MEMBERS,
        fed.coach,
        stored.item.id,
        MemberChanges(always_pays=True, belt="CRNI"),
        FORM,
    )
    assert (kept.item.always_pays, kept.item.belt) == (True, "CRNI")


@pytest.mark.parametrize(
    ("changes", "form", "errors"),
    [
        pytest.param(
            MemberChanges(belt="BLUE"), FORM, {"belt": "choice"}, id="wff-belt-in-default"
        ),
        pytest.param(
            MemberChanges(), FormContext(BELTS[Variant.WFF], TODAY), {"belt": "choice"}, id="wff"
        ),
        pytest.param(
            MemberChanges(born=date(2026, 3, 2)), FORM, {"born": "born_out_of_range"}, id="future"
        ),
        pytest.param(
            MemberChanges(born=date(1, 1, 1)), FORM, {"born": "born_out_of_range"}, id="year-1"
        ),
        pytest.param(
            MemberChanges(no_pay=True, always_pays=True),
            FORM,
            {"alwaysPays": "pays_conflict"},
            id="pay",
        ),
    ],
)
async def test_member_rules_on_update(
    fed: World, changes: MemberChanges, form: FormContext, errors: dict[str, str]
) -> None:
    member = await fed.member_of(fed.sokol_id)
    assert member.id is not None
    with pytest.raises(RuleBroken) as raised:
        await people.update_person(fed.uow, MEMBERS, fed.admin, member.id, changes, form)
    assert raised.value.errors == errors
    assert fed.db.members.all() == [member]
