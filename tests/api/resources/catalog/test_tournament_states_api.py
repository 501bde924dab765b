"""Open and close, the active tournament in GET /api/data, archive, the tournament view."""

from typing import Any, cast

from adapters.sql.unit_of_work import SqlUnitOfWork
from fedreg_core.domain.entities import ClubDeduction
from fedreg_core.domain.enums import HistoryType
from tests.api.resources.catalog.conftest import Catalog


async def active_tournament(catalog: Catalog) -> Any:
    data = await catalog.fed.call("GET", "/api/data", catalog.fed.coach)
    return data.json()["activeTournament"]


async def test_open_and_close_show_in_app_data(catalog: Catalog) -> None:
    created = await catalog.create_tournament()
    assert await active_tournament(catalog) is None
    opened = await catalog.update(created["id"], registrationOpen=True)
    assert (opened.json()["isActive"], opened.json()["registrationOpen"]) == (True, True)
    active = await active_tournament(catalog)
    assert (active["id"], active["isActive"], active["registrationOpen"]) == (
        created["id"],
        True,
        True,
    )
    closed = await catalog.update(created["id"], registrationOpen=False)
    assert closed.json()["isActive"] is False
    last = await active_tournament(catalog)
    assert (last["id"], last["isActive"]) == (created["id"], False)  # stays as the last one


async def test_app_data_lists_every_tournament_taking_applications(catalog: Catalog) -> None:
    fed = catalog.fed
    first = await catalog.create_tournament(name="Kup Šumadije", registrationOpen=True)
    second = await catalog.create_tournament(name="Prvenstvo Vojvodine", registrationOpen=True)
    await catalog.create_tournament(name="Zatvoreni kup")
    over = await catalog.create_tournament(name="Prošli kup", registrationOpen=True)
    await catalog.update(over["id"], endDate="2020-01-01T10:00:00", startDate="2019-12-01T10:00:00")

    data = (await fed.call("GET", "/api/data", fed.coach)).json()

    assert data["activeTournament"]["id"] == over["id"]  # the last saved open one
    listed = [(t["id"], t["name"], t["isActive"]) for t in data["openTournaments"]]
    assert sorted(listed) == sorted(
        [(first["id"], "Kup Šumadije", True), (second["id"], "Prvenstvo Vojvodine", True)]
    )
    anonymous = (await fed.call("GET", "/api/data", None)).json()
    assert anonymous.get("openTournaments", []) == []
    await catalog.update(first["id"], registrationOpen=False)
    data = (await fed.call("GET", "/api/data", fed.coach)).json()
    assert [t["id"] for t in data["openTournaments"]] == [second["id"]]


async def test_archive_is_409_while_active_and_writes_history(catalog: Catalog) -> None:
    fed = catalog.fed
    created = await catalog.create_tournament(registrationOpen=True)
    url = f"/api/tournament/{created['id']}/archive"
    refused = await fed.call("PUT", url, fed.admin)
    assert (refused.status_code, refused.json()["message"]) == (
        409,
        "Turnir je aktivan: zatvorite prijave pre arhiviranja.",
    )
    assert (await fed.call("PUT", url, fed.coach)).status_code == 403
    assert (await fed.call("PUT", url, None)).status_code == 401
    assert (await fed.call("PUT", "/api/tournament/999/archive", fed.admin)).status_code == 404
    await catalog.update(created["id"], registrationOpen=False)
    archived = await fed.call("PUT", url, fed.admin)
    assert archived.status_code == 200, archived.text
    assert (archived.json()["isArchived"], archived.json()["registrationOpen"]) == (True, False)
    assert await active_tournament(catalog) is None
    assert (await fed.call("PUT", url, fed.admin)).status_code == 409
    async with fed.api.context.uow() as uow:
        entries = await uow.history.list_for_tournament(created["id"])
    assert [(e.type, e.user_id, e.item) for e in entries] == [
        (HistoryType.TOURNAMENT_ARCHIVED, fed.admin_id, "Prvenstvo Srbije"),
        (HistoryType.APPLICATIONS_CLOSED, fed.admin_id, "Prvenstvo Srbije"),
        (HistoryType.APPLICATIONS_OPENED, fed.admin_id, "Prvenstvo Srbije"),
    ]


async def test_archived_tournaments_are_read_by_admins_only_and_unarchived(
    catalog: Catalog,
) -> None:
    fed = catalog.fed
    created = await catalog.create_tournament()
    await fed.call("PUT", f"/api/tournament/{created['id']}/archive", fed.admin)
    for url in (f"/api/tournament/{created['id']}", f"/api/model/Tournaments/{created['id']}"):
        assert (await fed.call("GET", url, fed.coach)).status_code == 404
        assert (await fed.call("GET", url, fed.admin)).json()["isArchived"] is True
    archive = '/api/model/Tournaments?by={"isArchived":true}'
    assert [t["id"] for t in (await fed.call("GET", archive, fed.admin)).json()["items"]] == [
        created["id"]
    ]
    assert (await fed.call("GET", "/api/model/Tournaments", fed.coach)).json()["total"] == 0
    reopened = await catalog.update(created["id"], isArchived=False)
    assert reopened.json()["isArchived"] is False
    assert (await fed.call("GET", f"/api/tournament/{created['id']}", fed.coach)).status_code == 200


async def test_the_tournament_view_shows_club_deductions_to_admins(catalog: Catalog) -> None:
    fed = catalog.fed
    created = await catalog.create_tournament()
    async with cast(SqlUnitOfWork, fed.api.context.uow()) as uow:
        await uow.club_deductions.add(ClubDeduction(created["id"], fed.club_id, 15))
        await uow.commit()
    url = f"/api/tournament/{created['id']}"
    admin = (await fed.call("GET", url, fed.admin)).json()
    deduction = admin["clubDeductions"][0]
    assert {k: deduction[k] for k in ("clubId", "tournamentId", "deduction")} == {
        "clubId": fed.club_id,
        "tournamentId": created["id"],
        "deduction": 15,
    }
    coach = (await fed.call("GET", url, fed.coach)).json()
    assert "clubDeductions" not in coach
    assert coach == {k: v for k, v in admin.items() if k != "clubDeductions"}
    assert (await fed.call("GET", url, None)).status_code == 401
    assert (await fed.call("GET", "/api/tournament/999", fed.admin)).status_code == 404


async def test_deleting_the_active_tournament_clears_it(catalog: Catalog) -> None:
    fed = catalog.fed
    created = await catalog.create_tournament(registrationOpen=True)
    url = f"/api/model/Tournaments/{created['id']}"
    assert (await fed.call("DELETE", url, fed.coach)).status_code == 403
    assert (await fed.call("DELETE", url, fed.admin)).status_code == 204
    assert await active_tournament(catalog) is None
    assert (await fed.call("GET", url, fed.admin)).status_code == 404
    assert (await fed.call("DELETE", url, fed.admin)).status_code == 404
