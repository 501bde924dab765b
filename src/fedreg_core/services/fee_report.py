"""Registration fees of a tournament: stored registrations priced by the fee engine.

Only the translation from stored registrations to ``fees.Registration`` lives here; every
amount comes from ``fees.club_fee`` (decisions.md §3).
"""

from dataclasses import dataclass

from fedreg_core import fees
from fedreg_core.domain.entities import CategoryEntry, Club, User
from fedreg_core.domain.errors import Forbidden, NotFound
from fedreg_core.permissions import may_manage_tournament_records, may_see_club_registrations
from fedreg_core.ports.registrations import RegistrationSnapshot
from fedreg_core.ports.unit_of_work import UnitOfWork
from fedreg_core.services.registration_access import full_name
from fedreg_core.services.registration_views import visible_snapshot


@dataclass(frozen=True, slots=True)
class FeeLine:
    """One invoice line: what was registered (``kind`` competitor or team) and its price."""

    kind: str
    registration_id: int
    label: str
    fee: fees.RegistrationFee


@dataclass(frozen=True, slots=True)
class ClubFeeReport:
    club: Club
    fee: fees.ClubFee
    lines: tuple[FeeLine, ...]


@dataclass(frozen=True, slots=True)
class TournamentFeeReport:
    clubs: tuple[ClubFeeReport, ...]
    gross: int
    discounts: int
    net: int
    total: int


def _entries(
    snapshot: RegistrationSnapshot, categories: list[CategoryEntry]
) -> tuple[fees.Entry, ...]:
    entries = []
    for chosen in categories:
        category = snapshot.categories[chosen.category_id]
        for discipline_id in chosen.discipline_ids:
            d = snapshot.disciplines[discipline_id]
            entries.append(
                fees.Entry(
                    fees.Category(chosen.category_id, category.no_pay),
                    fees.Discipline(
                        discipline_id, d.no_pay, d.always_pay, d.is_kata_a, d.is_kata_b
                    ),
                )
            )
    return tuple(entries)


def _club_registrations(
    snapshot: RegistrationSnapshot, club_id: int
) -> list[tuple[str, str, fees.Registration]]:
    found: list[tuple[str, str, fees.Registration]] = []
    for r in snapshot.competitors:
        if r.club_id == club_id and r.id is not None:
            member = snapshot.members[r.member_id]
            registration = fees.Registration(
                r.id, _entries(snapshot, r.categories), False, member.no_pay, member.always_pays
            )
            found.append(("competitor", full_name(member), registration))
    for t in snapshot.teams:
        if t.club_id == club_id and t.id is not None:
            label = ", ".join(full_name(snapshot.members[m]) for m in t.member_ids)
            registration = fees.Registration(
                t.id, _entries(snapshot, t.categories), True, t.no_pay, t.always_pays
            )
            found.append(("team", label, registration))
    return found


def price_club(snapshot: RegistrationSnapshot, club_id: int) -> ClubFeeReport:
    """One club's fee with its deduction, line by line."""
    priced = _club_registrations(snapshot, club_id)
    deduction = snapshot.deductions.get(club_id)
    fee = fees.club_fee(
        [registration for _, _, registration in priced],
        snapshot.tournament.fees,
        deduction.deduction if deduction is not None else 0,
    )
    lines = tuple(
        FeeLine(kind, line.registration_id, label, line)
        for (kind, label, _), line in zip(priced, fee.lines, strict=True)
    )
    return ClubFeeReport(snapshot.clubs[club_id], fee, lines)


def price_tournament(snapshot: RegistrationSnapshot) -> TournamentFeeReport:
    """Every club with a competitor or team registration, by club name, and grand totals."""
    club_ids = {r.club_id for r in snapshot.competitors} | {t.club_id for t in snapshot.teams}
    ordered = sorted(club_ids, key=lambda c: (snapshot.clubs[c].name.casefold(), c))
    reports = tuple(price_club(snapshot, club_id) for club_id in ordered)
    return TournamentFeeReport(
        reports,
        sum(r.fee.gross for r in reports),
        sum(r.fee.discounts for r in reports),
        sum(r.fee.net for r in reports),
        sum(r.fee.total for r in reports),
    )


async def tournament_fees(uow: UnitOfWork, actor: User, tournament_id: int) -> TournamentFeeReport:
    """Every club's fee (admins)."""
    if not may_manage_tournament_records(actor):
        raise Forbidden
    async with uow:
        snapshot = await uow.registration_reads.snapshot(tournament_id)
    return price_tournament(snapshot)


@dataclass(frozen=True, slots=True)
class ClubView:
    """A tournament as one club sees it: its registrations and its fee."""

    snapshot: RegistrationSnapshot
    fee: ClubFeeReport


async def club_view(uow: UnitOfWork, actor: User, tournament_id: int, club_id: int) -> ClubView:
    """One club's registrations and fee breakdown (admins and that club's users)."""
    if not may_see_club_registrations(actor, club_id):
        raise Forbidden
    async with uow:
        snapshot = await visible_snapshot(uow, actor, tournament_id, club_id)
        if club_id not in snapshot.clubs:
            club = await uow.clubs.get(club_id)
            if club is None:
                raise NotFound
            snapshot.clubs[club_id] = club
    return ClubView(snapshot, price_club(snapshot, club_id))


async def club_fees(
    uow: UnitOfWork, actor: User, tournament_id: int, club_id: int
) -> ClubFeeReport:
    """One club's fee breakdown (admins and that club's users)."""
    return (await club_view(uow, actor, tournament_id, club_id)).fee
