"""Registration fees of a tournament: stored registrations priced by the fee engine.

Only the translation from stored registrations to ``fees.Registration`` lives here; every
amount comes from ``fees.club_fee`` or, without lines, ``fees.club_totals`` (decisions.md §3).
"""

from dataclasses import dataclass

from fedreg_core import fees
from fedreg_core.domain.entities import (
    CategoryEntry,
    Club,
    CompetitorRegistration,
    TeamRegistration,
    User,
)
from fedreg_core.domain.errors import Forbidden, NotFound
from fedreg_core.permissions import may_manage_tournament_records, may_see_club_registrations
from fedreg_core.ports.listing import ClubRef
from fedreg_core.ports.registration_lists import FeeRegistrations
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
class ClubFeeTotals:
    """A club's fee in the whole tournament's report (its lines are ``club_fees``') and the
    number of its competitor and team registrations."""

    club: ClubRef
    fee: fees.ClubTotals
    competitors: int
    teams: int

    @classmethod
    def of(
        cls, club: ClubRef, fee: fees.ClubTotals, registrations: int, teams: int
    ) -> "ClubFeeTotals":
        """``registrations`` of the club priced, ``teams`` of them teams'."""
        return cls(club, fee, registrations - teams, teams)


@dataclass(frozen=True, slots=True)
class ClubFeeReport:
    club: Club
    fee: fees.ClubFee
    lines: tuple[FeeLine, ...]

    @property
    def totals(self) -> ClubFeeTotals:
        """The club's fee without its lines, as the whole tournament's report has it."""
        assert self.club.id is not None
        teams = sum(line.kind == "team" for line in self.lines)
        club = ClubRef(self.club.id, self.club.name)
        return ClubFeeTotals.of(club, self.fee.totals, len(self.lines), teams)


@dataclass(frozen=True, slots=True)
class TournamentFeeReport:
    clubs: tuple[ClubFeeTotals, ...]
    gross: int
    discounts: int
    net: int
    total: int


@dataclass(frozen=True, slots=True)
class FeeCatalogue:
    """The snapshot's categories and disciplines as the fee engine sees them, made once."""

    categories: dict[int, fees.Category]
    disciplines: dict[int, fees.Discipline]

    @classmethod
    def of(cls, snapshot: RegistrationSnapshot) -> "FeeCatalogue":
        return cls(
            {i: fees.Category(i, c.no_pay) for i, c in snapshot.categories.items()},
            {
                i: fees.Discipline(i, d.no_pay, d.always_pay, d.is_kata_a, d.is_kata_b)
                for i, d in snapshot.disciplines.items()
            },
        )

    def entry(self, category_id: int, discipline_id: int) -> fees.Entry:
        return fees.Entry(self.categories[category_id], self.disciplines[discipline_id])

    def entries(self, categories: list[CategoryEntry]) -> tuple[fees.Entry, ...]:
        disciplines = self.disciplines
        return tuple(
            fees.Entry(self.categories[chosen.category_id], disciplines[discipline_id])
            for chosen in categories
            for discipline_id in chosen.discipline_ids
        )


Registrations = tuple[list[CompetitorRegistration], list[TeamRegistration]]


def _by_club(snapshot: RegistrationSnapshot) -> dict[int, Registrations]:
    """Each club's competitors and teams, in the snapshot's order (one pass over each)."""
    found: dict[int, Registrations] = {}
    for r in snapshot.competitors:
        found.setdefault(r.club_id, ([], []))[0].append(r)
    for t in snapshot.teams:
        found.setdefault(t.club_id, ([], []))[1].append(t)
    return found


def _club_registrations(
    snapshot: RegistrationSnapshot, catalogue: FeeCatalogue, registrations: Registrations
) -> list[tuple[str, str, fees.Registration]]:
    found: list[tuple[str, str, fees.Registration]] = []
    competitors, teams = registrations
    for r in competitors:
        if r.id is not None:
            member = snapshot.members[r.member_id]
            registration = fees.Registration(
                r.id, catalogue.entries(r.categories), False, member.no_pay, member.always_pays
            )
            found.append(("competitor", full_name(member), registration))
    for t in teams:
        if t.id is not None:
            label = ", ".join(full_name(snapshot.members[m]) for m in t.member_ids)
            registration = fees.Registration(
                t.id, catalogue.entries(t.categories), True, t.no_pay, t.always_pays
            )
            found.append(("team", label, registration))
    return found


def _price(
    snapshot: RegistrationSnapshot,
    catalogue: FeeCatalogue,
    club_id: int,
    registrations: Registrations,
) -> ClubFeeReport:
    priced = _club_registrations(snapshot, catalogue, registrations)
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


def price_club(snapshot: RegistrationSnapshot, club_id: int) -> ClubFeeReport:
    """One club's fee with its deduction, line by line."""
    registrations = _by_club(snapshot).get(club_id, ([], []))
    return _price(snapshot, FeeCatalogue.of(snapshot), club_id, registrations)


def price_tournament(found: FeeRegistrations) -> TournamentFeeReport:
    """Every club with a competitor or team registration, by club name, and grand totals."""
    schedule = found.tournament.fees
    ordered = sorted(found.clubs, key=lambda c: (c.club.name.casefold(), c.club.id))
    reports = []
    for c in ordered:
        teams = sum(r.is_team for r in c.registrations)
        fee = fees.club_totals(c.registrations, schedule, c.deduction)
        reports.append(ClubFeeTotals.of(c.club, fee, len(c.registrations), teams))
    return TournamentFeeReport(
        tuple(reports),
        sum(r.fee.gross for r in reports),
        sum(r.fee.discounts for r in reports),
        sum(r.fee.net for r in reports),
        sum(r.fee.total for r in reports),
    )


async def tournament_fees(uow: UnitOfWork, actor: User, tournament_id: int) -> TournamentFeeReport:
    """Every club's fee without its lines (admins)."""
    if not may_manage_tournament_records(actor):
        raise Forbidden
    async with uow.read_only():
        found = await uow.registration_lists.fee_registrations(tournament_id)
    return price_tournament(found)


@dataclass(frozen=True, slots=True)
class ClubView:
    """A tournament as one club sees it: its registrations and its fee."""

    snapshot: RegistrationSnapshot
    fee: ClubFeeReport


async def club_view(uow: UnitOfWork, actor: User, tournament_id: int, club_id: int) -> ClubView:
    """One club's registrations and fee breakdown (admins and that club's users)."""
    if not may_see_club_registrations(actor, club_id):
        raise Forbidden
    async with uow.read_only():
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
