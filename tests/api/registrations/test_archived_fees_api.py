"""An archived tournament's fee is frozen at archiving: later changes of the payment flags of
members, categories and disciplines leave its fee reports as they were; unarchiving thaws."""

from typing import Any

from adapters.sql.statement_counter import count_statements
from tests.api.registrations.conftest import Cup


async def _reports(cup: Cup) -> dict[str, Any]:
    """The tournament's report, the club's fee and the club's view (its fee), as the admin."""
    base, club, admin = f"/api/tournament/{cup.id}", cup.fed.club_id, cup.fed.admin
    return {
        "tournament": (await cup.call("GET", f"{base}/fees", admin)).json(),
        "club": (await cup.call("GET", f"{base}/fees/{club}", admin)).json(),
        "view": (await cup.call("GET", f"{base}/club/{club}", admin)).json()["fee"],
    }


async def _change(cup: Cup, resource: str, item: int, **obj: Any) -> None:
    changed = await cup.call(
        "PUT", f"/api/model/{resource}/{item}", cup.fed.admin, json={"obj": obj}
    )
    assert changed.status_code == 200, changed.text


async def _report_statements(cup: Cup) -> int:
    with count_statements(cup.fed.api.engine) as counter:
        assert (await cup.call("GET", f"/api/tournament/{cup.id}/fees", cup.fed.admin)).is_success
    return counter.count


async def test_later_flag_changes_leave_an_archived_fee_as_it_was(cup: Cup) -> None:
    ana = await cup.member(cup.fed.club_id, "Ana")
    body = {"memberId": ana, "categories": cup.categories("kumite", "kataA")}
    url = f"/api/tournament/{cup.id}/register-competitor"
    assert (await cup.call("POST", url, cup.fed.coach, json=body)).status_code == 201
    await cup.set_tournament(registration_open=False)
    live_statements = await _report_statements(cup)
    archived = await cup.call("PUT", f"/api/tournament/{cup.id}/archive", cup.fed.admin)
    assert archived.status_code == 200, archived.text
    frozen = await _reports(cup)
    assert frozen["club"]["total"] == 3000  # two entries: 3500 - 500

    await _change(cup, "Members", ana, noPay=True)
    await _change(cup, "Disciplines", cup.ids["kataA"], alwaysPay=False, noPay=True)
    await _change(cup, "Categories", cup.ids["Seniors"], noPay=True)
    assert await _reports(cup) == frozen
    assert await _report_statements(cup) == live_statements + 1  # the frozen inputs' row

    unarchived = await cup.call(
        "PUT",
        f"/api/model/Tournaments/{cup.id}",
        cup.fed.admin,
        json={"obj": {"isArchived": False}},
    )
    assert unarchived.status_code == 200, unarchived.text
    thawed = await _reports(cup)
    assert thawed["club"]["total"] == thawed["tournament"]["total"] == 0  # the live flags
    assert thawed["view"]["total"] == 0
