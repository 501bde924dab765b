"""Everything about an archived tournament is read-only but unarchiving, for admins too
(issue 15, item 8): its fields and fees, cover, disciplines, images and documents and club
deductions (registrations and numbers: ``test_competitor_registrations``,
``test_registration_reports``). A refused change leaves the stored data as it was."""

from collections.abc import Awaitable, Callable
from dataclasses import dataclass

import pytest

from fedreg_core.domain.entities import ClubDeduction, Tournament, TournamentFile
from fedreg_core.domain.errors import Forbidden
from fedreg_core.domain.links import TournamentDiscipline
from fedreg_core.domain.tournament_changes import ClubDeductionChanges, TournamentChanges
from fedreg_core.services import links, tournament_files, tournament_records, tournaments
from fedreg_core.services.listing import ListRequest
from tests.unit.catalog_setup import RecordingSanitizer
from tests.unit.registrations_setup import Cup


@dataclass
class Archived:
    """The cup with a deduction, an image, a document and its links, then archived; and an
    open tournament with a deduction of its own."""

    cup: Cup
    deduction: int
    image: int
    document: int
    link: int
    open_deduction: int


async def _archived(cup: Cup) -> Archived:
    uow, admin = cup.fed.uow, cup.fed.admin
    deduction = ClubDeduction(cup.cup, cup.fed.sokol_id, 10)
    stored = (await tournament_records.create_deduction(uow, admin, deduction)).item
    files = []
    for kind in (tournament_files.TOURNAMENT_IMAGES, tournament_files.DOCUMENTS):
        record = TournamentFile(cup.cup, "Plakat")
        files.append((await tournament_files.create_file(uow, kind, admin, record)).item.id)
    by_cup = ListRequest(by={"tournamentId": cup.cup})
    link = (await links.list_links(uow, links.TOURNAMENT_DISCIPLINES, admin, by_cup)).items[0]
    other = await cup.fed.db.tournaments.add(Tournament("Open", "", cup.clock.now()))
    assert other.id is not None
    other_deduction = ClubDeduction(other.id, cup.fed.sokol_id, 5)
    open_stored = (await tournament_records.create_deduction(uow, admin, other_deduction)).item
    await cup.set_tournament(is_archived=True, registration_open=False)
    ids = (stored.id, *files, link.item.id, open_stored.id)
    assert all(i is not None for i in ids)
    return Archived(cup, *(i or 0 for i in ids))


Write = Callable[[Archived], Awaitable[object]]


def _update(**changes: object) -> Write:
    def write(a: Archived) -> Awaitable[object]:
        c = a.cup
        return tournaments.update_tournament(
            c.fed.uow, c.clock, RecordingSanitizer(), c.fed.admin, c.cup,
            TournamentChanges(**changes),  # type: ignore[arg-type]
        )  # fmt: skip

    return write


WRITES: list[tuple[str, Write]] = [
    ("name", _update(name="Renamed")),
    ("fees", _update(team_fee=0)),
    ("open", _update(registration_open=True)),
    ("archived-again", _update(is_archived=True)),
    ("cover", lambda a: tournaments.upload_tournament_cover(
        a.cup.fed.uow, a.cup.clock, a.cup.fed.admin, a.cup.cup, a.cup.fed.upload())),
    ("deduction-create", lambda a: tournament_records.create_deduction(
        a.cup.fed.uow, a.cup.fed.admin, ClubDeduction(a.cup.cup, a.cup.fed.soko_id, 50))),
    ("deduction-100", lambda a: tournament_records.update_deduction(
        a.cup.fed.uow, a.cup.fed.admin, a.deduction, ClubDeductionChanges(deduction=100))),
    ("deduction-moved-in", lambda a: tournament_records.update_deduction(
        a.cup.fed.uow, a.cup.fed.admin, a.open_deduction,
        ClubDeductionChanges(tournament_id=a.cup.cup, club_id=a.cup.fed.soko_id))),
    ("deduction-delete", lambda a: tournament_records.delete_deduction(
        a.cup.fed.uow, a.cup.fed.admin, a.deduction)),
    ("image-create", lambda a: tournament_files.create_file(
        a.cup.fed.uow, tournament_files.TOURNAMENT_IMAGES, a.cup.fed.admin,
        TournamentFile(a.cup.cup, "Nova"))),
    ("image-upload", lambda a: tournament_files.upload_file(
        a.cup.fed.uow, tournament_files.TOURNAMENT_IMAGES, a.cup.fed.admin, a.image,
        a.cup.fed.upload())),
    ("image-delete", lambda a: tournament_files.delete_file(
        a.cup.fed.uow, tournament_files.TOURNAMENT_IMAGES, a.cup.fed.files, a.cup.fed.admin,
        a.image)),
    ("document-delete", lambda a: tournament_files.delete_file(
        a.cup.fed.uow, tournament_files.DOCUMENTS, a.cup.fed.files, a.cup.fed.admin,
        a.document)),
    ("link-create", lambda a: links.create_link(
        a.cup.fed.uow, links.TOURNAMENT_DISCIPLINES, a.cup.fed.admin,
        TournamentDiscipline(a.cup.cup, a.cup.ids["elsewhere"]))),
    ("link-delete", lambda a: links.delete_link(
        a.cup.fed.uow, links.TOURNAMENT_DISCIPLINES, a.cup.fed.admin, a.link)),
]  # fmt: skip


async def _stored(cup: Cup) -> tuple[object, ...]:
    """The tournament and every part of it a write could change."""
    db = cup.fed.db
    parts = (db.club_deductions, db.tournament_images, db.documents, db.tournament_disciplines)
    return (await cup.tournament(), *(part.all() for part in parts))


@pytest.mark.parametrize("write", [pytest.param(w, id=name) for name, w in WRITES])
async def test_an_archived_tournament_refuses_every_change_from_admins(
    cup: Cup, write: Write
) -> None:
    archived = await _archived(cup)
    before = await _stored(cup)
    with pytest.raises(Forbidden) as refused:
        await write(archived)
    assert refused.value.message_key == "error_tournament_archived"
    assert await _stored(cup) == before


async def test_unarchiving_goes_through_and_the_tournament_is_changed_again(cup: Cup) -> None:
    archived = await _archived(cup)
    await _update(is_archived=False)(archived)
    for _, write in WRITES[:2]:
        await write(archived)
    changed = await tournament_records.update_deduction(
        cup.fed.uow, cup.fed.admin, archived.deduction, ClubDeductionChanges(deduction=100)
    )
    assert changed.item.deduction == 100
    assert (await cup.tournament()).name == "Renamed"
