"""Tournament states over fakes (docs/product.md, Tournament states): active with the clock,
the active tournament, archiving with history, who sees archived tournaments, deletion."""

from dataclasses import replace
from datetime import datetime, timedelta

import pytest

from fedreg_core.domain.entities import ClubDeduction, Tournament
from fedreg_core.domain.enums import HistoryType
from fedreg_core.domain.errors import Conflict, Forbidden, NotFound
from fedreg_core.domain.tournament_state import tournament_is_active
from fedreg_core.services import tournament_reads, tournaments
from fedreg_core.services.listing import ListRequest
from tests.unit.catalog_setup import NOW, Catalog, tournament_id

OPEN = Tournament("Kup", "Opis", NOW - timedelta(days=1), registration_open=True)


@pytest.mark.parametrize(
    ("tournament", "active"),
    [
        pytest.param(OPEN, True, id="open-without-end"),
        pytest.param(replace(OPEN, end_date=NOW + timedelta(minutes=1)), True, id="before-end"),
        pytest.param(replace(OPEN, end_date=NOW), False, id="at-end"),
        pytest.param(replace(OPEN, registration_open=False), False, id="closed"),
        pytest.param(replace(OPEN, is_archived=True), False, id="archived"),
    ],
)
def test_active_is_derived_with_the_clock(tournament: Tournament, active: bool) -> None:
    assert tournament_is_active(tournament, NOW) is active


async def test_the_active_tournament_follows_open_saves(catalog: Catalog) -> None:
    first = tournament_id(await catalog.create(registration_open=True))
    assert await catalog.active_id() == first
    second = tournament_id(await catalog.create())
    assert await catalog.active_id() == first  # saved closed: nothing changes
    closed = await catalog.update(first, registration_open=False)
    assert (closed.item.is_active, await catalog.active_id()) == (False, first)  # stays
    assert (await catalog.update(second, registration_open=True)).item.is_active
    assert await catalog.active_id() == second
    catalog.clock.advance(days=30)  # past the end date: not active, still the last one
    shown = await tournament_reads.get_tournament(catalog.uow, catalog.clock, catalog.admin, second)
    assert (shown.item.is_active, await catalog.active_id()) == (False, second)


async def test_archive_is_refused_while_active_or_archived(catalog: Catalog) -> None:
    cup = tournament_id(await catalog.create(registration_open=True))
    archive = tournaments.archive_tournament
    with pytest.raises(Conflict) as active:
        await archive(catalog.uow, catalog.clock, catalog.admin, cup)
    assert active.value.message_key == "error_tournament_active"
    with pytest.raises(Forbidden):
        await archive(catalog.uow, catalog.clock, catalog.coach, cup)
    await catalog.update(cup, registration_open=False)
    archived = await archive(catalog.uow, catalog.clock, catalog.admin, cup)
    assert archived.item.view.tournament.is_archived
    assert await catalog.active_id() is None
    with pytest.raises(Conflict) as again:
        await archive(catalog.uow, catalog.clock, catalog.admin, cup)
    assert again.value.message_key == "error_tournament_archived"
    entry, closed, opened = await catalog.db.history.list_for_tournament(cup)
    assert (entry.type, entry.item, entry.user_id, entry.created_at) == (
        HistoryType.TOURNAMENT_ARCHIVED,
        "Prvenstvo Srbije",
        catalog.admin.id,
        NOW,
    )
    assert [closed.type, opened.type] == [
        HistoryType.APPLICATIONS_CLOSED,
        HistoryType.APPLICATIONS_OPENED,
    ]


async def test_archiving_after_the_end_date_closes_applications(catalog: Catalog) -> None:
    cup = tournament_id(await catalog.create(registration_open=True))
    catalog.clock.set(datetime(2026, 3, 21))
    archived = await catalog.update(cup, is_archived=True)
    assert archived.item.view.tournament.registration_open is False
    assert await catalog.active_id() is None
    with pytest.raises(Forbidden):  # an archived tournament is read-only: unarchive first
        await catalog.update(cup, registration_open=True)
    reopened = await catalog.update(cup, is_archived=False, end_date=None, registration_open=True)
    assert reopened.item.is_active and await catalog.active_id() == cup


async def test_archived_tournaments_are_for_admins_only(catalog: Catalog) -> None:
    cup = tournament_id(await catalog.create())
    other = tournament_id(await catalog.create(name="Drugi kup"))
    await tournaments.archive_tournament(catalog.uow, catalog.clock, catalog.admin, cup)
    with pytest.raises(NotFound):
        await tournament_reads.get_tournament(catalog.uow, catalog.clock, catalog.coach, cup)
    listed = await tournament_reads.list_tournaments(
        catalog.uow, catalog.clock, catalog.coach, ListRequest()
    )
    assert [tournament_id(v) for v in listed.items] == [other]
    archived = ListRequest(by={"isArchived": True})
    page = await tournament_reads.list_tournaments(
        catalog.uow, catalog.clock, catalog.admin, archived
    )
    assert [tournament_id(v) for v in page.items] == [cup]


async def test_club_deductions_are_shown_to_admins_only(catalog: Catalog) -> None:
    cup = tournament_id(await catalog.create())
    await catalog.db.club_deductions.add(ClubDeduction(cup, 1, 10))
    read = tournament_reads.get_tournament
    admin_view = await read(catalog.uow, catalog.clock, catalog.admin, cup)
    coach_view = await read(catalog.uow, catalog.clock, catalog.coach, cup)
    assert len(admin_view.item.view.club_deductions) == 1 and admin_view.hidden == frozenset()
    assert coach_view.hidden == {"club_deductions"}


async def test_deleting_forgets_the_active_tournament_and_the_files(catalog: Catalog) -> None:
    cup = tournament_id(await catalog.create(registration_open=True))
    cover = await tournaments.upload_tournament_cover(
        catalog.uow, catalog.clock, catalog.admin, cup, catalog.upload()
    )
    assert cover.item.view.tournament.cover in catalog.files.files
    await tournaments.delete_tournament(catalog.uow, catalog.files, catalog.admin, cup)
    assert (await catalog.active_id(), catalog.files.files) == (None, {})
    assert catalog.db.tournament_disciplines.all() == []
    with pytest.raises(NotFound):
        await tournaments.delete_tournament(catalog.uow, catalog.files, catalog.admin, cup)
