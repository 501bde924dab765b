"""A club deleted by an admin over HTTP: its entries in tournaments not archived are
withdrawn and listed in the history, the fee report no longer charges it, and its users
neither sign in nor use their tokens (403, "your club was deleted", in their language)."""

from tests.api.conftest import PASSWORD
from tests.api.registrations.conftest import Cup

EN = {"Accept-Language": "en"}


async def test_deleting_a_club_withdraws_its_entries_and_ends_its_sessions(cup: Cup) -> None:
    fed = cup.fed
    tournament = f"/api/tournament/{cup.id}"
    for club_id, who in ((fed.club_id, fed.coach), (fed.other_club_id, fed.other)):
        member = await cup.member(club_id, "Ana")
        body = {"memberId": member, "categories": cup.categories("kumite")}
        entered = await cup.call("POST", f"{tournament}/register-competitor", who, json=body)
        assert entered.status_code == 201, entered.text
    charged = (await cup.call("GET", f"{tournament}/fees", fed.admin)).json()["clubs"]
    assert {c["club"]["id"] for c in charged} == {fed.club_id, fed.other_club_id}

    deleted = await cup.call("DELETE", f"/api/model/Clubs/{fed.club_id}", fed.admin)

    assert deleted.status_code == 204, deleted.text
    charged = (await cup.call("GET", f"{tournament}/fees", fed.admin)).json()["clubs"]
    assert [c["club"]["id"] for c in charged] == [fed.other_club_id]
    listed = (await cup.call("GET", f"{tournament}/competitors", fed.admin)).json()["items"]
    assert [item["club"]["id"] for item in listed] == [fed.other_club_id]
    history = (await cup.call("GET", f"{tournament}/history", fed.admin)).json()
    assert [(h["type"], h["item"]) for h in history[:2]] == [
        ("COMPETITOR_DELETE", "Ana Anić"),
        ("CLUB_DELETED", "Karate klub Sloga"),
    ]  # latest first: the deletion, then its withdrawals, all by the admin
    me = await cup.call("GET", "/api/me", fed.coach, headers=EN)
    assert (me.status_code, me.json()["message"]) == (
        403,
        "Your club was deleted: the account can no longer be used.",
    )
    login = {"email": "coach@example.com", "password": PASSWORD}
    refused = await cup.call("POST", "/api/login", None, json=login)
    assert (refused.status_code, refused.json()["message"]) == (
        403,
        "Vaš klub je obrisan: nalog se više ne može koristiti.",
    )
