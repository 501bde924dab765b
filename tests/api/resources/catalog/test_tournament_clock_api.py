"""The tournament form's clock over HTTP: stored and answered, the switch as the override,
an opening time after the closing time a per-field 400 that changes nothing."""

from tests.api.resources.catalog.conftest import Catalog


async def test_the_clock_is_saved_and_the_switch_overrides_it(catalog: Catalog) -> None:
    created = await catalog.create_tournament(
        name="Kup Ćuprije", startDate="2099-01-10T08:30:00", registrationByClock=True
    )
    assert (created["registrationByClock"], created["isActive"]) == (True, False)
    assert created["startDate"] == "2099-01-10T08:30:00"

    forced = await catalog.update(created["id"], registrationOpen=True)

    assert forced.status_code == 200, forced.text
    body = forced.json()
    assert (body["registrationByClock"], body["registrationOpen"], body["isActive"]) == (
        False,
        True,
        True,
    )
    again = await catalog.update(created["id"], registrationByClock=True)
    assert (again.json()["registrationByClock"], again.json()["isActive"]) == (True, False)


async def test_an_opening_after_the_closing_is_400_and_changes_nothing(catalog: Catalog) -> None:
    created = await catalog.create_tournament(registrationByClock=True)
    url = f"/api/model/Tournaments/{created['id']}"

    refused = await catalog.update(
        created["id"], startDate="2099-04-01T10:00:00", endDate="2099-03-31T10:00:00"
    )

    assert refused.status_code == 400
    assert refused.json()["errors"] == {"endDate": "Kraj prijava mora biti posle početka."}
    stored = (await catalog.fed.call("GET", url, catalog.fed.admin)).json()
    assert (stored["startDate"], stored["endDate"]) == (created["startDate"], created["endDate"])


async def test_a_late_period_outside_the_window_is_400_in_the_users_language(
    catalog: Catalog,
) -> None:
    created = await catalog.create_tournament(startDate="2099-01-10T08:30:00")
    english = {**catalog.fed.admin, "Accept-Language": "en"}

    early = await catalog.update(created["id"], lateFrom="2099-01-10T08:29:59")
    late = await catalog.update(created["id"], english, lateFrom="2099-03-20T23:59:00")
    saved = await catalog.update(
        created["id"], lateFrom="2099-03-01T00:00:00", lateFee=500, latePer="discipline"
    )

    assert (early.status_code, early.json()["errors"]) == (
        400,
        {"lateFrom": "Kasne prijave moraju početi u periodu prijava."},
    )
    assert late.json()["errors"] == {
        "lateFrom": "Late entries must start within the application window."
    }
    assert saved.status_code == 200, saved.text
    body = saved.json()
    assert (body["lateFrom"], body["lateFee"], body["latePer"]) == (
        "2099-03-01T00:00:00",
        500,
        "discipline",
    )


async def test_the_withdrawal_deadline_is_saved_within_the_window(catalog: Catalog) -> None:
    created = await catalog.create_tournament(startDate="2099-01-10T08:30:00")

    outside = await catalog.update(created["id"], withdrawalDeadline="2099-12-31T00:00:00")
    saved = await catalog.update(created["id"], withdrawalDeadline="2099-03-01T12:00:00")

    assert (outside.status_code, outside.json()["errors"]) == (
        400,
        {"withdrawalDeadline": "Rok za odjave mora biti u periodu prijava."},
    )
    assert saved.json()["withdrawalDeadline"] == "2099-03-01T12:00:00"
