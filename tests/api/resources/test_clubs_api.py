"""Clubs through the API: list, read, partial edit, soft delete by admins."""

from tests.api.resources.conftest import Federation

EN = {"Accept-Language": "en"}


async def club_names(fed: Federation, query: str = "") -> list[str]:
    response = await fed.call("GET", f"/api/model/Clubs{query}", fed.coach)
    assert response.status_code == 200
    return [club["name"] for club in response.json()["items"]]


async def test_any_signed_in_user_lists_and_reads_clubs(fed: Federation) -> None:
    assert await club_names(fed) == ["Karate klub Borac", "Karate klub Sloga"]
    assert await club_names(fed, "?q=BORAC") == ["Karate klub Borac"]
    assert await club_names(fed, "?skip=1&limit=1") == ["Karate klub Sloga"]
    response = await fed.call("GET", f"/api/model/Clubs/{fed.other_club_id}", fed.coach)
    assert response.json() == {
        "id": fed.other_club_id,
        "name": "Karate klub Borac",
        "shortName": "KK Sloga",
        "city": "Novi Sad",
        "address": "Bulevar 1",
        "email": "sloga@example.com",
        "website": "https://sloga.example.org",
        "contact": "Petar",
        "mobile": "0601234567",
        "logo": None,
        "isBlocked": False,
        "isDeleted": False,
    }


async def test_own_club_is_edited_partially(fed: Federation) -> None:
    url = f"/api/model/Clubs/{fed.club_id}"
    response = await fed.call("PUT", url, fed.coach, json={"obj": {"city": "Niš"}})
    assert response.status_code == 200
    club = (await fed.call("GET", url, fed.coach)).json()
    assert (club["city"], club["name"], club["mobile"]) == (
        "Niš",
        "Karate klub Sloga",
        "0601234567",
    )


async def test_edit_errors_are_per_field_in_the_users_language(fed: Federation) -> None:
    url = f"/api/model/Clubs/{fed.club_id}"
    body = {"obj": {"name": " ", "email": "nope"}}
    response = await fed.call("PUT", url, fed.coach, json=body, headers=EN)
    assert response.status_code == 400
    assert response.json()["errors"] == {
        "name": "This field is required.",
        "email": "Enter a valid email address.",
    }
    assert (await fed.call("GET", url, fed.coach)).json()["name"] == "Karate klub Sloga"


async def test_other_clubs_and_admin_only_fields_are_403(fed: Federation) -> None:
    other_url = f"/api/model/Clubs/{fed.other_club_id}"
    response = await fed.call("PUT", other_url, fed.coach, json={"obj": {"city": "Niš"}})
    assert response.status_code == 403
    own_url = f"/api/model/Clubs/{fed.club_id}"
    blocking = {"obj": {"isBlocked": True}}
    assert (await fed.call("PUT", own_url, fed.coach, json=blocking)).status_code == 403
    admin_edit = await fed.call("PUT", other_url, fed.admin, json={"obj": {"city": "Niš"}})
    assert admin_edit.json()["city"] == "Niš"


async def test_admin_soft_deletes_other_clubs_only(fed: Federation) -> None:
    url = f"/api/model/Clubs/{fed.other_club_id}"
    assert (await fed.call("DELETE", url, fed.coach)).status_code == 403
    assert (await fed.call("DELETE", url, fed.admin)).status_code == 204
    assert await club_names(fed) == ["Karate klub Sloga"]
    assert (await fed.call("GET", url, fed.coach)).status_code == 404
    seen_by_admin = await fed.call("GET", url, fed.admin)
    assert seen_by_admin.json()["isDeleted"] is True
    assert (await fed.call("DELETE", "/api/model/Clubs/999", fed.admin)).status_code == 404


async def test_admin_cannot_delete_their_own_club(fed: Federation) -> None:
    async with fed.api.context.uow() as uow:
        admin = await uow.users.get(fed.admin_id)
        assert admin is not None
        admin.club_id = fed.club_id
        await uow.users.update(admin)
        await uow.commit()
    response = await fed.call("DELETE", f"/api/model/Clubs/{fed.club_id}", fed.admin, headers=EN)
    assert response.status_code == 403
    assert response.json()["error"] == "You cannot delete your own club."
