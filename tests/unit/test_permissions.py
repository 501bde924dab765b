"""Table-driven tests of the permission predicates (docs/product.md, Permissions)."""

from collections.abc import Callable
from dataclasses import fields, replace

import pytest

from fedreg_core.domain import permissions as can
from fedreg_core.domain.entities import Club, Member, Settings, User

ADMIN = User("Admin", "a@fed.rs", "h", club_id=1, is_admin=True, id=1)
CLUBLESS_ADMIN = User("Admin 2", "b@fed.rs", "h", is_admin=True, id=2)
COACH = User("Coach", "c@klub.rs", "h", club_id=1, id=3)
OTHER = User("Other", "o@klub.rs", "h", club_id=2, id=4)
NO_CLUB = User("Nobody", "n@klub.rs", "h", id=5)

CLUB_1 = Club("Sokol", "SOK", "Beograd", "Ulica 1", "s@k.rs", "Ana", "060", id=1)
CLUB_2 = Club("Soko", "SO", "Niš", "Ulica 2", "o@k.rs", "Iva", "061", id=2)
BLOCKED_1 = replace(CLUB_1, is_blocked=True)
DELETED = Club("Staro", "ST", "Niš", "Ulica 3", "x@k.rs", "Iva", "061", is_deleted=True, id=3)

OPEN = Settings("fedreg", "")
CREATE_LOCKED = Settings("fedreg", "", disable_create=True)
EDIT_LOCKED = Settings("fedreg", "", disable_edit=True)


@pytest.mark.parametrize(
    ("predicate", "actor", "target", "allowed"),
    [
        pytest.param(can.may_see_club, COACH, CLUB_2, True, id="see-other-club"),
        pytest.param(can.may_see_club, COACH, DELETED, False, id="deleted-hidden"),
        pytest.param(can.may_see_club, ADMIN, DELETED, True, id="admin-sees-deleted"),
        pytest.param(can.may_manage_club, COACH, CLUB_1, True, id="manage-own"),
        pytest.param(can.may_manage_club, COACH, CLUB_2, False, id="manage-other"),
        pytest.param(can.may_manage_club, NO_CLUB, CLUB_1, False, id="manage-without-club"),
        pytest.param(can.may_manage_club, ADMIN, CLUB_2, True, id="admin-manages-any"),
        pytest.param(can.may_manage_club, COACH, BLOCKED_1, False, id="own-club-blocked"),
        pytest.param(can.may_manage_club, ADMIN, BLOCKED_1, True, id="admin-blocked-club"),
        pytest.param(can.may_manage_club, OTHER, BLOCKED_1, False, id="other-blocked-club"),
        pytest.param(can.may_delete_club, ADMIN, CLUB_2.id, True, id="admin-deletes-other"),
        pytest.param(can.may_delete_club, ADMIN, CLUB_1.id, False, id="admin-not-own"),
        pytest.param(can.may_delete_club, CLUBLESS_ADMIN, CLUB_1.id, True, id="clubless-admin"),
        pytest.param(can.may_delete_club, COACH, CLUB_2.id, False, id="coach-never"),
        pytest.param(can.may_delete_club, COACH, CLUB_1.id, False, id="coach-not-own-either"),
        pytest.param(can.may_see_private_fields, COACH, 1, True, id="private-own"),
        pytest.param(can.may_see_private_fields, OTHER, 1, False, id="private-other"),
        pytest.param(can.may_see_private_fields, ADMIN, 2, True, id="private-admin"),
        pytest.param(can.may_see_private_fields, NO_CLUB, 1, False, id="private-no-club"),
        pytest.param(can.may_create_members, COACH, OPEN, True, id="create-open"),
        pytest.param(can.may_create_members, COACH, CREATE_LOCKED, False, id="create-locked"),
        pytest.param(can.may_create_members, COACH, EDIT_LOCKED, True, id="create-edit-locked"),
        pytest.param(can.may_create_members, ADMIN, CREATE_LOCKED, True, id="create-admin"),
        pytest.param(can.may_edit_members, COACH, OPEN, True, id="edit-open"),
        pytest.param(can.may_edit_members, COACH, EDIT_LOCKED, False, id="edit-locked"),
        pytest.param(can.may_edit_members, COACH, CREATE_LOCKED, True, id="edit-create-locked"),
        pytest.param(can.may_edit_members, ADMIN, EDIT_LOCKED, True, id="edit-admin"),
        pytest.param(can.may_change_status_of, ADMIN, COACH.id, True, id="status-other"),
        pytest.param(can.may_change_status_of, ADMIN, ADMIN.id, False, id="status-self"),
        pytest.param(can.may_change_status_of, COACH, OTHER.id, False, id="status-coach"),
    ],
)
def test_predicates_over_actor_and_target(
    predicate: Callable[[User, object], bool], actor: User, target: object, allowed: bool
) -> None:
    assert predicate(actor, target) is allowed


@pytest.mark.parametrize(
    "predicate",
    [
        pytest.param(can.may_set_admin_fields, id="admin-fields"),
        pytest.param(can.may_see_emails, id="emails"),
        pytest.param(can.may_set_passwords, id="passwords"),
        pytest.param(can.may_edit_settings, id="settings"),
    ],
)
def test_admin_only_predicates(predicate: Callable[[User], bool]) -> None:
    users = (ADMIN, CLUBLESS_ADMIN, COACH, NO_CLUB)
    assert [predicate(user) for user in users] == [True, True, False, False]


def test_other_clubs_see_only_names_club_and_belt_of_members() -> None:
    """Every field of a member but these five is private, a new one too."""
    every = {f.name for f in fields(Member)} | {"weight", "adult_from"}
    assert {"id", "club_id", "first_name", "last_name", "belt"} == can.MEMBER_PUBLIC_FIELDS
    assert every - can.MEMBER_PUBLIC_FIELDS == can.MEMBER_PRIVATE_FIELDS
    assert {
        "born",
        "is_male",
        "avatar",
        "weight",
        "medical_valid_until",
    } <= can.MEMBER_PRIVATE_FIELDS
