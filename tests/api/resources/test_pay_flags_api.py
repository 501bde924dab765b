"""Fee waivers over HTTP: clubs mark their own members "no pay" by default; the setting
clubsMaySetNoPay (in /api/data for the webapp's member form) reserves it to admins."""

from tests.api.resources.conftest import Federation, member_body

EN = {"Accept-Language": "en"}


async def test_the_setting_reserves_no_pay_to_admins(fed: Federation) -> None:
    created = await fed.call("POST", "/api/model/Members", fed.coach, json=member_body(fed.club_id))
    assert created.status_code == 201, created.text
    member = f"/api/model/Members/{created.json()['id']}"
    waive = {"obj": {"noPay": True}, "returnObj": True}
    assert (await fed.call("PUT", member, fed.coach, json=waive)).json()["noPay"] is True
    data = (await fed.call("GET", "/api/data", fed.coach)).json()
    assert data["settings"]["clubsMaySetNoPay"] is True

    reserve = {"obj": {"clubsMaySetNoPay": False}, "returnObj": True}
    assert (
        await fed.call("PUT", "/api/model/Settings/1", fed.coach, json=reserve)
    ).status_code == 403
    reserved = await fed.call("PUT", "/api/model/Settings/1", fed.admin, json=reserve)
    assert (reserved.status_code, reserved.json()["clubsMaySetNoPay"]) == (200, False)

    data = (await fed.call("GET", "/api/data", fed.coach)).json()
    assert data["settings"]["clubsMaySetNoPay"] is False
    pay = {"obj": {"noPay": False}}
    refused = await fed.call("PUT", member, fed.coach, json=pay, headers=EN)
    assert (refused.status_code, refused.json()["message"]) == (
        403,
        "Only an administrator may change who does not pay.",
    )
    renamed = await fed.call("PUT", member, fed.coach, json={"obj": {"firstName": "Iva"}})
    assert renamed.status_code == 200, renamed.text  # other fields: as before
    assert (await fed.call("PUT", member, fed.admin, json=pay)).status_code == 200
