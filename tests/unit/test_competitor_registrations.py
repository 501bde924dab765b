"""Competitor registrations over fakes: who may, what may be chosen; refusals change nothing."""

from datetime import datetime
from typing import Any

import pytest

from fedreg_core.domain.access import PersonRef
from fedreg_core.domain.entities import CategoryEntry, User
from fedreg_core.domain.enums import HistoryType
from fedreg_core.domain.errors import Conflict, Forbidden, NotFound, RuleBroken
from fedreg_core.services.registrations import (
    CompetitorChoice,
    delete_competitor,
    register_competitor,
    update_competitor,
)
from tests.unit.registrations_setup import Cup


async def register(cup: Cup, actor: User, member_id: int, *entries: CategoryEntry) -> Any:
    choice = CompetitorChoice(member_id, list(entries or [cup.entry("Seniors", "kumite")]))
    return await register_competitor(cup.fed.uow, cup.clock, actor, cup.cup, choice)


async def test_coach_registers_own_member_with_history(cup: Cup) -> None:
    member = await cup.member(cup.fed.sokol_id)
    assert member.id is not None
    stored = await register(cup, cup.fed.coach, member.id, cup.entry("Seniors", "kumite", "kataA"))
    assert stored.club_id == cup.fed.sokol_id
    assert stored.created_at == cup.clock.now()
    assert cup.fed.db.competitor_registrations.all() == [stored]
    history = await cup.fed.db.history.list_for_tournament(cup.cup)
    assert [(h.type, h.item, h.user_name, h.people) for h in history] == [
        (HistoryType.REGISTER_COMPETITOR, "Ana Anić", "Coach", (PersonRef("members", member.id),))
    ]


async def test_admin_registers_any_club_even_when_closed(cup: Cup) -> None:
    await cup.set_tournament(registration_open=False)
    member = await cup.member(cup.fed.soko_id)
    assert member.id is not None
    stored = await register(cup, cup.fed.admin, member.id)
    assert stored.club_id == cup.fed.soko_id


@pytest.mark.parametrize(
    ("situation", "message_key"),
    [
        ("other_club", "error_other_club"),
        ("closed", "error_registration_closed"),
        ("ended", "error_registration_closed"),
        ("archived", "error_tournament_archived"),
    ],
)
async def test_refusals_are_403_and_store_nothing(
    cup: Cup, situation: str, message_key: str
) -> None:
    club = cup.fed.soko_id if situation == "other_club" else cup.fed.sokol_id
    member = await cup.member(club)
    assert member.id is not None
    if situation == "closed":
        await cup.set_tournament(registration_open=False)
    if situation == "ended":
        cup.clock.set(datetime(2026, 3, 21))
    if situation == "archived":
        await cup.set_tournament(is_archived=True)
    with pytest.raises(Forbidden) as error:
        await register(cup, cup.fed.coach, member.id)
    assert error.value.message_key == message_key
    assert cup.fed.db.competitor_registrations.all() == []
    assert cup.fed.db.history.all() == []


async def test_archived_tournament_refuses_admins_too(cup: Cup) -> None:
    await cup.set_tournament(is_archived=True)
    member = await cup.member(cup.fed.sokol_id)
    assert member.id is not None
    with pytest.raises(Forbidden):
        await register(cup, cup.fed.admin, member.id)


async def test_unknown_tournament_is_404_and_unknown_member_400(cup: Cup) -> None:
    member = await cup.member(cup.fed.sokol_id)
    assert member.id is not None
    choice = CompetitorChoice(member.id, [cup.entry("Seniors", "kumite")])
    with pytest.raises(NotFound):
        await register_competitor(cup.fed.uow, cup.clock, cup.fed.coach, 999, choice)
    with pytest.raises(RuleBroken) as error:
        await register(cup, cup.fed.coach, 999)
    assert error.value.errors == {"memberId": "invalid_value"}


async def test_member_is_registered_once(cup: Cup) -> None:
    member = await cup.member(cup.fed.sokol_id)
    assert member.id is not None
    await register(cup, cup.fed.coach, member.id)
    with pytest.raises(Conflict) as error:
        await register(cup, cup.fed.admin, member.id)
    assert error.value.message_key == "error_already_registered"
    assert len(cup.fed.db.competitor_registrations.all()) == 1


CHOICE_CASES = [
    # (is_male, [(category, disciplines)], expected errors)
    (False, [], {"categories": "required"}),
    (False, [("Seniors", [])], {"categories.0.disciplines": "error_enter_at_least_one_discipline"}),
    (
        False,
        [("Seniors", ["elsewhere"])],
        {"categories.0.disciplines.0": "error_discipline_not_offered"},
    ),
    (
        False,
        [("Seniors", ["archived"])],
        {"categories.0.disciplines.0": "discipline_unavailable"},
    ),
    (
        False,
        [("Old", ["kumite"])],
        {"categories.0.disciplines.0": "error_discipline_not_in_category"},
    ),
    (False, [("Seniors", ["men"])], {"categories.0.disciplines.0": "error_discipline_sex"}),
    (True, [("Seniors", ["women"])], {"categories.0.disciplines.0": "error_discipline_sex"}),
    (
        False,
        [("Seniors", ["team"])],
        {"categories.0.disciplines.0": "error_discipline_not_offered"},
    ),
    (
        False,
        [("Seniors", ["kumite", "kumite"])],
        {"categories.0.disciplines": "error_duplicate_choice"},
    ),
    (
        False,
        [("Seniors", ["kumite"]), ("Seniors", ["kataA"])],
        {"categories.1.id": "error_duplicate_choice"},
    ),
    (
        False,
        [("Seniors", ["kumite"]), ("Veterans", [])],
        {"categories.1.disciplines": "error_enter_at_least_one_discipline"},
    ),
    (True, [("Seniors", ["men", "kumite"]), ("Veterans", ["kataB"])], {}),
    (False, [("Seniors", ["women"])], {}),
]


@pytest.mark.parametrize(("is_male", "chosen", "errors"), CHOICE_CASES)
async def test_choices_are_checked_per_field(
    cup: Cup, is_male: bool, chosen: list[tuple[str, list[str]]], errors: dict[str, str]
) -> None:
    member = await cup.member(cup.fed.sokol_id, is_male=is_male)
    assert member.id is not None
    entries = [cup.entry(category, *names) for category, names in chosen]
    choice = CompetitorChoice(member.id, entries)
    call = register_competitor(cup.fed.uow, cup.clock, cup.fed.coach, cup.cup, choice)
    if not errors:
        await call
        return
    with pytest.raises(RuleBroken) as error:
        await call
    assert error.value.errors == errors
    assert cup.fed.db.competitor_registrations.all() == []


async def test_unknown_category_is_invalid(cup: Cup) -> None:
    member = await cup.member(cup.fed.sokol_id)
    assert member.id is not None
    with pytest.raises(RuleBroken) as error:
        await register(cup, cup.fed.coach, member.id, CategoryEntry(999, [cup.ids["kumite"]]))
    assert error.value.errors["categories.0.id"] == "invalid_value"


async def test_update_replaces_categories_and_delete_removes(cup: Cup) -> None:
    member = await cup.member(cup.fed.sokol_id)
    assert member.id is not None
    stored = await register(cup, cup.fed.coach, member.id)
    uow, clock, coach = cup.fed.uow, cup.clock, cup.fed.coach
    new = [cup.entry("Veterans", "kataA", "kataB")]
    updated = await update_competitor(uow, clock, coach, stored.id, new)
    assert updated.categories == new
    assert cup.fed.db.competitor_registrations.all()[0].categories == new
    with pytest.raises(RuleBroken):
        await update_competitor(uow, clock, coach, stored.id, [cup.entry("Seniors")])
    await delete_competitor(uow, clock, coach, stored.id)
    assert cup.fed.db.competitor_registrations.all() == []
    history = await cup.fed.db.history.list_for_tournament(cup.cup)
    assert {h.type for h in history} == {
        HistoryType.REGISTER_COMPETITOR,
        HistoryType.COMPETITOR_UPDATE,
        HistoryType.COMPETITOR_DELETE,
    }


async def test_other_club_may_not_change_or_remove(cup: Cup) -> None:
    member = await cup.member(cup.fed.sokol_id)
    assert member.id is not None
    stored = await register(cup, cup.fed.coach, member.id)
    uow, clock, other = cup.fed.uow, cup.clock, cup.fed.other
    with pytest.raises(Forbidden):
        await update_competitor(uow, clock, other, stored.id, [cup.entry("Seniors", "kataA")])
    with pytest.raises(Forbidden):
        await delete_competitor(uow, clock, other, stored.id)
    with pytest.raises(NotFound):
        await delete_competitor(uow, clock, other, 999)
    assert len(cup.fed.db.competitor_registrations.all()) == 1
