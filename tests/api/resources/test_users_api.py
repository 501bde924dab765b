"""Users administration through the API: the list, passwords, blocking and admin rights."""

from typing import Any

from tests.api.conftest import PASSWORD
from tests.api.resources.conftest import Federation

USERS = "/api/model/User"


async def action(fed: Federation, who: dict[str, str], user_id: int, name: str, **body: Any) -> Any:
    return await fed.call("POST", f"{USERS}/{user_id}/{name}", who, json=body)


async def test_everyone_lists_users_but_only_admins_see_emails(fed: Federation) -> None:
    as_admin = (await fed.call("GET", USERS, fed.admin)).json()
    assert as_admin["total"] == 3
    assert as_admin["items"][1] == {
        "id": fed.coach_id,
        "name": "Petar Petrović",
        "email": "coach@example.com",
        "club": {"id": fed.club_id, "name": "Karate klub Sloga"},
        "isAdmin": False,
        "isBlocked": False,
    }
    as_coach = (await fed.call("GET", USERS, fed.coach)).json()
    assert all("email" not in user for user in as_coach["items"])
    one = await fed.call("GET", f"{USERS}/{fed.admin_id}", fed.coach)
    assert one.json() == {"id": fed.admin_id, "name": "Admin", "club": None}
    flags = await fed.call("GET", f'{USERS}?by={{"isAdmin":true}}', fed.coach)
    assert flags.status_code == 400  # club users cannot look for admins
    admins = await fed.call("GET", f'{USERS}?by={{"isAdmin":true}}', fed.admin)
    assert [user["name"] for user in admins.json()["items"]] == ["Admin"]


async def test_admin_sets_a_password_and_earlier_tokens_stop_working(fed: Federation) -> None:
    done = await action(fed, fed.admin, fed.coach_id, "changePassword", password="nova-lozinka")
    assert done.status_code == 200
    assert done.json()["success"] is True
    assert done.json()["item"]["id"] == fed.coach_id
    assert (await fed.call("GET", "/api/me", fed.coach)).status_code == 401
    assert await fed.api.sign_in("coach@example.com", "nova-lozinka")
    short = await action(fed, fed.admin, fed.coach_id, "changePassword", password="12345")
    assert short.json()["errors"] == {"password": "Potrebno je više karaktera: najmanje 6."}
    refused = await action(fed, fed.other, fed.coach_id, "changePassword", password="hacked1")
    assert refused.status_code == 403


async def test_blocking_ends_the_session_at_once_and_login_is_403(fed: Federation) -> None:
    assert (await fed.call("GET", "/api/me", fed.coach)).status_code == 200
    blocked = await action(fed, fed.admin, fed.coach_id, "update", isBlocked=True)
    assert blocked.json()["item"]["isBlocked"] is True
    assert (await fed.call("GET", "/api/me", fed.coach)).status_code in {401, 403}
    assert (await fed.call("GET", "/api/model/Clubs", fed.coach)).status_code in {401, 403}
    login = {"email": "coach@example.com", "password": PASSWORD}
    assert (await fed.api.client.post("/api/login", json=login)).status_code == 403
    await action(fed, fed.admin, fed.coach_id, "update", isBlocked=False)
    assert (await fed.api.client.post("/api/login", json=login)).status_code == 200


async def test_admin_promotes_others_but_never_changes_themselves(fed: Federation) -> None:
    promoted = await action(fed, fed.admin, fed.coach_id, "update", isAdmin=True)
    assert promoted.json()["item"]["isAdmin"] is True
    for body in ({"isAdmin": False}, {"isBlocked": True}):
        own = await action(fed, fed.admin, fed.admin_id, "update", **body)
        assert own.status_code == 403
    me = (await fed.call("GET", "/api/me", fed.admin)).json()
    assert (me["isAdmin"], me["isBlocked"]) == (True, False)


async def test_club_users_cannot_change_anyone(fed: Federation) -> None:
    refused = await action(fed, fed.coach, fed.coach_id + 1, "update", isAdmin=True)
    assert refused.status_code == 403
    unknown = await action(fed, fed.admin, fed.coach_id, "update", isAdmin=True, email="x")
    assert unknown.status_code == 400
    assert (await action(fed, fed.admin, 999, "update", isBlocked=True)).status_code == 404
