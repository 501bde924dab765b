"""Club use cases over fakes: list, read, edit, soft delete; nothing changes on refusal."""

import pytest

from fedreg_core.domain.club_changes import ClubChanges
from fedreg_core.domain.errors import Forbidden, NotFound, RuleBroken
from fedreg_core.services import clubs
from fedreg_core.services.listing import ListRequest
from tests.fakes import FixedClock
from tests.unit.clubs_setup import World, new_club


async def test_list_hides_blocked_and_deleted_clubs_and_orders_by_name(fed: World) -> None:
    blocked = new_club("Aaa blocked")
    blocked.is_blocked = True
    deleted = new_club("Aab deleted")
    deleted.is_deleted = True
    await fed.db.clubs.add(blocked)
    await fed.db.clubs.add(deleted)
    await fed.db.clubs.add(new_club("Borac"))
    page = await clubs.list_clubs(fed.uow, fed.coach, ListRequest())
    assert [v.item.name for v in page.items] == ["Borac", "Soko", "Sokol"]
    assert page.total == 3
    assert all(v.hidden == frozenset() for v in page.items)


async def test_list_searches_name_short_name_and_city(fed: World) -> None:
    page = await clubs.list_clubs(fed.uow, fed.coach, ListRequest("sokol beograd"))
    assert [v.item.name for v in page.items] == ["Sokol"]
    with pytest.raises(RuleBroken) as raised:
        await clubs.list_clubs(fed.uow, fed.coach, ListRequest(by={"isDeleted": True}))
    assert raised.value.errors == {"by.isDeleted": "unknown_field"}


async def test_admins_list_blocked_or_deleted_clubs_when_they_ask(fed: World) -> None:
    blocked = new_club("Aaa blocked")
    blocked.is_blocked = True
    await fed.db.clubs.add(blocked)
    await clubs.delete_club(fed.uow, FixedClock(), fed.admin, fed.soko_id)
    shown = await clubs.list_clubs(fed.uow, fed.admin, ListRequest())
    assert [v.item.name for v in shown.items] == ["Sokol"]
    only_blocked = await clubs.list_clubs(fed.uow, fed.admin, ListRequest(by={"isBlocked": True}))
    assert [v.item.name for v in only_blocked.items] == ["Aaa blocked"]
    deleted = await clubs.list_clubs(fed.uow, fed.admin, ListRequest(by={"isDeleted": True}))
    assert [v.item.name for v in deleted.items] == ["Soko"]


async def test_deleted_club_is_not_found_except_for_admins(fed: World) -> None:
    await clubs.delete_club(fed.uow, FixedClock(), fed.admin, fed.soko_id)
    with pytest.raises(NotFound):
        await clubs.get_club(fed.uow, fed.coach, fed.soko_id)
    assert (await clubs.get_club(fed.uow, fed.admin, fed.soko_id)).item.is_deleted
    with pytest.raises(NotFound):
        await clubs.get_club(fed.uow, fed.admin, 999)


async def test_own_club_user_and_admin_edit_a_club_partially(fed: World) -> None:
    changed = await clubs.update_club(fed.uow, fed.coach, fed.sokol_id, ClubChanges(city="Niš"))
    assert (changed.item.city, changed.item.name) == ("Niš", "Sokol")
    await clubs.update_club(fed.uow, fed.admin, fed.sokol_id, ClubChanges(is_blocked=True))
    stored = await fed.db.clubs.get(fed.sokol_id)
    assert stored is not None and (stored.city, stored.is_blocked) == ("Niš", True)


@pytest.mark.parametrize(
    ("who", "changes", "error"),
    [
        pytest.param("other", ClubChanges(city="Niš"), Forbidden, id="other-club"),
        pytest.param("coach", ClubChanges(is_blocked=True), Forbidden, id="admin-field"),
        pytest.param("coach", ClubChanges(email="nope", mobile=" "), RuleBroken, id="rules"),
        pytest.param("admin", ClubChanges(website="not a url"), RuleBroken, id="admin-rules-too"),
    ],
)
async def test_refused_edits_change_nothing(
    fed: World, who: str, changes: ClubChanges, error: type[Exception]
) -> None:
    before = fed.db.clubs.all()
    with pytest.raises(error):
        await clubs.update_club(fed.uow, getattr(fed, who), fed.sokol_id, changes)
    assert fed.db.clubs.all() == before


async def test_rule_errors_name_every_broken_field(fed: World) -> None:
    with pytest.raises(RuleBroken) as raised:
        await clubs.update_club(fed.uow, fed.coach, fed.sokol_id, ClubChanges(email="x", mobile=""))
    assert raised.value.errors == {"email": "email", "mobile": "required"}


async def test_delete_is_soft_admin_only_and_never_the_admins_own_club(fed: World) -> None:
    fed.admin.club_id = fed.sokol_id
    with pytest.raises(Forbidden) as own:
        await clubs.delete_club(fed.uow, FixedClock(), fed.admin, fed.sokol_id)
    assert own.value.message_key == "error_own_club"
    with pytest.raises(Forbidden) as coach:
        await clubs.delete_club(fed.uow, FixedClock(), fed.other, fed.soko_id)
    assert coach.value.message_key == "error_forbidden"
    assert not any(club.is_deleted for club in fed.db.clubs.all())
    await clubs.delete_club(fed.uow, FixedClock(), fed.admin, fed.soko_id)
    soko = await fed.db.clubs.get(fed.soko_id)
    assert soko is not None and soko.is_deleted
