"""Users administration over fakes: the list, e-mails for admins only, and the admin actions."""

import pytest

from fedreg_core.domain.errors import Forbidden, NotFound, RuleBroken
from fedreg_core.ports.listing import ClubRef
from fedreg_core.services import users
from fedreg_core.services.listing import ListRequest
from fedreg_core.services.users import StatusChange
from tests.fakes import FakePasswordHasher
from tests.unit.clubs_setup import World


async def test_list_names_clubs_and_hides_emails_from_club_users(fed: World) -> None:
    as_admin = await users.list_users(fed.uow, fed.admin, ListRequest())
    assert [(v.item.name, v.item.club) for v in as_admin.items] == [
        ("Admin", None),
        ("Coach", ClubRef(fed.sokol_id, "Sokol")),
        ("Other", ClubRef(fed.soko_id, "Soko")),
    ]
    assert {v.hidden for v in as_admin.items} == {frozenset()}
    as_coach = await users.list_users(fed.uow, fed.coach, ListRequest())
    assert {v.hidden for v in as_coach.items} == {frozenset({"email", "is_admin", "is_blocked"})}


async def test_only_admins_search_emails(fed: World) -> None:
    request = ListRequest("klub.rs")
    assert (await users.list_users(fed.uow, fed.admin, request)).total == 2
    assert (await users.list_users(fed.uow, fed.coach, request)).total == 0


@pytest.mark.parametrize(
    ("by", "names"),
    [
        pytest.param({"isAdmin": True}, ["Admin"], id="admins"),
        pytest.param({"isBlocked": False, "isAdmin": False}, ["Coach", "Other"], id="flags"),
        pytest.param({"clubId": 2}, ["Other"], id="club"),
    ],
)
async def test_list_filters(fed: World, by: dict[str, object], names: list[str]) -> None:
    page = await users.list_users(fed.uow, fed.admin, ListRequest(by=by))
    assert [v.item.name for v in page.items] == names


async def test_get_user_hides_the_email_from_club_users(fed: World) -> None:
    assert fed.admin.id is not None
    seen = await users.get_user(fed.uow, fed.coach, fed.admin.id)
    assert (seen.item.name, seen.hidden) == (
        "Admin",
        frozenset({"email", "is_admin", "is_blocked"}),
    )
    with pytest.raises(NotFound):
        await users.get_user(fed.uow, fed.coach, 99)


async def test_admin_sets_a_password_and_old_tokens_end(fed: World) -> None:
    assert fed.coach.id is not None
    hasher = FakePasswordHasher()
    await users.set_user_password(fed.uow, hasher, fed.admin, fed.coach.id, "nova123")
    stored = await fed.db.users.get(fed.coach.id)
    assert stored is not None
    assert (stored.password_hash, stored.token_version) == ("hashed:nova123", 1)


@pytest.mark.parametrize(
    ("who", "password", "error"),
    [
        pytest.param("coach", "nova123", Forbidden, id="not-admin"),
        pytest.param("admin", "12345", RuleBroken, id="too-short"),
        pytest.param("admin", "š" * 37, RuleBroken, id="over-72-bytes"),
    ],
)
async def test_refused_password_changes_change_nothing(
    fed: World, who: str, password: str, error: type[Exception]
) -> None:
    assert fed.other.id is not None
    before = fed.db.users.all()
    with pytest.raises(error):
        await users.set_user_password(
            fed.uow, FakePasswordHasher(), getattr(fed, who), fed.other.id, password
        )
    assert fed.db.users.all() == before


async def test_blocking_ends_sessions_and_promotion_keeps_them(fed: World) -> None:
    assert fed.coach.id is not None
    blocked = await users.change_user_status(
        fed.uow, fed.admin, fed.coach.id, StatusChange(is_blocked=True)
    )
    assert blocked.item.is_blocked
    promoted = await users.change_user_status(
        fed.uow, fed.admin, fed.coach.id, StatusChange(is_admin=True, is_blocked=False)
    )
    assert (promoted.item.is_admin, promoted.item.is_blocked) == (True, False)
    stored = await fed.db.users.get(fed.coach.id)
    assert stored is not None and stored.token_version == 1


async def test_status_changes_are_for_admins_and_never_on_oneself(fed: World) -> None:
    assert fed.admin.id is not None and fed.other.id is not None
    before = fed.db.users.all()
    with pytest.raises(Forbidden) as own:
        await users.change_user_status(
            fed.uow, fed.admin, fed.admin.id, StatusChange(is_admin=False)
        )
    assert own.value.message_key == "error_own_account"
    with pytest.raises(Forbidden):
        await users.change_user_status(
            fed.uow, fed.coach, fed.other.id, StatusChange(is_blocked=True)
        )
    assert fed.db.users.all() == before
