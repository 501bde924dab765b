"""Admin records of a tournament: competitor numbers and club deductions."""

from dataclasses import replace

from fedreg_core.domain.collation import serbian_key
from fedreg_core.domain.deduction_rules import check_deduction
from fedreg_core.domain.entities import ClubDeduction, Tournament, User
from fedreg_core.domain.errors import Conflict, Forbidden
from fedreg_core.domain.permissions import may_manage_tournament_records
from fedreg_core.domain.rules import Validation
from fedreg_core.domain.tournament_changes import ClubDeductionChanges
from fedreg_core.domain.tournament_state import ensure_not_archived
from fedreg_core.ports.listing import ListQuery, Page
from fedreg_core.ports.unit_of_work import FeeWork
from fedreg_core.services.editing import load
from fedreg_core.services.listing import Filter, Listing, ListRequest, Visible, visible_page
from fedreg_core.services.tournament_guard import refuse_if_archived

DEDUCTIONS = Listing(
    search_fields=(),
    order_by=(),
    filters={"tournamentId": Filter("tournament_id", int), "clubId": Filter("club_id", int)},
)


def _ensure_admin(actor: User) -> None:
    if not may_manage_tournament_records(actor):
        raise Forbidden


async def assign_numbers(uow: FeeWork, actor: User, tournament_id: int) -> Tournament:
    """Number every competitor 1..N by club name, last name, first name (admins), in the
    Serbian alphabet's order.

    Archived tournaments keep their numbers (``Forbidden``, like every registration change).
    """
    _ensure_admin(actor)
    async with uow:
        snapshot = await uow.registration_reads.snapshot(tournament_id)
        ensure_not_archived(snapshot.tournament)

        def order(club_id: int, member_id: int, registration_id: int) -> tuple[object, ...]:
            club, member = snapshot.clubs.get(club_id), snapshot.members.get(member_id)
            return (
                serbian_key(club.name if club else ""),
                serbian_key(member.last_name if member else ""),
                serbian_key(member.first_name if member else ""),
                registration_id,
            )

        ordered = sorted(
            snapshot.competitors, key=lambda r: order(r.club_id, r.member_id, r.id or 0)
        )
        for number, registration in enumerate(ordered, start=1):
            if registration.assigned_number != number:
                registration.assigned_number = number
                await uow.competitor_registrations.update(registration)
        await uow.commit()
    return snapshot.tournament


async def list_deductions(
    uow: FeeWork, actor: User, request: ListRequest
) -> Page[Visible[ClubDeduction]]:
    """Club deductions (``by={"tournamentId": n}``), admins only."""
    _ensure_admin(actor)
    query = DEDUCTIONS.query(request)
    async with uow:
        return visible_page(await uow.club_deductions.page(query), lambda _d: frozenset())


async def get_deduction(uow: FeeWork, actor: User, deduction_id: int) -> Visible[ClubDeduction]:
    _ensure_admin(actor)
    async with uow:
        return Visible(await load(uow.club_deductions, deduction_id))


async def _ensure_valid(uow: FeeWork, deduction: ClubDeduction) -> None:
    v = Validation()
    check_deduction(v, deduction, await uow.clubs.get(deduction.club_id))
    tournament = await uow.tournaments.get(deduction.tournament_id)
    v.check("tournamentId", tournament is not None, "invalid_value")
    v.raise_if_broken()
    assert tournament is not None
    ensure_not_archived(tournament)
    query = ListQuery(
        equals={"tournament_id": deduction.tournament_id, "club_id": deduction.club_id}, limit=2
    )
    for other in (await uow.club_deductions.page(query)).items:
        if other.id != deduction.id:
            raise Conflict("error_deduction_exists", field="clubId")


async def create_deduction(
    uow: FeeWork, actor: User, deduction: ClubDeduction
) -> Visible[ClubDeduction]:
    """One deduction (0-100 %) per club and tournament; not for blocked or deleted clubs."""
    _ensure_admin(actor)
    async with uow:
        await _ensure_valid(uow, deduction)
        stored = await uow.club_deductions.add(replace(deduction, id=None))
        await uow.commit()
    return Visible(stored)


async def update_deduction(
    uow: FeeWork, actor: User, deduction_id: int, changes: ClubDeductionChanges
) -> Visible[ClubDeduction]:
    _ensure_admin(actor)
    async with uow:
        deduction = await load(uow.club_deductions, deduction_id)
        await refuse_if_archived(uow.tournaments, deduction.tournament_id)
        changed = changes.applied_to(deduction)
        await _ensure_valid(uow, changed)
        stored = await uow.club_deductions.update(changed)
        await uow.commit()
    return Visible(stored)


async def delete_deduction(uow: FeeWork, actor: User, deduction_id: int) -> None:
    _ensure_admin(actor)
    async with uow:
        deduction = await load(uow.club_deductions, deduction_id)
        await refuse_if_archived(uow.tournaments, deduction.tournament_id)
        await uow.club_deductions.delete(deduction_id)
        await uow.commit()
