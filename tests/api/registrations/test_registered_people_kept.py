"""People registered for a tournament stay: deleting them is refused, naming the tournaments
(archived ones too) in the user's language, and the entries are kept."""

from datetime import datetime

import pytest

from fedreg_core.domain.entities import Tournament
from tests.api.registrations.conftest import FEES, Cup

EN = {"Accept-Language": "en"}


async def _archived_tournament_with(cup: Cup, member_id: int) -> None:
    """An archived tournament named "Old cup" where the member was entered in kumite."""
    fed = cup.fed
    async with fed.api.context.uow() as uow:
        old = await uow.tournaments.add(
            Tournament(
                "Old cup", "<p>Old</p>", datetime(2025, 1, 1), None, registration_open=True,
                fees=FEES, discipline_ids=[cup.ids["kumite"]],
                team_discipline_ids=[cup.ids["team"]],
            )
        )  # fmt: skip
        await uow.commit()
    assert old.id is not None
    body = {"memberId": member_id, "categories": cup.categories("kumite")}
    url = f"/api/tournament/{old.id}/register-competitor"
    assert (await cup.call("POST", url, fed.admin, json=body)).status_code == 201
    closed = {"obj": {"registrationOpen": False}}
    assert (
        await cup.call("PUT", f"/api/model/Tournaments/{old.id}", fed.admin, json=closed)
    ).status_code == 200
    assert (
        await cup.call("PUT", f"/api/tournament/{old.id}/archive", fed.admin)
    ).status_code == 200


async def test_a_registered_member_cannot_be_deleted(cup: Cup) -> None:
    fed = cup.fed
    ana = await cup.member(fed.club_id, "Ana")
    await _archived_tournament_with(cup, ana)
    body = {"memberId": ana, "categories": cup.categories("kumite")}
    registered = await cup.call(
        "POST", f"/api/tournament/{cup.id}/register-competitor", fed.coach, json=body
    )
    assert registered.status_code == 201, registered.text
    refused = await cup.call("DELETE", f"/api/model/Members/{ana}", fed.coach, headers=EN)
    assert refused.status_code == 409, refused.text
    assert refused.json()["message"] == (
        "Cannot be deleted while entered in these tournaments: Old cup, Cup."
    )
    serbian = await cup.call("DELETE", f"/api/model/Members/{ana}", fed.coach)
    assert "turnirima: Old cup, Cup." in serbian.json()["message"]
    listed = await cup.call("GET", f"/api/tournament/{cup.id}/competitors", fed.coach)
    assert listed.json()["total"] == 1


async def test_a_team_member_cannot_be_deleted(cup: Cup) -> None:
    fed = cup.fed
    ana, maja = [await cup.member(fed.club_id, name) for name in ("Ana", "Maja")]
    team = {"type": "WOMEN", "memberIds": [ana, maja], "categories": cup.categories("team")}
    url = f"/api/tournament/{cup.id}/register-team"
    assert (await cup.call("POST", url, fed.coach, json=team)).status_code == 201
    refused = await cup.call("DELETE", f"/api/model/Members/{maja}", fed.coach, headers=EN)
    assert (refused.status_code, refused.json()["message"]) == (
        409,
        "Cannot be deleted while entered in these tournaments: Cup.",
    )


async def test_a_member_never_entered_is_deleted(cup: Cup) -> None:
    fed = cup.fed
    ana = await cup.member(fed.club_id, "Ana")
    deleted = await cup.call("DELETE", f"/api/model/Members/{ana}", fed.coach)
    assert deleted.status_code == 204, deleted.text


@pytest.mark.parametrize(
    ("kind", "resource"), [("coach", "Coaches"), ("referee", "Referees"), ("official", "Officials")]
)
async def test_a_registered_person_cannot_be_deleted(cup: Cup, kind: str, resource: str) -> None:
    fed = cup.fed
    person = await cup.person_id(resource.lower(), fed.club_id)
    url = f"/api/tournament/{cup.id}/register-{kind}/{person}"
    assert (await cup.call("POST", url, fed.coach)).status_code == 201
    refused = await cup.call("DELETE", f"/api/model/{resource}/{person}", fed.coach, headers=EN)
    assert (refused.status_code, refused.json()["message"]) == (
        409,
        "Cannot be deleted while entered in these tournaments: Cup.",
    )


@pytest.mark.parametrize(
    ("kind", "resource"), [("coach", "Coaches"), ("referee", "Referees"), ("official", "Officials")]
)
async def test_a_registered_person_does_not_move_to_another_club(
    cup: Cup, kind: str, resource: str
) -> None:
    """As members: 409 naming the tournaments not archived, admins too; archived ones hold
    nobody."""
    fed = cup.fed
    person = await cup.person_id(resource.lower(), fed.club_id)
    url = f"/api/tournament/{cup.id}/register-{kind}/{person}"
    assert (await cup.call("POST", url, fed.coach)).status_code == 201
    move = {"obj": {"clubId": fed.other_club_id}}
    item = f"/api/model/{resource}/{person}"
    refused = await cup.call("PUT", item, fed.admin, json=move, headers=EN)
    assert refused.status_code == 409, refused.text
    assert refused.json()["errors"]["clubId"] == (
        "They cannot move to another club while entered in tournaments that are not archived: "
        "Cup. Remove those entries first."
    )
    await cup.set_tournament(is_archived=True, registration_open=False)
    moved = await cup.call("PUT", item, fed.admin, json=move)
    assert (moved.status_code, moved.json()["clubId"]) == (200, fed.other_club_id)
