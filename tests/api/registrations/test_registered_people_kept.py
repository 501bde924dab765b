"""People registered for a tournament stay: deleting them is refused, the entries are kept."""

import pytest

from tests.api.registrations.conftest import Cup


async def test_a_registered_member_cannot_be_deleted(cup: Cup) -> None:
    fed = cup.fed
    ana = await cup.member(fed.club_id, "Ana")
    body = {"memberId": ana, "categories": cup.categories("kumite")}
    registered = await cup.call(
        "POST", f"/api/tournament/{cup.id}/register-competitor", fed.coach, json=body
    )
    assert registered.status_code == 201, registered.text
    refused = await cup.call("DELETE", f"/api/model/Members/{ana}", fed.coach)
    assert refused.status_code == 409, refused.text
    listed = await cup.call("GET", f"/api/tournament/{cup.id}/competitors", fed.coach)
    assert listed.json()["total"] == 1


@pytest.mark.parametrize(("kind", "resource"), [("coach", "Coaches"), ("referee", "Referees")])
async def test_a_registered_person_cannot_be_deleted(cup: Cup, kind: str, resource: str) -> None:
    fed = cup.fed
    person = await cup.person_id(resource.lower(), fed.club_id)
    url = f"/api/tournament/{cup.id}/register-{kind}/{person}"
    assert (await cup.call("POST", url, fed.coach)).status_code == 201
    refused = await cup.call("DELETE", f"/api/model/{resource}/{person}", fed.coach)
    assert refused.status_code == 409, refused.text
