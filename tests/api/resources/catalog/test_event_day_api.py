"""Opening applications over HTTP: a tournament whose categories have age limits, or that
requires a medical certificate, needs its event date (400 on ``eventDate``, in the user's
language)."""

from tests.api.resources.catalog.conftest import Catalog

EN = {"Accept-Language": "en"}


async def test_opening_without_the_event_date_is_refused_when_ages_count(catalog: Catalog) -> None:
    fed = catalog.fed
    limited = await fed.call(
        "PUT", f"/api/model/Categories/{catalog.juniors}", fed.admin, json={"obj": {"maxAge": 17}}
    )
    assert limited.status_code == 200, limited.text
    created = await catalog.create_tournament()
    refused = await catalog.update(created["id"], {**fed.admin, **EN}, registrationOpen=True)
    assert refused.status_code == 400, refused.text
    assert refused.json()["errors"] == {
        "eventDate": "Enter the event date: ages, medical certificates and parental consents "
        "count on it, so applications cannot be open without it."
    }
    in_serbian = await catalog.update(created["id"], registrationOpen=True)
    assert in_serbian.json()["errors"]["eventDate"].startswith("Unesite datum takmičenja")
    opened = await catalog.update(created["id"], registrationOpen=True, eventDate="2099-03-21")
    assert opened.status_code == 200, opened.text
    assert (opened.json()["registrationOpen"], opened.json()["eventDate"]) == (True, "2099-03-21")


async def test_a_required_certificate_needs_the_event_date_at_creation(catalog: Catalog) -> None:
    body = catalog.tournament(registrationOpen=True, requireMedical=True)
    fed = catalog.fed
    refused = await fed.call("POST", "/api/model/Tournaments", fed.admin, json=body)
    assert (refused.status_code, list(refused.json()["errors"])) == (400, ["eventDate"])
    listed = await fed.call("GET", "/api/model/Tournaments", fed.admin)
    assert listed.json()["total"] == 0
