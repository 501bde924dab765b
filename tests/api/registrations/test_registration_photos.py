"""Competitors' photos in registration answers are signed links, for those who may see them."""

from tests.api.conftest import stored_path
from tests.api.registrations.conftest import Cup
from tests.api.resources.test_uploads_and_settings_api import png, upload


async def test_registration_answers_carry_signed_photo_links(cup: Cup) -> None:
    fed = cup.fed
    ana, maja = [await cup.member(fed.club_id, name) for name in ("Ana", "Maja")]
    for member_id in (ana, maja):
        await upload(fed, f"/api/model/Members/{member_id}", png())
    body = {"memberId": ana, "categories": cup.categories("kumite")}
    registered = await cup.call(
        "POST", f"/api/tournament/{cup.id}/register-competitor", fed.coach, json=body
    )
    assert registered.status_code == 201, registered.text
    team = {"type": "WOMEN", "memberIds": [ana, maja], "categories": cup.categories("team")}
    await cup.call("POST", f"/api/tournament/{cup.id}/register-team", fed.coach, json=team)
    club_view = await cup.call("GET", f"/api/tournament/{cup.id}/club/{fed.club_id}", fed.coach)
    competitors = await cup.call("GET", f"/api/tournament/{cup.id}/competitors", fed.admin)
    teams = await cup.call("GET", f"/api/tournament/{cup.id}/teams", fed.admin)
    photos = [
        registered.json()["competitors"][0]["competitor"]["avatar"],
        club_view.json()["competitors"][0]["competitor"]["avatar"],
        competitors.json()["items"][0]["competitor"]["avatar"],
        *(member["avatar"] for member in teams.json()["items"][0]["members"]),
    ]
    for photo in photos:
        assert stored_path(photo) != photo
        assert (await fed.api.client.get(photo)).status_code == 200
        assert (await fed.api.client.get(stored_path(photo))).status_code == 404
    seen_by_other_club = await cup.call("GET", f"/api/tournament/{cup.id}/competitors", fed.other)
    assert "avatar" not in seen_by_other_club.json()["items"][0]["competitor"]
