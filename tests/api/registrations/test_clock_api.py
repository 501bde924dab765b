"""Entries on the clock over HTTP: before the opening time a club's entry is refused in the
user's language and nothing is stored; from the opening time it is taken."""

from datetime import datetime, timedelta

from tests.api.registrations.conftest import Cup
from tests.api.registrations.test_competitors_api import register


async def test_an_entry_before_the_opening_is_403_in_the_users_language(cup: Cup) -> None:
    opens = datetime.now().replace(microsecond=0) + timedelta(days=1)
    await cup.set_tournament(
        registration_by_clock=True, registration_open=False, start_date=opens, end_date=None
    )
    member_id = await cup.member(cup.fed.club_id, "Đorđe", is_male=True)

    refused = await register(cup, cup.fed.coach, member_id)
    english = await register(cup, {**cup.fed.coach, "Accept-Language": "en"}, member_id)

    assert (refused.status_code, refused.json()["message"]) == (
        403,
        "Prijave za ovaj turnir još nisu počele.",
    )
    assert english.json()["message"] == "Applications for this tournament have not opened yet."
    shown = await cup.call("GET", f"/api/tournament/{cup.id}", cup.fed.coach)
    assert (shown.json()["isActive"], shown.json()["registrationByClock"]) == (False, True)
    assert shown.json()["competitorsCount"] == 0
    await cup.set_tournament(start_date=datetime.now() - timedelta(minutes=1))
    assert (await register(cup, cup.fed.coach, member_id)).status_code == 201


async def test_an_entry_in_the_late_period_pays_the_surcharge(cup: Cup) -> None:
    started = datetime.now().replace(microsecond=0) - timedelta(days=2)
    await cup.set_tournament(
        start_date=started, end_date=None, late_from=started + timedelta(days=1), late_fee=700
    )
    member_id = await cup.member(cup.fed.club_id, "Šćepan", is_male=True)

    assert (await register(cup, cup.fed.coach, member_id)).status_code == 201

    url = f"/api/tournament/{cup.id}/club/{cup.fed.club_id}"
    fee = (await cup.call("GET", url, cup.fed.coach)).json()["fee"]
    [line] = fee["lines"]
    assert (line["lateFee"], line["net"]) == (700, line["price"] - line["discount"] + 700)
    assert (fee["lateFees"], fee["gross"]) == (700, line["price"] + 700)


async def test_a_withdrawal_after_the_deadline_stays_listed_as_withdrawn(cup: Cup) -> None:
    await cup.set_tournament(withdrawal_deadline=datetime.now() - timedelta(minutes=1))
    member_id = await cup.member(cup.fed.club_id, "Žika", is_male=True)
    entered = await register(cup, cup.fed.coach, member_id)
    [competitor] = entered.json()["competitors"]
    item = f"/api/tournament/competitor/{competitor['id']}"

    withdrawn = await cup.call("DELETE", item, cup.fed.coach)
    again = await cup.call("DELETE", item, {**cup.fed.coach, "Accept-Language": "en"})

    assert withdrawn.status_code == 200, withdrawn.text
    [kept] = withdrawn.json()["competitors"]
    assert (kept["id"], kept["withdrawnAt"] is not None) == (competitor["id"], True)
    assert "withdrawnAt" not in competitor
    assert (again.status_code, again.json()["message"]) == (
        409,
        "This entry has already been withdrawn.",
    )
    url = f"/api/tournament/{cup.id}/club/{cup.fed.club_id}"
    [line] = (await cup.call("GET", url, cup.fed.coach)).json()["fee"]["lines"]
    assert (line["withdrawn"], line["net"] > 0) == (True, True)  # still charged
